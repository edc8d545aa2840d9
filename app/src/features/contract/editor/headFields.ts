/**
 * The head form of the contract editor as data (design-system Form fields): which control edits
 * each head field, which are required, and where the options come from (the user's orgs and
 * categories, the dictionaries loaded at sign-in, the finance lookups, the supplier lookup). Pure.
 */
import type { FieldDefinition, FieldOption, PageSelectLoadPage } from '@srm/design-system';
import type { Category, DictMap, Org, Supplier } from '@srm/gateway/api';
import { dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import type { AppT } from '../../../i18n/useAppT';
import { REMOTE_SELECT_DEBOUNCE_MS, REMOTE_SELECT_PAGE_SIZE } from './contractEditor';

/** The dictionaries the head's selects read (gateway dictionary-data.ts). */
export const HEAD_DICTIONARIES = {
  contractCategory: 'contractCategory',
  priceType: 'priceType',
  pricingPoint: 'pricingPoint',
  deliverType: 'deliverType',
  payMethod: 'payMethod',
  purchaseModel: 'purchaseModel',
} as const;

export function categoryOptions(categories: readonly Category[]): FieldOption[] {
  return categories.map((category) => ({ label: category.categoryName, value: category.categoryCode }));
}

export interface HeadFieldSources {
  dictionaries: DictMap | undefined;
  orgs: readonly Org[];
  categories: readonly Category[];
  currencies: readonly FieldOption[];
  payTerms: readonly FieldOption[];
  loadSuppliers: PageSelectLoadPage<Supplier>;
  /** The stored supplier, so the select shows its name before any page is loaded. */
  supplier: { sn: string; name: string } | null;
}

/** The head's fields in form order; required ones carry the red mark and 请输入/请选择{label}. */
export function headFields(t: AppT, sources: HeadFieldSources): FieldDefinition[] {
  const dict = (code: string) => dictOptions(sources.dictionaries, code);
  return [
    { prop: 'contractName', label: t('contract.contractName'), required: true, props: { maxLength: 200 } },
    {
      prop: 'supplierSn',
      label: t('contract.supplier'),
      type: 'pageSelect',
      required: true,
      props: {
        loadPage: sources.loadSuppliers,
        fieldNames: { label: 'name', value: 'sn' },
        selectedOptions: sources.supplier ? [sources.supplier] : [],
        pageSize: REMOTE_SELECT_PAGE_SIZE,
        debounceMs: REMOTE_SELECT_DEBOUNCE_MS,
      },
    },
    { prop: 'contractCategory', label: t('contract.contractCategory'), type: 'select', required: true, options: dict(HEAD_DICTIONARIES.contractCategory) },
    { prop: 'orgCode', label: t('contract.org'), type: 'select', required: true, options: orgOptions(sources.orgs) },
    { prop: 'categoryCode', label: t('contract.category'), type: 'select', required: true, options: categoryOptions(sources.categories) },
    { prop: 'purchaseModel', label: t('contract.editor.purchaseModel'), type: 'select', options: dict(HEAD_DICTIONARIES.purchaseModel) },
    { prop: 'priceType', label: t('contract.editor.priceType'), type: 'select', options: dict(HEAD_DICTIONARIES.priceType) },
    { prop: 'pricingPoint', label: t('contract.editor.pricingPoint'), type: 'select', options: dict(HEAD_DICTIONARIES.pricingPoint) },
    { prop: 'deliverType', label: t('contract.editor.deliverType'), type: 'select', options: dict(HEAD_DICTIONARIES.deliverType) },
    { prop: 'payMethod', label: t('contract.editor.payMethod'), type: 'select', options: dict(HEAD_DICTIONARIES.payMethod) },
    { prop: 'payTerms', label: t('contract.editor.payTerms'), type: 'select', options: sources.payTerms },
    { prop: 'currencyCode', label: t('contract.editor.currency'), type: 'select', required: true, options: sources.currencies },
    { prop: 'signDate', label: t('contract.signDate'), type: 'date' },
    { prop: 'startDate', label: t('contract.editor.startDate'), type: 'date', required: true },
    { prop: 'endDate', label: t('contract.editor.endDate'), type: 'date', required: true },
    { prop: 'remark', label: t('contract.editor.remark'), type: 'textarea', span: 24, props: { maxLength: 500 } },
  ];
}

/** The currency select's options: the lookup's enabled currencies, CNY always present. */
export function currencyOptions(currencies: readonly { currencyCode: string; currencyName: string; enableFlag?: string }[]): FieldOption[] {
  const enabled = currencies.filter((currency) => currency.enableFlag !== 'N').map((currency) => ({ label: currency.currencyName, value: currency.currencyCode }));
  return enabled.some((option) => option.value === 'CNY') ? enabled : [{ label: '人民币', value: 'CNY' }, ...enabled];
}
