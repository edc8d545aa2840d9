import { DatePicker, Select, TextArea, TextField } from '@srm/design-system';
import type { Material, Org, SmallMaterialPriceRow, Supplier } from '@srm/gateway/api';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { useUserCompanies } from '../../../state/userCompanies';
import { saveSmallMaterialPrice } from '../api/mastersApi';
import { DialogBody, FieldGrid } from '../masters/masterLayout';
import { keyOf } from '../masters/masterForm';
import { loadMaterials, loadSuppliers, MATERIAL_NAMES, ORG_NAMES, SUPPLIER_NAMES } from '../masters/masterLookups';
import { priceDraftOf, priceDraftProblem, toPriceSaveBody, type PriceDraft } from './smallMaterialDrafts';

export interface PriceDialogProps {
  /** The price being edited; none for 新增. */
  row?: SmallMaterialPriceRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增/编辑 of a small-material price: 组织 (the user's companies), 供应商 and 物料 (remote selects),
 * 单价 (a decimal string, > 0, at most 4 decimals), 有效期起/止 and 备注. 保存 sends POST
 * small-material-price/save; the gateway's 400 (不是小宗物料 …) and 409 show in the dialog.
 */
export function PriceDialog({ row, onClose, onSaved }: PriceDialogProps) {
  const t = useAppT();
  const title = row ? t('demand.masters.editPrice', { code: row.matCode }) : t('demand.masters.addPrice');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<PriceDraft>(() => priceDraftOf(row), { conflictText: t('demand.masters.conflict'), shownStatuses: [400] }, {
    problemOf: (current) => priceDraftProblem(current, t),
    call: (current) => saveSmallMaterialPrice(toPriceSaveBody(current, row)),
    savedText: t('demand.masters.saved'),
    onSaved,
  });
  const orgs = useUserCompanies(row);
  const storedSupplier = useMemo(() => (row ? [{ sn: row.supplierSn, name: row.supplierName ?? row.supplierSn } as Supplier] : []), [row]);
  const storedMaterial = useMemo(() => (row ? [{ matCode: row.matCode, matName: row.matName ?? row.matCode } as Material] : []), [row]);

  return (
    <SaveDialog
      title={title}
      width="large"
      cancelLabel={t('demand.masters.cancel')}
      saveLabel={t('demand.masters.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid>
          <Select<Org> label={t('demand.masters.org')} isRequired isFilterable options={orgs} fieldNames={ORG_NAMES} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: keyOf(value) })} />
          <Select<Supplier>
            label={t('demand.masters.supplier')}
            isRequired
            loadOptions={loadSuppliers}
            selectedOptions={storedSupplier}
            fieldNames={SUPPLIER_NAMES}
            value={draft.supplierSn || null}
            onChange={(value) => patch({ supplierSn: keyOf(value) })}
          />
          <Select<Material>
            label={t('demand.masters.material')}
            isRequired
            loadOptions={loadMaterials}
            selectedOptions={storedMaterial}
            fieldNames={MATERIAL_NAMES}
            value={draft.matCode || null}
            onChange={(value) => patch({ matCode: keyOf(value) })}
          />
          <TextField label={t('demand.masters.price')} isRequired inputMode="decimal" maxLength={24} value={draft.price} onChange={(price) => patch({ price })} />
          <DatePicker label={t('demand.masters.validFrom')} isRequired value={draft.validFrom} onChange={(validFrom) => patch({ validFrom })} />
          <DatePicker label={t('demand.masters.validTo')} isRequired value={draft.validTo} onChange={(validTo) => patch({ validTo })} />
        </FieldGrid>
        <TextArea label={t('demand.masters.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}
