import { PageSelect, Select, type PageSelectLoadPage, type SelectValue } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { sessionDataAtom } from '../../../state/session';
import { fetchSupplierOptions, type SupplierOption } from '../api/invoiceApi';

const keyOf = (value: SelectValue) => (value === null || value === undefined ? null : String(Array.isArray(value) ? (value[0] ?? '') : value) || null);

export interface SupplierOrgFieldsProps {
  supplierLabel: string;
  orgLabel: string;
  supplierSn: string | null;
  orgCode: string | null;
  isDisabled?: boolean;
  onSupplier: (supplier: SupplierOption | null) => void;
  onOrg: (orgCode: string | null, orgName: string | null) => void;
}

/** The settlement dialogs' 供应商 (a remote select by name, 20 a page) and 组织 (the user's orgs). */
export function SupplierOrgFields({ supplierLabel, orgLabel, supplierSn, orgCode, isDisabled, onSupplier, onOrg }: SupplierOrgFieldsProps) {
  const session = useAtomValue(sessionDataAtom);
  const orgOptions = useMemo(() => (session?.orgs ?? []).map((org) => ({ value: org.orgCode, label: org.orgName })), [session]);
  const loadSuppliers = useCallback<PageSelectLoadPage<SupplierOption>>(async ({ keyword, page, pageSize, signal }) => fetchSupplierOptions(keyword, page, pageSize, signal), []);
  return (
    <>
      <PageSelect<SupplierOption>
        label={supplierLabel}
        isRequired
        isDisabled={isDisabled}
        loadPage={loadSuppliers}
        fieldNames={{ label: 'name', value: 'sn' }}
        value={supplierSn}
        pageSize={20}
        debounceMs={300}
        onChange={(value, selected) => {
          const sn = keyOf(value);
          const raw = selected[0]?.raw;
          onSupplier(sn ? { sn, name: raw?.name ?? '' } : null);
        }}
      />
      <Select
        label={orgLabel}
        isRequired
        isDisabled={isDisabled}
        options={orgOptions}
        value={orgCode}
        onChange={(value) => {
          const code = keyOf(value);
          onOrg(code, orgOptions.find((option) => option.value === code)?.label ?? null);
        }}
      />
    </>
  );
}
