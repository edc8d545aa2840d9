import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { StatusTag } from './StatusTag';
import type { StatusItem } from './statusLookup';

const items: StatusItem[] = [
  { dictItemCode: '1', dictItemName: '审批中', listClass: 'primary' },
  { dictItemCode: '3', dictItemName: '已驳回', listClass: 'danger' },
];

describe('StatusTag', () => {
  it('shows the dictionary name in the item colour', () => {
    renderWithProviders(<StatusTag items={items} value={3} />);
    const tag = screen.getByText('已驳回').parentElement!;
    expect(tag.getAttribute('data-variant')).toBe('danger');
    expect(tag.getAttribute('data-status')).toBe('3');
    expect(tag.getAttribute('data-known')).toBe('true');
  });

  it('shows an unknown value as itself in the default colour', () => {
    renderWithProviders(<StatusTag items={items} value="X9" />);
    const tag = screen.getByText('X9').parentElement!;
    expect(tag.getAttribute('data-variant')).toBe('default');
    expect(tag.getAttribute('data-known')).toBe('false');
  });

  it('renders the empty content for an empty value', () => {
    const { container } = renderWithProviders(<StatusTag items={items} value={null} emptyContent="-" />);
    expect(container.textContent).toBe('-');
  });

  it('updates when the value changes', () => {
    const { rerender } = renderWithProviders(<StatusTag items={items} value="1" />);
    expect(screen.getByText('审批中')).toBeTruthy();
    rerender(<StatusTag items={items} value="3" />);
    expect(screen.queryByText('审批中')).toBeNull();
    expect(screen.getByText('已驳回')).toBeTruthy();
  });
});
