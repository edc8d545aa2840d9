import { ClassNames } from '@emotion/react';
import { createContext, useContext, useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import {
  Header,
  Menu as RACMenu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover as RACPopover,
  Separator,
  type Key,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { Button } from '../../controls/Button';
import type { ButtonSize, ButtonVariant } from '../../controls/Button';
import { overlayTokens } from '../../theme/tokens';
import {
  duplicateMenuKeys,
  findMenuItem,
  hasEnabledItem,
  isMenuSection,
  isMenuSeparator,
  tidyMenuEntries,
  type MenuEntry,
  type MenuItemDef,
} from './menuItems';
import { menuPopoverStyles } from './menuStyles';

export interface MenuProps {
  /** The trigger button's text (批量操作, 更多 …); the menu is labelled by the trigger. */
  label: ReactNode;
  /** Items, sections (`{key, title, items}`) and separators (`{key, type: 'separator'}`). */
  items: MenuEntry[];
  /** Called with the chosen item's key and the item. */
  onAction?: (key: Key, item: MenuItemDef) => void;
  /**
   * A custom trigger instead of the default button: a react-aria pressable such as `Button`.
   * @default a Button showing `label` and a chevron
   */
  trigger?: ReactElement;
  /**
   * Variant of the default trigger button.
   * @default 'default'
   */
  triggerVariant?: ButtonVariant;
  /**
   * Size of the default trigger button.
   * @default 'medium'
   */
  triggerSize?: ButtonSize;
  /**
   * Disables the default trigger; it is also disabled when no item can be chosen. A custom
   * `trigger` handles its own `isDisabled`.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Where the menu opens relative to the trigger.
   * @default 'bottom start'
   */
  placement?: RACPopoverProps['placement'];
  /** Controlled open state. */
  isOpen?: boolean;
  /**
   * Initially open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Names the menu when the trigger's text is not enough. */
  'aria-label'?: string;
  /** Extra class on the menu's popover. */
  className?: string;
}

/** Provides default props (for example `triggerVariant`) to every `Menu` below it. */
export const MenuContext = createContext<Partial<Omit<MenuProps, 'label' | 'items'>>>({});

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function renderItem(item: MenuItemDef) {
  return (
    <MenuItem
      key={String(item.key)}
      id={item.key}
      textValue={item.label}
      isDisabled={item.isDisabled}
      className="srm-menu-item"
      data-danger={item.isDanger || undefined}
    >
      {/* Plain content, so the visible description is part of the item's name (axe's
          label-content-name-mismatch forbids visible text left out of the name). */}
      <span className="srm-menu-item-label">{item.label}</span>
      {item.description ? <span className="srm-menu-item-description">{item.description}</span> : null}
    </MenuItem>
  );
}

/**
 * A dropdown menu: a trigger button opening a react-aria Menu of actions. Enter, Space or ArrowDown
 * on the trigger opens it with focus on the first item; arrows move, Home/End jump, typing a
 * label's first letters jumps to it, Enter or a click runs `onAction` and closes; Escape closes
 * and returns focus to the trigger. Items carry `data-focused`, `data-disabled` and `data-danger`.
 */
export function Menu(ownProps: MenuProps) {
  const props = { ...useContext(MenuContext), ...ownProps } as MenuProps;
  const {
    label,
    items,
    onAction,
    trigger,
    triggerVariant = 'default',
    triggerSize = 'medium',
    isDisabled = false,
    placement = 'bottom start',
    isOpen,
    defaultOpen,
    onOpenChange,
    'aria-label': ariaLabel,
    className,
  } = props;
  const entries = useMemo(() => tidyMenuEntries(items), [items]);
  useEffect(() => {
    const dupes = duplicateMenuKeys(entries);
    if (dupes.length > 0) console.warn(`Menu: duplicate item keys ${dupes.join(', ')}`);
  }, [entries]);
  const disabled = isDisabled || !hasEnabledItem(entries);

  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ?? (
        <Button variant={triggerVariant} size={triggerSize} isDisabled={disabled}>
          {label}
          <Chevron />
        </Button>
      )}
      <ClassNames>
        {({ css, cx, theme }) => {
          const popover = cx(css(menuPopoverStyles(theme)), className);
          return (
            <RACPopover placement={placement} offset={overlayTokens.offset / 2} className={popover}>
              <RACMenu
                className="srm-menu"
                aria-label={ariaLabel}
                onAction={(key) => {
                  const item = findMenuItem(entries, key);
                  if (item) onAction?.(key, item);
                }}
              >
                {entries.map((entry) => {
                  if (isMenuSeparator(entry)) {
                    return <Separator key={String(entry.key)} className="srm-menu-separator" />;
                  }
                  if (isMenuSection(entry)) {
                    return (
                      <MenuSection key={String(entry.key)} id={entry.key}>
                        {entry.title ? <Header className="srm-menu-section-title">{entry.title}</Header> : null}
                        {entry.items.map(renderItem)}
                      </MenuSection>
                    );
                  }
                  return renderItem(entry);
                })}
              </RACMenu>
            </RACPopover>
          );
        }}
      </ClassNames>
    </MenuTrigger>
  );
}
