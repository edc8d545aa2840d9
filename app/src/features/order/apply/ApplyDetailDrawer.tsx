import { Button, Checkbox, Drawer, formatDate, StatusTag } from '@srm/design-system';
import type { PickApplyDetail, PickApplyRow, PickApplyVehicle } from '@srm/gateway/api';
import { useCallback, useState } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { DetailBody } from '../../../shell/detailStyles';
import { fetchApplyDetail } from '../api/applyApi';
import { Num, RowButtons, Rows } from '../tableStyles';
import { APPLY_BUTTONS, applyAllows, applyStatusItems, isOpenLine, lineStatusItems } from './applyList';
import { CloseLinesDialog } from './CloseLinesDialog';
import { VehicleChangeDialog } from './VehicleChangeDialog';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/**
 * 提货申请 {applyNo}: the head (GET pick-apply/detail?id=), its lines with a tick each and 批量关闭
 * (pick:apply:close, the ticked open lines), its vehicles with 变更车辆 each (pick:apply:vehicle) and
 * the change history. The detail and the list reload after a close or a change.
 */
export function ApplyDetailDrawer({ row, onClose, onChanged }: { row: PickApplyRow; onClose: () => void; onChanged: () => void }) {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const load = useCallback(() => fetchApplyDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [closing, setClosing] = useState<PickApplyDetail | null>(null);
  const [changing, setChanging] = useState<PickApplyVehicle | null>(null);
  const apply = detail.data ?? row;
  const lines = detail.data?.lines ?? [];
  const vehicles = detail.data?.vehicles ?? [];
  const changes = detail.data?.changes ?? [];
  const none = detail.isLoading ? '' : t('order.apply.noRows');
  const canClose = hasRole(APPLY_BUTTONS.close) && applyAllows.closeLine(apply);
  const canChange = hasRole(APPLY_BUTTONS.vehicle) && apply.status === 'committed';
  const lineNoOf = (lineId: number) => lines.find((line) => line.id === lineId)?.lineNo ?? '-';
  const changed = () => {
    setClosing(null);
    setChanging(null);
    setTicked(new Set());
    detail.reload();
    onChanged();
  };
  const tick = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('order.apply.detailTitle', { code: row.applyNo })} width="large" isLoading={detail.isLoading && !detail.data}>
      <DetailBody>
        <section aria-label={t('order.apply.basic')}>
          <dl>
            <dt>{t('order.apply.applyNo')}</dt>
            <dd>{apply.applyNo}</dd>
            <dt>{t('order.apply.status')}</dt>
            <dd>
              <StatusTag value={apply.status} items={applyStatusItems(t)} />
            </dd>
            <dt>{t('order.apply.tradeNo')}</dt>
            <dd>{apply.tradeNo}</dd>
            <dt>{t('order.apply.org')}</dt>
            <dd>{text(apply.orgName ?? apply.orgCode)}</dd>
            <dt>{t('order.apply.applyDate')}</dt>
            <dd>{formatDate(apply.applyDate) || apply.applyDate}</dd>
            <dt>{t('order.apply.totalQuantity')}</dt>
            <dd>{apply.totalQuantity}</dd>
            <dt>{t('order.apply.allocatedQuantity')}</dt>
            <dd>{apply.allocatedQuantity}</dd>
            <dt>{t('order.apply.remark')}</dt>
            <dd>{text(apply.remark)}</dd>
          </dl>
        </section>
        <Rows aria-label={t('order.apply.lines')}>
          <caption>{t('order.apply.lines')}</caption>
          <thead>
            <tr>
              {canClose ? <th scope="col">{t('order.apply.tick')}</th> : null}
              <th scope="col">{t('order.apply.lineNo')}</th>
              <th scope="col">{t('order.apply.material')}</th>
              <th scope="col">{t('order.apply.quantity')}</th>
              <th scope="col">{t('order.apply.allocatedQuantity')}</th>
              <th scope="col">{t('order.apply.lineStatus')}</th>
              <th scope="col">{t('order.apply.closeReason')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={canClose ? 7 : 6}>{none}</td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={line.id}>
                  {canClose ? (
                    <td>
                      <Checkbox
                        aria-label={t('order.apply.tickLine', { lineNo: line.lineNo })}
                        isDisabled={!isOpenLine(line)}
                        isSelected={ticked.has(line.id)}
                        onChange={(on) => tick(line.id, on)}
                      />
                    </td>
                  ) : null}
                  <th scope="row">{line.lineNo}</th>
                  <td>{line.matName}</td>
                  <Num>{line.quantity}</Num>
                  <Num>{line.allocatedQuantity}</Num>
                  <td>
                    <StatusTag value={line.lineStatus} items={lineStatusItems(t)} />
                  </td>
                  <td>{text(line.closeReason)}</td>
                </tr>
              ))
            )}
          </tbody>
        </Rows>
        {canClose ? (
          <RowButtons>
            <Button isDisabled={ticked.size === 0 || !detail.data} onPress={() => detail.data && setClosing(detail.data)}>
              {t('order.apply.batchClose')}
            </Button>
          </RowButtons>
        ) : null}
        <Rows aria-label={t('order.apply.vehicles')}>
          <caption>{t('order.apply.vehicles')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.apply.lineNo')}</th>
              <th scope="col">{t('order.apply.plateNo')}</th>
              <th scope="col">{t('order.apply.driverName')}</th>
              <th scope="col">{t('order.apply.driverPhone')}</th>
              <th scope="col">{t('order.apply.idCard')}</th>
              <th scope="col">{t('order.apply.quantity')}</th>
              {canChange ? <th scope="col">{t('order.apply.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {vehicles.length === 0 ? (
              <tr>
                <td colSpan={canChange ? 7 : 6}>{none}</td>
              </tr>
            ) : (
              vehicles.map((vehicle) => (
                <tr key={vehicle.id}>
                  <td>{lineNoOf(vehicle.lineId)}</td>
                  <th scope="row">{vehicle.plateNo}</th>
                  <td>{vehicle.driverName}</td>
                  <td>{vehicle.driverPhone}</td>
                  <td>{text(vehicle.idCard)}</td>
                  <Num>{vehicle.quantity}</Num>
                  {canChange ? (
                    <td>
                      <Button variant="link" aria-label={`${t('order.apply.changeVehicle')} ${vehicle.plateNo}`} onPress={() => setChanging(vehicle)}>
                        {t('order.apply.changeVehicle')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </Rows>
        <Rows aria-label={t('order.apply.changes')}>
          <caption>{t('order.apply.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.apply.oldVehicle')}</th>
              <th scope="col">{t('order.apply.newVehicle')}</th>
              <th scope="col">{t('order.apply.changeReason')}</th>
              <th scope="col">{t('order.apply.changedBy')}</th>
              <th scope="col">{t('order.apply.changedTime')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.length === 0 ? (
              <tr>
                <td colSpan={5}>{none}</td>
              </tr>
            ) : (
              changes.map((change) => (
                <tr key={change.id}>
                  <td>{`${change.oldPlateNo} ${change.oldDriverName} ${change.oldDriverPhone}`}</td>
                  <td>{`${change.newPlateNo} ${change.newDriverName} ${change.newDriverPhone}`}</td>
                  <td>{change.reason}</td>
                  <td>{text(change.createdBy)}</td>
                  <td>{formatDate(change.createdTime, 'datetime') || change.createdTime}</td>
                </tr>
              ))
            )}
          </tbody>
        </Rows>
      </DetailBody>
      {closing ? <CloseLinesDialog detail={closing} chosen={[...ticked]} onClose={() => setClosing(null)} onSaved={changed} /> : null}
      {changing ? <VehicleChangeDialog vehicle={changing} onClose={() => setChanging(null)} onSaved={changed} /> : null}
    </Drawer>
  );
}
