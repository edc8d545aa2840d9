import { YearMonthPicker } from '@srm/design-system';
import type { MonthDemandRow } from '@srm/gateway/api';
import { useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { copyMonthDemand } from '../api/monthDemandApi';
import { YEAR_MONTH } from './monthDemandDraft';

/** 复制 of a month plan: asks the month to copy to, then POST .../month-demand/copy (a new plan in status new). */
export function MonthCopyDialog({ row, onClose, onCopied }: { row: MonthDemandRow; onClose: () => void; onCopied: () => void }) {
  const t = useAppT();
  const [yearMonth, setYearMonth] = useState<string | null>(null);
  const { problem, isSaving, refuse, run } = useSaveDialog({ shownStatuses: '4xx' });
  const copy = async () => {
    if (!yearMonth || !YEAR_MONTH.test(yearMonth)) {
      refuse(t('demandMonth.copyMonthRequired'));
      return;
    }
    await run(() => copyMonthDemand(row.id, yearMonth), { savedText: t('demandMonth.copied'), onSaved: onCopied });
  };
  return (
    <SaveDialog
      title={t('demandMonth.copyTitle', { code: row.demandNo })}
      width="small"
      cancelLabel={t('demandMonth.cancel')}
      saveLabel={t('demandMonth.confirm')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void copy()}
      onClose={onClose}
    >
      <SaveProblemNote problem={problem} />
      <YearMonthPicker label={t('demandMonth.copyTo')} value={yearMonth} onChange={setYearMonth} />
    </SaveDialog>
  );
}
