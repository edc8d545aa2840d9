import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Choose, ChooseItem } from './Choose';

const reportTypes = [
  { label: '日报', value: 'daily' },
  { label: '周报', value: 'weekly' },
  { label: '月报', value: 'month' },
  { label: '专题', value: 'subject', isDisabled: true },
];

function selectedKeys(onSelectionChange: ReturnType<typeof vi.fn>) {
  const keys = onSelectionChange.mock.lastCall?.[0] as Set<string> | undefined;
  return keys ? [...keys] : undefined;
}

describe('Choose', () => {
  it('choosing one is a radiogroup named by its label; arrows move, Space and Enter choose', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithProviders(<Choose label="报告类型" options={reportTypes} onSelectionChange={onSelectionChange} />);
    const group = screen.getByRole('radiogroup', { name: '报告类型' });
    expect(group.getAttribute('aria-orientation')).toBe('horizontal');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '日报' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '周报' }));
    expect(onSelectionChange).not.toHaveBeenCalled();
    await user.keyboard(' ');
    expect(selectedKeys(onSelectionChange)).toEqual(['weekly']);
    expect(screen.getByRole('radio', { name: '周报' }).getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(selectedKeys(onSelectionChange)).toEqual(['month']);
    expect(screen.getByRole('radio', { name: '周报' }).getAttribute('aria-checked')).toBe('false');
  });

  it('does not un-choose the only chosen chip when choosing one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Choose label="报告类型" options={reportTypes} defaultSelectedKeys={['daily']} />);
    await user.click(screen.getByRole('radio', { name: '日报' }));
    expect(screen.getByRole('radio', { name: '日报' }).getAttribute('aria-checked')).toBe('true');
  });

  it('chooses several with selectionMode="multiple"', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithProviders(
      <Choose label="关注品类" selectionMode="multiple" onSelectionChange={onSelectionChange}>
        <ChooseItem id="corn">玉米</ChooseItem>
        <ChooseItem id="soy">豆粕</ChooseItem>
      </Choose>,
    );
    expect(screen.getByRole('toolbar', { name: '关注品类' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '玉米' }));
    await user.click(screen.getByRole('button', { name: '豆粕' }));
    expect(selectedKeys(onSelectionChange)).toEqual(['corn', 'soy']);
    expect(screen.getByRole('button', { name: '玉米' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '玉米' }));
    expect(selectedKeys(onSelectionChange)).toEqual(['soy']);
  });

  it('skips and refuses a disabled chip, and disables every chip when disabled', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { unmount } = renderWithProviders(<Choose label="报告类型" options={reportTypes} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('radio', { name: '专题' }));
    expect(onSelectionChange).not.toHaveBeenCalled();
    unmount();
    renderWithProviders(<Choose label="报告类型" options={reportTypes} isDisabled />);
    for (const chip of screen.getAllByRole('radio')) expect(chip).toHaveProperty('disabled', true);
  });

  it('keeps the choice when read-only', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithProviders(<Choose label="报告类型" options={reportTypes} isReadOnly defaultSelectedKeys={['daily']} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('radio', { name: '周报' }));
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '日报' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: '报告类型' }).getAttribute('aria-readonly')).toBe('true');
  });

  it('shows an error message through FieldError that describes the group', () => {
    const { container } = renderWithProviders(<Choose label="报告类型" options={reportTypes} isRequired errorMessage="请选择报告类型" description="按周期选择" />);
    const group = screen.getByRole('radiogroup', { name: '报告类型' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    const texts = (group.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['按周期选择', '请选择报告类型']);
    expect(container.querySelector('[data-invalid][data-required]')).not.toBeNull();
  });

  it('shows no message when valid', () => {
    renderWithProviders(<Choose label="报告类型" options={reportTypes} />);
    expect(screen.getByRole('radiogroup', { name: '报告类型' }).getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('.srm-field-error')).toBeNull();
  });
});
