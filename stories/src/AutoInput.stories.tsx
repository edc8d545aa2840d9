import { AutoInput } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const ports = ['大连港', '大连北良港', '锦州港', '营口港', '天津港', '青岛港', '日照港'];

const meta: Meta<typeof AutoInput> = {
  title: 'Controls/AutoInput',
  component: AutoInput,
  args: { label: '到货港口', options: ports, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof AutoInput>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: '到货港口' });
    await expect(input).toHaveAttribute('placeholder', '请输入到货港口');
    await userEvent.type(input, '大连');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['大连港', '大连北良港']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('大连北良港');
    await expect(args.onChange).toHaveBeenLastCalledWith('大连北良港', expect.objectContaining({ label: '大连北良港' }));
  },
};

export const Suggestions: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '到货港口' }), '港');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
  },
};

export const FreeText: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: '到货港口' });
    await userEvent.type(input, '防城港');
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
    await userEvent.tab();
    await expect(input).toHaveValue('防城港');
    await expect(args.onChange).toHaveBeenLastCalledWith('防城港', undefined);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: '到货港口' });
    await userEvent.type(input, '青');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('青');
  },
};

export const Remote: Story = {
  args: {
    label: '品名',
    options: undefined,
    loadOptions: (keyword: string) =>
      new Promise<{ options: string[] }>((resolve) => {
        setTimeout(() => resolve({ options: ['玉米', '玉米蛋白粉', '玉米胚芽粕', '豆粕', '菜籽粕'].filter((name) => name.includes(keyword)) }), 200);
      }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '品名' }), '玉米');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('正在搜索中...');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['玉米', '玉米蛋白粉', '玉米胚芽粕']), {
      timeout: 3000,
    });
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '到货港口' });
    await userEvent.hover(input);
    await expect(input).toHaveAttribute('data-hovered', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '到货港口' })).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '锦州港' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '到货港口' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '营口港' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '到货港口' });
    await userEvent.type(input, '大');
    await expect(input).toHaveValue('营口港');
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请输入到货港口' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '到货港口' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入到货港口');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
};

export const LongChineseText: Story = {
  args: {
    label: '河北饲料有限公司玉米原料年度集中采购到货港口',
    description: '可从常用港口中选择，也可直接输入未列出的港口名称。',
    options: ['大连港（辽宁港口集团大连港股份有限公司散粮码头）', '锦州港'],
    defaultValue: '大连港（辽宁港口集团大连港股份有限公司散粮码头）',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Port', options: ['Dalian', 'Jinzhou', 'Yingkou'] },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Port' });
    await expect(input).toHaveAttribute('placeholder', 'Enter Port');
    await userEvent.type(input, 'Jin');
    await expect(within(await body(canvasElement).findByRole('listbox')).getByRole('option', { name: 'Jinzhou' })).toBeVisible();
  },
};
