import styled from '@emotion/styled';
import type { ShortMenu } from '@srm/gateway/api';
import { Button, Menu, useConfirm, useToast, type MenuEntry } from '@srm/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useAppT } from '../../i18n/useAppT';
import { addShortMenuAtom, removeShortMenuAtom, shortMenusAtom } from '../../shortcuts/shortcutAtoms';
import { ShortcutLink } from '../../shortcuts/ShortcutLink';
import { addableGroups, canAddShortMenu, pageMenuChoices, tileTone } from '../../shortcuts/shortcutRules';
import { menuListAtom } from '../../state/session';
import { Card, CardHeader, CardTitle, EmptyText } from './cardStyles';

/**
 * The quick-start card (spec 01 §2.5): the user's common functions as tiles (colour by id mod 3)
 * opening their pages; 添加 offers the user's page menus not yet there (POST saveShortMenu, at most
 * 15: a 16th is refused before any call); each tile's delete asks 确定删除？ (cancelling says
 * 已取消删除) and says 删除成功. The same list as the header's 常用功能 popover.
 */
export function QuickStartCard() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const titleId = useId();
  const menus = useAtomValue(menuListAtom);
  const list = useAtomValue(shortMenusAtom);
  const add = useSetAtom(addShortMenuAtom);
  const remove = useSetAtom(removeShortMenuAtom);
  const [menuOpen, setMenuOpen] = useState(false);

  const entries = useMemo<MenuEntry[]>(
    () =>
      addableGroups(pageMenuChoices(menus), list ?? []).map((group) => ({
        key: `group-${group.key}`,
        title: group.title,
        items: group.items.map((item) => ({ key: String(item.menuId), label: item.title })),
      })),
    [menus, list],
  );

  const tooMany = () => toast.warning(t('quickStart.tooMany'));

  const onAdd = async (menuId: number) => {
    try {
      const outcome = await add(menuId);
      if (outcome === 'tooMany') tooMany();
      else toast.successFor('added');
    } catch {
      // The layer showed the gateway's message (抱歉，常用功能不能超过15个 …).
    }
  };

  const onDelete = async (item: ShortMenu) => {
    // The quick-delete confirm says 已取消删除 itself when cancelled.
    const ok = await confirm({ variant: 'quickDelete', message: item.menuName });
    if (!ok) return;
    try {
      await remove(item.menuId);
      toast.successFor('deleted');
    } catch {
      // The layer showed the gateway's message.
    }
  };

  return (
    <Card aria-labelledby={titleId} data-card="quick-start">
      <CardHeader>
        <CardTitle id={titleId}>{t('quickStart.title')}</CardTitle>
        <Menu
          label={t('quickStart.add')}
          aria-label={t('quickStart.addMenuLabel')}
          items={entries}
          triggerSize="small"
          placement="bottom end"
          isDisabled={list === null}
          isOpen={menuOpen}
          onOpenChange={(open) => {
            // Checked before anything is offered: a 16th cannot be added.
            if (open && !canAddShortMenu(list?.length ?? 0)) {
              tooMany();
              return;
            }
            setMenuOpen(open);
          }}
          onAction={(key) => void onAdd(Number(key))}
        />
      </CardHeader>
      {list === null ? (
        <EmptyText aria-busy="true" />
      ) : list.length === 0 ? (
        <EmptyText>{t('quickStart.empty')}</EmptyText>
      ) : (
        <Tiles aria-labelledby={titleId}>
          {list.map((item) => (
            <Tile key={item.menuId} data-tone={tileTone(item.menuId)}>
              <ShortcutLink item={item} className="srm-tile-link" />
              <DeleteButton variant="text" size="small" aria-label={t('quickStart.deleteLabel', { name: item.menuName })} onPress={() => void onDelete(item)}>
                <CloseIcon />
              </DeleteButton>
            </Tile>
          ))}
        </Tiles>
      )}
    </Card>
  );
}

function CloseIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.space[10]} * 4), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Tile = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.successText};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warningText};
  }

  .srm-tile-link {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .srm-tile-link:hover {
    text-decoration: underline;
  }
  .srm-tile-link:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

// `&&`: above the Button's own colour, whichever style sheet comes first.
const DeleteButton = styled(Button)`
  && {
    margin-right: ${({ theme }) => theme.space[1]};
    color: inherit;
  }
`;
