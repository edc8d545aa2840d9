import styled from '@emotion/styled';
import { Button, LoadingOverlay, TextField } from '@srm/design-system';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { TreeGrid, type TreeGridColumn } from '../tree/TreeGrid';
import { filterTree, keysToDepth, type FilteredTree, parentKeys, textMatcher, type TreeKey, type TreeNodeLike } from '../tree/treeModel';
import { useRemote } from '../../../api/useRemote';

export interface TreeReadPageProps<T extends TreeNodeLike<T>> {
  /** The page heading and the grid's name. */
  title: string;
  /** Stable (a module-level function): loads the whole tree. */
  load: () => Promise<T[]>;
  keyOf: (node: T) => TreeKey;
  labelOf: (node: T) => string;
  columns: readonly TreeGridColumn<T>[];
  /** The search box's label. */
  searchLabel: string;
  /** The texts a search looks in. */
  searchText: (node: T) => readonly (string | number | null | undefined)[];
  /** Levels open when the page loads. @default 1 */
  initialDepth?: number;
  /** More toolbar content after 刷新 (an editing page's 新增 …). */
  toolbarExtra?: ReactNode;
  /** Reloads the tree each time it changes (an editing page bumps it after a save), keeping what is open. */
  reloadSignal?: number;
}

/** The rows matching a search (with their ancestors), or null for an empty search. */
function searchTree<T extends TreeNodeLike<T>>(
  roots: readonly T[],
  keyOf: (node: T) => TreeKey,
  searchText: (node: T) => readonly (string | number | null | undefined)[],
  text: string,
): FilteredTree<T> | null {
  const matcher = textMatcher(text, searchText);
  return matcher ? filterTree(roots, keyOf, matcher) : null;
}

/**
 * A read-only tree page (组织管理, 品类管理, 数据字典, 菜单管理): a heading, a search box that keeps the
 * matching rows with their ancestors and opens the way to them, 展开全部 / 收起全部 / 刷新, and the
 * tree grid. The match count is announced politely.
 */
export function TreeReadPage<T extends TreeNodeLike<T>>({
  title,
  load,
  keyOf,
  labelOf,
  columns,
  searchLabel,
  searchText,
  initialDepth = 1,
  toolbarExtra,
  reloadSignal,
}: TreeReadPageProps<T>) {
  const t = useAppT();
  const headingId = useId();
  const remote = useRemote(load);
  const { reload } = remote;
  const lastSignal = useRef(reloadSignal);
  useEffect(() => {
    if (lastSignal.current === reloadSignal) return;
    lastSignal.current = reloadSignal;
    reload();
  }, [reloadSignal, reload]);
  const [query, setQuery] = useState('');
  /**
   * null: the default of the tree as it is now: with a search, the way to every match open; without, the
   * first levels. It is worked out from the rows shown, so a search typed before the tree arrived still
   * opens the way to its matches once it does.
   */
  const [expanded, setExpanded] = useState<ReadonlySet<TreeKey> | null>(null);
  const all = useMemo(() => remote.data ?? [], [remote.data]);

  const filtered = useMemo(() => searchTree(all, keyOf, searchText, query), [all, keyOf, searchText, query]);
  const roots = filtered?.roots ?? all;
  const defaultExpanded = useMemo(
    () => new Set(filtered ? filtered.expandKeys : keysToDepth(all, keyOf, initialDepth)),
    [filtered, all, keyOf, initialDepth],
  );
  const expandedKeys = expanded ?? defaultExpanded;

  const onSearch = (text: string) => {
    setQuery(text);
    setExpanded(null);
  };

  return (
    <Page aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <Toolbar>
        <TextField label={searchLabel} type="search" value={query} onChange={onSearch} />
        <Button onPress={() => setExpanded(new Set(parentKeys(roots, keyOf)))}>{t('system.expandAll')}</Button>
        <Button onPress={() => setExpanded(new Set())}>{t('system.collapseAll')}</Button>
        <Button onPress={remote.reload}>{t('system.refresh')}</Button>
        {toolbarExtra}
        <span role="status" aria-live="polite" className="srm-tree-page-status">
          {filtered ? t('system.matchCount', { count: filtered.matchCount }) : ''}
        </span>
      </Toolbar>
      {remote.failed && !remote.data ? (
        <Failed role="alert">
          {t('message.loadFailed')}
          <Button variant="link" onPress={remote.reload}>
            {t('system.retry')}
          </Button>
        </Failed>
      ) : (
        <LoadingOverlay isLoading={remote.isLoading} tip={t('system.loading')}>
          <Scroll>
            <TreeGrid
              aria-label={title}
              roots={roots}
              keyOf={keyOf}
              labelOf={labelOf}
              columns={columns}
              expandedKeys={expandedKeys}
              onExpandedChange={setExpanded}
              emptyText={remote.isLoading ? t('system.loading') : t('message.noData')}
              expandLabel={t('system.treeExpand')}
              collapseLabel={t('system.treeCollapse')}
            />
          </Scroll>
        </LoadingOverlay>
      )}
    </Page>
  );
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  .srm-tree-page-status {
    align-self: center;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Scroll = styled.div`
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.space[10]} * 5);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Failed = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.danger};
`;
