import type { CategoryTreeNode } from '@srm/gateway/api';
import { StatusTag } from '@srm/design-system';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchCategoryTree } from '../api/systemApi';
import { buyTypeItems, onlineItems } from '../shared/labels';
import { TreeReadPage } from '../shared/TreeReadPage';
import type { TreeGridColumn } from '../tree/TreeGrid';

const keyOf = (category: CategoryTreeNode) => category.id;
const labelOf = (category: CategoryTreeNode) => category.categoryName;
const searchText = (category: CategoryTreeNode) => [category.categoryName, category.categoryCode];

/** 品类管理 (system/category): the category tree (levels 2 to 6), read only. */
export function CategoryTreePage() {
  const t = useAppT();
  const columns = useMemo((): TreeGridColumn<CategoryTreeNode>[] => {
    const online = onlineItems(t);
    const buyTypes = buyTypeItems(t);
    return [
      { key: 'categoryName', title: t('system.category.categoryName'), render: (category) => category.categoryName },
      { key: 'categoryCode', title: t('system.category.categoryCode'), width: '12em', render: (category) => category.categoryCode },
      { key: 'level', title: t('system.category.level'), width: '8em', render: (category) => t('system.category.levelValue', { level: category.level }) },
      { key: 'isOnline', title: t('system.category.isOnline'), width: '8em', render: (category) => <StatusTag items={online} value={category.isOnline} /> },
      { key: 'buyType', title: t('system.category.buyType'), width: '10em', render: (category) => <StatusTag items={buyTypes} value={category.buyType} /> },
    ];
  }, [t]);
  return (
    <TreeReadPage
      title={t('system.category.title')}
      load={fetchCategoryTree}
      keyOf={keyOf}
      labelOf={labelOf}
      columns={columns}
      searchLabel={t('system.category.search')}
      searchText={searchText}
    />
  );
}
