import styled from '@emotion/styled';
import { Button, Dialog, Form, type FieldDefinition, type FormValues } from '@srm/design-system';
import { useAppT } from '../../../i18n/useAppT';
import { SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import type { MasterSaveResult } from '../api/masterApi';

/** Why the dialog did not save: the form's own check or the 409 (spaced from the form below it). */
const Problem = styled(SaveProblemNote)`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

export interface MasterFormDialogProps {
  title: string;
  fields: FieldDefinition[];
  values: FormValues;
  isEdit: boolean;
  /** A check before anything is sent: its message, or null. */
  check?: (values: FormValues) => string | null;
  save: (values: FormValues) => Promise<MasterSaveResult>;
  /** The text shown when the record changed since it was read (409). */
  conflictText: string;
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

/**
 * 新增/编辑 of a master record: `check` runs before anything is sent and its message shows in the
 * dialog; 保存 shows the gateway's message (新增成功/修改成功). A 409 (someone saved the record in
 * between) shows in the dialog and disables 保存; other refusals are shown by the call layer. The
 * dialog stays open with what was typed.
 */
export function MasterFormDialog({ title, fields, values, isEdit, check, save, conflictText, onClose, onSaved }: MasterFormDialogProps) {
  const t = useAppT();
  // Only a 409 shows in the dialog; the call layer showed any other refusal.
  const { problem, refuse, run } = useSaveDialog({ conflictText, shownStatuses: [] });

  const submit = async (formValues: FormValues) => {
    const checked = check?.(formValues) ?? null;
    if (checked) {
      refuse(checked);
      return;
    }
    await run(() => save(formValues), { savedText: t(isEdit ? 'master.updated' : 'master.added'), onSaved });
  };

  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()} width="medium">
      <Problem problem={problem} />
      <Form
        aria-label={title}
        fields={fields}
        defaultValues={values}
        onSubmit={submit}
        renderActions={({ isSubmitting }) => (
          <>
            <Button onPress={onClose} isDisabled={isSubmitting}>
              {t('master.cancel')}
            </Button>
            <Button type="submit" variant="primary" isPending={isSubmitting} isDisabled={problem?.conflict}>
              {t('master.save')}
            </Button>
          </>
        )}
      />
    </Dialog>
  );
}
