import { ListPage, type ProColumn, type ProTableHandle, type RowAction, type SearchField, type TableRequestParams, type TableRequestResult } from '@srm/design-system';
import { useCallback, useId, useMemo, useRef, type ComponentType } from 'react';
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
}

/** The screen of a plain menu list: heading, search form and table beside the list pages' side menu. */
export function MenuListPage<Row extends { id: number }>({ titleKey, tableId, columns, fields, request, actions, Toolbar }: MenuListProps<Row>) {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const headingId = useId();
  const tableColumns = useMemo(() => columns(t), [columns, t]);
  const searchFields = useMemo(() => fields(t), [fields, t]);
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t(titleKey)}</h1>
        <ListPage<Row>
          title={t(titleKey)}
          columns={tableColumns}
          rowKey="id"
          request={request}
          search={{ fields: searchFields }}
          table={{ tableId, defaultPageSize: 20, showIndex: true, ...(actions ? { actions, actionWidth: 100 } : {}) }}
          ref={tableRef}
          toolbarExtra={Toolbar ? <Toolbar reload={reload} /> : undefined}
        />
      </ListPageSection>
    </WithSideMenu>
  );
}
