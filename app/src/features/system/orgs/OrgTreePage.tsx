import type { OrgTreeNode } from '@srm/gateway/api';
import { Button, StatusTag } from '@srm/design-system';
import { useCallback, useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { Permission } from '../../../permissions';
import { fetchOrgTree } from '../api/systemApi';
import { onlineItems, orgLevelLabel, yesNoItems } from '../shared/labels';
import { TreeReadPage } from '../shared/TreeReadPage';
import type { TreeGridColumn } from '../tree/TreeGrid';
import { OrgDialog } from './OrgDialog';

const keyOf = (org: OrgTreeNode) => org.id;
const labelOf = (org: OrgTreeNode) => org.orgName;
const searchText = (org: OrgTreeNode) => [org.orgName, org.orgCode];

/** 组织管理's 编辑 button (seeded). */
export const ORG_EDIT_BUTTON = 'system:org:edit';

/**
 * 组织管理 (system/org): the BU → area → company → inventory org tree; 编辑 on a row (behind its button)
 * changes the name and the online and trading-company flags, and reloads the tree.
 */
export function OrgTreePage() {
  const t = useAppT();
  const [editing, setEditing] = useState<OrgTreeNode | null>(null);
  const [reloadSignal, setReloadSignal] = useState(0);
  const reload = useCallback(() => setReloadSignal((value) => value + 1), []);
  const columns = useMemo((): TreeGridColumn<OrgTreeNode>[] => {
    const online = onlineItems(t);
    const yesNo = yesNoItems(t);
    return [
      { key: 'orgName', title: t('system.org.orgName'), render: (org) => org.orgName },
      { key: 'orgCode', title: t('system.org.orgCode'), width: '12em', render: (org) => org.orgCode },
      { key: 'level', title: t('system.org.level'), width: '10em', render: (org) => orgLevelLabel(t, org.level) },
      { key: 'isOnline', title: t('system.org.isOnline'), width: '8em', render: (org) => <StatusTag items={online} value={org.isOnline} /> },
      { key: 'isTradingCompany', title: t('system.org.isTradingCompany'), width: '8em', render: (org) => <StatusTag items={yesNo} value={org.isTradingCompany} /> },
      {
        key: 'actions',
        title: t('system.orgEdit.actions'),
        width: '6em',
        render: (org) => (
          <Permission role={ORG_EDIT_BUTTON}>
            <Button variant="link" aria-label={`${t('system.orgEdit.edit')} ${org.orgName}`} onPress={() => setEditing(org)}>
              {t('system.orgEdit.edit')}
            </Button>
          </Permission>
        ),
      },
    ];
  }, [t]);
  const close = () => setEditing(null);
  const closeAndReload = () => {
    close();
    reload();
  };
  return (
    <>
      <TreeReadPage
        title={t('system.org.title')}
        load={fetchOrgTree}
        keyOf={keyOf}
        labelOf={labelOf}
        columns={columns}
        searchLabel={t('system.org.search')}
        searchText={searchText}
        initialDepth={2}
        reloadSignal={reloadSignal}
      />
      {editing ? <OrgDialog org={editing} onClose={close} onSaved={closeAndReload} onStale={closeAndReload} /> : null}
    </>
  );
}
