import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function TodoTabs(props: { onSelectionChange?: (key: unknown) => void; disabledKeys?: string[] }) {
  return (
    <Tabs onSelectionChange={props.onSelectionChange} disabledKeys={props.disabledKeys}>
      <TabList aria-label="待办">
        <Tab id="todo" count={3}>
          待办列表
        </Tab>
        <Tab id="done">已办列表</Tab>
        <Tab id="cc">抄送我的</Tab>
      </TabList>
      <TabPanel id="todo">三条待办</TabPanel>
      <TabPanel id="done">已办内容</TabPanel>
      <TabPanel id="cc">抄送内容</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects the first tab and shows its panel; the count is part of the name', () => {
    renderWithProviders(<TodoTabs />);
    const tab = screen.getByRole('tab', { name: '待办列表 3' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.getAttribute('data-has-count')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('三条待办');
  });

  it('switches by click', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithProviders(<TodoTabs onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('tab', { name: '已办列表' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('done');
    expect(screen.getByRole('tabpanel').textContent).toBe('已办内容');
  });

  it('moves with the arrow keys and skips a disabled tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TodoTabs disabledKeys={['done']} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '待办列表 3' }));
    await user.keyboard('{ArrowRight}');
    const cc = screen.getByRole('tab', { name: '抄送我的' });
    expect(document.activeElement).toBe(cc);
    expect(cc.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '已办列表' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '待办列表 3' }));
  });
});
