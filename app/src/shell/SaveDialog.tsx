import styled from '@emotion/styled';
import { Button, Dialog, useToast, type DialogProps } from '@srm/design-system';
import { useState, type ReactNode } from 'react';
import { unlessFailed, type CallFailure } from '../api/callFailure';

/** Why a dialog did not save: its own check, a refusal of the gateway, or a 409 (`conflict`). */
export interface SaveProblem {
  text: string;
  /** The record changed since it was read (409): 保存 stays disabled. */
  conflict: boolean;
}

/** Which failed saves a dialog shows itself (the call layer showed any other failure). */
export interface SaveFailureRules {
  /** The text shown for a 409; without it a 409 is treated like any other refusal. */
  conflictText?: string;
  /** The statuses whose gateway message shows in the dialog: a list, or every 4xx. */
  shownStatuses: readonly number[] | '4xx';
}

/** Whether the gateway answered `code`, as the HTTP status or the envelope's code. */
export function answeredWith(failure: Pick<CallFailure, 'status' | 'code'>, code: number): boolean {
  return failure.status === code || failure.code === code;
}

/** The problem a dialog shows for a failed save, or null when the call layer already showed it. */
export function problemOfFailure(failure: Pick<CallFailure, 'status' | 'code' | 'message'>, rules: SaveFailureRules): SaveProblem | null {
  if (rules.conflictText !== undefined && answeredWith(failure, 409)) return { text: rules.conflictText, conflict: true };
  const { shownStatuses } = rules;
  if (shownStatuses === '4xx') {
    const status = failure.status ?? (typeof failure.code === 'number' ? failure.code : undefined);
    return status !== undefined && status >= 400 && status < 500 ? { text: failure.message, conflict: false } : null;
  }
  return shownStatuses.some((code) => answeredWith(failure, code)) ? { text: failure.message, conflict: false } : null;
}

/** What happens after a save went through. */
export interface SaveSuccess {
  /** The toast when the gateway's answer carries no message of its own. */
  savedText: string;
  /** Close and reload what shows the record. */
  onSaved: () => void;
}

/**
 * The state of a save dialog: `problem` (shown by `SaveProblemNote`), `isSaving`, `refuse` for the
 * dialog's own check and `run` for the save: the problem is cleared, the call is made, a failure
 * becomes the problem by `rules`, and a success shows the gateway's message (or `savedText`) and
 * calls `onSaved`. The dialog stays open with what was typed when the save fails.
 */
export function useSaveDialog(rules: SaveFailureRules) {
  const toast = useToast();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [isSaving, setSaving] = useState(false);

  const refuse = (text: string) => setProblem({ text, conflict: false });

  const run = async (call: () => Promise<{ message?: string | null }>, { savedText, onSaved }: SaveSuccess) => {
    setProblem(null);
    setSaving(true);
    try {
      const saved = await unlessFailed(call(), (failure) => setProblem(problemOfFailure(failure, rules)));
      if (!saved) return;
      toast.success(saved.message || savedText);
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return { problem, isSaving, refuse, run };
}

/** A save dialog over a draft (useDraftSaveDialog): its check, its call and what follows a save. */
export interface DraftSaveOptions<Draft> extends SaveSuccess {
  /** The dialog's own check of the draft: the text shown in place, or null to send it. */
  problemOf: (draft: Draft) => string | null;
  /** The save call of a checked draft. */
  call: (draft: Draft) => Promise<{ message?: string | null }>;
}

/**
 * useSaveDialog over a draft: `draft` and `patch` (merges fields), and `save`, which checks the draft
 * (`problemOf`, shown in place, nothing sent) and otherwise runs `call` as `run` does.
 */
export function useDraftSaveDialog<Draft extends object>(initial: () => Draft, rules: SaveFailureRules, options: DraftSaveOptions<Draft>) {
  const [draft, setDraft] = useState<Draft>(initial);
  const { problem, isSaving, refuse, run } = useSaveDialog(rules);
  const patch = (values: Partial<Draft>) => setDraft((current) => ({ ...current, ...values }));
  const save = async () => {
    const checked = options.problemOf(draft);
    if (checked) {
      refuse(checked);
      return;
    }
    await run(() => options.call(draft), { savedText: options.savedText, onSaved: options.onSaved });
  };
  return { draft, setDraft, patch, problem, isSaving, save };
}

export interface SaveDialogProps {
  title: string;
  width?: DialogProps['width'];
  isLoading?: boolean;
  /** 取消 and 保存 (or 确定, 提交报价 …). */
  cancelLabel: string;
  saveLabel: string;
  isSaving: boolean;
  /** The dialog's problem: a conflict disables the save button. */
  problem: SaveProblem | null;
  /** Disables the save button for another reason (quoting closed …). */
  isSaveDisabled?: boolean;
  onSave: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * The design system's Dialog with the footer of a save dialog: 取消 (disabled while saving) and the
 * primary save button (pending while saving, disabled on a conflict).
 */
export function SaveDialog({ title, width, isLoading, cancelLabel, saveLabel, isSaving, problem, isSaveDisabled, onSave, onClose, children }: SaveDialogProps) {
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width={width}
      isLoading={isLoading}
      footer={
        <>
          <Button onPress={onClose} isDisabled={isSaving}>
            {cancelLabel}
          </Button>
          <Button variant="primary" onPress={onSave} isPending={isSaving} isDisabled={isSaveDisabled || problem?.conflict}>
            {saveLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** The dialog's problem as an alert (`data-conflict` on a 409), or nothing. */
export function SaveProblemNote({ problem, className }: { problem: SaveProblem | null; className?: string }) {
  return problem ? (
    <Problem role="alert" className={className} data-conflict={problem.conflict || undefined}>
      {problem.text}
    </Problem>
  ) : null;
}

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;
