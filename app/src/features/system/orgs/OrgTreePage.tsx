import type { OrgTreeNode } from '@srm/gateway/api';
import { StatusTag } from '@srm/design-system';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchOrgTree } from '../api/systemApi';
import { onlineItems, orgLevelLabel, yesNoItems } from '../shared/labels';
import { TreeReadPage } from '../shared/TreeReadPage';
import type { TreeGridColumn } from '../tree/TreeGrid';

const keyOf = (org: OrgTreeNode) => org.id;
const labelOf = (org: OrgTreeNode) => org.orgName;
const searchText = (org: OrgTreeNode) => [org.orgName, org.orgCode];

/** 组织管理 (system/org): the BU → area → company → inventory org tree, read only. */
export function OrgTreePage() {
  const t = useAppT();
  const columns = useMemo((): TreeGridColumn<OrgTreeNode>[] => {
    const online = onlineItems(t);
    const yesNo = yesNoItems(t);
    return [
      { key: 'orgName', title: t('system.org.orgName'), render: (org) => org.orgName },
      { key: 'orgCode', title: t('system.org.orgCode'), width: '12em', render: (org) => org.orgCode },
      { key: 'level', title: t('system.org.level'), width: '10em', render: (org) => orgLevelLabel(t, org.level) },
      { key: 'isOnline', title: t('system.org.isOnline'), width: '8em', render: (org) => <StatusTag items={online} value={org.isOnline} /> },
      { key: 'isTradingCompany', title: t('system.org.isTradingCompany'), width: '8em', render: (org) => <StatusTag items={yesNo} value={org.isTradingCompany} /> },
    ];
  }, [t]);
  return (
    <TreeReadPage
      title={t('system.org.title')}
      load={fetchOrgTree}
      keyOf={keyOf}
      labelOf={labelOf}
      columns={columns}
      searchLabel={t('system.org.search')}
      searchText={searchText}
      initialDepth={2}
    />
  );
}
