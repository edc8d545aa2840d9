import { Breadcrumbs, type BreadcrumbRoute } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const contractDetail: BreadcrumbRoute[] = [
  { title: '采购执行', path: '/execution', redirect: 'noRedirect' },
  { title: '合同管理', path: '/execution/contract' },
  { title: '合同详情', path: '/execution/contract/detail' },
];

const meta: Meta<typeof Breadcrumbs> = {
  title: 'Display/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: contractDetail, onNavigate: fn() },
};

export default meta;
type Story = StoryObj<typeof Breadcrumbs>;

/** 采购管理平台 first; 采购执行 (noRedirect) and the last crumb are text. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const links = await canvas.findAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['采购管理平台', '合同管理']);
    await expect(canvas.getByText('合同详情')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await canvas.findByRole('link', { name: '合同管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/execution/contract');
  },
};

/** On the dashboard itself there is no home crumb. */
export const Dashboard: Story = {
  args: { items: [{ title: '首页', name: 'dashboard', path: '/dashboard' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('采购管理平台')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Untitled routes and routes with breadcrumb: false are hidden; a redirect replaces the path. */
export const HiddenAndRedirect: Story = {
  args: {
    items: [
      { path: '/layout' },
      { title: '系统管理', path: '/system', redirect: '/system/user' },
      { title: '用户管理', path: '/system/user' },
      { title: '编辑用户', path: '/system/user/edit', breadcrumb: false },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '系统管理' })).toHaveAttribute('href', '/system/user');
    await expect(canvas.queryByText('编辑用户')).toBeNull();
    await expect(canvas.getByText('用户管理')).toHaveAttribute('aria-current', 'page');
  },
};

/** Tab reaches the links with a focus ring; Enter follows them. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    // react-aria fills the list in after the first render: wait for the link before tabbing to it.
    const home = await canvas.findByRole('link', { name: '采购管理平台' });
    await userEvent.tab();
    await waitFor(() => expect(home).toHaveFocus());
    await expect(home).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: '合同管理' });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

/** Only the home crumb: it is the current page, so not a link. */
export const HomeOnly: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('采购管理平台')).toHaveAttribute('aria-current', 'page');
  },
};

export const LongChineseText: Story = {
  args: {
    items: [
      { title: '供应商管理', path: '/supplier', redirect: 'noRedirect' },
      { title: '供应商准入与资质审核管理', path: '/supplier/admission' },
      { title: '河北饲料有限公司东北产区玉米供应商准入申请详情', path: '/supplier/admission/detail' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { title: 'Execution', path: '/execution', redirect: 'noRedirect' },
      { title: 'Contracts', path: '/execution/contract' },
      { title: 'Contract detail', path: '/execution/contract/detail' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Procurement Platform' })).toBeVisible();
  },
};
