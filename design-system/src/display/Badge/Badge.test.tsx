import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Badge } from './Badge';

describe('Badge', () => {
  it('draws 99+ over its child and hides the drawn count from assistive technology', () => {
    renderWithProviders(
      <Badge count={120}>
        <button type="button" aria-label="通知 120 条">
          铃
        </button>
      </Badge>,
    );
    const count = screen.getByText('99+');
    expect(count.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: '通知 120 条' })).toBeTruthy();
  });

  it('is hidden at 0 unless showZero', () => {
    const { rerender, container } = renderWithProviders(<Badge count={0}>待办</Badge>);
    expect(container.querySelector('.srm-badge-count')).toBeNull();
    expect(container.firstElementChild!.hasAttribute('data-visible')).toBe(false);
    rerender(
      <Badge count={0} showZero>
        待办
      </Badge>,
    );
    expect(screen.getByText('0')).toBeTruthy();
  });

  it('reads the label instead of the number', () => {
    renderWithProviders(<Badge count={3} aria-label="待办 3 条" />);
    expect(screen.getByText('待办 3 条')).toBeTruthy();
    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps a standalone count readable without a label', () => {
    renderWithProviders(<Badge count={7} />);
    const count = screen.getByText('7');
    expect(count.hasAttribute('aria-hidden')).toBe(false);
    expect(count.parentElement!.getAttribute('data-standalone')).toBe('true');
  });

  it('draws a dot without a number', () => {
    const { container } = renderWithProviders(
      <Badge dot count={4}>
        下载
      </Badge>,
    );
    const dot = container.querySelector('.srm-badge-count')!;
    expect(dot.textContent).toBe('');
    expect(container.firstElementChild!.getAttribute('data-dot')).toBe('true');
  });
});
