import type { ContractSample } from '@srm/gateway/contract';
import { Button, ListPage, useConfirm, useToast, type FormValues, type ProTableHandle, type RowAction } from '@srm/design-system';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { Permission, useOwnedCodes } from '../../../permissions';
import { deleteSamples, fetchSamplePage, fetchTemplateChoices, saveSample, templateFileClient } from '../api/templateApi';
import { downloadTemplateFile, TemplateFileViewer } from './TemplateFileViewer';
import { TemplateFormDialog } from './TemplateFormDialog';
import { NEW_SAMPLE_VALUES, sampleFields, sampleSaveBody, sampleValues, TEMPLATE_FILE_BIZ } from './templateForm';
import { SAMPLE_TABLE_ID, sampleColumns, sampleSearchFields, TEMPLATE_BUTTONS, TEMPLATE_PAGE_SIZE, type TemplateChoice } from './templateList';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; row: ContractSample } | { kind: 'preview'; row: ContractSample } | null;

const client = templateFileClient('sample');

/**
 * 合同范本 tab: the samples of the enabled templates (con-template/sample/page, 10 a page), searchable
 * by a template or sample name, the template, the category and 是否启用; 新增范本, 编辑 and 删除 with
 * the template buttons (the gateway checks the same), 预览 and 下载 of the sample file.
 */
export function SampleTab() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const canEdit = hasRole(TEMPLATE_BUTTONS.edit);
  const canDelete = hasRole(TEMPLATE_BUTTONS.remove);
  const tableRef = useRef<ProTableHandle>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [templates, setTemplates] = useState<TemplateChoice[]>([]);

  const loadTemplates = useCallback(() => {
    fetchTemplateChoices().then(setTemplates, () => {
      // Shown by the call layer; the template select stays empty.
    });
  }, []);
  useEffect(loadTemplates, [loadTemplates]);

  const columns = useMemo(() => sampleColumns(t), [t]);
  const searchFields = useMemo(() => sampleSearchFields(t, templates), [t, templates]);

  const reload = useCallback(() => tableRef.current?.reload(), []);
  const remove = useCallback(
    async (row: ContractSample) => {
      if (!(await confirm({ variant: 'delete', message: t('contractTemplate.sample.deleteConfirm', { name: row.conSampleName }) }))) return;
      try {
        const deleted = await deleteSamples([row.conSampleId]);
        toast.success(deleted.message || t('message.deleted'));
      } catch {
        // Shown by the call layer.
      }
      reload();
    },
    [confirm, reload, t, toast],
  );

  const actions = useMemo((): RowAction<ContractSample>[] => {
    const list: RowAction<ContractSample>[] = [];
    if (canEdit) list.push({ key: 'edit', label: t('contractTemplate.edit'), onAction: (row) => setDialog({ kind: 'edit', row }) });
    list.push(
      { key: 'preview', label: t('contractTemplate.preview'), isSelect: true, onAction: (row) => setDialog({ kind: 'preview', row }) },
      { key: 'download', label: t('contractTemplate.download'), onAction: (row) => downloadTemplateFile(row.fileId, row.fileName) },
    );
    const removal: RowAction<ContractSample>[] = canDelete ? [{ key: 'delete', label: t('contractTemplate.delete'), theme: 'danger', onAction: (row) => remove(row) }] : [];
    return [...list, ...removal];
  }, [canDelete, canEdit, remove, t]);

  const close = () => setDialog(null);
  const open = (next: OpenDialog) => {
    loadTemplates();
    setDialog(next);
  };
  const save = (row: ContractSample | null) => async (values: FormValues) => {
    const saved = await saveSample(sampleSaveBody(row, values));
    toast.success(saved.message || t(row ? 'message.updated' : 'message.added'));
    setDialog(null);
    tableRef.current?.reload();
  };

  const formFields = useMemo(
    () =>
      sampleFields(t, templates).map((field) =>
        field.prop === 'file' ? { ...field, props: { ...field.props, client, bizType: TEMPLATE_FILE_BIZ.sample } } : field,
      ),
    [t, templates],
  );

  return (
    <>
      <ListPage<ContractSample>
        ref={tableRef}
        title={t('contractTemplate.sampleList')}
        columns={columns}
        rowKey="conSampleId"
        request={fetchSamplePage}
        search={{ fields: searchFields }}
        table={{ tableId: SAMPLE_TABLE_ID, defaultPageSize: TEMPLATE_PAGE_SIZE, showIndex: true, actions, actionWidth: 240 }}
        toolbarExtra={
          <Permission role={TEMPLATE_BUTTONS.add}>
            <Button variant="primary" onPress={() => open({ kind: 'add' })}>
              {t('contractTemplate.sample.add')}
            </Button>
          </Permission>
        }
      />
      {dialog?.kind === 'add' ? (
        <TemplateFormDialog title={t('contractTemplate.sample.addTitle')} fields={formFields} defaultValues={NEW_SAMPLE_VALUES} onSubmit={save(null)} onClose={close} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <TemplateFormDialog
          title={t('contractTemplate.sample.editTitle', { name: dialog.row.conSampleName })}
          fields={formFields}
          defaultValues={sampleValues(dialog.row)}
          onSubmit={save(dialog.row)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'preview' ? <TemplateFileViewer fileId={dialog.row.fileId} fileName={dialog.row.fileName} onClose={close} /> : null}
    </>
  );
}
