import { TextArea } from '@srm/design-system';
import { useState } from 'react';
import { DialogBody } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';

export interface ReasonDialogProps {
  title: string;
  hint?: string;
  labels: { reason: string; cancel: string; confirm: string; required: string; conflict: string; done: string };
  /** The move with the reason typed (its refusal shows in the dialog). */
  call: (reason: string) => Promise<{ message?: string | null }>;
  onClose: () => void;
  onDone: () => void;
}

/** A move that needs a reason (取消或关闭 of a purchase order, 关闭 of a sales order): 原因 and 确定. */
export function ReasonDialog({ title, hint, labels, call, onClose, onDone }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: labels.conflict, shownStatuses: [400, 404, 422] });
  const confirm = () => {
    const text = reason.trim();
    if (text === '') {
      refuse(labels.required);
      return;
    }
    void run(() => call(text), { savedText: labels.done, onSaved: onDone });
  };
  return (
    <SaveDialog title={title} cancelLabel={labels.cancel} saveLabel={labels.confirm} isSaving={isSaving} problem={problem} onSave={confirm} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        {hint ? <p>{hint}</p> : null}
        <TextArea label={labels.reason} isRequired maxLength={200} value={reason} onChange={setReason} />
      </DialogBody>
    </SaveDialog>
  );
}
