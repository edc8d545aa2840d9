import { ListPage, Tab, TabList, TabPanel, Tabs, useConfirm, useToast, type BatchActionItem, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { MenuListTable } from '../../../shell/MenuListPage';
import { sessionDataAtom } from '../../../state/session';
import { cancelAllocations, fetchAllocationLinePage, fetchAllocationPage, submitAllocations } from '../api/allocationApi';
import type { PickCallResult } from '../api/shippingApi';
import type { PickAllocationLineRow, PickAllocationRow } from '@srm/gateway/api';
import { selectedIds } from '../shipping/shippingList';
import { AllocateDialog } from './AllocateDialog';
import {
  ALLOCATION_BUTTONS,
  ALLOCATION_LINES_TABLE_ID,
  allocationColumns,
  allocationLineColumns,
  allocationLineSearchFields,
  ALLOCATIONS_TABLE_ID,
  allocationSearchFields,
  canAllocate,
} from './allocationList';

type AllocationTab = 'lines' | 'allocations';
const cannotAllocate = (row: PickAllocationLineRow) => !canAllocate(row);

/**
 * 调拨分配 (execution/allocation; issue 24) in two tabs: 待分配物料, the accepted pick lines with
 * 已验收, 已分配, 已提交 and 可分配, each allocated by 分配 (a dialog: 调入组织, 子库存, 数量 ≤ 可分配); and
 * 分配记录, the allocations, whose ticked new ones are submitted to EBS (提交分配, allocation:submit) or
 * cancelled (取消分配, allocation:cancel) after a confirm.
 */
export function AllocationPage() {
  const t = useAppT();
  const headingId = useId();
  const [tab, setTab] = useState<AllocationTab>('lines');
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('allocation.title')}</h1>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as AllocationTab)}>
          <TabList aria-label={t('allocation.tabs')}>
            <Tab id="lines">{t('allocation.tab.lines')}</Tab>
            <Tab id="allocations">{t('allocation.tab.allocations')}</Tab>
          </TabList>
          <TabPanel id="lines">
            <AllocationLinesTab />
          </TabPanel>
          <TabPanel id="allocations">
            <AllocationsTab />
          </TabPanel>
        </Tabs>
      </ListPageSection>
    </WithSideMenu>
  );
}

/** 待分配物料: the lines and their 分配 dialog; the list reloads after an allocation. */
function AllocationLinesTab() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const session = useAtomValue(sessionDataAtom);
  const orgs = useMemo(() => session?.orgs ?? [], [session]);
  const tableRef = useRef<ProTableHandle>(null);
  const [line, setLine] = useState<PickAllocationLineRow | null>(null);
  const canAllocateLines = hasRole(ALLOCATION_BUTTONS.allocate);
  const actions = useMemo(
    (): RowAction<PickAllocationLineRow>[] | undefined =>
      canAllocateLines ? [{ key: 'allocate', label: t('allocation.allocate'), isHidden: cannotAllocate, onAction: (row: PickAllocationLineRow) => setLine(row) }] : undefined,
    [canAllocateLines, t],
  );
  return (
    <>
      <MenuListTable<PickAllocationLineRow>
        titleKey="allocation.linesTitle"
        tableId={ALLOCATION_LINES_TABLE_ID}
        columns={allocationLineColumns}
        fields={allocationLineSearchFields}
        request={fetchAllocationLinePage}
        actions={actions}
        tableRef={tableRef}
      />
      {line ? (
        <AllocateDialog
          line={line}
          orgs={orgs}
          onClose={() => setLine(null)}
          onSaved={() => {
            setLine(null);
            tableRef.current?.reload();
          }}
        />
      ) : null}
    </>
  );
}

/** 分配记录: the allocations with 提交分配 and 取消分配 of the ticked ones (the list reloads after). */
function AllocationsTab() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const canSubmit = hasRole(ALLOCATION_BUTTONS.submit);
  const canCancel = hasRole(ALLOCATION_BUTTONS.cancel);
  const columns = useMemo(() => allocationColumns(t), [t]);
  const fields = useMemo(() => allocationSearchFields(t), [t]);

  const run = useCallback(
    async (ids: number[], confirmKey: AppMessageKey, doneKey: AppMessageKey, call: (ids: number[]) => Promise<PickCallResult<unknown>>) => {
      if (ids.length === 0 || !(await confirm({ message: t(confirmKey, { count: ids.length }) }))) return;
      const done = await unlessFailed(call(ids));
      if (done) toast.success(done.message || t(doneKey));
    },
    [confirm, t, toast],
  );

  const batchActions = useMemo(
    (): BatchActionItem<ProTableSelectionInfo>[] => [
      ...(canSubmit
        ? [{ key: 'submit', label: t('allocation.submit'), onAction: ({ payload }: ProTableSelectionInfo) => run(selectedIds(payload), 'allocation.submitConfirm', 'allocation.submitted', submitAllocations) }]
        : []),
      ...(canCancel
        ? [{ key: 'cancel', label: t('allocation.cancel'), isDanger: true, onAction: ({ payload }: ProTableSelectionInfo) => run(selectedIds(payload), 'allocation.cancelConfirm', 'allocation.cancelled', cancelAllocations) }]
        : []),
    ],
    [canCancel, canSubmit, run, t],
  );
  const selectable = canSubmit || canCancel;

  return (
    <ListPage<PickAllocationRow>
      title={t('allocation.allocationsTitle')}
      columns={columns}
      rowKey="id"
      request={fetchAllocationPage}
      search={{ fields }}
      batchActions={selectable ? batchActions : undefined}
      table={{ tableId: ALLOCATIONS_TABLE_ID, defaultPageSize: 20, showIndex: true, selectionMode: selectable ? 'checkbox' : undefined, allowSelectWholeResult: false }}
    />
  );
}
