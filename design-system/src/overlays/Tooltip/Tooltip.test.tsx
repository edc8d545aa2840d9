import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../../controls/Button';
import { renderWithProviders } from '../../test-utils';
import { Tooltip, TooltipContext } from './Tooltip';

describe('Tooltip', () => {
  // First in the file: react-aria keeps a global warm-up after any tooltip, during which the next
  // one opens without delay.
  it('waits for the hover delay before showing', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tooltip content="河北饲料有限公司玉米原料年度集中采购框架合同" delay={400}>
        <Button>合同名称</Button>
      </Tooltip>,
    );
    // As in a browser, the pointer moves over the page before it reaches the trigger.
    await user.pointer({ target: document.body, coords: { x: 1, y: 1 } });
    await user.hover(screen.getByRole('button', { name: '合同名称' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 1500 });
    expect(tooltip.textContent).toContain('河北饲料有限公司');
  });

  it('shows at once on keyboard focus, describes the trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tooltip content="下载导出的文件">
        <Button>下载</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('下载导出的文件');
    const trigger = screen.getByRole('button', { name: '下载' });
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.getAttribute('data-placement')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays hidden when disabled (text not truncated)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tooltip content="全部内容" isDisabled>
        <Button>短文本</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('takes defaults from TooltipContext and can hide the arrow', () => {
    renderWithProviders(
      <TooltipContext.Provider value={{ placement: 'bottom', showArrow: false }}>
        <Tooltip content="刷新" defaultOpen>
          <Button>刷新列表</Button>
        </Tooltip>
      </TooltipContext.Provider>,
    );
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.querySelector('.srm-overlay-arrow')).toBeNull();
  });
});
