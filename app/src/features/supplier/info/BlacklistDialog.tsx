import styled from '@emotion/styled';
import { DatePicker, TextArea, todayString } from '@srm/design-system';
import type { BlacklistBody, SupplierArchiveRow } from '@srm/gateway/api';
import { useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { blacklistSupplier } from '../api/admissionApi';

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
  const [today] = useState(() => givenToday ?? todayString());
  const [reason, setReason] = useState('');
  const [untilDate, setUntilDate] = useState<string | null>(null);
  // The call layer left 400, 409 and 422 to the dialog; it showed any other failure itself.
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('supplierBlacklist.conflict'), shownStatuses: [400, 422] });
  const title = t('supplierBlacklist.title', { name: row.name });

  const send = async () => {
    const checked = blacklistProblem(reason, untilDate, today);
    if (checked || !untilDate) {
      refuse(t(checked === 'untilInPast' ? 'supplierBlacklist.untilInPast' : 'supplierBlacklist.required'));
      return;
    }
    const body: BlacklistBody = { id: row.id, version: row.version, reason: reason.trim(), untilDate };
    await run(() => blacklistSupplier(body), { savedText: t('supplierBlacklist.done'), onSaved: onDone });
  };

  return (
    <SaveDialog
      title={title}
      width="small"
      cancelLabel={t('supplierBlacklist.cancel')}
      saveLabel={t('supplierBlacklist.confirm')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void send()}
      onClose={onClose}
    >
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <TextArea label={t('supplierBlacklist.reason')} isRequired maxLength={500} value={reason} onChange={setReason} />
        <DatePicker label={t('supplierBlacklist.untilDate')} isRequired minValue={today} today={today} value={untilDate} onChange={setUntilDate} />
      </Body>
    </SaveDialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
