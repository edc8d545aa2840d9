import { Button, ListPage, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { SerialNumberRuleRow } from '@srm/gateway/api';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { Permission, useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchSerialPreview, fetchSerialRulePage, resetSerialRule } from '../api/adminListsApi';
import { SERIAL_NUMBER_BUTTONS, SERIAL_NUMBER_TABLE_ID, serialNumberColumns, serialNumberSearchFields } from './serialNumberList';
import { SerialRuleDialog } from './SerialRuleDialog';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; row: SerialNumberRuleRow } | null;

/**
 * 单号规则 (system/serial-number; issue 21): the serial-number rules (GET|POST system/serial-number/custom-page)
 * with 预览下一个单号 per row (GET system/serial-number/preview), shown above the table; 新增 and 编辑 in a
 * dialog (SerialRuleDialog) and 重置 of the current period's counter after a confirm, each behind its
 * button (system:serial-number:add / :edit / :reset; the gateway enforces them too).
 */
export function SerialNumberListPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const columns = useMemo(() => serialNumberColumns(t), [t]);
  const fields = useMemo(() => serialNumberSearchFields(t), [t]);
  const canEdit = hasRole(SERIAL_NUMBER_BUTTONS.edit);
  const canReset = hasRole(SERIAL_NUMBER_BUTTONS.reset);

  const reset = useCallback(
    async (row: SerialNumberRuleRow) => {
      if (!(await confirm({ message: t('system.serialEdit.resetConfirm', { ruleName: row.ruleName }) }))) return;
      const done = await unlessFailed(resetSerialRule(row.id));
      if (!done) return;
      toast.success(t('system.serialEdit.resetDone', { message: done.message, next: done.next }));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<SerialNumberRuleRow>[] => [
      ...(canEdit ? [{ key: 'edit', label: t('system.serialEdit.edit'), onAction: (row: SerialNumberRuleRow) => setDialog({ kind: 'edit', row }) }] : []),
      {
        key: 'preview',
        label: t('system.serial.preview'),
        onAction: async (row) => {
          const answer = await fetchSerialPreview(row.ruleCode);
          setPreview(`${row.ruleName}（${answer.pattern}）${t('system.serial.previewResult', { next: answer.next })}`);
        },
      },
      ...(canReset ? [{ key: 'reset', label: t('system.serialEdit.reset'), theme: 'danger' as const, onAction: (row: SerialNumberRuleRow) => void reset(row) }] : []),
    ],
    [canEdit, canReset, reset, t],
  );

  const close = () => setDialog(null);
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('system.serial.title')}</h1>
        {preview ? <p role="status">{preview}</p> : null}
        <ListPage<SerialNumberRuleRow>
          ref={tableRef}
          title={t('system.serial.title')}
          columns={columns}
          rowKey="id"
          request={fetchSerialRulePage}
          search={{ fields }}
          table={{ tableId: SERIAL_NUMBER_TABLE_ID, defaultPageSize: 20, showIndex: true, actions, actionWidth: 220 }}
          toolbarExtra={
            <Permission role={SERIAL_NUMBER_BUTTONS.add}>
              <Button variant="primary" onPress={() => setDialog({ kind: 'add' })}>
                {t('system.serialEdit.add')}
              </Button>
            </Permission>
          }
        />
        {dialog?.kind === 'add' ? <SerialRuleDialog onClose={close} onSaved={saved} /> : null}
        {dialog?.kind === 'edit' ? <SerialRuleDialog row={dialog.row} onClose={close} onSaved={saved} /> : null}
      </ListPageSection>
    </WithSideMenu>
  );
}
