import type { ContractSample } from '@srm/gateway/api';
import type { FormValues } from '@srm/design-system';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { deleteSamples, fetchSamplePage, fetchTemplateChoices, saveSample, templateFileClient } from '../api/templateApi';
import { templateRowActions, TemplateListView, useTemplateTab } from './TemplateListTab';
import { NEW_SAMPLE_VALUES, sampleFields, sampleSaveBody, sampleValues, TEMPLATE_FILE_BIZ } from './templateForm';
import type { TemplateChoice } from '../api/rows';
import { SAMPLE_TABLE_ID, sampleColumns, sampleSearchFields } from './templateList';

const client = templateFileClient('sample');

/**
 * 合同范本 tab: the samples of the enabled templates (con-template/sample/page, 10 a page), searchable
 * by a template or sample name, the template, the category and 是否启用; 新增范本, 编辑 and 删除 with
 * the template buttons (the gateway checks the same), 预览 and 下载 of the sample file.
 */
export function SampleTab() {
  const { t, canEdit, canDelete, tableRef, dialog, setDialog, close, removeRow, saveAndClose } = useTemplateTab<ContractSample>();
  const [templates, setTemplates] = useState<TemplateChoice[]>([]);

  const loadTemplates = useCallback(() => {
    // After a failure the template select keeps what it had (empty at first).
    void unlessFailed(fetchTemplateChoices()).then((choices) => choices && setTemplates(choices));
  }, []);
  useEffect(loadTemplates, [loadTemplates]);

  const columns = useMemo(() => sampleColumns(t), [t]);
  const searchFields = useMemo(() => sampleSearchFields(t, templates), [t, templates]);

  const remove = useCallback(
    (row: ContractSample) => removeRow(t('contractTemplate.sample.deleteConfirm', { name: row.conSampleName }), () => deleteSamples([row.conSampleId])),
    [removeRow, t],
  );

  const actions = useMemo(
    () =>
      templateRowActions<ContractSample>(t, {
        canEdit,
        canDelete,
        onEdit: (row) => setDialog({ kind: 'edit', row }),
        fileOf: (row) => ({ fileId: row.fileId, fileName: row.fileName }),
        onPreview: (row) => setDialog({ kind: 'preview', row }),
        onDelete: (row) => void remove(row),
      }),
    [canDelete, canEdit, remove, setDialog, t],
  );

  const add = () => {
    loadTemplates();
    setDialog({ kind: 'add' });
  };
  const save = (row: ContractSample | null) => (values: FormValues) => saveAndClose(row !== null, () => saveSample(sampleSaveBody(row, values)));

  const formFields = useMemo(
    () =>
      sampleFields(t, templates).map((field) =>
        field.prop === 'file' ? { ...field, props: { ...field.props, client, bizType: TEMPLATE_FILE_BIZ.sample } } : field,
      ),
    [t, templates],
  );

  return (
    <TemplateListView<ContractSample, ContractSample>
      ref={tableRef}
      title={t('contractTemplate.sampleList')}
      columns={columns}
      rowKey="conSampleId"
      request={fetchSamplePage}
      searchFields={searchFields}
      tableId={SAMPLE_TABLE_ID}
      actions={actions}
      addLabel={t('contractTemplate.sample.add')}
      onAdd={add}
      dialog={dialog}
      formFields={formFields}
      addTitle={t('contractTemplate.sample.addTitle')}
      newValues={NEW_SAMPLE_VALUES}
      editTitle={(row) => t('contractTemplate.sample.editTitle', { name: row.conSampleName })}
      valuesOf={sampleValues}
      save={save}
      fileOf={(row) => ({ fileId: row.fileId, fileName: row.fileName })}
      onClose={close}
    />
  );
}
