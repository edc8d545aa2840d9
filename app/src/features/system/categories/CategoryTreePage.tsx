import type { CategoryTreeNode } from '@srm/gateway/api';
import { Button, StatusTag } from '@srm/design-system';
import { useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { Permission, useOwnedCodes } from '../../../permissions';
import { fetchCategoryTree } from '../api/systemApi';
import { buyTypeItems, onlineItems } from '../shared/labels';
import { TreeReadPage } from '../shared/TreeReadPage';
import type { TreeGridColumn } from '../tree/TreeGrid';
import { CategoryDialog } from './CategoryDialog';

/** The 编辑品类 button of 品类管理 (seeded). */
export const CATEGORY_EDIT_BUTTON = 'system:category:edit';

/** A new loader per revision, so the page reads the tree again after a save (TreeReadPage loads on a new `load`). */
const treeLoaderAt = (_revision: number) => () => fetchCategoryTree();
const keyOf = (category: CategoryTreeNode) => category.id;
const labelOf = (category: CategoryTreeNode) => category.categoryName;
const searchText = (category: CategoryTreeNode) => [category.categoryName, category.categoryCode];

/**
 * 品类管理 (system/category): the category tree (levels 2 to 6). With 编辑品类 (system:category:edit)
 * each row has 编辑 (CategoryDialog: name and online flag); the tree is read again after a save.
 */
export function CategoryTreePage() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const canEdit = hasRole(CATEGORY_EDIT_BUTTON);
  const [revision, setRevision] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const load = useMemo(() => treeLoaderAt(revision), [revision]);

  const columns = useMemo((): TreeGridColumn<CategoryTreeNode>[] => {
    const online = onlineItems(t);
    const buyTypes = buyTypeItems(t);
    return [
      { key: 'categoryName', title: t('system.category.categoryName'), render: (category) => category.categoryName },
      { key: 'categoryCode', title: t('system.category.categoryCode'), width: '12em', render: (category) => category.categoryCode },
      { key: 'level', title: t('system.category.level'), width: '8em', render: (category) => t('system.category.levelValue', { level: category.level }) },
      { key: 'isOnline', title: t('system.category.isOnline'), width: '8em', render: (category) => <StatusTag items={online} value={category.isOnline} /> },
      { key: 'buyType', title: t('system.category.buyType'), width: '10em', render: (category) => <StatusTag items={buyTypes} value={category.buyType} /> },
      ...(canEdit
        ? [
            {
              key: 'actions',
              title: t('dataAdmin.actions'),
              width: '6em',
              render: (category: CategoryTreeNode) => (
                <Permission role={CATEGORY_EDIT_BUTTON}>
                  <Button variant="link" aria-label={`${t('dataAdmin.edit')} ${category.categoryName}`} onPress={() => setEditing(category.id)}>
                    {t('dataAdmin.edit')}
                  </Button>
                </Permission>
              ),
            },
          ]
        : []),
    ];
  }, [t, canEdit]);

  const saved = () => {
    setEditing(null);
    setRevision((value) => value + 1);
  };

  return (
    <>
      <TreeReadPage
        title={t('system.category.title')}
        load={load}
        keyOf={keyOf}
        labelOf={labelOf}
        columns={columns}
        searchLabel={t('system.category.search')}
        searchText={searchText}
      />
      {editing !== null ? <CategoryDialog id={editing} onClose={() => setEditing(null)} onSaved={saved} /> : null}
    </>
  );
}
