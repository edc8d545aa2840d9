import { DatePicker, TextArea, TextField } from '@srm/design-system';
import type { MultiTradeRow } from '@srm/gateway/api';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { saveMovement } from '../api/tradeApi';
import { movementDraftOf, movementProblem, toMovementBody, type MovementDraft, type MovementKindChoice } from './movementDraft';

/** 登记出厂 (at the first seller) or 登记到货 (at the final buyer) of a committed chain: 车牌号, 数量, the date, 备注; 确定 sends POST multi-trade/movement/save. */
export function MovementDialog({ row, kind, onClose, onSaved }: { row: MultiTradeRow; kind: MovementKindChoice; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = kind === 'outfactory' ? t('order.trade.outfactoryTitle', { code: row.tradeNo }) : t('order.trade.arriveTitle', { code: row.tradeNo });
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<MovementDraft>(
    () => movementDraftOf(),
    { conflictText: t('order.trade.conflict'), shownStatuses: '4xx' },
    { problemOf: (current) => movementProblem(current, t), call: (current) => saveMovement(toMovementBody(row.id, kind, current)), savedText: t('order.trade.movementSaved'), onSaved },
  );
  return (
    <SaveDialog title={title} width="medium" cancelLabel={t('order.trade.cancel')} saveLabel={t('order.trade.confirm')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={2}>
          <TextField label={t('order.trade.plateNo')} isRequired maxLength={20} value={draft.plateNo} onChange={(plateNo) => patch({ plateNo })} />
          <TextField label={t('order.trade.quantity')} isRequired inputMode="decimal" maxLength={22} value={draft.quantity} onChange={(quantity) => patch({ quantity })} />
          <DatePicker
            label={kind === 'outfactory' ? t('order.trade.outfactoryTime') : t('order.trade.arriveTime')}
            isRequired
            value={draft.movedTime}
            onChange={(movedTime) => patch({ movedTime })}
          />
        </FieldGrid>
        <TextArea label={t('order.trade.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}
