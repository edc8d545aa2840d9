import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { LoadingOverlay } from './LoadingOverlay';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      已点击 {count} 次
    </button>
  );
}

describe('LoadingOverlay', () => {
  it('marks the region busy and shows a spinner while loading', () => {
    const { container } = renderWithProviders(
      <LoadingOverlay isLoading>
        <p>合同列表</p>
      </LoadingOverlay>,
    );
    const region = container.firstElementChild!;
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.getAttribute('data-loading')).toBe('true');
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeTruthy();
    expect(screen.getByText('合同列表')).toBeTruthy();
  });

  it('keeps the content mounted with its state across loading', async () => {
    const user = userEvent.setup();
    const { rerender, container } = renderWithProviders(
      <LoadingOverlay>
        <Counter />
      </LoadingOverlay>,
    );
    await user.click(screen.getByRole('button'));
    rerender(
      <LoadingOverlay isLoading>
        <Counter />
      </LoadingOverlay>,
    );
    expect(screen.getByRole('button').textContent).toBe('已点击 1 次');
    rerender(
      <LoadingOverlay isLoading={false}>
        <Counter />
      </LoadingOverlay>,
    );
    expect(screen.getByRole('button').textContent).toBe('已点击 1 次');
    expect(container.firstElementChild!.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a tip under the spinner, which names it', () => {
    renderWithProviders(
      <LoadingOverlay isLoading tip="正在导出">
        <p>报表</p>
      </LoadingOverlay>,
    );
    expect(screen.getByRole('progressbar', { name: '正在导出' })).toBeTruthy();
  });
});
