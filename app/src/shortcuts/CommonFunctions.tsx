import styled from '@emotion/styled';
import { Button, DialogTrigger, Popover, Tooltip } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useAppT } from '../i18n/useAppT';
import { ShortcutConfigDialog } from './ShortcutConfigDialog';
import { shortMenusAtom } from './shortcutAtoms';
import { ShortcutLink } from './ShortcutLink';

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </svg>
  );
}

/**
 * 常用功能 (spec 01 §2.4): a button of the header, beside the notice and to-do badges, so it never
 * covers the page (it used to float over the content's right edge). Pressing it opens a popover
 * listing the user's common functions (each opens its page) and 配置, which opens the 常用功能配置
 * dialog.
 */
export function CommonFunctions() {
  const t = useAppT();
  const list = useAtomValue(shortMenusAtom);
  const [isOpen, setOpen] = useState(false);
  const [configOpen, setConfigOpen] = useState(false);

  return (
    <>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Tooltip content={t('quickStart.title')} placement="bottom">
          <HeaderButton variant="text" aria-label={t('quickStart.title')}>
            <GridIcon />
          </HeaderButton>
        </Tooltip>
        <Popover title={t('quickStart.title')} placement="bottom end">
          {({ close }) => (
            <Panel>
              {list && list.length > 0 ? (
                <List aria-label={t('quickStart.title')}>
                  {list.map((item) => (
                    <li key={item.menuId}>
                      <ShortcutLink item={item} className="srm-shortcut-link" onClick={close} />
                    </li>
                  ))}
                </List>
              ) : (
                <Empty>{t('quickStart.empty')}</Empty>
              )}
              <Button
                size="small"
                onPress={() => {
                  close();
                  setConfigOpen(true);
                }}
              >
                {t('quickStart.configure')}
              </Button>
            </Panel>
          )}
        </Popover>
      </DialogTrigger>
      {configOpen ? <ShortcutConfigDialog onClose={() => setConfigOpen(false)} /> : null}
    </>
  );
}

// `&&`: above the Button's own colours, whichever style sheet comes first (as the header's badges).
const HeaderButton = styled(Button)`
  && {
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &&[data-hovered] {
    color: ${({ theme }) => theme.colors.header};
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: calc(${({ theme }) => theme.space[10]} * 4);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  width: 100%;

  .srm-shortcut-link {
    display: block;
    padding: ${({ theme }) => theme.space[1]} 0;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .srm-shortcut-link:hover {
    text-decoration: underline;
  }
  .srm-shortcut-link:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
