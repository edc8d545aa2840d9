import styled from '@emotion/styled';
import { Button, Checkbox, Dialog, NumberField, Select, TextField, type SelectValue } from '@srm/design-system';
import type { AdminMenu } from '@srm/gateway/api';
import { useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { addMenu, updateMenu } from '../api/menuOrgAdminApi';
import { ConflictNotice } from './ConflictNotice';
import { menuAddBodyOf, menuDraftComplete, menuDraftOf, menuUpdateBodyOf, type MenuDraft } from './menuForm';
import { useDialogSave } from '../shared/useDialogSave';

export interface MenuDialogProps {
  /** The menu to edit; none adds one (under `parent`, or at the top). */
  menu?: AdminMenu | undefined;
  /** The parent: the one added under, or the edited menu's (shown); none at the top. */
  parent?: AdminMenu | undefined;
  onClose: () => void;
  /** After a save the gateway accepted (the toast is shown here). */
  onSaved: () => void;
  /** 刷新并关闭 after a stale version. */
  onStale: () => void;
}

/**
 * 新增/编辑 of a menu: 上级菜单 (shown), 类型 (page or button, a button only under a page; kept once
 * saved), 菜单编码 (kept once saved), 菜单名称, 英文名称, 路由地址 (a page's), 排序, 隐藏. 保存 sends POST
 * /system/menu/add or update; a refusal is shown by the call layer, a stale version in the dialog.
 */
export function MenuDialog({ menu, parent, onClose, onSaved, onStale }: MenuDialogProps) {
  const t = useAppT();
  const [draft, setDraft] = useState<MenuDraft>(() => menuDraftOf(menu, parent));
  const [missing, setMissing] = useState(false);
  const { isSaving, conflict, run } = useDialogSave(onSaved);
  const patch = (change: Partial<MenuDraft>) => setDraft((current) => ({ ...current, ...change }));
  const title = menu
    ? t('system.menuEdit.editTitle', { menuCode: menu.menuCode })
    : parent
      ? t('system.menuEdit.addChildTitle', { parent: parent.menuName })
      : t('system.menuEdit.addTitle');
  const typeOptions = useMemo(
    () => [
      { value: 1, label: t('system.menuType.1') },
      { value: 2, label: t('system.menuType.2') },
    ],
    [t],
  );
  const isPage = draft.menuType === 1;

  const save = () => {
    if (!menuDraftComplete(draft)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    void run(() => (menu ? updateMenu(menuUpdateBodyOf(draft, menu)) : addMenu(menuAddBodyOf(draft, parent))));
  };

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="medium"
      footer={
        <>
          <Button onPress={onClose} isDisabled={isSaving}>
            {t('system.cancel')}
          </Button>
          <Button variant="primary" onPress={save} isPending={isSaving}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      <Body aria-label={title}>
        {conflict ? <ConflictNotice message={conflict} onReload={onStale} /> : null}
        {missing ? <p role="alert">{t('system.menuEdit.required')}</p> : null}
        <p>
          {t('system.menuEdit.parent')}：{parent?.menuName ?? t('system.menuEdit.top')}
        </p>
        <Grid>
          <Select
            label={t('system.menu.menuType')}
            isRequired
            options={typeOptions}
            value={draft.menuType}
            isDisabled={menu !== undefined || parent === undefined || parent.menuType !== 1}
            onChange={(value: SelectValue) => {
              const type = Number(Array.isArray(value) ? value[0] : value);
              if (type === 1 || type === 2) patch({ menuType: type });
            }}
          />
          <TextField
            label={t('system.menu.menuCode')}
            isRequired
            maxLength={100}
            value={draft.menuCode}
            isDisabled={menu !== undefined}
            description={menu ? t('system.menuEdit.codeFixed') : t('system.menuEdit.codeHint')}
            onChange={(menuCode) => patch({ menuCode })}
          />
          <TextField label={t('system.menu.menuName')} isRequired maxLength={100} value={draft.menuName} onChange={(menuName) => patch({ menuName })} />
          <TextField label={t('system.menuEdit.menuNameEn')} maxLength={100} value={draft.menuNameEn} onChange={(menuNameEn) => patch({ menuNameEn })} />
          {isPage ? (
            <TextField
              label={t('system.menu.pathUrl')}
              maxLength={200}
              value={draft.pathUrl}
              description={t('system.menuEdit.pathHint')}
              onChange={(pathUrl) => patch({ pathUrl })}
            />
          ) : null}
          <NumberField
            label={t('system.menu.sortNumber')}
            value={draft.sortNumber}
            minValue={0}
            maxValue={99999}
            precision={0}
            onChange={(sortNumber) => patch({ sortNumber: sortNumber ?? 0 })}
          />
        </Grid>
        <Checkbox isSelected={draft.hidden === 1} onChange={(selected) => patch({ hidden: selected ? 1 : 0 })}>
          {t('system.menuEdit.hide')}
        </Checkbox>
      </Body>
    </Dialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
