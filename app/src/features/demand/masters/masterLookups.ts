/** The remote selects of the masters' dialogs: materials of the small-material menu, suppliers by name. */
import type { LoadSelectOptions } from '@srm/design-system';
import type { Material, Supplier } from '@srm/gateway/api';
import { fetchMasterMaterials, fetchMasterSuppliers } from '../api/mastersApi';

export const SUPPLIER_NAMES = { label: 'name', value: 'sn' } as const;
export const MATERIAL_NAMES = { label: 'matName', value: 'matCode' } as const;
export const ORG_NAMES = { label: 'orgName', value: 'orgCode' } as const;

/** The suppliers by name, one answer of at most 50. */
export const loadSuppliers: LoadSelectOptions<Supplier> = async (keyword, { page, signal }) => {
  if (page > 1) return { options: [] };
  const options = await fetchMasterSuppliers(keyword, signal);
  return { options, total: options.length };
};

/** The materials by code or name, page by page. */
export const loadMaterials: LoadSelectOptions<Material> = (keyword, { page, signal }) => fetchMasterMaterials(keyword, page, signal);
