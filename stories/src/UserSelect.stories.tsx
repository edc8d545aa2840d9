import { UserSelect, type SystemUser } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const surnames = ['张', '李', '王', '赵', '刘', '陈'];
const orgs = ['河北饲料有限公司', '山东饲料有限公司', '集团采购中心'];
const users: SystemUser[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  userName: `${surnames[i % surnames.length]}${['伟', '芳', '娜', '敏', '静'][i % 5]}`,
  employeeCode: `E${String(i + 1).padStart(4, '0')}`,
  orgName: orgs[i % orgs.length]!,
}));

/** A fake user search with a fixed delay. */
function loadUsers(keyword: string, { page, pageSize }: { page: number; pageSize: number }) {
  return new Promise<{ users: SystemUser[]; total: number }>((resolve) => {
    setTimeout(() => {
      const hits = users.filter((u) => u.userName.includes(keyword) || String(u.employeeCode).includes(keyword));
      resolve({ users: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length });
    }, 200);
  });
}

const meta: Meta<typeof UserSelect> = {
  title: 'Controls/UserSelect',
  component: UserSelect,
  args: { label: '经办人', loadUsers, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof UserSelect>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: '经办人' });
    await expect(input).toHaveAttribute('placeholder', '请选择经办人');
    await userEvent.type(input, 'E0003');
    const listbox = await body(canvasElement).findByRole('listbox');
    const option = await within(listbox).findByRole('option', { name: /王娜（E0003）/ }, { timeout: 3000 });
    await expect(option).toHaveTextContent('集团采购中心');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3, [users[2]]);
    await expect(input).toHaveValue('王娜（E0003）');
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '经办人' }));
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await within(listbox).findByRole('option', { name: /张伟（E0001）/ }, { timeout: 3000 });
  },
};

export const Multiple: Story = {
  args: { label: '审批人', selectionMode: 'multiple', defaultValue: [1, 2], selectedUsers: users.slice(0, 2), isClearable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('张伟（E0001）')).toBeVisible();
    await expect(canvas.getByText('李芳（E0002）')).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '经办人' }), '欧阳');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent('无匹配数据'), { timeout: 3000 });
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '经办人' });
    await userEvent.hover(input);
    await expect(input.closest('.srm-field-group')).toHaveAttribute('data-hovered', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '经办人' })).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 4, selectedUsers: [users[3]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '经办人' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, value: 5, selectedUsers: [users[4]!] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '经办人' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('刘静（E0005）');
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请选择经办人' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '经办人' })).toHaveAccessibleDescription('请选择经办人');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '河北饲料有限公司玉米原料年度集中采购合同经办人',
    value: 'u1',
    selectedUsers: [{ id: 'u1', userName: '欧阳明月', employeeCode: 'E2026000123', orgName: '河北饲料有限公司采购管理部原料采购二组' }],
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Handler' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Handler' });
    await expect(input).toHaveAttribute('placeholder', 'Select Handler');
    await userEvent.type(input, '欧阳');
    await waitFor(async () => expect(await body(canvasElement).findByRole('listbox')).toHaveTextContent('No matching data'), { timeout: 3000 });
  },
};
