import { Button, ImportDialog } from '@srm/design-system';
import { useMemo, useState } from 'react';
import { importCalls } from '../api/importCalls';
import { usePermission } from '../permissions';

export interface ImportActionProps {
  /** The import's base on the gateway (`/system/material/index-import`). */
  base: string;
  /** The button code that allows it (`master:material:import`); without it nothing is shown. */
  permission: string;
  /** The button's text (导入, 导入物料质量指标 …). */
  label: string;
  /** The dialog's title. */
  title: string;
  /** What the import does, under the title. */
  description?: string;
  /** File names used when the gateway sends none. */
  templateName: string;
  errorsName: string;
  /** After a commit (the list reloads). */
  onImported?: () => void;
}

/** A toolbar button that opens the shared ImportDialog on an import of the gateway's pipeline. */
export function ImportAction({ base, permission, label, title, description, templateName, errorsName, onImported }: ImportActionProps) {
  const { visible } = usePermission({ role: permission });
  const [isOpen, setOpen] = useState(false);
  const calls = useMemo(() => importCalls(base, { template: templateName, errors: errorsName }), [base, templateName, errorsName]);
  if (!visible) return null;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{label}</Button>
      <ImportDialog title={title} description={description} isOpen={isOpen} onOpenChange={setOpen} {...calls} onCommitted={() => onImported?.()} />
    </>
  );
}
