import { ListPage, type ProColumn, type SearchField, type TableRequestParams, type TableRequestResult } from '@srm/design-system';
import { useId, useMemo } from 'react';
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
}

/** The screen of a plain menu list: heading, search form and table beside the list pages' side menu. */
export function MenuListPage<Row extends { id: number }>({ titleKey, tableId, columns, fields, request }: MenuListProps<Row>) {
  const t = useAppT();
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
          table={{ tableId, defaultPageSize: 20, showIndex: true }}
        />
      </ListPageSection>
    </WithSideMenu>
  );
}
