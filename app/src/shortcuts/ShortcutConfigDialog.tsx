import styled from '@emotion/styled';
import { Button, Checkbox, Dialog, useToast } from '@srm/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useAppT } from '../i18n/useAppT';
import { menuListAtom } from '../state/session';
import { configureShortMenusAtom, shortMenusAtom } from './shortcutAtoms';
import { configGroups, currentSelection, MAX_SHORT_MENUS, pageMenuChoices, toggleSelection } from './shortcutRules';

export interface ShortcutConfigDialogProps {
  /** Called when the dialog closes (取消, ×, Escape, or after saving). */
  onClose: () => void;
}

/**
 * 常用功能配置 (spec 01 §2.4): a checklist of the user's page menus grouped by their top menu. At most
 * 15 may be ticked (a 16th is refused with 抱歉，常用功能不能超过15个); the order of ticking is kept.
 * 确定 saves the whole list (POST composite) and says 常用功能配置成功. Mount it to open it: each
 * opening starts from the list the user has now.
 */
export function ShortcutConfigDialog({ onClose }: ShortcutConfigDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const menus = useAtomValue(menuListAtom);
  const current = useAtomValue(shortMenusAtom);
  const configure = useSetAtom(configureShortMenusAtom);
  // null until the user changes something: the choice starts as the list they have.
  const [picked, setPicked] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const selected = picked ?? currentSelection(current ?? []);
  const groups = useMemo(() => configGroups(pageMenuChoices(menus), current ?? [], t('quickStart.otherGroup')), [menus, current, t]);
  const idPrefix = useId();

  const toggle = (menuId: number, checked: boolean) => {
    const result = toggleSelection(selected, menuId, checked);
    if (result.refused) toast.warning(t('quickStart.tooMany'));
    setPicked(result.selected);
  };

  const save = async () => {
    setSaving(true);
    try {
      await configure(selected);
      toast.success(t('quickStart.saved'));
      onClose();
    } catch {
      // The layer showed the gateway's message; the dialog stays open with the choice.
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('quickStart.configTitle')}
      width="medium"
      isLoading={current === null}
      footer={
        <>
          <Button onPress={onClose}>{t('quickStart.cancel')}</Button>
          <Button variant="primary" isPending={saving} isDisabled={current === null} onPress={() => void save()}>
            {t('quickStart.confirm')}
          </Button>
        </>
      }
    >
      <Count role="status">{t('quickStart.selectedCount', { count: selected.length, max: MAX_SHORT_MENUS })}</Count>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.key}`;
        return (
          <Group key={group.key} role="group" aria-labelledby={headingId}>
            <GroupTitle id={headingId}>{group.title}</GroupTitle>
            <Items>
              {group.items.map((item) => (
                <Checkbox key={item.menuId} isSelected={selected.includes(item.menuId)} onChange={(checked) => toggle(item.menuId, checked)}>
                  {item.title}
                </Checkbox>
              ))}
            </Items>
          </Group>
        );
      })}
    </Dialog>
  );
}

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  &:last-child {
    margin-bottom: 0;
  }
`;

const GroupTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Items = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;
