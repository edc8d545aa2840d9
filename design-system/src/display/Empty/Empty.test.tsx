import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Empty } from './Empty';

describe('Empty', () => {
  it('says 暂无数据 by default with a decorative illustration', () => {
    const { container } = renderWithProviders(<Empty />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('says No data in English', () => {
    renderWithProviders(<Empty />, { locale: 'en' });
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('shows a custom description and an operable action', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithProviders(
      <Empty description="暂无合同，请先新增">
        <button type="button" onClick={onPress}>
          新增合同
        </button>
      </Empty>,
    );
    expect(screen.getByText('暂无合同，请先新增')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新增合同' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('can hide the illustration and be small', () => {
    const { container } = renderWithProviders(<Empty image={null} size="small" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.firstElementChild!.getAttribute('data-size')).toBe('small');
  });
});
