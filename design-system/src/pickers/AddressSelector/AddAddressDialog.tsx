import { ClassNames } from '@emotion/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AreaSelect, type AreaSelectProps } from '../../controls/AreaSelect';
import { Button } from '../../controls/Button';
import { Select } from '../../controls/Select';
import type { SelectKey } from '../../controls/selectCore/options';
import type { RemoteLoadContext } from '../../controls/selectCore/remoteSearch';
import { TextField } from '../../controls/TextField';
import { useLocale } from '../../i18n/LocaleProvider';
import { Dialog } from '../../overlays/Dialog';
import { useOptionalToast } from '../../overlays/Toast';
import { addressFieldsFor, addressTypeOptions, EXCLUDED_ADDRESS_TYPE, type AddressField, type AddressTypeCode, type AddressTypeOption } from '../../validation/address';
import { TransferStoreSearch, type TransferStoreSearchProps } from '../TransferStoreSearch';
import { useConfirmOnce } from '../useConfirmOnce';
import { useDialogOpen, type PickerOpenProps } from '../useDialogOpen';
import {
  EMPTY_ADDRESS_FORM,
  formErrors,
  messagesByField,
  readSaveError,
  toSaveBody,
  type AddressCompany,
  type AddressFieldMessages,
  type AddressFormValues,
  type AddressSaveInput,
  type AddressSupplier,
  type PickerAddress,
} from './addressForm';
import { addAddressStyles } from './addressSelectorStyles';

/** The lookups behind the add-address form; each is optional (a missing one offers nothing). */
export interface AddressLookups {
  /** Types 1, 2, 3: the supplier search by name (`{sn, name}`), one page at a time. */
  loadSuppliers?: (keyword: string, context: RemoteLoadContext) => Promise<{ suppliers: readonly AddressSupplier[]; total?: number }>;
  /** Type 4: the companies the user may own an address for; read when the dialog opens. */
  loadCompanies?: () => Promise<readonly AddressCompany[]>;
  /** Type 5: the transit-store search (trading companies and their inventory orgs). */
  loadTransferOrgs?: TransferStoreSearchProps['loadOrgs'];
  /** Type 5: the valid stores of one inventory org. */
  loadTransferStores?: TransferStoreSearchProps['loadStores'];
  /** The region cascader's data (the committed area data, `loadChinaDivisions`, by default). */
  loadDivisions?: AreaSelectProps['loadDivisions'];
}

export interface AddAddressDialogProps extends PickerOpenProps, AddressLookups {
  /**
   * Saves the address (`POST /system/address/saveAddress`) and resolves to it. On a refusal reject with
   * an Error whose message is the gateway's, and (optionally) whose `data` is its list of field errors.
   */
  onSave: (body: AddressSaveInput) => Promise<PickerAddress>;
  /** Called with the saved address, before the dialog closes. */
  onSaved?: (address: PickerAddress) => void;
  /**
   * The choices of the type select (type 6 is never offered).
   * @default the address types of spec 01 §9 in the UI language
   */
  addressTypes?: readonly AddressTypeOption[];
  /** Starting values (a type preset by the page, for example). */
  defaultValues?: Partial<AddressFormValues>;
  /**
   * The title; it names the dialog.
   * @default 新增地址 / Add address
   */
  title?: string;
}

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), [tabindex="0"]';
const noStores: TransferStoreSearchProps['loadStores'] = () => Promise.resolve([]);
const noOrgs: TransferStoreSearchProps['loadOrgs'] = () => Promise.resolve([]);

type Companies = { session: number; companies: readonly AddressCompany[] | null };

/**
 * The add-address dialog (spec 01 §2.7, §5 "Address form"): type (type 6 never offered), then the
 * supplier (types 1, 2, 3), owning company (4) or transit store (5), name (required but for 5), region
 * (at least province and city; none for type 20; municipalities and Hong Kong/Macau per the rules),
 * and detail. 保存 checks the shared address rules first, lists each message under its field and
 * focuses the first; the gateway's 400 message shows at the top.
 */
export function AddAddressDialog({
  onSave,
  onSaved,
  addressTypes,
  defaultValues,
  title,
  loadSuppliers,
  loadCompanies,
  loadTransferOrgs,
  loadTransferStores,
  loadDivisions,
  ...openProps
}: AddAddressDialogProps) {
  const { t, locale } = useLocale();
  const toast = useOptionalToast();
  const bodyRef = useRef<HTMLDivElement>(null);
  const start = (): AddressFormValues => ({ ...EMPTY_ADDRESS_FORM, ...defaultValues });
  const [values, setValues] = useState<AddressFormValues>(start);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ message: string | null; fields: AddressFieldMessages } | null>(null);
  const confirmOnce = useConfirmOnce();
  const [companies, setCompanies] = useState<Companies | null>(null);
  const { isOpen, setOpen, session } = useDialogOpen(openProps, () => {
    setValues(start());
    setSubmitted(false);
    setServerError(null);
  });

  useEffect(() => {
    if (!isOpen || !loadCompanies) return;
    let active = true;
    loadCompanies().then(
      (list) => {
        if (active) setCompanies({ session, companies: list });
      },
      () => {
        // A failed list load just stops loading (spec 01 §8): no company is offered.
        if (active) setCompanies({ session, companies: null });
      },
    );
    return () => {
      active = false;
    };
  }, [isOpen, loadCompanies, session]);

  const types = useMemo(() => (addressTypes ?? addressTypeOptions(locale)).filter((option) => option.addressCode !== EXCLUDED_ADDRESS_TYPE), [addressTypes, locale]);
  const fields = addressFieldsFor(values.addressCode);
  const clientErrors = useMemo(() => (submitted ? messagesByField(formErrors(values, locale)) : {}), [submitted, values, locale]);
  const messageOf = (field: AddressField) => clientErrors[field] ?? serverError?.fields[field];
  const update = (patch: Partial<AddressFormValues>) => setValues((previous) => ({ ...previous, ...patch }));
  const companyList = companies?.session === session ? companies : null;

  const focusField = (field: AddressField) => {
    // After the messages render, so the field is described by its message when it gets focus.
    setTimeout(() => bodyRef.current?.querySelector<HTMLElement>(`[data-address-field="${field}"] :is(${FOCUSABLE})`)?.focus(), 0);
  };

  const save = async (close: () => void) => {
    setSubmitted(true);
    setServerError(null);
    const errors = formErrors(values, locale);
    const first = errors[0];
    if (first) {
      focusField(first.field);
      return;
    }
    await confirmOnce(
      async () => {
        const saved = await onSave(toSaveBody(values));
        toast?.successFor('added');
        onSaved?.(saved);
      },
      close,
      (error) => {
        const refused = readSaveError(error);
        setServerError(refused);
        const field = Object.keys(refused.fields)[0] as AddressField | undefined;
        if (field) focusField(field);
      },
    );
  };

  return (
    <Dialog
      title={title ?? t('pickers.address.dialogTitle')}
      width="medium"
      isOpen={isOpen}
      onOpenChange={setOpen}
      footer={({ close }) => (
        <>
          <Button onPress={close}>{t('common.cancel')}</Button>
          <Button variant="primary" onPress={() => void save(close)}>
            {t('pickers.address.save')}
          </Button>
        </>
      )}
    >
      <ClassNames>
        {({ css, theme }) => (
          <div ref={bodyRef} className={css(addAddressStyles(theme))} role="group" aria-label={t('pickers.address.form')} data-type={values.addressCode ?? undefined}>
            {serverError ? (
              <p className="srm-address-server-error" role="alert">
                {serverError.message ?? t('pickers.saveFailed')}
              </p>
            ) : null}
            <div data-address-field="addressCode">
              <Select<AddressTypeOption>
                label={t('pickers.address.type')}
                isRequired
                options={types}
                fieldNames={{ label: 'addressType', value: 'addressCode' }}
                value={values.addressCode}
                onChange={(next) => update({ addressCode: typeof next === 'number' ? (next as AddressTypeCode) : null })}
                errorMessage={messageOf('addressCode')}
              />
            </div>
            {fields.supplier ? (
              <div data-address-field="addressOwnerCode">
                <Select<AddressSupplier>
                  label={t('pickers.address.supplier')}
                  isRequired
                  loadOptions={
                    loadSuppliers
                      ? async (keyword, context) => {
                          const page = await loadSuppliers(keyword, context);
                          return { options: page.suppliers, total: page.total };
                        }
                      : undefined
                  }
                  options={loadSuppliers ? undefined : []}
                  fieldNames={{ label: 'name', value: 'sn' }}
                  selectedOptions={values.supplier ? [values.supplier] : undefined}
                  value={values.supplier?.sn ?? null}
                  onChange={(next, selected) => {
                    const raw = selected[0]?.raw;
                    update({ supplier: next === null || !raw ? null : { sn: raw.sn, name: raw.name } });
                  }}
                  errorMessage={messageOf('addressOwnerCode')}
                />
              </div>
            ) : null}
            {fields.company ? (
              <div data-address-field="companyCode">
                <Select<AddressCompany>
                  label={t('pickers.address.company')}
                  isRequired
                  isLoading={Boolean(loadCompanies) && companyList === null}
                  options={companyList?.companies ?? []}
                  fieldNames={{ label: 'orgName', value: 'orgCode' }}
                  value={values.companyCode}
                  onChange={(next) => update({ companyCode: next === null || Array.isArray(next) ? null : String(next as SelectKey) })}
                  errorMessage={messageOf('companyCode')}
                />
              </div>
            ) : null}
            {fields.store ? (
              <div data-address-field="subName" className="srm-address-wide">
                <TransferStoreSearch
                  label={t('pickers.address.store')}
                  loadOrgs={loadTransferOrgs ?? noOrgs}
                  loadStores={loadTransferStores ?? noStores}
                  value={values.store ? { ...values.store } : null}
                  onChange={(store) => update({ store: store ? { subName: store.subName, secondaryInventoryName: store.secondaryInventoryName } : null })}
                  errorMessage={messageOf('subName')}
                />
              </div>
            ) : null}
            <div data-address-field="addressTag">
              <TextField
                label={t('pickers.address.name')}
                isRequired={fields.nameRequired}
                value={values.addressTag}
                onChange={(addressTag) => update({ addressTag })}
                errorMessage={messageOf('addressTag')}
              />
            </div>
            {fields.region ? (
              <div data-address-field="region">
                <AreaSelect
                  label={t('pickers.address.region')}
                  isRequired
                  valueType="name"
                  changeOnSelect
                  isSearchable
                  loadDivisions={loadDivisions}
                  value={values.region}
                  onChange={(region) => update({ region: (region ?? []).map(String) })}
                  errorMessage={messageOf('region')}
                />
              </div>
            ) : null}
            <div data-address-field="addrDetail" className="srm-address-wide">
              <TextField
                label={t('pickers.address.detail')}
                isRequired
                value={values.addrDetail}
                onChange={(addrDetail) => update({ addrDetail })}
                errorMessage={messageOf('addrDetail')}
              />
            </div>
          </div>
        )}
      </ClassNames>
    </Dialog>
  );
}
