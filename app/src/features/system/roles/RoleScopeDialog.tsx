import styled from '@emotion/styled';
import { Button, Dialog, Select, useLocale, type SelectValue } from '@srm/design-system';
import type { CategoryTreeNode, OrgTreeNode, RoleMenuScope, RoleMenuScopeInput, RoleMenuScopes, RoleRow } from '@srm/gateway/api';
import { useCallback, useMemo, useState } from 'react';
import { useRemote } from '../../../api/useRemote';
import { localiseMenus } from '../../../i18n/localNames';
import { useAppT } from '../../../i18n/useAppT';
import { fetchRoleMenuScopes, saveRoleMenuScopes } from '../api/roleAdminApi';
import { fetchCategoryTree, fetchOrgTree } from '../api/systemApi';
import { useDialogSave } from '../shared/useDialogSave';

export interface RoleScopeDialogProps {
  row: RoleRow;
  onClose: () => void;
  /** After a save the gateway accepted (the toast is shown by useDialogSave). */
  onSaved: () => void;
}

type Scope = 1 | 2 | 3;
const SCOPES: readonly Scope[] = [1, 2, 3];
const LIST_SCOPE: Scope = 3;
/** Orgs that data scope filters on: companies (level 6). */
const COMPANY_LEVEL = 6;

interface CodeOption {
  value: string;
  label: string;
}

function flatten<T extends { children?: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** A row as it is saved: the codes kept only for scope 3, the only scope that reads them. */
export function scopeInputOf(menu: RoleMenuScopeInput): RoleMenuScopeInput {
  return {
    menuId: menu.menuId,
    orgScope: menu.orgScope,
    categoryScope: menu.categoryScope,
    orgCodes: menu.orgScope === LIST_SCOPE ? [...(menu.orgCodes ?? [])] : [],
    categoryCodes: menu.categoryScope === LIST_SCOPE ? [...(menu.categoryCodes ?? [])] : [],
  };
}

const codesOf = (value: SelectValue): string[] => (Array.isArray(value) ? value.map(String) : value === null ? [] : [String(value)]);

/**
 * 数据权限 of a role: the pages it holds, each with 组织范围 and 品类范围 (全部 / 本人 / 指定) and, for
 * 指定, a filterable multi-select of companies or categories (the org and category trees of 用户管理's
 * 分配组织 / 分配品类, flattened). 保存 replaces the role's rows (POST system/role/saveMenuScopes with the
 * version read); a 409 is said in the dialog, which keeps what was chosen. An admin role sees all.
 */
export function RoleScopeDialog({ row, onClose, onSaved }: RoleScopeDialogProps) {
  const t = useAppT();
  const { locale } = useLocale();
  const load = useCallback(() => Promise.all([fetchRoleMenuScopes(row.id), fetchOrgTree(), fetchCategoryTree()]), [row.id]);
  const remote = useRemote<[RoleMenuScopes, OrgTreeNode[], CategoryTreeNode[]]>(load);
  const [scopes, orgTree, categoryTree] = remote.data ?? [undefined, [], []];
  const [edits, setEdits] = useState<ReadonlyMap<number, RoleMenuScopeInput>>(new Map());
  const { isSaving, conflict, run } = useDialogSave(onSaved);

  const menus = useMemo(() => localiseMenus(scopes?.menus ?? [], locale), [scopes, locale]);
  const orgOptions = useMemo<CodeOption[]>(
    () => flatten(orgTree).filter((org) => org.level === COMPANY_LEVEL).map((org) => ({ value: org.orgCode, label: `${org.orgName} ${org.orgCode}` })),
    [orgTree],
  );
  const categoryOptions = useMemo<CodeOption[]>(
    () => flatten(categoryTree).map((category) => ({ value: category.categoryCode, label: `${category.categoryName} ${category.categoryCode}` })),
    [categoryTree],
  );
  const scopeOptions = useMemo(() => SCOPES.map((scope) => ({ value: scope, label: t(`system.roleScope.scope.${scope}`) })), [t]);

  const inputOf = (menu: RoleMenuScope): RoleMenuScopeInput => edits.get(menu.menuId) ?? scopeInputOf(menu);
  const change = (menu: RoleMenuScope, patch: Partial<RoleMenuScopeInput>) => {
    setEdits((current) => new Map(current).set(menu.menuId, { ...inputOf(menu), ...patch }));
  };

  const isAdmin = scopes?.roleType === 1;
  const submit = () => {
    if (!scopes) return;
    void run(() => saveRoleMenuScopes(row.id, scopes.version, menus.map((menu) => scopeInputOf(inputOf(menu)))));
  };

  return (
    <Dialog
      title={t('system.roleScope.title', { roleName: row.roleName })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="large"
      isLoading={remote.isLoading && !remote.data}
      footer={
        <>
          <Button onPress={onClose} isDisabled={isSaving}>
            {t('system.cancel')}
          </Button>
          <Button variant="primary" onPress={submit} isPending={isSaving} isDisabled={!scopes || isAdmin || menus.length === 0 || conflict !== null}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      {remote.failed && !remote.data ? (
        <p role="alert">{t('message.loadFailed')}</p>
      ) : isAdmin ? (
        <p role="status">{t('system.roleScope.adminSeesAll')}</p>
      ) : scopes && menus.length === 0 ? (
        <p role="status">{t('system.roleScope.noPages')}</p>
      ) : (
        <Body>
          {conflict !== null ? (
            <p role="alert" className="srm-scope-stale">
              {t('system.roleEdit.stale')}
            </p>
          ) : null}
          <p className="srm-scope-hint">{t('system.roleScope.hint')}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('system.roleScope.menu')}</th>
                <th scope="col">{t('system.roleScope.org')}</th>
                <th scope="col">{t('system.roleScope.category')}</th>
              </tr>
            </thead>
            <tbody>
              {menus.map((menu) => {
                const input = inputOf(menu);
                const name = menu.menuName;
                return (
                  <tr key={menu.menuId}>
                    <th scope="row">
                      {name}
                      <span className="srm-scope-muted">{menu.menuCode}</span>
                    </th>
                    <td>
                      <Select
                        aria-label={t('system.roleScope.orgOf', { menu: name })}
                        options={scopeOptions}
                        value={input.orgScope}
                        onChange={(value) => value !== null && change(menu, { orgScope: Number(value) as Scope })}
                      />
                      {input.orgScope === LIST_SCOPE ? (
                        <Select
                          aria-label={t('system.roleScope.orgCodesOf', { menu: name })}
                          placeholder={t('system.roleScope.orgCodes')}
                          options={orgOptions}
                          selectionMode="multiple"
                          isFilterable
                          value={input.orgCodes ?? []}
                          onChange={(value) => change(menu, { orgCodes: codesOf(value) })}
                        />
                      ) : null}
                    </td>
                    <td>
                      <Select
                        aria-label={t('system.roleScope.categoryOf', { menu: name })}
                        options={scopeOptions}
                        value={input.categoryScope}
                        onChange={(value) => value !== null && change(menu, { categoryScope: Number(value) as Scope })}
                      />
                      {input.categoryScope === LIST_SCOPE ? (
                        <Select
                          aria-label={t('system.roleScope.categoryCodesOf', { menu: name })}
                          placeholder={t('system.roleScope.categoryCodes')}
                          options={categoryOptions}
                          selectionMode="multiple"
                          isFilterable
                          value={input.categoryCodes ?? []}
                          onChange={(value) => change(menu, { categoryCodes: codesOf(value) })}
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Body>
      )}
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  .srm-scope-hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  .srm-scope-stale {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }

  .srm-scope-muted {
    margin-left: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: normal;
  }

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    text-align: left;
    vertical-align: top;
  }

  td > * + * {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;
