import styled from '@emotion/styled';
import { Button, Dialog, TextField, useLocale, useToast } from '@srm/design-system';
import type { Menu, RoleMenuAssignment, RoleRow } from '@srm/gateway/api';
import { useCallback, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useRemote } from '../../../api/useRemote';
import { localiseMenus } from '../../../i18n/localNames';
import { useAppT } from '../../../i18n/useAppT';
import { fetchRoleMenus, saveRoleMenus } from '../api/roleAdminApi';
import { CheckTree } from '../tree/CheckTree';
import { addKeys, ancestorKeys, filterTree, keysInTree, keysToDepth, textMatcher, type TreeKey } from '../tree/treeModel';

export interface RoleMenusDialogProps {
  row: RoleRow;
  onClose: () => void;
  /** After a save the gateway accepted (the toast is shown here). */
  onSaved: () => void;
}

const keyOf = (node: Menu) => node.id;
const codeOf = (node: Menu) => node.menuCode;

/**
 * 分配权限 of a role: the whole menu tree (pages and their buttons) with a checkbox per node, each on its
 * own (CheckTree: the set saved is the set shown), the role's menus ticked and their branches open, a
 * filter by name or code and the count ticked. 保存 replaces the role's set (POST system/role/saveMenus
 * with the version read) and shows the gateway's message; a 409 (someone changed the role meanwhile) is
 * also said in the dialog, which keeps what was ticked. An admin role holds every code: nothing to tick.
 */
export function RoleMenusDialog({ row, onClose, onSaved }: RoleMenusDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const { locale } = useLocale();
  const load = useCallback(() => fetchRoleMenus(row.id), [row.id]);
  const remote = useRemote<RoleMenuAssignment>(load);
  const assignment = remote.data;
  const roots = useMemo(() => localiseMenus(assignment?.menus ?? [], locale), [assignment, locale]);
  const [checked, setChecked] = useState<ReadonlySet<TreeKey> | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<TreeKey> | null>(null);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const isAdmin = assignment?.roleType === 1;

  const initialChecked = useMemo(() => new Set<TreeKey>(assignment?.menuIds ?? []), [assignment]);
  const checkedKeys = checked ?? initialChecked;
  const initialExpanded = useMemo(() => addKeys(new Set(keysToDepth(roots, keyOf, 1)), ancestorKeys(roots, keyOf, initialChecked)), [roots, initialChecked]);
  const nameOf = useCallback((node: Menu) => (node.menuType === 2 ? `${node.menuName}（${t('system.roleEdit.menuType.2')}）` : node.menuName), [t]);
  const search = useCallback(
    (text: string) => {
      const matcher = textMatcher<Menu>(text, (node) => [node.menuName, node.menuCode]);
      return matcher ? filterTree(roots, keyOf, matcher) : null;
    },
    [roots],
  );
  const filtered = useMemo(() => search(query), [search, query]);
  const expandedKeys = expanded ?? initialExpanded;
  const count = keysInTree(roots, keyOf, checkedKeys).length;

  const onFilter = (text: string) => {
    setQuery(text);
    const next = search(text);
    setExpanded(next ? new Set(next.expandKeys) : null);
  };

  const save = async () => {
    if (!assignment) return;
    setSaving(true);
    const saved = await unlessFailed(saveRoleMenus(row.id, assignment.version, keysInTree(roots, keyOf, checkedKeys).map(Number)), (failure) => {
      if (failure.status === 409 || failure.code === 409) setStale(true);
    });
    setSaving(false);
    if (!saved) return;
    toast.success(saved.message || t('message.operated'));
    onSaved();
  };

  return (
    <Dialog
      title={t('system.roleEdit.assignTitle', { roleName: row.roleName })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="medium"
      isLoading={remote.isLoading && !assignment}
      footer={
        <>
          <Button onPress={onClose} isDisabled={saving}>
            {t('system.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void save()} isPending={saving} isDisabled={!assignment || isAdmin || stale}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      {remote.failed && !assignment ? (
        <p role="alert">{t('message.loadFailed')}</p>
      ) : isAdmin ? (
        <p role="status">{t('system.roleEdit.adminHasAll')}</p>
      ) : (
        <Body>
          {stale ? <p role="alert" className="srm-assign-stale">{t('system.roleEdit.stale')}</p> : null}
          <p className="srm-assign-hint">{t('system.roleEdit.assignHint')}</p>
          <div className="srm-assign-bar">
            <TextField label={t('system.user.treeFilter')} type="search" value={query} onChange={onFilter} />
            <span role="status" aria-live="polite">
              {t('system.checkedCount', { count })}
            </span>
          </div>
          <CheckTree
            aria-label={t('system.roleEdit.menuTree')}
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

  .srm-assign-hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  .srm-assign-stale {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }

  .srm-assign-bar {
    display: flex;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
`;
