import { Button, ListPage, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { RebateCompanySaveBody } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { ApiError } from '../../../api/envelope';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { dictionariesAtom, sessionDataAtom } from '../../../state/session';
import { deleteRebates, fetchRebateDetail, fetchRebatePage, moveRebate, saveRebate } from '../api/rebateApi';
import type { RebateAgreement } from '../api/rows';
import { RebateFormDialog } from './RebateFormDialog';
import {
  ownedRebateActions,
  REBATE_BUTTONS,
  REBATE_PAGE_SIZE,
  REBATE_TABLE_ID,
  rebateActionAllowed,
  rebateColumns,
  rebateSearchFields,
  type RebateRowAction,
} from './rebateList';

/** Which dialog is open: 新增, or 编辑 of a stored agreement (`seq` renews the form after a reload). */
type RebateDialog = { kind: 'add' } | { kind: 'edit'; agreement: RebateAgreement; seq: number } | null;

const ACTION_LABELS: Readonly<Record<RebateRowAction, AppMessageKey>> = {
  edit: 'contractRebate.edit',
  submit: 'contractRebate.submit',
  withdraw: 'contractRebate.withdraw',
  invalid: 'contractRebate.invalid',
  delete: 'contractRebate.delete',
};

const numberOf = (row: RebateAgreement) => row.rebateNo ?? `#${row.id}`;

/**
 * 返利协议 (contract/rebate, spec 02 §7 head/rebate_company): the company rebate agreements in the
 * caller's scope, searchable by supplier, org, year, type and status, named by the dictionaries.
 * 新增 (contract:rebate) and 编辑 (new, rejected, withdrawn) open the form in a dialog; 提交
 * (contract:rebate:submit), 撤回 (in approval), 作废 (approved, after a confirm) and 删除 (new, after a
 * confirm) move the agreement with its version. A save over someone else's change (409) offers to
 * reload the agreement. The gateway enforces the same rules and its refusals are shown by the call layer.
 */
export function RebateAgreementPage() {
  const t = useAppT();
  const headingId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const session = useAtomValue(sessionDataAtom);
  const dictionaries = useAtomValue(dictionariesAtom);
  const orgs = useMemo(() => session?.orgs ?? [], [session]);
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [dialog, setDialog] = useState<RebateDialog>(null);

  const columns = useMemo(() => rebateColumns(t, dictionaries), [dictionaries, t]);
  const fields = useMemo(() => rebateSearchFields(t, dictionaries, orgs), [dictionaries, orgs, t]);
  const owned = useMemo(() => ownedRebateActions((code) => hasRole(code)), [hasRole]);
  const canAdd = hasRole(REBATE_BUTTONS.edit);
  const reload = useCallback(() => tableRef.current?.reload(), []);

  const openEdit = useCallback(async (id: number) => {
    const agreement = await unlessFailed(fetchRebateDetail(id));
    if (agreement) setDialog({ kind: 'edit', agreement, seq: Date.now() });
  }, []);

  const act = useCallback(
    async (row: RebateAgreement, action: RebateRowAction) => {
      if (action === 'edit') {
        await openEdit(row.id);
        return;
      }
      if (action === 'invalid' && !(await confirm({ message: t('contractRebate.invalidConfirm', { rebateNo: numberOf(row) }) }))) return;
      if (action === 'delete' && !(await confirm({ variant: 'delete', message: t('contractRebate.deleteConfirm', { rebateNo: numberOf(row) }) }))) return;
      const done = await unlessFailed(action === 'delete' ? deleteRebates([row.id]) : moveRebate(action, { id: row.id, version: row.version }));
      if (done) toast.success(done.message || t(action === 'delete' ? 'message.deleted' : 'message.operated'));
      // Reloaded after a refusal too (a stale version, a move the status no longer allows …).
      reload();
    },
    [confirm, openEdit, reload, t, toast],
  );

  const actions = useMemo(
    (): RowAction<RebateAgreement>[] =>
      owned.map((action) => ({
        key: action,
        label: t(ACTION_LABELS[action]),
        theme: action === 'invalid' || action === 'delete' ? 'danger' : 'default',
        isHidden: (row: RebateAgreement) => !rebateActionAllowed(action, row.status),
        onAction: (row: RebateAgreement) => act(row, action),
      })),
    [act, owned, t],
  );

  const save = async (body: RebateCompanySaveBody) => {
    try {
      const saved = await saveRebate(body);
      toast.success(saved.message || t(body.id ? 'message.updated' : 'message.added'));
      setDialog(null);
      reload();
    } catch (error) {
      // A 409 (someone else saved first) is shown here with a reload of the agreement offered.
      if (body.id && error instanceof ApiError && (error.status === 409 || error.code === 409)) {
        if (await confirm({ title: t('contractRebate.conflict'), message: error.message, confirmLabel: t('contractRebate.reload') })) {
          await openEdit(body.id);
          reload();
        }
        return;
      }
      throw error;
    }
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('contractRebate.title')}</h1>
        <ListPage<RebateAgreement>
          ref={tableRef}
          title={t('contractRebate.title')}
          columns={columns}
          rowKey="id"
          request={fetchRebatePage}
          search={{ fields }}
          toolbarExtra={
            canAdd ? (
              <Button variant="primary" onPress={() => setDialog({ kind: 'add' })}>
                {t('contractRebate.add')}
              </Button>
            ) : undefined
          }
          table={{
            tableId: REBATE_TABLE_ID,
            defaultPageSize: REBATE_PAGE_SIZE,
            showIndex: true,
            actions: actions.length > 0 ? actions : undefined,
            actionWidth: 200,
          }}
        />
        {dialog?.kind === 'add' ? <RebateFormDialog key="add" agreement={null} onSave={save} onClose={() => setDialog(null)} /> : null}
        {dialog?.kind === 'edit' ? (
          <RebateFormDialog key={`${dialog.agreement.id}-${dialog.agreement.version}-${dialog.seq}`} agreement={dialog.agreement} onSave={save} onClose={() => setDialog(null)} />
        ) : null}
      </ListPageSection>
    </WithSideMenu>
  );
}
