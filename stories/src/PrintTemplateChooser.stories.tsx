import { PrintTemplateChooser, type PrintTemplateChooserProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  englishTemplates,
  escapeBackTo,
  expectLoadFailed,
  failingHandler,
  fetchPrintTemplates,
  LONG_TEMPLATE_NAME,
  OpenerDemo,
  openByKeyboard,
  overlayClosed,
  overlayOf,
  pendingHandler,
  printTemplates,
  TEMPLATES_URL,
  templatesHandler,
  type OpenerDemoArgs,
} from './fixtures/print';

type DemoProps = OpenerDemoArgs & Partial<PrintTemplateChooserProps>;

/** A page's print button opening the chooser; the confirmed template is shown under it. */
function ChooserDemo({ startOpen, openLabel = '打印', chosenLabel, ...props }: DemoProps) {
  return (
    <OpenerDemo startOpen={startOpen} openLabel={openLabel} chosenLabel={chosenLabel} minHeight={560}>
      {({ isOpen, onOpenChange, choose }) => (
        <PrintTemplateChooser isOpen={isOpen} onOpenChange={onOpenChange} loadTemplates={fetchPrintTemplates} onConfirm={(template) => choose(template.name)} {...props} />
      )}
    </OpenerDemo>
  );
}

const meta: Meta<typeof ChooserDemo> = {
  title: 'Files/PrintTemplateChooser',
  component: ChooserDemo,
  parameters: { msw: { handlers: [templatesHandler(printTemplates(12))] } },
};

export default meta;
type Story = StoryObj<typeof ChooserDemo>;

const dialogOf = (canvasElement: HTMLElement, name = '选择打印模板') => overlayOf(canvasElement, name);

/** Twelve templates from the gateway, 10 a page; choose one and confirm. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(10));
    await expect(within(dialog).getByText('共 12 条')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('radio', { name: '通用通知单' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await overlayClosed(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选择：通用通知单');
  },
};

/** A template marked printable: false (no stored .docx) is never offered: 豆粕采购合同 is left out. */
export const OnlyPrintable: Story = {
  parameters: { msw: { handlers: [templatesHandler(printTemplates(4).map((template) => (template.id === 2 ? { ...template, printable: false } : { ...template, printable: true })))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(3));
    await expect(within(dialog).queryByRole('radio', { name: '豆粕采购合同' })).toBeNull();
    await expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['采购合同（标准版）', '提货单', '发货单']);
  },
};

/** 确定 with nothing chosen: 请选择打印模板, and the dialog stays. */
export const NoneChosen: Story = {
  parameters: { msw: { handlers: [templatesHandler(printTemplates(3))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await within(dialog).findAllByRole('radio');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择打印模板');
    await expect(within(dialog).getByRole('radiogroup', { name: '打印模板' })).toHaveAccessibleDescription('请选择打印模板');
    await userEvent.click(within(dialog).getByRole('radio', { name: '提货单' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [templatesHandler([])] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await within(dialog).findByText('暂无数据')).toBeVisible();
    await expect(within(dialog).queryByRole('radio')).toBeNull();
  },
};

/** The gateway has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler(TEMPLATES_URL)] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('progressbar', { name: '加载中' })).toBeVisible();
  },
};

/** The list call failed: 打印模板加载失败 and 重试. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [failingHandler(TEMPLATES_URL, 500, '系统错误')] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expectLoadFailed(dialog, '打印模板加载失败');
  },
};

/** A name over 30 characters is cut with '…'; the full name is the title and the radio's name. */
export const LongChineseText: Story = {
  parameters: { msw: { handlers: [templatesHandler(printTemplates(4, { long: true }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const radio = await within(dialog).findByRole('radio', { name: LONG_TEMPLATE_NAME });
    const label = radio.closest('label')?.querySelector('[data-truncated]') as HTMLElement;
    await expect(label).toHaveAttribute('title', LONG_TEMPLATE_NAME);
    await expect(label.querySelector('[aria-hidden="true"]')).toHaveTextContent(`${Array.from(LONG_TEMPLATE_NAME).slice(0, 30).join('')}…`);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { openLabel: 'Print', chosenLabel: 'Chosen' },
  parameters: { msw: { handlers: [templatesHandler(englishTemplates)] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Choose a print template');
    await within(dialog).findAllByRole('radio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a print template');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** By keyboard: Enter opens, arrows choose, Escape closes and focus returns to the print button. */
export const Keyboard: Story = {
  args: { startOpen: false },
  parameters: { msw: { handlers: [templatesHandler(printTemplates(3))] } },
  play: async ({ canvasElement, canvas }) => {
    const trigger = await openByKeyboard(canvas, '打印');
    const dialog = await dialogOf(canvasElement);
    const first = await within(dialog).findByRole('radio', { name: '采购合同（标准版）' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: '豆粕采购合同' })).toBeChecked();
    await escapeBackTo(canvasElement, trigger);
  },
};
