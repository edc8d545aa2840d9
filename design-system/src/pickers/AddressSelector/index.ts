export { AddressSelector, type AddressSelectorProps, type LoadAddresses } from './AddressSelector';
export { AddAddressDialog, type AddAddressDialogProps, type AddressLookups } from './AddAddressDialog';
export {
  EMPTY_ADDRESS_FORM,
  addressDescription,
  addressLabel,
  formErrors as addressFormErrors,
  readSaveError as readAddressSaveError,
  toSaveBody as toAddressSaveBody,
  type AddressCompany,
  type AddressFieldMessages,
  type AddressFormValues,
  type AddressSaveInput,
  type AddressStore,
  type AddressSupplier,
  type PickerAddress,
} from './addressForm';
