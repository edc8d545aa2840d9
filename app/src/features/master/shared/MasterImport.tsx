import { ImportAction } from '../../../shell/ImportAction';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';

/** The master-data imports of the gateway's pipeline (modules/master/imports.ts): base, button code and texts. */
export const MASTER_IMPORTS = {
  material: { base: '/system/material/index-import', permission: 'master:material:import', label: 'master.material.import', hint: 'master.material.importHint' },
  unitConvert: { base: '/system/unit-convert/import', permission: 'master:unit-convert:import', label: 'master.unitConvert.import', hint: 'master.unitConvert.importHint' },
  taxRate: { base: '/system/materialsTaxRate/import', permission: 'master:tax-rate:import', label: 'master.taxRate.import', hint: 'master.taxRate.importHint' },
} as const satisfies Record<string, { base: string; permission: string; label: AppMessageKey; hint: AppMessageKey }>;

/** The toolbar's import button of a master-data list; the list reloads after a commit. */
export function MasterImport({ kind, onImported }: { kind: keyof typeof MASTER_IMPORTS; onImported: () => void }) {
  const t = useAppT();
  const { base, permission, label, hint } = MASTER_IMPORTS[kind];
  return (
    <ImportAction
      base={base}
      permission={permission}
      label={t(label)}
      title={t(label)}
      description={t(hint)}
      templateName={t('master.import.templateName', { name: t(label) })}
      errorsName={t('master.import.errorsName', { name: t(label) })}
      onImported={onImported}
    />
  );
}

