import { ListPage, useToast, type ProColumn, type ProTableDownload, type ProTableHandle, type RowAction, type SearchField, type TableRequestParams, type TableRequestResult } from '@srm/design-system';
import { useSetAtom } from 'jotai';
import { useId, useMemo, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { unlessFailed } from '../api/callFailure';
import { exportTask } from '../api/http';
import { toListBody } from '../api/listQuery';
import { useOwnedCodes } from '../permissions';
import { exportStartedAtom } from '../state/downloads';
import type { AppMessageKey } from '../i18n/messages';
import { useAppT } from '../i18n/useAppT';
import type { AppT } from '../i18n/useAppT';
import { ListSideMenu } from './ListSideMenu';
import { ListPageSection, WithSideMenu } from './listPageLayout';

/** A plain list page of a menu (master data, administration lists): its title, table id, columns and search fields (pure, in the screen's folder) and its call. */
export interface MenuListProps<Row> {
  titleKey: AppMessageKey;
  tableId: string;
  columns: (t: AppT) => ProColumn<Row>[];
  fields: (t: AppT) => SearchField[];
  request: (params: TableRequestParams) => Promise<TableRequestResult<Row>>;
  /** Row actions (详情 …). */
  actions?: RowAction<Row>[];
  /** Extra toolbar buttons (an import …): a component given the list's reload. */
  Toolbar?: ComponentType<{ reload: () => void }>;
  /** More toolbar buttons the page renders itself (新增 …), before the Toolbar's. */
  toolbarExtra?: ReactNode;
  /** The table's handle, for a page that reloads the list itself (after its own dialog's save). */
  tableRef?: RefObject<ProTableHandle | null>;
  /** 导出 as a download task of the list's GET url (the gateway's list registry), for holders of `permission`. */
  exportList?: { url: string; permission: string; fileName: string };
}

/** The screen of a plain menu list: heading, search form and table beside the list pages' side menu. */
export function MenuListPage<Row extends { id: number }>(props: MenuListProps<Row>) {
  const t = useAppT();
  const headingId = useId();
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t(props.titleKey)}</h1>
        <MenuListTable<Row> {...props} />
      </ListPageSection>
    </WithSideMenu>
  );
}

/**
 * The search form and table of a menu list without the page around it (the heading and side menu): for
 * a screen that shows several lists, one per tab (需求汇总). `titleKey` names the table.
 */
export function MenuListTable<Row extends { id: number }>({ titleKey, tableId, columns, fields, request, actions, Toolbar, toolbarExtra, tableRef: givenRef, exportList }: MenuListProps<Row>) {
  const t = useAppT();
  const toast = useToast();
  const { hasRole } = useOwnedCodes();
  const startedExport = useSetAtom(exportStartedAtom);
  const onDownload = async ({ params, selection, selectedCount }: ProTableDownload) => {
    if (!exportList) return;
    const query = selectedCount > 0 && 'ids' in selection ? { ...params, 'id.in': selection.ids.join(',') } : params;
    const created = await unlessFailed(exportTask({ method: 'GET', url: exportList.url, params: toListBody(query) }, { fileName: exportList.fileName }));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };
  const ownRef = useRef<ProTableHandle>(null);
  const tableRef = givenRef ?? ownRef;
  const reload = () => tableRef.current?.reload();
  const tableColumns = useMemo(() => columns(t), [columns, t]);
  const searchFields = useMemo(() => fields(t), [fields, t]);
  return (
    <ListPage<Row>
      title={t(titleKey)}
      columns={tableColumns}
      rowKey="id"
      request={request}
      search={{ fields: searchFields }}
      table={{ tableId, defaultPageSize: 20, showIndex: true, ...(actions ? { actions, actionWidth: 100 } : {}) }}
      ref={tableRef}
      toolbarExtra={
        toolbarExtra || Toolbar ? (
          <>
            {toolbarExtra}
            {Toolbar ? <Toolbar reload={reload} /> : null}
          </>
        ) : undefined
      }
      onDownload={exportList && hasRole(exportList.permission) ? (download) => void onDownload(download) : undefined}
    />
  );
}
