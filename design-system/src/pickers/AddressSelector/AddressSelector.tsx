import { ClassNames } from '@emotion/react';
import { useMemo, useState, type Ref } from 'react';
import { Button } from '../../controls/Button';
import { Select } from '../../controls/Select';
import type { SelectFieldBaseProps } from '../../controls/selectCore/fieldProps';
import type { SelectKey } from '../../controls/selectCore/options';
import type { RemoteLoadContext } from '../../controls/selectCore/remoteSearch';
import { useLocale } from '../../i18n/LocaleProvider';
import type { AddressTypeOption } from '../../validation/address';
import { AddAddressDialog, type AddAddressDialogProps, type AddressLookups } from './AddAddressDialog';
import { addressDescription, addressLabel, type PickerAddress } from './addressForm';
import { addressSelectorStyles } from './addressSelectorStyles';

/** Searches the address points (`POST /system/address/listAddress` with `queryContent`), one page at a time. */
export type LoadAddresses = (keyword: string, context: RemoteLoadContext) => Promise<{ addresses: readonly PickerAddress[]; total?: number }>;

export interface AddressSelectorProps extends SelectFieldBaseProps {
  /** The address search; called when the list opens and 500 ms after typing stops. */
  loadAddresses: LoadAddresses;
  /** The chosen address id (controlled), or null. */
  value?: SelectKey | null;
  /**
   * The initial address id (uncontrolled).
   * @default null
   */
  defaultValue?: SelectKey | null;
  /** Called with the chosen id and its address (also after 新增地址 saves one, which becomes the value). */
  onChange?: (value: SelectKey | null, address: PickerAddress | null) => void;
  /** The addresses of the current value, so its name shows before any search. */
  selectedAddresses?: readonly PickerAddress[];
  /**
   * Shows a clear button while an address is chosen.
   * @default false
   */
  isClearable?: boolean;
  /** Saves a new address (`saveAddress`); without it there is no 新增地址 button. See `AddAddressDialog`. */
  saveAddress?: AddAddressDialogProps['onSave'];
  /** The lookups of the add-address form (suppliers, companies, transit stores, regions). */
  lookups?: AddressLookups;
  /** The choices of the form's type select (type 6 is never offered). */
  addressTypes?: readonly AddressTypeOption[];
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

type AddressItem = { value: SelectKey; label: string; description: string; address: PickerAddress };

const toItem = (address: PickerAddress): AddressItem => ({ value: address.id, label: addressLabel(address), description: addressDescription(address), address });

/**
 * The address selector (spec 01 §2.7, form type `addressSelect`): a remote select of address points,
 * each named by its name with its type and full address under it, and a 新增地址 button opening the
 * add-address dialog; a saved address becomes the value. The root carries `data-kind="address"`.
 */
export function AddressSelector({
  loadAddresses,
  value,
  defaultValue = null,
  onChange,
  selectedAddresses,
  isClearable = false,
  saveAddress,
  lookups,
  addressTypes,
  ref,
  ...field
}: AddressSelectorProps) {
  const { t } = useLocale();
  const [ownValue, setOwnValue] = useState<SelectKey | null>(defaultValue);
  const [added, setAdded] = useState<readonly PickerAddress[]>([]);
  const [isAdding, setAdding] = useState(false);
  const current = value !== undefined ? value : ownValue;
  const known = useMemo(() => [...added, ...(selectedAddresses ?? [])].map(toItem), [added, selectedAddresses]);

  const choose = (next: SelectKey | null, address: PickerAddress | null) => {
    setOwnValue(next);
    onChange?.(next, address);
  };

  return (
    <ClassNames>
      {({ css, cx, theme }) => (
        <div ref={ref} className={cx(css(addressSelectorStyles(theme)), field.className)} data-kind="address" data-labelled={field.label ? true : undefined}>
          <Select<AddressItem>
            {...field}
            className="srm-address-select"
            loadOptions={async (keyword, context) => {
              const page = await loadAddresses(keyword, context);
              return { options: page.addresses.map(toItem), total: page.total };
            }}
            selectedOptions={known}
            value={current}
            isClearable={isClearable}
            onChange={(next, selected) => {
              const key = next === null || Array.isArray(next) ? null : next;
              choose(key, selected[0]?.raw?.address ?? null);
            }}
          />
          {saveAddress && !field.isReadOnly ? (
            <>
              <Button className="srm-address-add" isDisabled={field.isDisabled} onPress={() => setAdding(true)}>
                {t('pickers.address.add')}
              </Button>
              <AddAddressDialog
                {...lookups}
                isOpen={isAdding}
                onOpenChange={setAdding}
                addressTypes={addressTypes}
                onSave={saveAddress}
                onSaved={(address) => {
                  setAdded((previous) => [address, ...previous.filter((item) => item.id !== address.id)]);
                  choose(address.id, address);
                }}
              />
            </>
          ) : null}
        </div>
      )}
    </ClassNames>
  );
}
