import { Button, ListPage, useConfirm, useToast, type FieldDefinition, type FormValues, type ListPageConfig, type ProTableHandle, type RowAction } from '@srm/design-system';
import { useCallback, useRef, useState, type Ref } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { Permission, useOwnedCodes } from '../../../permissions';
import { downloadTemplateFile, TemplateFileViewer } from './TemplateFileViewer';
import type { AppT } from '../../../i18n/useAppT';
import { TemplateFormDialog } from './TemplateFormDialog';
import { TEMPLATE_BUTTONS, TEMPLATE_PAGE_SIZE } from './templateList';

/** Which dialog of a template tab is open: 新增, 编辑 of a row, or 预览 of a row's file. */
export type TemplateTabDialog<Row, Previewed = Row> = { kind: 'add' } | { kind: 'edit'; row: Row } | { kind: 'preview'; row: Previewed } | null;

/** What a saving or deleting call answers (the gateway's 新增成功 / 修改成功 / 删除成功). */
interface Answered {
  message: string;
}

/**
 * The state both tabs (合同模板, 合同范本) keep: the template buttons the user holds, the table, the open
 * dialog, 删除 of a row (确认删除? first, then the toast and a reload) and the dialogs' save (toast, close, reload).
 */
export function useTemplateTab<Row, Previewed = Row>() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [dialog, setDialog] = useState<TemplateTabDialog<Row, Previewed>>(null);

  const reload = useCallback(() => tableRef.current?.reload(), []);
  const removeRow = useCallback(
    async (message: string, remove: () => Promise<Answered>) => {
      if (!(await confirm({ variant: 'delete', message }))) return;
      const deleted = await unlessFailed(remove());
      if (deleted) toast.success(deleted.message || t('message.deleted'));
      reload();
    },
    [confirm, reload, t, toast],
  );
  const saveAndClose = async (isEdit: boolean, save: () => Promise<Answered>) => {
    const saved = await save();
    toast.success(saved.message || t(isEdit ? 'message.updated' : 'message.added'));
    setDialog(null);
    tableRef.current?.reload();
  };

  return {
    t,
    canEdit: hasRole(TEMPLATE_BUTTONS.edit),
    canDelete: hasRole(TEMPLATE_BUTTONS.remove),
    tableRef,
    dialog,
    setDialog,
    close: () => setDialog(null),
    removeRow,
    saveAndClose,
  };
}

/** A row's file as 预览 and 下载 take it. */
export interface TemplateRowFile {
  fileId: string;
  fileName: string;
}

interface TemplateRowActionsOptions<Row> {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (row: Row) => void;
  /** The row's file, or null when it has none: 预览 and 下载 are hidden then. */
  fileOf: (row: Row) => TemplateRowFile | null;
  onPreview: (row: Row, file: TemplateRowFile) => void;
  onDelete: (row: Row) => void;
}

/** The row actions of both tabs: 编辑 (edit button held), 预览 and 下载 of the row's file, 删除 (delete button held). */
export function templateRowActions<Row>(t: AppT, options: TemplateRowActionsOptions<Row>): RowAction<Row>[] {
  const { fileOf } = options;
  const withFile = (act: (row: Row, file: TemplateRowFile) => void) => (row: Row) => {
    const file = fileOf(row);
    if (file !== null) act(row, file);
  };
  return [
    ...(options.canEdit ? [{ key: 'edit', label: t('contractTemplate.edit'), onAction: options.onEdit }] : []),
    { key: 'preview', label: t('contractTemplate.preview'), isSelect: true, isHidden: (row: Row) => fileOf(row) === null, onAction: withFile(options.onPreview) },
    {
      key: 'download',
      label: t('contractTemplate.download'),
      isHidden: (row: Row) => fileOf(row) === null,
      onAction: withFile((_row, file) => downloadTemplateFile(file.fileId, file.fileName)),
    },
    ...(options.canDelete ? [{ key: 'delete', label: t('contractTemplate.delete'), theme: 'danger' as const, onAction: options.onDelete }] : []),
  ];
}

interface TemplateListViewProps<Row extends object, Previewed> {
  ref: Ref<ProTableHandle>;
  title: string;
  columns: ListPageConfig<Row>['columns'];
  rowKey: ListPageConfig<Row>['rowKey'];
  request: ListPageConfig<Row>['request'];
  searchFields: NonNullable<ListPageConfig<Row>['search']>['fields'];
  tableId: string;
  actions: RowAction<Row>[];
  /** The 新增 button's text and what it does. */
  addLabel: string;
  onAdd: () => void;
  dialog: TemplateTabDialog<Row, Previewed>;
  formFields: readonly FieldDefinition[];
  addTitle: string;
  newValues: FormValues;
  editTitle: (row: Row) => string;
  valuesOf: (row: Row) => FormValues;
  /** The submit of the add (null) or edit dialog. */
  save: (row: Row | null) => (values: FormValues) => Promise<void>;
  /** The file 预览 shows. */
  fileOf: (row: Previewed) => { fileId: string; fileName: string };
  onClose: () => void;
}

/** A template tab's list (10 a page, numbered, row actions, 新增 for contract:template:add) and its dialogs. */
export function TemplateListView<Row extends object, Previewed>({ ref, ...props }: TemplateListViewProps<Row, Previewed>) {
  const { dialog, formFields, onClose } = props;
  const previewed = dialog?.kind === 'preview' ? props.fileOf(dialog.row) : null;
  return (
    <>
      <ListPage<Row>
        ref={ref}
        title={props.title}
        columns={props.columns}
        rowKey={props.rowKey}
        request={props.request}
        search={{ fields: props.searchFields }}
        table={{ tableId: props.tableId, defaultPageSize: TEMPLATE_PAGE_SIZE, showIndex: true, actions: props.actions, actionWidth: 240 }}
        toolbarExtra={
          <Permission role={TEMPLATE_BUTTONS.add}>
            <Button variant="primary" onPress={props.onAdd}>
              {props.addLabel}
            </Button>
          </Permission>
        }
      />
      {dialog?.kind === 'add' ? <TemplateFormDialog title={props.addTitle} fields={formFields} defaultValues={props.newValues} onSubmit={props.save(null)} onClose={onClose} /> : null}
      {dialog?.kind === 'edit' ? (
        <TemplateFormDialog title={props.editTitle(dialog.row)} fields={formFields} defaultValues={props.valuesOf(dialog.row)} onSubmit={props.save(dialog.row)} onClose={onClose} />
      ) : null}
      {previewed ? <TemplateFileViewer fileId={previewed.fileId} fileName={previewed.fileName} onClose={onClose} /> : null}
    </>
  );
}
