import styled from '@emotion/styled';
import { Button, DatePicker, Dialog, TextArea, todayString, useToast } from '@srm/design-system';
import type { BlacklistBody, SupplierArchiveRow } from '@srm/gateway/api';
import { useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { answered, blacklistSupplier } from '../api/admissionApi';

export interface BlacklistDialogProps {
  /** The supplier (status 3 合格 or 5 淘汰). */
  row: SupplierArchiveRow;
  /** Today as 'YYYY-MM-DD' (tests fix it); the local date by default. */
  today?: string;
  onClose: () => void;
  /** After the supplier is blacklisted: close and reload the list. */
  onDone: () => void;
}

/** Why the form cannot be sent: reason and until-date are required, the date not before today; null when it can. */
export function blacklistProblem(reason: string, untilDate: string | null, today: string): 'required' | 'untilInPast' | null {
  if (!reason.trim() || !untilDate) return 'required';
  return untilDate < today ? 'untilInPast' : null;
}

/**
 * 加入黑名单 of a supplier: 原因 and 截止日期 (from today on). 确定 sends POST .../supplier/blacklist
 * with the row's id and version; the gateway's 400, 409 and 422 show in the dialog; after it the
 * gateway's message (已加入黑名单) shows and the list reloads.
 */
export function BlacklistDialog({ row, today: givenToday, onClose, onDone }: BlacklistDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const [today] = useState(() => givenToday ?? todayString());
  const [reason, setReason] = useState('');
  const [untilDate, setUntilDate] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; conflict: boolean } | null>(null);
  const [isSaving, setSaving] = useState(false);
  const title = t('supplierBlacklist.title', { name: row.name });

  const send = async () => {
    const checked = blacklistProblem(reason, untilDate, today);
    if (checked || !untilDate) {
      setProblem({ text: t(checked === 'untilInPast' ? 'supplierBlacklist.untilInPast' : 'supplierBlacklist.required'), conflict: false });
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const body: BlacklistBody = { id: row.id, version: row.version, reason: reason.trim(), untilDate };
      const done = await unlessFailed(blacklistSupplier(body), (failure) => {
        // The call layer left these to the dialog; it showed any other failure itself.
        if (answered(failure, 409)) setProblem({ text: t('supplierBlacklist.conflict'), conflict: true });
        else if (answered(failure, 400) || answered(failure, 422)) setProblem({ text: failure.message, conflict: false });
      });
      if (!done) return;
      toast.success(done.message || t('supplierBlacklist.done'));
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="small"
      footer={
        <>
          <Button onPress={onClose} isDisabled={isSaving}>
            {t('supplierBlacklist.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void send()} isPending={isSaving} isDisabled={problem?.conflict}>
            {t('supplierBlacklist.confirm')}
          </Button>
        </>
      }
    >
      <Body aria-label={title}>
        {problem ? (
          <Problem role="alert" data-conflict={problem.conflict || undefined}>
            {problem.text}
          </Problem>
        ) : null}
        <TextArea label={t('supplierBlacklist.reason')} isRequired maxLength={500} value={reason} onChange={setReason} />
        <DatePicker label={t('supplierBlacklist.untilDate')} isRequired minValue={today} today={today} value={untilDate} onChange={setUntilDate} />
      </Body>
    </Dialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Why the dialog did not send: the form's own check, the gateway's 400/422 or the 409. */
const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;
