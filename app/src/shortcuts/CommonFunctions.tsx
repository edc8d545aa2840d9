import { useTheme, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Button, DialogTrigger, Popover, Tooltip } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { useAppT } from '../i18n/useAppT';
import {
  clampTop,
  dragTop,
  FLOAT_POSITION_KEY,
  initialTop,
  isDrag,
  keyTop,
  parseStoredTop,
  pxOf,
  verticalBounds,
  type VerticalBounds,
} from './floatingPosition';
import { ShortcutConfigDialog } from './ShortcutConfigDialog';
import { shortMenusAtom } from './shortcutAtoms';
import { ShortcutLink } from './ShortcutLink';

function readStored(): number | null {
  try {
    return parseStoredTop(window.localStorage.getItem(FLOAT_POSITION_KEY));
  } catch {
    return null;
  }
}

function store(top: number): void {
  try {
    window.localStorage.setItem(FLOAT_POSITION_KEY, String(top));
  } catch {
    // Private mode or a full storage: the position is only kept for this page.
  }
}

/** The button's size and the space it keeps, from the theme's tokens. */
function metrics(theme: Theme) {
  return { size: pxOf(theme.space[10]), margin: pxOf(theme.space[4]), topInset: pxOf(theme.layout.headerHeight) };
}

function boundsNow(theme: Theme, element?: HTMLElement | null): VerticalBounds {
  const { size, margin, topInset } = metrics(theme);
  const buttonHeight = element?.getBoundingClientRect().height || size;
  return verticalBounds({ viewportHeight: window.innerHeight, buttonHeight, topInset, margin });
}

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
 * 常用功能 (spec 01 §2.4): a button floating at the page's right side, dragged up and down with the
 * pointer or moved with ArrowUp / ArrowDown (Home / End) when focused; the position is kept in
 * localStorage. Pressing it (not dragging it) opens a popover listing the user's common functions
 * (each opens its page) and 配置, which opens the 常用功能配置 dialog.
 */
export function CommonFunctions() {
  const t = useAppT();
  const theme = useTheme();
  const list = useAtomValue(shortMenusAtom);
  const [top, setTop] = useState(() => initialTop(readStored(), boundsNow(theme)));
  const [isOpen, setOpen] = useState(false);
  const [configOpen, setConfigOpen] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  // Set while the pointer drags, so the press that ends a drag does not open the popover.
  const dragged = useRef(false);
  const hintId = useId();

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Capture: the button stops the bubbling of its pointerdown. React events also come out of
    // portals: presses inside the popover or the dialog are not drags.
    if (event.button !== 0 || !holder.current?.contains(event.target as Node)) return;
    dragged.current = false;
    const bounds = boundsNow(theme, holder.current);
    const startY = event.clientY;
    const startTop = clampTop(top, bounds);
    let last = startTop;
    const move = (moveEvent: PointerEvent) => {
      if (!dragged.current && !isDrag(startY, moveEvent.clientY)) return;
      dragged.current = true;
      last = dragTop(startTop, startY, moveEvent.clientY, bounds);
      setTop(last);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      if (!dragged.current) return;
      store(last);
      // The press (if any) that ends the drag comes before this timer; later presses open again.
      window.setTimeout(() => {
        dragged.current = false;
      }, 0);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  };

  return (
    <Holder
      ref={holder}
      onPointerDownCapture={onPointerDown}
      style={{ [TOP_VARIABLE]: `${top}px` } as CSSProperties}
    >
      <DialogTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open && dragged.current) {
            dragged.current = false;
            return;
          }
          setOpen(open);
        }}
      >
        <Tooltip content={t('quickStart.title')} placement="left">
          <FloatButton
            variant="primary"
            aria-label={t('quickStart.title')}
            aria-describedby={hintId}
            onKeyDown={(event) => {
              const next = keyTop(top, event.key, boundsNow(theme, holder.current));
              if (next === null) {
                event.continuePropagation();
                return;
              }
              event.preventDefault();
              dragged.current = false;
              setTop(next);
              store(next);
            }}
          >
            <GridIcon />
          </FloatButton>
        </Tooltip>
        <Popover title={t('quickStart.title')} placement="left">
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
      <Hint id={hintId}>{t('quickStart.moveHint')}</Hint>
      {configOpen ? <ShortcutConfigDialog onClose={() => setConfigOpen(false)} /> : null}
    </Holder>
  );
}

/** The wanted position; CSS keeps it between the header and the bottom edge when the window shrinks. */
const TOP_VARIABLE = '--srm-common-functions-top';

const Holder = styled.div`
  position: fixed;
  top: clamp(
    calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]}),
    var(${TOP_VARIABLE}),
    calc(100vh - ${({ theme }) => theme.space[10]} - ${({ theme }) => theme.space[4]})
  );
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.header};
  touch-action: none;
`;

// `&&`: above the Button's own size, whichever style sheet comes first.
const FloatButton = styled(Button)`
  && {
    width: ${({ theme }) => theme.space[10]};
    height: ${({ theme }) => theme.space[10]};
    padding: 0;
    border-radius: ${({ theme }) => theme.radii.round};
    box-shadow: ${({ theme }) => theme.shadows.md};
    cursor: grab;
  }
  &&[data-pressed] {
    cursor: grabbing;
  }
  &&[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadows.md}, ${({ theme }) => theme.shadows.focus};
  }
`;

const Hint = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
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
