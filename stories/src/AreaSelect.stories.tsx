import { AreaSelect } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta<typeof AreaSelect> = {
  title: 'Controls/AreaSelect',
  component: AreaSelect,
  args: { label: '所在地区', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof AreaSelect>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Waits for the lazily loaded division data. */
async function loaded(trigger: HTMLElement) {
  await waitFor(() => expect(trigger.closest('[data-loading]')).toBeNull(), { timeout: 5000 });
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await loaded(trigger);
    await expect(trigger).toHaveTextContent('请选择所在地区');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: '所在地区' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '北京市' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['11', '1101', '110101'], expect.any(Array));
    await expect(trigger).toHaveTextContent('北京市 / 市辖区 / 东城区');
  },
};

export const WithValue: Story = {
  args: { defaultValue: ['13', '1301', '130102'] },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await loaded(trigger);
    await expect(trigger).toHaveTextContent('河北省 / 石家庄市 / 长安区');
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '长安区' })).toHaveFocus());
  },
};

export const ProvinceAndCityByName: Story = {
  args: { level: 2, valueType: 'name', isSearchable: true, isClearable: true },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await loaded(trigger);
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('searchbox', { name: '搜索' }));
    await userEvent.keyboard('九龙');
    await userEvent.click(within(dialog).getByRole('option', { name: '香港特别行政区 / 九龙' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['香港特别行政区', '九龙'], expect.any(Array));
    await expect(trigger).toHaveTextContent('香港特别行政区 / 九龙');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await loaded(trigger);
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await expect(trigger.closest('.srm-field-group')).toHaveAttribute('data-focus-within', 'true');
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await loaded(trigger);
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered', 'true');
  },
};

export const Loading: Story = {
  args: { loadDivisions: () => new Promise(() => undefined), defaultValue: ['13', '1301'] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await expect(trigger.closest('[data-loading]')).not.toBeNull();
    await expect(trigger).toHaveTextContent('加载中...');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['31', '3101', '310101'] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await loaded(trigger);
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('上海市 / 市辖区 / 黄浦区');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ['50', '5001', '500101'] },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await loaded(trigger);
    await userEvent.click(trigger);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveTextContent('重庆市 / 市辖区 / 万州区');
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请选择省市区' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /所在地区/ })).toHaveAccessibleDescription('请选择省市区');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '河北饲料有限公司玉米原料年度集中采购收货地区',
    description: '请至少选择到省市；收货地区用于计算运费补贴。',
    defaultValue: ['15', '1507', '150722'],
  },
  play: async ({ canvas }) => {
    await loaded(canvas.getByRole('button', { name: /收货地区/ }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Region', isClearable: true, defaultValue: ['12', '1201', '120101'] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Region/ });
    await loaded(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(trigger).toHaveTextContent('Select Region');
  },
};
