import styled from '@emotion/styled';
import { Button, DecimalField, Dialog, Tag, type TagProps } from '@srm/design-system';
import type { MonthDemandRow, PositionSyncState } from '@srm/gateway/api';
import { useCallback, useState } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { fetchAllocateStoreList, saveAllocatePosition, synchAllocatePositions } from '../api/allocatePositionApi';
import { changedPositions, overCapacity, saveBodyOf, type AllocationEdits } from './allocatePositionDraft';
import { ItemsTable } from './monthDemandStyles';

const SYNC_VARIANTS: Record<PositionSyncState | 'NONE', TagProps['variant']> = { NONE: 'default', PENDING: 'warning', SUCCESS: 'success', ERROR: 'danger' };

export interface AllocatePositionDialogProps {
  /** The month plan whose org's positions are shown. */
  row: MonthDemandRow;
  /** demand:month:edit: the allocations are editable, 保存 and 同步仓储 are offered. */
  canEdit: boolean;
  onClose: () => void;
}

/**
 * 库位分配 of a month plan's org (issue 23 part B): its stores and their positions (GET store-list) with
 * capacity, allocated and free quantity and the sync state. With demand:month:edit the allocated
 * quantities are typed as decimal strings; 保存 sends each changed position with its version (over the
 * capacity refused here, exactly; the gateway's 400/422 and 409 in place) and 同步仓储 sends every listed
 * position to the storage system, after which the list is read again.
 */
export function AllocatePositionDialog({ row, canEdit, onClose }: AllocatePositionDialogProps) {
  const t = useAppT();
  const load = useCallback(() => fetchAllocateStoreList(row.orgCode), [row.orgCode]);
  const remote = useRemote(load);
  const stores = remote.data?.stores ?? [];
  const [edits, setEdits] = useState<AllocationEdits>({});
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('allocatePosition.conflict'), shownStatuses: [400, 404, 422] });
  const [isSynching, setSynching] = useState(false);
  const positionIds = stores.flatMap((store) => store.positions.map((position) => position.id));
  const busy = isSaving || isSynching;

  const afterWrite = () => {
    setEdits({});
    remote.reload();
  };

  const save = async () => {
    const changes = changedPositions(stores, edits);
    if (changes.length === 0) {
      refuse(t('allocatePosition.nothingChanged'));
      return;
    }
    const over = overCapacity(changes);
    if (over) {
      refuse(t('allocatePosition.overCapacity', { position: over.position.positionName ?? over.position.positionCode }));
      return;
    }
    await run(
      async () => {
        let message = '';
        for (const change of changes) message = (await saveAllocatePosition(saveBodyOf(row.orgCode, change))).message;
        return { message };
      },
      { savedText: t('allocatePosition.saved'), onSaved: afterWrite },
    );
  };

  const synch = async () => {
    setSynching(true);
    try {
      await run(() => synchAllocatePositions(positionIds), { savedText: t('allocatePosition.synched'), onSaved: afterWrite });
    } finally {
      setSynching(false);
    }
  };

  return (
    <Dialog
      title={t('allocatePosition.title', { orgName: row.orgName ?? row.orgCode })}
      isOpen
      width="large"
      isLoading={remote.data === null && remote.isLoading}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose} isDisabled={busy}>
            {t('allocatePosition.close')}
          </Button>
          {canEdit ? (
            <>
              <Button onPress={() => void synch()} isPending={isSynching} isDisabled={busy || positionIds.length === 0}>
                {t('allocatePosition.synch')}
              </Button>
              <Button variant="primary" onPress={() => void save()} isPending={isSaving} isDisabled={busy || problem?.conflict}>
                {t('allocatePosition.save')}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <Body>
        <SaveProblemNote problem={problem} />
        {positionIds.length === 0 ? (
          <p>{t('allocatePosition.noPositions')}</p>
        ) : (
          <Scroll>
            <ItemsTable aria-label={t('allocatePosition.action')}>
              <thead>
                <tr>
                  <th scope="col">{t('allocatePosition.store')}</th>
                  <th scope="col">{t('allocatePosition.position')}</th>
                  <th scope="col">{t('allocatePosition.material')}</th>
                  <th scope="col">{t('allocatePosition.capacity')}</th>
                  <th scope="col">{t('allocatePosition.allocated')}</th>
                  <th scope="col">{t('allocatePosition.free')}</th>
                  <th scope="col">{t('allocatePosition.syncState')}</th>
                </tr>
              </thead>
              <tbody>
                {stores.flatMap((store) =>
                  store.positions.map((position) => {
                    const name = position.positionName ?? position.positionCode;
                    const state = position.syncState ?? 'NONE';
                    return (
                      <tr key={position.id}>
                        <td>{store.subInventoryName}</td>
                        <td>{name}</td>
                        <td>{position.matName ?? position.matCode}</td>
                        <td>{position.capacity}</td>
                        <td>
                          {canEdit ? (
                            <DecimalField
                              aria-label={t('allocatePosition.cellLabel', { position: name, field: t('allocatePosition.allocated') })}
                              precision={3}
                              minValue="0"
                              value={edits[position.id] ?? position.allocatedQuantity}
                              onChange={(value) => setEdits((current) => ({ ...current, [position.id]: value }))}
                            />
                          ) : (
                            position.allocatedQuantity
                          )}
                        </td>
                        <td>{position.freeCapacity}</td>
                        <td>
                          <Tag variant={SYNC_VARIANTS[state]} data-testid={`sync-${position.id}`}>
                            {t(`allocatePosition.sync.${state}`)}
                          </Tag>
                        </td>
                      </tr>
                    );
                  }),
                )}
              </tbody>
            </ItemsTable>
          </Scroll>
        )}
      </Body>
    </Dialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;
