import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardFocusAtom } from '../messages/dashboardFocus';
import { messagesRevisionAtom, todoTabAtom } from '../messages/messageAtoms';
import { fakeMessageGateway, message, renderWithApp } from '../messages/testSupport';

const messagesApi = vi.hoisted(() => ({ pageMessages: vi.fn(), markMessageRead: vi.fn(), markAllMessagesRead: vi.fn() }));
vi.mock('../messages/api', () => messagesApi);

const { MessageBadges } = await import('./MessageBadges');

let gateway: ReturnType<typeof fakeMessageGateway>;

beforeEach(() => {
  gateway = fakeMessageGateway([
    message({ content: '通知一', hoursAgo: 1 }),
    message({ content: '通知二', hoursAgo: 2 }),
    message({ content: '通知三', readStatus: 1, hoursAgo: 3 }),
    message({ content: '待办一', msgType: 1, handleStatus: 0, hoursAgo: 1 }),
    message({ content: '已办一', msgType: 1, handleStatus: 1, readStatus: 1, hoursAgo: 1 }),
  ]);
  messagesApi.pageMessages.mockReset().mockImplementation(gateway.pageMessages);
});
afterEach(cleanup);

describe('MessageBadges', () => {
  it('shows the unread notices and to-dos, named with their counts', async () => {
    renderWithApp(<MessageBadges />, { path: '/contract/list' });
    const notices = await screen.findByRole('button', { name: '通知，2 条未读' });
    const todos = screen.getByRole('button', { name: '待办，1 条未读' });
    expect(notices.textContent).toBe('2');
    expect(todos.textContent).toBe('1');
  });

  it('opens its list when pressed: the dashboard, asked to show the to-do card (on 待办事项) or the notices card', async () => {
    const user = userEvent.setup();
    const store = renderWithApp(<MessageBadges />, { path: '/contract/list' });
    store.set(todoTabAtom, 'done');
    await user.click(await screen.findByRole('button', { name: /^待办/ }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(store.get(dashboardFocusAtom)?.card).toBe('todos');
    expect(store.get(todoTabAtom)).toBe('todo');
    await user.click(screen.getByRole('button', { name: /^通知/ }));
    expect(store.get(dashboardFocusAtom)?.card).toBe('notices');
  });

  it('follows the messages read elsewhere, and hides a count of 0', async () => {
    const store = renderWithApp(<MessageBadges />, { path: '/contract/list' });
    await screen.findByRole('button', { name: '通知，2 条未读' });
    for (const row of gateway.rows) row.readStatus = 1;
    store.set(messagesRevisionAtom, (revision) => revision + 1);
    const notices = await screen.findByRole('button', { name: '通知，0 条未读' });
    await waitFor(() => expect(notices.textContent).toBe(''));
  });
});
