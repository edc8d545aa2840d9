import { ClassNames } from '@emotion/react';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button } from '../../controls/Button';
import type { FieldDefinition, FormValues } from '../../form/fieldDefinition';
import { Form } from '../../form/Form';
import { useLocale } from '../../i18n/LocaleProvider';
import { Dialog } from '../../overlays/Dialog';
import { useOptionalToast } from '../../overlays/Toast';
import { buildQuery, type SearchFilters } from '../../search-form/query';
import { SearchForm, type SearchFormProps } from '../../search-form/SearchForm';
import { missingExportField, type SearchField } from '../../search-form/searchField';
import { urlPrefill, type PrefillUser, type UrlQuery } from '../../search-form/urlPrefill';
import { BatchActions, type BatchActionItem } from '../batchActions';
import { ProTable, type ProTableDownload, type ProTableHandle, type ProTableProps, type ProTableSelectionInfo } from '../ProTable';
import type { RowAction } from '../ProTable/RowActions';
import { listPageStyles } from './listPageStyles';

/** An add or edit dialog: its title, its fields (from the form registry) and what saving does. */
export interface ListPageDialog<Values = FormValues> {
  title: string;
  fields: readonly FieldDefinition[];
  /** Save; reject (or throw) to keep the dialog open. The list reloads after a save. */
  onSubmit: (values: Values) => void | Promise<void>;
}

/** One config object for a whole list page (spec 01 §2.6). */
export interface ListPageConfig<Row> {
  /** Names the list (the grid's accessible name). */
  title: string;
  columns: ProTableProps<Row>['columns'];
  rowKey: ProTableProps<Row>['rowKey'];
  request: NonNullable<ProTableProps<Row>['request']>;
  /** The search form. Fields may be marked `requiredForExport`. */
  search?: Pick<SearchFormProps, 'defaultValues' | 'steps' | 'showSearch' | 'showReset' | 'collapsedCount'> & {
    fields: readonly SearchField[];
  };
  /** The page's URL query: with `from=pending|feishu|page` it prefills the search and runs it. */
  urlQuery?: UrlQuery;
  /** The signed-in user, for `{currentUserName}` / `{currentUserId}` in a prefill. */
  currentUser?: PrefillUser;
  /** Called with the tab a prefill picks (`tabIndex` in the query). */
  onPrefillTab?: (tabIndex: number) => void;
  /** The table's other options (selection, index, expansion, row actions, editing, tableId …). */
  table?: Omit<ProTableProps<Row>, 'columns' | 'rowKey' | 'request' | 'dataSource' | 'aria-label' | 'toolbar' | 'ref' | 'defaultFilters'>;
  /** 新增: a dialog whose save adds a row (then 新增成功 and a reload). */
  create?: ListPageDialog & { label?: string };
  /** 编辑 as a row action: a dialog filled from the row (then 修改成功 and a reload). */
  edit?: ListPageDialog<{ row: Row; values: FormValues }> & { label?: string; toValues?: (row: Row) => FormValues };
  /**
   * The batch-operation dropdown; each action receives `{ payload, count, query }`: the ids or the
   * whole query to send, how many rows that is, and the current search. The list reloads after.
   */
  batchActions?: readonly BatchActionItem<ProTableSelectionInfo>[];
  /** The user's roles, for `showRoles` of batch actions. */
  roles?: readonly string[];
  onUpload?: () => void;
  /** Export with the query from page 1 and the selection; refused while a required-for-export field is empty. */
  onDownload?: (download: ProTableDownload) => void;
  /** Extra buttons in the toolbar. */
  toolbarExtra?: ReactNode;
  ref?: Ref<ProTableHandle>;
}

/**
 * A list page from one config: SearchForm, the toolbar (新增, 批量操作, search toggle, upload,
 * download, refresh, column settings, density), ProTable with pagination, and the add/edit dialogs.
 */
export function ListPage<Row>({
  title,
  columns,
  rowKey,
  request,
  search,
  urlQuery,
  currentUser,
  onPrefillTab,
  table,
  create,
  edit,
  batchActions,
  roles,
  onUpload,
  onDownload,
  toolbarExtra,
  ref,
}: ListPageConfig<Row>) {
  const { t } = useLocale();
  const toast = useOptionalToast();
  const tableRef = useRef<ProTableHandle>(null);
  const fields = useMemo(() => search?.fields ?? [], [search?.fields]);
  // A prefill from the URL (from=pending|feishu|page) is read once, when the page opens.
  const [prefill] = useState(() => (urlQuery ? urlPrefill(urlQuery, fields, currentUser) : null));
  const pickTab = useEffectEvent((tabIndex: number) => onPrefillTab?.(tabIndex));
  const prefillTab = prefill?.tabIndex;
  useEffect(() => {
    if (prefillTab !== undefined) pickTab(prefillTab);
  }, [prefillTab]);
  const startValues = useMemo(() => ({ ...search?.defaultValues, ...prefill?.values }), [prefill, search?.defaultValues]);
  const [searchedValues, setSearchedValues] = useState<FormValues>(startValues);
  const defaultFilters = useMemo(() => buildQuery(fields, startValues), [fields, startValues]);
  const [isSearchVisible, setSearchVisible] = useState(true);
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit'; row: Row } | null>(null);

  const setTableRef = (handle: ProTableHandle | null) => {
    tableRef.current = handle;
    if (typeof ref === 'function') ref(handle);
    else if (ref) ref.current = handle;
  };

  const onSearch = (filters: SearchFilters, values: FormValues) => {
    setSearchedValues(values);
    tableRef.current?.search(filters);
  };
  const onReset = (filters: SearchFilters, values: FormValues) => {
    setSearchedValues(values);
    tableRef.current?.reset(filters);
  };
  const exportGuard = () => {
    const missing = missingExportField(fields, searchedValues);
    return missing ? t(missing.messageKey, missing.messageValues) : null;
  };

  const actions = useMemo((): readonly RowAction<Row>[] => {
    const given = table?.actions ?? [];
    if (!edit) return given;
    return [{ key: '__edit', label: edit.label ?? t('table.edit'), onAction: (row: Row) => setDialog({ kind: 'edit', row }) }, ...given];
  }, [edit, t, table?.actions]);

  const submitDialog = async (values: FormValues) => {
    if (!dialog) return;
    if (dialog.kind === 'create') {
      await create?.onSubmit(values);
      toast?.successFor('added');
    } else {
      await edit?.onSubmit({ row: dialog.row, values });
      toast?.successFor('updated');
    }
    setDialog(null);
    tableRef.current?.reload();
  };

  const dialogConfig = dialog?.kind === 'create' ? create : dialog?.kind === 'edit' ? edit : undefined;
  const dialogValues = dialog?.kind === 'edit' ? (edit?.toValues?.(dialog.row) ?? (dialog.row as FormValues)) : undefined;

  return (
    <ClassNames>
      {({ css, theme }) => (
        <div className={css(listPageStyles(theme))} data-prefilled={prefill ? true : undefined}>
          {search && isSearchVisible ? (
            <SearchForm
              fields={fields}
              defaultValues={search.defaultValues}
              initialValues={prefill?.values}
              steps={search.steps}
              showSearch={search.showSearch}
              showReset={search.showReset}
              collapsedCount={search.collapsedCount}
              onSearch={onSearch}
              onReset={onReset}
            />
          ) : null}
          <ProTable<Row>
            {...table}
            ref={setTableRef}
            aria-label={title}
            columns={columns}
            rowKey={rowKey}
            request={request}
            defaultFilters={defaultFilters}
            actions={actions.length > 0 ? actions : undefined}
            toolbar={{
              isSearchVisible: search ? isSearchVisible : undefined,
              onSearchVisibleChange: search ? setSearchVisible : undefined,
              onUpload,
              onDownload,
              exportGuard,
              extra: (selection) => (
                <>
                  {create ? (
                    <Button variant="primary" onPress={() => setDialog({ kind: 'create' })}>
                      {create.label ?? t('listPage.create')}
                    </Button>
                  ) : null}
                  {batchActions?.length ? (
                    <BatchActions
                      items={batchActions.map((item) => ({
                        ...item,
                        onAction: async (target: ProTableSelectionInfo) => {
                          await item.onAction(target);
                          tableRef.current?.reload();
                        },
                      }))}
                      selection={selection}
                      selectedCount={selection.count}
                      roles={roles}
                    />
                  ) : null}
                  {toolbarExtra}
                </>
              ),
            }}
          />
          {dialogConfig ? (
            <Dialog title={dialogConfig.title} isOpen onOpenChange={(open) => !open && setDialog(null)} width="medium">
              <Form
                aria-label={dialogConfig.title}
                fields={dialogConfig.fields}
                defaultValues={dialogValues}
                onSubmit={async (values) => {
                  try {
                    await submitDialog(values);
                  } catch {
                    // The caller showed why; the dialog stays open with what was typed.
                  }
                }}
              />
            </Dialog>
          ) : null}
        </div>
      )}
    </ClassNames>
  );
}
