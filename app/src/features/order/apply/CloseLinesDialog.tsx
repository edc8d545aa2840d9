import { Checkbox, TextArea } from '@srm/design-system';
import type { PickApplyDetail } from '@srm/gateway/api';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { closeApplyLines } from '../api/applyApi';
import { Num, Rows } from '../tableStyles';
import { isOpenLine } from './applyList';
import { closableIds } from './applyDraft';

interface CloseDraft {
  ticked: ReadonlySet<number>;
  reason: string;
}

/**
 * 关闭行 {applyNo}: the apply's open lines, ticked (those chosen in the detail, or all when none were),
 * and 关闭原因; 确定 sends POST pick-apply/line/close (one line) or line/batch-close (several).
 */
export function CloseLinesDialog({ detail, chosen, onClose, onSaved }: { detail: PickApplyDetail; chosen?: readonly number[]; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.apply.closeTitle', { code: detail.applyNo });
  const openLines = detail.lines.filter(isOpenLine);
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<CloseDraft>(
    () => ({ ticked: new Set(chosen && chosen.length > 0 ? chosen : openLines.map((line) => line.id)), reason: '' }),
    { conflictText: t('order.apply.conflict'), shownStatuses: '4xx' },
    {
      problemOf: (current) =>
        closableIds(detail.lines, current.ticked).length === 0 ? t('order.apply.problem.closeLines') : current.reason.trim() ? null : t('order.apply.problem.reason'),
      call: (current) => closeApplyLines(closableIds(detail.lines, current.ticked), current.reason.trim()),
      savedText: t('order.apply.linesClosed'),
      onSaved,
    },
  );
  const tick = (id: number, on: boolean) => {
    const next = new Set(draft.ticked);
    if (on) next.add(id);
    else next.delete(id);
    patch({ ticked: next });
  };
  return (
    <SaveDialog title={title} width="medium" cancelLabel={t('order.apply.cancel')} saveLabel={t('order.apply.confirm')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Rows aria-label={t('order.apply.lines')}>
          <caption>{t('order.apply.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.apply.tick')}</th>
              <th scope="col">{t('order.apply.lineNo')}</th>
              <th scope="col">{t('order.apply.material')}</th>
              <th scope="col">{t('order.apply.quantity')}</th>
              <th scope="col">{t('order.apply.allocatedQuantity')}</th>
            </tr>
          </thead>
          <tbody>
            {openLines.map((line) => (
              <tr key={line.id}>
                <td>
                  <Checkbox aria-label={t('order.apply.tickLine', { lineNo: line.lineNo })} isSelected={draft.ticked.has(line.id)} onChange={(on) => tick(line.id, on)} />
                </td>
                <th scope="row">{line.lineNo}</th>
                <td>{line.matName}</td>
                <Num>{line.quantity}</Num>
                <Num>{line.allocatedQuantity}</Num>
              </tr>
            ))}
          </tbody>
        </Rows>
        <TextArea label={t('order.apply.closeReason')} isRequired maxLength={200} value={draft.reason} onChange={(reason) => patch({ reason })} />
      </DialogBody>
    </SaveDialog>
  );
}
