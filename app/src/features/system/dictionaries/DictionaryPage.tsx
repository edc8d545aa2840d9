import { Button, StatusTag } from '@srm/design-system';
import { useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { Permission, useOwnedCodes } from '../../../permissions';
import { fetchDictionaries } from '../api/systemApi';
import { enabledItems } from '../shared/labels';
import { TreeReadPage } from '../shared/TreeReadPage';
import type { TreeGridColumn } from '../tree/TreeGrid';
import { DictItemDialog, type DictItemTarget } from './DictItemDialog';
import { toDictTree, type DictNode } from './dictTree';
import { useRefreshDictionaries } from './refreshDictionaries';

/** The 编辑字典 button of 数据字典 (seeded): adds and edits items. */
export const DICT_EDIT_BUTTON = 'system:dict:edit';

/** A new loader per revision, so the page reads the tree again after a save (TreeReadPage loads on a new `load`). */
const treeLoaderAt = (_revision: number) => () => fetchDictionaries().then(toDictTree);
const keyOf = (node: DictNode) => node.key;
const labelOf = (node: DictNode) => node.name;
const searchText = (node: DictNode) => [node.name, node.code];

/**
 * 数据字典 (system/dict): every dictionary with its items (disabled ones included). With 编辑字典
 * (system:dict:edit) a dictionary row has 新增字典项 and an item row 编辑 (DictItemDialog); after a save
 * the tree is read again and so is the app's dictionary store, so every select shows the change at once.
 */
export function DictionaryPage() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const canEdit = hasRole(DICT_EDIT_BUTTON);
  const [revision, setRevision] = useState(0);
  const [dialog, setDialog] = useState<DictItemTarget | null>(null);
  const refreshDictionaries = useRefreshDictionaries();
  const load = useMemo(() => treeLoaderAt(revision), [revision]);

  const columns = useMemo((): TreeGridColumn<DictNode>[] => {
    const enabled = enabledItems(t);
    const actions = (node: DictNode) =>
      node.kind === 'dict' ? (
        <Permission role={DICT_EDIT_BUTTON}>
          <Button variant="link" onPress={() => setDialog({ kind: 'add', dictCode: node.code, dictName: node.name, itemCount: node.itemCount ?? 0 })}>
            {t('dataAdmin.dict.addItem')}
          </Button>
        </Permission>
      ) : node.id !== undefined ? (
        <Permission role={DICT_EDIT_BUTTON}>
          <Button variant="link" aria-label={`${t('dataAdmin.edit')} ${node.name}`} onPress={() => node.id !== undefined && setDialog({ kind: 'edit', id: node.id })}>
            {t('dataAdmin.edit')}
          </Button>
        </Permission>
      ) : null;
    return [
      { key: 'name', title: t('system.dict.name'), render: (node) => node.name },
      { key: 'code', title: t('system.dict.code'), width: '16em', render: (node) => node.code },
      { key: 'itemCount', title: t('system.dict.items'), width: '7em', render: (node) => node.itemCount ?? '' },
      { key: 'sortNumber', title: t('system.dict.sortNumber'), width: '6em', render: (node) => node.sortNumber ?? '' },
      { key: 'enabled', title: t('system.dict.enabled'), width: '7em', render: (node) => (node.kind === 'item' ? <StatusTag items={enabled} value={node.enabled} /> : '') },
      ...(canEdit ? [{ key: 'actions', title: t('dataAdmin.actions'), width: '9em', render: actions }] : []),
    ];
  }, [t, canEdit]);

  const saved = () => {
    setDialog(null);
    setRevision((value) => value + 1);
    void refreshDictionaries();
  };

  return (
    <>
      <TreeReadPage
        title={t('system.dict.title')}
        load={load}
        keyOf={keyOf}
        labelOf={labelOf}
        columns={columns}
        searchLabel={t('system.dict.search')}
        searchText={searchText}
        initialDepth={0}
      />
      {dialog ? <DictItemDialog target={dialog} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </>
  );
}
