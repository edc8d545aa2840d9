/**
 * The pure side of the address selector and its add-address dialog: the form's values and the save
 * body they make (only the fields of the chosen type; empty text as null), the field errors of the
 * shared rules (`checkAddress` of `@srm/design-system/validation`, the gateway's rules too), what a
 * refused save says, and how an address is labelled in the list.
 */
import type { SelectKey } from '../../controls/selectCore/options';
import { addressFieldsFor, checkAddress, type AddressField, type AddressFieldError, type AddressTypeCode } from '../../validation/address';
import type { ValidationLocale } from '../../validation/messages';
import { errorDataOf, errorMessageOf } from '../errorMessage';

/** An address as the list shows it (the gateway's `Address`); extra fields are kept. */
export interface PickerAddress {
  id: SelectKey;
  addressCode?: number | null;
  /** The type label. */
  addressType?: string | null;
  /** The name. */
  addressTag?: string | null;
  /** Region text plus detail. */
  addrDesc?: string | null;
  doorCode?: string | null;
  [field: string]: unknown;
}

/** A supplier of the supplier search (spec 01 §3 "Supplier": sn, name). */
export interface AddressSupplier {
  sn: string;
  name: string;
}

/** An owning company (a level-6 org). */
export interface AddressCompany {
  orgCode: string;
  orgName: string;
}

/** The transit store chosen for a type-5 address. */
export interface AddressStore {
  subName: string;
  secondaryInventoryName: string;
}

/** What the add-address form holds while it is edited. */
export interface AddressFormValues {
  addressCode: AddressTypeCode | null;
  supplier: AddressSupplier | null;
  companyCode: string | null;
  store: AddressStore | null;
  addressTag: string;
  /** Province, city and district names, as the region cascader gives them (possibly fewer). */
  region: readonly string[];
  addrDetail: string;
}

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  addressCode: null,
  supplier: null,
  companyCode: null,
  store: null,
  addressTag: '',
  region: [],
  addrDetail: '',
};

/** The body of `POST /system/address/saveAddress` for a new address. */
export interface AddressSaveInput {
  addressCode: AddressTypeCode | null;
  addressTag: string | null;
  province: string | null;
  city: string | null;
  area: string | null;
  addrDetail: string | null;
  companyCode: string | null;
  addressOwnerCode: string | null;
  addressOwnerName: string | null;
  subName: string | null;
  secondaryInventoryName: string | null;
}

const textOrNull = (text: string | null | undefined): string | null => (text == null || text.trim() === '' ? null : text);

/** The save body of the form: the fields of the chosen type only (the rest null), empty text as null. */
export function toSaveBody(values: AddressFormValues): AddressSaveInput {
  const fields = addressFieldsFor(values.addressCode);
  const [province, city, area] = fields.region ? values.region : [];
  return {
    addressCode: values.addressCode,
    addressTag: textOrNull(values.addressTag),
    province: textOrNull(province),
    city: textOrNull(city),
    area: textOrNull(area),
    addrDetail: textOrNull(values.addrDetail),
    companyCode: fields.company ? textOrNull(values.companyCode) : null,
    addressOwnerCode: fields.supplier ? textOrNull(values.supplier?.sn) : null,
    addressOwnerName: fields.supplier ? textOrNull(values.supplier?.name) : null,
    subName: fields.store ? textOrNull(values.store?.subName) : null,
    secondaryInventoryName: fields.store ? textOrNull(values.store?.secondaryInventoryName) : null,
  };
}

export type AddressFieldMessages = Partial<Record<AddressField, string>>;

/** The first message of each field, from a list of field errors. */
export function messagesByField(errors: readonly AddressFieldError[]): AddressFieldMessages {
  const messages: AddressFieldMessages = {};
  for (const error of errors) messages[error.field] ??= error.message;
  return messages;
}

/** The form's errors under the address rules, in form order, in the UI's language. */
export function formErrors(values: AddressFormValues, locale: ValidationLocale): AddressFieldError[] {
  const checked = checkAddress(toSaveBody(values), { locale });
  return checked.ok ? [] : checked.errors;
}

const FIELDS: ReadonlySet<string> = new Set<AddressField>(['addressCode', 'addressOwnerCode', 'companyCode', 'subName', 'addressTag', 'region', 'addrDetail']);

function isFieldError(item: unknown): item is AddressFieldError {
  if (item === null || typeof item !== 'object') return false;
  const { field, message } = item as Record<string, unknown>;
  return typeof field === 'string' && FIELDS.has(field) && typeof message === 'string';
}

/**
 * What a refused save says: the server's message (the gateway's 400 carries the first error as its
 * message) and, when the rejection carries the gateway's `data` list, the message of each field.
 */
export function readSaveError(error: unknown): { message: string | null; fields: AddressFieldMessages } {
  const data = errorDataOf(error);
  return { message: errorMessageOf(error), fields: Array.isArray(data) ? messagesByField(data.filter(isFieldError)) : {} };
}

/** An address in the list: its name, else its description, else its door code. */
export function addressLabel(address: PickerAddress): string {
  for (const text of [address.addressTag, address.addrDesc, address.doorCode]) {
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return String(address.id);
}

/** The line under an address's name: its type and its description (`仓库 · 河北省石家庄市…`). */
export function addressDescription(address: PickerAddress): string {
  const label = addressLabel(address);
  return [address.addressType, address.addrDesc === label ? null : address.addrDesc]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' · ');
}
