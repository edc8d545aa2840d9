import styled from '@emotion/styled';
import { Button, Dialog, TextField } from '@srm/design-system';
import { useCallback, useId, useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import type { Saved } from '../api/systemApi';
import { useDialogSave } from '../shared/useDialogSave';
import { useRemote } from '../../../api/useRemote';
import { CheckTree } from '../tree/CheckTree';
import { addKeys, ancestorKeys, filterTree, keysInTree, keysToDepth, textMatcher, type TreeKey, type TreeNodeLike } from '../tree/treeModel';

interface AssignableNode<T> extends TreeNodeLike<T> {
  id: number;
}

export interface UserTreeDialogProps<T extends AssignableNode<T>> {
  title: string;
  /** Names the tree. */
  treeLabel: string;
  userId: number;
  /** Stable: the whole tree. */
  loadTree: () => Promise<T[]>;
  /** The user's assigned nodes. */
  loadAssigned: (userId: number) => Promise<readonly { id: number }[]>;
  save: (userId: number, ids: number[]) => Promise<Saved<unknown>>;
  nameOf: (node: T) => string;
  codeOf: (node: T) => string;
  onClose: () => void;
  onSaved: () => void;
}

const keyOf = (node: { id: number }) => node.id;

/**
 * 分配组织 / 分配品类: the whole tree with a checkbox per node (each node on its own: the set saved is
 * the set shown), the user's nodes ticked and their branches open, a filter by name or code and the
 * count ticked. 保存 replaces the user's set and shows the gateway's message.
 */
export function UserTreeDialog<T extends AssignableNode<T>>({ title, treeLabel, userId, loadTree, loadAssigned, save, nameOf, codeOf, onClose, onSaved }: UserTreeDialogProps<T>) {
  const t = useAppT();
  const countId = useId();
  const load = useCallback(() => Promise.all([loadTree(), loadAssigned(userId)]), [loadTree, loadAssigned, userId]);
  const remote = useRemote<[T[], readonly { id: number }[]]>(load);
  const [roots, assigned] = remote.data ?? [[] as T[], []];
  const [checked, setChecked] = useState<ReadonlySet<TreeKey> | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<TreeKey> | null>(null);
  const [query, setQuery] = useState('');
  const { isSaving, run } = useDialogSave(onSaved);

  const initialChecked = useMemo(() => new Set<TreeKey>(assigned.map((node) => node.id)), [assigned]);
  const checkedKeys = checked ?? initialChecked;
  // Opened at first: the roots, and the way to every assigned node.
  const initialExpanded = useMemo(() => addKeys(new Set(keysToDepth(roots, keyOf, 1)), ancestorKeys(roots, keyOf, initialChecked)), [roots, initialChecked]);
  const search = useCallback((text: string) => {
    const matcher = textMatcher<T>(text, (node) => [nameOf(node), codeOf(node)]);
    return matcher ? filterTree(roots, keyOf, matcher) : null;
  }, [roots, nameOf, codeOf]);
  const filtered = useMemo(() => search(query), [search, query]);
  const expandedKeys = expanded ?? initialExpanded;
  const count = keysInTree(roots, keyOf, checkedKeys).length;

  const onFilter = (text: string) => {
    setQuery(text);
    const next = search(text);
    setExpanded(next ? new Set(next.expandKeys) : null);
  };

  const submit = () => run(() => save(userId, keysInTree(roots, keyOf, checkedKeys).map(Number)));

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="medium"
      isLoading={remote.isLoading && !remote.data}
      footer={
        <>
          <Button onPress={onClose} isDisabled={isSaving}>
            {t('system.cancel')}
          </Button>
          <Button variant="primary" onPress={submit} isPending={isSaving} isDisabled={!remote.data}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      {remote.failed && !remote.data ? (
        <p role="alert">{t('message.loadFailed')}</p>
      ) : (
        <Body>
          <div className="srm-assign-bar">
            <TextField label={t('system.user.treeFilter')} type="search" value={query} onChange={onFilter} />
            <span id={countId} role="status" aria-live="polite">
              {t('system.checkedCount', { count })}
            </span>
          </div>
          <CheckTree
            aria-label={treeLabel}
            roots={filtered?.roots ?? roots}
            keyOf={keyOf}
            labelOf={nameOf}
            renderLabel={(node) => (
              <>
                {nameOf(node)}
                <span className="srm-tree-muted">{codeOf(node)}</span>
              </>
            )}
            expandedKeys={expandedKeys}
            onExpandedChange={setExpanded}
            checkedKeys={checkedKeys}
            onCheckedChange={setChecked}
            checkedBelowLabel={(below) => t('system.checkedBelow', { count: below })}
            emptyText={t('message.noData')}
          />
        </Body>
      )}
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  .srm-assign-bar {
    display: flex;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
`;
