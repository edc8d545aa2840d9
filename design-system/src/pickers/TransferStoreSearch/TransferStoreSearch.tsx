import { ClassNames } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../controls/Button';
import { Select } from '../../controls/Select';
import { TextField } from '../../controls/TextField';
import { LoadingOverlay } from '../../display/LoadingOverlay';
import { useLocale } from '../../i18n/LocaleProvider';
import type { RowKey, Selection } from '../../table/grid/selection';
import { ProTable } from '../../table/ProTable';
import type { ProColumn } from '../../table/types';
import { errorMessageOf } from '../errorMessage';
import {
  checkTransferSearch,
  inventoryOrgsOf,
  offeredCompanies,
  storeKey,
  storeLabel,
  validStores,
  type TransferCompany,
  type TransferSearchCheck,
  type TransferSearchField,
  type TransferStore,
  type TransferStoreQuery,
} from './transferStores';
import { transferStoreStyles } from './transferStoreStyles';

export interface TransferStoreSearchProps {
  /** The companies offered with their inventory orgs (the gateway's `GET /system/sub-inventory/transferOrgs`); read on mount. */
  loadOrgs: () => Promise<readonly TransferCompany[]>;
  /** The stores of one inventory org (`GET /system/sub-inventory/transferStores`); called by 查询. */
  loadStores: (query: TransferStoreQuery) => Promise<readonly TransferStore[]>;
  /** The chosen store (controlled); `null` for none. */
  value?: TransferStore | null;
  /**
   * The initially chosen store (uncontrolled).
   * @default null
   */
  defaultValue?: TransferStore | null;
  /** Called with the store chosen in the table. */
  onChange?: (store: TransferStore | null) => void;
  /**
   * Adds the on-hand quantity and unit columns (spec 01 §3 "Transfer-store row").
   * @default false
   */
  showOnhand?: boolean;
  /**
   * Names the search group.
   * @default 中转库查询 / Transit store search
   */
  label?: string;
  /** A message about the choice itself (e.g. the address form's 请选择中转库); marks the group invalid. */
  errorMessage?: string;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

type OrgsState = { source: TransferStoreSearchProps['loadOrgs']; companies: TransferCompany[] | null };
type StoresState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string | null } | { status: 'done'; stores: TransferStore[] };

const FOCUSABLE = 'button:not([disabled]), input:not([disabled])';

/**
 * The transfer-store search (spec 01 §5): a trading company and one of its inventory orgs (both
 * required: 请选择公司, 请选择库存组织), an optional keyword, 查询/重置, and the valid stores of that org in a
 * table with radio selection. Only online trading companies are offered, and the in-transit or inactive
 * stores never are, whatever the loaders answer. The root carries `data-status` (idle, loading, error,
 * done) and `data-invalid`.
 */
export function TransferStoreSearch({
  loadOrgs,
  loadStores,
  value,
  defaultValue = null,
  onChange,
  showOnhand = false,
  label,
  errorMessage,
  isDisabled = false,
  className,
}: TransferStoreSearchProps) {
  const { t } = useLocale();
  const chosenId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const request = useRef(0);
  const [orgs, setOrgs] = useState<OrgsState | null>(null);
  const [companyCode, setCompanyCode] = useState<string | null>(null);
  const [orgCode, setOrgCode] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [errors, setErrors] = useState<Extract<TransferSearchCheck, { ok: false }>['errors']>({});
  const [stores, setStores] = useState<StoresState>({ status: 'idle' });
  const [ownValue, setOwnValue] = useState<TransferStore | null>(defaultValue);
  const chosen = value !== undefined ? value : ownValue;

  useEffect(() => {
    let active = true;
    loadOrgs().then(
      (companies) => {
        if (active) setOrgs({ source: loadOrgs, companies: offeredCompanies(companies) });
      },
      () => {
        // A failed list load just stops loading (spec 01 §8): nothing is offered.
        if (active) setOrgs({ source: loadOrgs, companies: null });
      },
    );
    return () => {
      active = false;
    };
  }, [loadOrgs]);
  const current = orgs?.source === loadOrgs ? orgs : null;
  const companies = useMemo(() => current?.companies ?? [], [current]);
  const inventoryOrgs = useMemo(() => inventoryOrgsOf(companies, companyCode), [companies, companyCode]);

  const focusField = (field: TransferSearchField) => {
    // After the messages render, so the field is described by its message when it gets focus.
    setTimeout(() => rootRef.current?.querySelector<HTMLElement>(`[data-transfer-field="${field}"] :is(${FOCUSABLE})`)?.focus(), 0);
  };

  const search = () => {
    const checked = checkTransferSearch({ companyCode, orgCode, keyword });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(checked.errors.companyCode ? 'companyCode' : 'orgCode');
      return;
    }
    setErrors({});
    const id = ++request.current;
    setStores({ status: 'loading' });
    loadStores(checked.query).then(
      (rows) => {
        if (request.current === id) setStores({ status: 'done', stores: validStores(rows) });
      },
      (error: unknown) => {
        if (request.current === id) setStores({ status: 'error', message: errorMessageOf(error) });
      },
    );
  };

  const reset = () => {
    request.current += 1;
    setCompanyCode(null);
    setOrgCode(null);
    setKeyword('');
    setErrors({});
    setStores({ status: 'idle' });
  };

  const choose = (store: TransferStore | null) => {
    setOwnValue(store);
    onChange?.(store);
  };

  const rows = stores.status === 'done' ? stores.stores : [];
  const chosenKey = chosen ? storeKey(chosen) : null;
  const selection: Selection = { kind: 'keys', keys: new Set<RowKey>(chosenKey !== null && rows.some((row) => storeKey(row) === chosenKey) ? [chosenKey] : []) };
  const columns = useMemo((): ProColumn<TransferStore>[] => {
    const base: ProColumn<TransferStore>[] = [
      { key: 'secondaryInventoryName', title: t('pickers.transfer.storeCode') },
      { key: 'subName', title: t('pickers.transfer.storeName'), wide: true },
    ];
    if (!showOnhand) return base;
    return [...base, { key: 'onhandQty', title: t('pickers.transfer.onhand'), valueType: 'number' }, { key: 'primaryUomCode', title: t('pickers.transfer.uom') }];
  }, [showOnhand, t]);

  const onKeywordKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') search();
  };

  return (
    <ClassNames>
      {({ css, cx, theme }) => (
        <div
          ref={rootRef}
          role="group"
          aria-label={label ?? t('pickers.transfer.label')}
          aria-describedby={chosenId}
          className={cx(css(transferStoreStyles(theme)), className)}
          data-status={stores.status}
          data-invalid={errorMessage ? true : undefined}
        >
          <div className="srm-transfer-fields">
            <div data-transfer-field="companyCode">
              <Select<TransferCompany>
                label={t('pickers.transfer.company')}
                isRequired
                isDisabled={isDisabled}
                isLoading={current === null}
                options={companies}
                fieldNames={{ label: 'orgName', value: 'orgCode' }}
                value={companyCode}
                onChange={(next) => {
                  setCompanyCode(next === null || Array.isArray(next) ? null : String(next));
                  setOrgCode(null);
                  setErrors((previous) => ({ ...previous, companyCode: undefined }));
                }}
                errorMessage={errors.companyCode ? t(errors.companyCode) : undefined}
              />
            </div>
            <div data-transfer-field="orgCode">
              <Select
                label={t('pickers.transfer.inventoryOrg')}
                isRequired
                isDisabled={isDisabled}
                options={inventoryOrgs}
                fieldNames={{ label: 'orgName', value: 'orgCode' }}
                value={orgCode}
                onChange={(next) => {
                  setOrgCode(next === null || Array.isArray(next) ? null : String(next));
                  setErrors((previous) => ({ ...previous, orgCode: undefined }));
                }}
                errorMessage={errors.orgCode ? t(errors.orgCode) : undefined}
              />
            </div>
            <TextField label={t('pickers.transfer.keyword')} isDisabled={isDisabled} value={keyword} onChange={setKeyword} onKeyDown={onKeywordKeyDown} />
            <div className="srm-transfer-actions">
              <Button variant="primary" isDisabled={isDisabled} isPending={stores.status === 'loading'} onPress={search}>
                {t('searchForm.search')}
              </Button>
              <Button isDisabled={isDisabled} onPress={reset}>
                {t('searchForm.reset')}
              </Button>
            </div>
          </div>
          {stores.status === 'idle' ? <p className="srm-transfer-hint">{t('pickers.transfer.searchFirst')}</p> : null}
          {stores.status === 'error' ? (
            <p className="srm-transfer-error" role="alert">
              {stores.message ?? t('pickers.loadFailed')}
            </p>
          ) : null}
          {stores.status === 'loading' || stores.status === 'done' ? (
            <LoadingOverlay isLoading={stores.status === 'loading'}>
              <ProTable<TransferStore>
                aria-label={t('pickers.transfer.table')}
                columns={columns}
                rowKey={storeKey}
                dataSource={rows}
                pagination={false}
                toolbar={false}
                height="auto"
                selectionMode="radio"
                selection={selection}
                onSelectionChange={(next) => {
                  if (next.kind !== 'keys') return;
                  const [key] = [...next.keys];
                  choose(rows.find((row) => storeKey(row) === key) ?? null);
                }}
              />
            </LoadingOverlay>
          ) : null}
          <p id={chosenId} className="srm-transfer-chosen" aria-live="polite">
            {chosen ? t('pickers.transfer.chosen', { name: storeLabel(chosen) }) : (errorMessage ?? '')}
          </p>
        </div>
      )}
    </ClassNames>
  );
}
