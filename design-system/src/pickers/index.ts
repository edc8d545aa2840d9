export * from './UserPicker';
export * from './AddressSelector';
export * from './CascadeDialog';
export * from './TransferStoreSearch';
