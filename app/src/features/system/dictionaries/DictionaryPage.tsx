import { StatusTag } from '@srm/design-system';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchDictionaries } from '../api/systemApi';
import { enabledItems } from '../shared/labels';
import { TreeReadPage } from '../shared/TreeReadPage';
import type { TreeGridColumn } from '../tree/TreeGrid';
import { toDictTree, type DictNode } from './dictTree';

const loadDictTree = () => fetchDictionaries().then(toDictTree);
const keyOf = (node: DictNode) => node.key;
const labelOf = (node: DictNode) => node.name;
const searchText = (node: DictNode) => [node.name, node.code];

/** 数据字典 (system/dict): every dictionary with its items (disabled ones included), read only. */
export function DictionaryPage() {
  const t = useAppT();
  const columns = useMemo((): TreeGridColumn<DictNode>[] => {
    const enabled = enabledItems(t);
    return [
      { key: 'name', title: t('system.dict.name'), render: (node) => node.name },
      { key: 'code', title: t('system.dict.code'), width: '16em', render: (node) => node.code },
      { key: 'itemCount', title: t('system.dict.items'), width: '7em', render: (node) => node.itemCount ?? '' },
      { key: 'sortNumber', title: t('system.dict.sortNumber'), width: '6em', render: (node) => node.sortNumber ?? '' },
      { key: 'enabled', title: t('system.dict.enabled'), width: '7em', render: (node) => (node.kind === 'item' ? <StatusTag items={enabled} value={node.enabled} /> : '') },
    ];
  }, [t]);
  return (
    <TreeReadPage
      title={t('system.dict.title')}
      load={loadDictTree}
      keyOf={keyOf}
      labelOf={labelOf}
      columns={columns}
      searchLabel={t('system.dict.search')}
      searchText={searchText}
      initialDepth={0}
    />
  );
}
