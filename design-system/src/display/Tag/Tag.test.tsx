import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Tag } from './Tag';

describe('Tag', () => {
  it('shows its text with the text as tooltip and maps colour names to variants', () => {
    renderWithProviders(<Tag variant="green">已审批</Tag>);
    const tag = screen.getByText('已审批').parentElement!;
    expect(tag.getAttribute('title')).toBe('已审批');
    expect(tag.getAttribute('data-variant')).toBe('success');
  });

  it('falls back to the default variant for an unknown colour', () => {
    renderWithProviders(<Tag variant="#ff00ff">自定义</Tag>);
    expect(screen.getByText('自定义').parentElement!.getAttribute('data-variant')).toBe('default');
  });

  it('has no close button unless closable', () => {
    renderWithProviders(<Tag>玉米</Tag>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('closes by click and by keyboard through a labelled button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <Tag isClosable onClose={onClose}>
        豆粕
      </Tag>,
    );
    const close = screen.getByRole('button', { name: '移除豆粕' });
    await user.tab();
    expect(close).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('labels the close button in English', () => {
    renderWithProviders(<Tag isClosable>Corn</Tag>, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Remove Corn' })).toBeTruthy();
  });

  it('does not close when disabled', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <Tag isClosable isDisabled onClose={onClose}>
        小麦
      </Tag>,
    );
    await user.click(screen.getByRole('button', { name: '移除小麦' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('小麦').parentElement!.getAttribute('data-disabled')).toBe('true');
  });

  it('applies a maximum width for truncation', () => {
    renderWithProviders(<Tag maxWidth={80}>河北饲料有限公司玉米原料年度集中采购</Tag>);
    const tag = screen.getByText('河北饲料有限公司玉米原料年度集中采购').parentElement!;
    expect(tag.style.maxWidth).toBe('80px');
    expect(tag.getAttribute('title')).toBe('河北饲料有限公司玉米原料年度集中采购');
  });
});
