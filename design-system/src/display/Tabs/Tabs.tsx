import { ClassNames } from '@emotion/react';
import { forwardRef, type ForwardedRef, type ReactElement, type Ref } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/composeClassName';
import { tabsStyles } from './tabsStyles';

export type TabsProps = RACTabsProps;

/**
 * Line-style tabs on react-aria-components: a `TabList` of `Tab`s and one `TabPanel` per tab (ids
 * match). Arrow keys move between tabs (Home / End to the ends), selection follows focus unless
 * `keyboardActivation="manual"`; disabled tabs are skipped. States come from react-aria:
 * `data-selected`, `data-hovered`, `data-focus-visible`, `data-disabled`, `data-orientation`.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs({ className, ...props }, ref) {
  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(tabsStyles(theme));
        return <RACTabs {...props} ref={ref} className={composeClassName(base, className)} />;
      }}
    </ClassNames>
  );
});

export type TabListProps<T extends object> = RACTabListProps<T>;

function TabListInner<T extends object>({ className, ...props }: TabListProps<T>, ref: ForwardedRef<HTMLDivElement>) {
  return <RACTabList {...props} ref={ref} className={composeClassName('srm-tab-list', className)} />;
}

/** The row (or column) of tabs. Give it an `aria-label` when the tabs have no visible heading. */
export const TabList = forwardRef(TabListInner) as <T extends object>(
  props: TabListProps<T> & { ref?: Ref<HTMLDivElement> },
) => ReactElement | null;

export interface TabProps extends RACTabProps {
  /**
   * A count shown after the label (e.g. 待办 3); it is part of the tab's accessible name.
   * Not shown when undefined.
   */
  count?: number;
}

/** One tab. States: react-aria's `data-selected`, `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`; plus `data-has-count`. */
export const Tab = forwardRef<HTMLDivElement, TabProps>(function Tab({ className, children, count, ...props }, ref) {
  return (
    <RACTab
      {...props}
      ref={ref}
      data-has-count={count !== undefined || undefined}
      className={composeClassName('srm-tab', className)}
    >
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {count !== undefined ? (
            <>
              {' '}
              <span className="srm-tab-count">{count}</span>
            </>
          ) : null}
        </>
      )}
    </RACTab>
  );
});

export type TabPanelProps = RACTabPanelProps;

/** The content of the tab with the same `id`. It is focusable when it holds no focusable element. */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel({ className, ...props }, ref) {
  return <RACTabPanel {...props} ref={ref} className={composeClassName('srm-tab-panel', className)} />;
});
