import type { FieldDefinition, FieldOption, PageSelectLoadPage } from '@srm/design-system';
import type { Material, Supplier } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { dictionariesAtom, sessionDataAtom } from '../../../state/session';
import { fetchCurrencies, fetchMaterialOptions, fetchPayTerms, fetchSupplierOptions } from '../api/contractApi';
import { currencyOptions, headFields } from './headFields';

/**
 * The remote supplier select of a form (20 a page): each listed supplier's name is remembered in
 * `supplierNames`, keyed by its sn, for the save body; `supplier` is the stored one.
 */
export function useSupplierLookup(supplier: { sn: string; name: string } | null) {
  const [supplierNames] = useState(() => new Map<string, string>(supplier ? [[supplier.sn, supplier.name]] : []));
  const loadSuppliers = useCallback<PageSelectLoadPage<Supplier>>(
    async ({ keyword, page, pageSize, signal }) => {
      const result = await fetchSupplierOptions(keyword, page, pageSize, signal);
      for (const option of result.options) supplierNames.set(option.sn, option.name);
      return result;
    },
    [supplierNames],
  );
  return { supplierNames, loadSuppliers };
}

/**
 * The head form of an editor (合同编辑, 变更编辑) and what it draws on: the session's orgs, categories and
 * dictionaries, the finance lookups (currencies and pay terms, loaded once), the remote supplier select
 * (each listed supplier's name is remembered in `supplierNames`, for the save body; `supplier` is the
 * stored one, shown before any page loads) and the lines' remote material select.
 */
export function useHeadFields(supplier: { sn: string; name: string } | null) {
  const t = useAppT();
  const session = useAtomValue(sessionDataAtom);
  const orgs = useMemo(() => session?.orgs ?? [], [session]);
  const categories = useMemo(() => session?.categories ?? [], [session]);
  const dictionaries = useAtomValue(dictionariesAtom);

  const [currencies, setCurrencies] = useState<FieldOption[]>(() => currencyOptions([]));
  const [payTerms, setPayTerms] = useState<FieldOption[]>([]);
  useEffect(() => {
    let current = true;
    // A lookup that failed leaves its select as it was.
    void unlessFailed(fetchCurrencies()).then((rows) => rows && current && setCurrencies(currencyOptions(rows)));
    void unlessFailed(fetchPayTerms()).then((rows) => rows && current && setPayTerms(rows.map((row) => ({ label: row.payTermsName, value: row.payTermsCode }))));
    return () => {
      current = false;
    };
  }, []);

  const { supplierNames, loadSuppliers } = useSupplierLookup(supplier);
  const loadMaterials = useCallback<PageSelectLoadPage<Material>>(({ keyword, page, pageSize, signal }) => fetchMaterialOptions(keyword, page, pageSize, signal), []);

  const fields = useMemo(
    (): FieldDefinition[] => headFields(t, { dictionaries, orgs, categories, currencies, payTerms, loadSuppliers, supplier }),
    [categories, currencies, dictionaries, loadSuppliers, orgs, payTerms, supplier, t],
  );
  return { fields, orgs, categories, dictionaries, supplierNames, loadMaterials };
}
