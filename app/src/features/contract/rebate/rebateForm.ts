/**
 * The add / edit dialog of a 返利协议 as data: its fields (supplier by remote search, org, year, type,
 * timing, quantity basis, exactly one of rate and amount, linked contracts, remark), the values of a
 * stored agreement or a new one, the save body, and the check of the rebate's value.
 *
 * The value check is the design system's rebateValueProblem, which the gateway (rebate-rules.ts) and the
 * contract editor's rebate clauses apply too, with the gateway's Chinese messages (en twins in
 * contractRebateMessages.ts). Pure.
 */
import type { FieldDefinition, FieldOption, FormValues, PageSelectLoadPage } from '@srm/design-system';
import { isRebateAmount, isRebateRate, rebateValueProblem as valueProblem, textRule } from '@srm/design-system/validation';
import type { ContractRebateTiming, ContractRebateType, DictMap, Org, RebateCompanySaveBody, Supplier } from '@srm/gateway/api';
import { dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import { REMOTE_SELECT_DEBOUNCE_MS, REMOTE_SELECT_PAGE_SIZE } from '../editor/contractEditor';
import type { RebateAgreement } from '../api/rows';
import { REBATE_DICTIONARIES } from './rebateList';

export const REBATE_REMARK_MAX = 2000;

const VALUE_MESSAGES = { oneValue: 'contractRebate.oneValue', rate: 'contractRebate.rateInvalid', amount: 'contractRebate.amountInvalid' } as const satisfies Record<string, AppMessageKey>;

/**
 * The problem with a rebate's value and the field to show it on, or null when it has exactly one
 * well-formed value (the design system's rebateValueProblem, which the gateway applies too).
 */
export function rebateValueProblem(rate: unknown, amount: unknown): { field: 'rate' | 'amount'; key: AppMessageKey } | null {
  const problem = valueProblem(rate, amount);
  return problem === null ? null : { field: problem === 'amount' ? 'amount' : 'rate', key: VALUE_MESSAGES[problem] };
}

export interface RebateFieldSources {
  dictionaries: DictMap | undefined;
  orgs: readonly Org[];
  loadSuppliers: PageSelectLoadPage<Supplier>;
  /** The stored supplier, so the select shows its name before any page is loaded. */
  supplier: { sn: string; name: string } | null;
  /** The supplier's contracts in the org, for 关联合同. */
  contracts: readonly FieldOption[];
}

export function rebateFields(t: AppT, sources: RebateFieldSources): FieldDefinition[] {
  const dict = (code: string) => dictOptions(sources.dictionaries, code);
  return [
    {
      prop: 'supplierSn',
      label: t('contractRebate.supplier'),
      type: 'pageSelect',
      required: true,
      span: 12,
      props: {
        loadPage: sources.loadSuppliers,
        fieldNames: { label: 'name', value: 'sn' },
        selectedOptions: sources.supplier ? [sources.supplier] : [],
        pageSize: REMOTE_SELECT_PAGE_SIZE,
        debounceMs: REMOTE_SELECT_DEBOUNCE_MS,
      },
    },
    { prop: 'orgCode', label: t('contractRebate.org'), type: 'select', required: true, span: 12, options: orgOptions(sources.orgs) },
    { prop: 'year', label: t('contractRebate.year'), type: 'year', required: true, span: 12 },
    { prop: 'rebateType', label: t('contractRebate.rebateType'), type: 'select', required: true, span: 12, options: dict(REBATE_DICTIONARIES.rebateType) },
    { prop: 'timing', label: t('contractRebate.timing'), type: 'select', required: true, span: 12, options: dict(REBATE_DICTIONARIES.timing) },
    { prop: 'quantityBasis', label: t('contractRebate.quantityBasis'), type: 'select', required: true, span: 12, options: dict(REBATE_DICTIONARIES.quantityBasis) },
    { prop: 'rate', label: t('contractRebate.rate'), span: 12, props: { inputMode: 'decimal', maxLength: 20 }, rules: textRule(isRebateRate, t('contractRebate.rateInvalid')) },
    { prop: 'amount', label: t('contractRebate.amount'), span: 12, props: { inputMode: 'decimal', maxLength: 20 }, rules: textRule(isRebateAmount, t('contractRebate.amountInvalid')) },
    {
      prop: 'contractIds',
      label: t('contractRebate.contracts'),
      type: 'select',
      span: 24,
      options: sources.contracts,
      description: t('contractRebate.contractsHint'),
      props: { selectionMode: 'multiple' },
    },
    { prop: 'remark', label: t('contractRebate.remark'), type: 'textarea', span: 24, props: { maxLength: REBATE_REMARK_MAX } },
  ];
}

/** A new agreement: this year, the user's only org when there is one, basis 合同数量. */
export function newRebateValues(orgs: readonly Org[], today: Date = new Date()): FormValues {
  return {
    supplierSn: null,
    orgCode: orgs.length === 1 ? orgs[0]!.orgCode : null,
    year: String(today.getFullYear()),
    rebateType: null,
    timing: null,
    quantityBasis: '0',
    rate: '',
    amount: '',
    contractIds: [],
    remark: '',
  };
}

/** The form values of a stored agreement (its decimals as the gateway stores them). */
export function rebateValues(row: RebateAgreement): FormValues {
  return {
    supplierSn: row.supplierSn,
    orgCode: row.orgCode,
    year: String(row.year),
    rebateType: row.rebateType,
    timing: row.timing,
    quantityBasis: String(row.quantityBasis),
    rate: row.rate ?? '',
    amount: row.amount ?? '',
    contractIds: [...(row.contractIds ?? [])],
    remark: row.remark ?? '',
  };
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const text = (value: unknown): string | null => (blank(value) ? null : String(value).trim());

/** The body of rebate_company/save from the form's values; `stored` (id and version) for an update. */
export function toRebateSaveBody(
  values: FormValues,
  names: { supplierName: string; orgName: string | null },
  stored: { id: number; version: number } | null,
): RebateCompanySaveBody {
  const ids = Array.isArray(values['contractIds']) ? (values['contractIds'] as unknown[]).map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
  return {
    ...(stored ? { id: stored.id, version: stored.version } : {}),
    supplierSn: String(values['supplierSn'] ?? ''),
    supplierName: names.supplierName,
    orgCode: String(values['orgCode'] ?? ''),
    orgName: names.orgName,
    year: Number(String(values['year'] ?? '').slice(0, 4)),
    rebateType: values['rebateType'] as ContractRebateType,
    timing: values['timing'] as ContractRebateTiming,
    quantityBasis: Number(values['quantityBasis'] ?? 0) as 0 | 1 | 2,
    rate: text(values['rate']),
    amount: text(values['amount']),
    contractIds: [...new Set(ids)],
    remark: text(values['remark']),
  };
}

/** 关联合同's options: number and name. */
export function contractOptions(contracts: readonly { id: number; contractNo: string; contractName: string }[]): FieldOption[] {
  return contracts.map((contract) => ({ value: contract.id, label: `${contract.contractNo} ${contract.contractName}` }));
}
