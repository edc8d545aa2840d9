import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a progress bar named 加载中 with no value', () => {
    renderWithProviders(<Spinner />);
    const bar = screen.getByRole('progressbar', { name: '加载中' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('data-size')).toBe('medium');
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('shows its label as text when asked, and stays named by it', () => {
    renderWithProviders(<Spinner label="正在生成合同" labelPlacement="end" size="large" />);
    expect(screen.getByText('正在生成合同')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '正在生成合同' });
    expect(bar.getAttribute('data-size')).toBe('large');
  });

  it('is named Loading in English', () => {
    renderWithProviders(<Spinner />, { locale: 'en' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
