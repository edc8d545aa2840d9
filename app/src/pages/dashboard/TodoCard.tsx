import { Tab, TabList, TabPanel, Tabs } from '@srm/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useId, useRef } from 'react';
import { useAppT } from '../../i18n/useAppT';
import { useDashboardCardFocus } from '../../messages/dashboardFocus';
import { todoPagesAtom, todosAtom, todoTabAtom } from '../../messages/messageAtoms';
import type { TodoTab } from '../../messages/messageRules';
import { Card, CardHeader, CardTitle } from './cardStyles';
import { MessageTable } from './MessageTable';

const TABS: readonly TodoTab[] = ['todo', 'done'];

/**
 * The to-do card (spec 01 §2.5): tabs 待办事项 (handleStatus 0) and 已办事项 (handleStatus 1), each
 * with the title and send time, 3 per page. Opening one marks it read and follows its link.
 */
export function TodoCard() {
  const t = useAppT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The header's to-do badge opens this card, on its 待办事项 tab.
  useDashboardCardFocus('todos', heading);
  const [tab, setTab] = useAtom(todoTabAtom);
  const setPages = useSetAtom(todoPagesAtom);
  const data = useAtomValue(todosAtom);
  const shown = data && data.tab === tab ? data : null;
  const labels: Record<TodoTab, string> = { todo: t('dashboard.todoList'), done: t('dashboard.doneList') };

  return (
    <Card aria-labelledby={titleId} data-card="todos">
      <CardHeader>
        <CardTitle id={titleId} ref={heading} tabIndex={-1}>
          {t('shell.todos')}
        </CardTitle>
      </CardHeader>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as TodoTab)}>
        <TabList aria-label={t('dashboard.todoTabs')}>
          {TABS.map((key) => (
            <Tab key={key} id={key}>
              {labels[key]}
            </Tab>
          ))}
        </TabList>
        {TABS.map((key) => (
          <TabPanel key={key} id={key}>
            <MessageTable
              kind="todo"
              rows={shown ? shown.result : null}
              total={shown?.total ?? 0}
              page={shown?.page ?? 1}
              onPageChange={(page) => setPages((pages) => ({ ...pages, [key]: page }))}
              labelledBy={titleId}
              pagerLabel={t('dashboard.todoPager')}
            />
          </TabPanel>
        ))}
      </Tabs>
    </Card>
  );
}
