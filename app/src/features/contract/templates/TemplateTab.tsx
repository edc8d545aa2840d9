import type { FormValues } from '@srm/design-system';
import { useCallback, useMemo } from 'react';
import { deleteTemplates, fetchTemplatePage, saveTemplate, templateFileClient } from '../api/templateApi';
import { templateRowActions, TemplateListView, useTemplateTab } from './TemplateListTab';
import { NEW_TEMPLATE_VALUES, TEMPLATE_FILE_BIZ, templateFields, templateSaveBody, templateValues } from './templateForm';
import type { TemplateRow } from '../api/rows';
import { TEMPLATE_TABLE_ID, templateColumns, templateSearchFields } from './templateList';

type PreviewedTemplate = TemplateRow & { fileId: string };

const client = templateFileClient('template');

/**
 * 合同模板 tab: the list engine's template list (name, code, category, file, 是否启用 …), 新增模板
 * (contract:template:add), 编辑 and 删除 per row (contract:template:edit / :delete; 删除 asks 确认删除?
 * first and takes the template's samples with it), 预览 and 下载 of the uploaded .docx.
 */
export function TemplateTab() {
  const { t, canEdit, canDelete, tableRef, dialog, setDialog, close, removeRow, saveAndClose } = useTemplateTab<TemplateRow, PreviewedTemplate>();

  const columns = useMemo(() => templateColumns(t), [t]);
  const searchFields = useMemo(() => templateSearchFields(t), [t]);

  const remove = useCallback(
    (row: TemplateRow) => removeRow(t('contractTemplate.deleteConfirm', { name: row.name }), () => deleteTemplates([row.id])),
    [removeRow, t],
  );

  const actions = useMemo(
    () =>
      templateRowActions<TemplateRow>(t, {
        canEdit,
        canDelete,
        onEdit: (row) => setDialog({ kind: 'edit', row }),
        fileOf: (row) => (row.fileId === null ? null : { fileId: row.fileId, fileName: row.fileName ?? `${row.name}.docx` }),
        onPreview: (row, file) => setDialog({ kind: 'preview', row: { ...row, fileId: file.fileId } }),
        onDelete: (row) => void remove(row),
      }),
    [canDelete, canEdit, remove, setDialog, t],
  );

  const save = (row: TemplateRow | null) => (values: FormValues) => saveAndClose(row !== null, () => saveTemplate(templateSaveBody(row, values)));

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
    <TemplateListView<TemplateRow, PreviewedTemplate>
      ref={tableRef}
      title={t('contractTemplate.templateList')}
      columns={columns}
      rowKey="id"
      request={fetchTemplatePage}
      searchFields={searchFields}
      tableId={TEMPLATE_TABLE_ID}
      actions={actions}
      addLabel={t('contractTemplate.add')}
      onAdd={() => setDialog({ kind: 'add' })}
      dialog={dialog}
      formFields={formFields}
      addTitle={t('contractTemplate.addTitle')}
      newValues={NEW_TEMPLATE_VALUES}
      editTitle={(row) => t('contractTemplate.editTitle', { name: row.name })}
      valuesOf={templateValues}
      save={save}
      fileOf={(row) => ({ fileId: row.fileId, fileName: row.fileName ?? `${row.name}.docx` })}
      onClose={close}
    />
  );
}
