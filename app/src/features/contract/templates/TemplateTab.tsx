import { Button, ListPage, useConfirm, useToast, type FormValues, type ProTableHandle, type RowAction } from '@srm/design-system';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { Permission, useOwnedCodes } from '../../../permissions';
import { deleteTemplates, fetchTemplatePage, saveTemplate, templateFileClient } from '../api/templateApi';
import { downloadTemplateFile, TemplateFileViewer } from './TemplateFileViewer';
import { TemplateFormDialog } from './TemplateFormDialog';
import { NEW_TEMPLATE_VALUES, TEMPLATE_FILE_BIZ, templateFields, templateSaveBody, templateValues } from './templateForm';
import { TEMPLATE_BUTTONS, TEMPLATE_PAGE_SIZE, TEMPLATE_TABLE_ID, templateColumns, templateSearchFields, type TemplateRow } from './templateList';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; row: TemplateRow } | { kind: 'preview'; row: TemplateRow & { fileId: number } } | null;

const client = templateFileClient('template');

/**
 * 合同模板 tab: the list engine's template list (name, code, category, file, 是否启用 …), 新增模板
 * (contract:template:add), 编辑 and 删除 per row (contract:template:edit / :delete; 删除 asks 确认删除?
 * first and takes the template's samples with it), 预览 and 下载 of the uploaded .docx.
 */
export function TemplateTab() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const canEdit = hasRole(TEMPLATE_BUTTONS.edit);
  const canDelete = hasRole(TEMPLATE_BUTTONS.remove);
  const tableRef = useRef<ProTableHandle>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const columns = useMemo(() => templateColumns(t), [t]);
  const searchFields = useMemo(() => templateSearchFields(t), [t]);

  const reload = useCallback(() => tableRef.current?.reload(), []);
  const remove = useCallback(
    async (row: TemplateRow) => {
      if (!(await confirm({ variant: 'delete', message: t('contractTemplate.deleteConfirm', { name: row.name }) }))) return;
      try {
        const deleted = await deleteTemplates([row.id]);
        toast.success(deleted.message || t('message.deleted'));
      } catch {
        // Shown by the call layer.
      }
      reload();
    },
    [confirm, reload, t, toast],
  );

  const actions = useMemo((): RowAction<TemplateRow>[] => {
    const hasNoFile = (row: TemplateRow) => row.fileId === null;
    const list: RowAction<TemplateRow>[] = [];
    if (canEdit) list.push({ key: 'edit', label: t('contractTemplate.edit'), onAction: (row) => setDialog({ kind: 'edit', row }) });
    list.push(
      {
        key: 'preview',
        label: t('contractTemplate.preview'),
        isSelect: true,
        isHidden: hasNoFile,
        onAction: (row) => (row.fileId === null ? undefined : setDialog({ kind: 'preview', row: { ...row, fileId: row.fileId } })),
      },
      {
        key: 'download',
        label: t('contractTemplate.download'),
        isHidden: hasNoFile,
        onAction: (row) => (row.fileId === null ? undefined : downloadTemplateFile(row.fileId, row.fileName ?? `${row.name}.docx`)),
      },
    );
    const removal: RowAction<TemplateRow>[] = canDelete ? [{ key: 'delete', label: t('contractTemplate.delete'), theme: 'danger', onAction: (row) => remove(row) }] : [];
    return [...list, ...removal];
  }, [canDelete, canEdit, remove, t]);

  const close = () => setDialog(null);
  const save = (row: TemplateRow | null) => async (values: FormValues) => {
    const saved = await saveTemplate(templateSaveBody(row, values));
    toast.success(saved.message || t(row ? 'message.updated' : 'message.added'));
    setDialog(null);
    tableRef.current?.reload();
  };

  const editing = dialog?.kind === 'edit' ? dialog.row : null;
  const formFields = useMemo(
    () =>
      templateFields(t).map((field) =>
        field.prop === 'file'
          ? { ...field, props: { ...field.props, client, bizType: TEMPLATE_FILE_BIZ.template, bizKey: editing ? String(editing.id) : null } }
          : field,
      ),
    [editing, t],
  );

  return (
    <>
      <ListPage<TemplateRow>
        ref={tableRef}
        title={t('contractTemplate.templateList')}
        columns={columns}
        rowKey="id"
        request={fetchTemplatePage}
        search={{ fields: searchFields }}
        table={{ tableId: TEMPLATE_TABLE_ID, defaultPageSize: TEMPLATE_PAGE_SIZE, showIndex: true, actions, actionWidth: 240 }}
        toolbarExtra={
          <Permission role={TEMPLATE_BUTTONS.add}>
            <Button variant="primary" onPress={() => setDialog({ kind: 'add' })}>
              {t('contractTemplate.add')}
            </Button>
          </Permission>
        }
      />
      {dialog?.kind === 'add' ? (
        <TemplateFormDialog title={t('contractTemplate.addTitle')} fields={formFields} defaultValues={NEW_TEMPLATE_VALUES} onSubmit={save(null)} onClose={close} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <TemplateFormDialog
          title={t('contractTemplate.editTitle', { name: dialog.row.name })}
          fields={formFields}
          defaultValues={templateValues(dialog.row)}
          onSubmit={save(dialog.row)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'preview' ? (
        <TemplateFileViewer fileId={dialog.row.fileId} fileName={dialog.row.fileName ?? `${dialog.row.name}.docx`} onClose={close} />
      ) : null}
    </>
  );
}
