import { TransferStoreSearch, type TransferStore } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allStoresOf, loadTransferOrgs, loadTransferStores, transferHandlers } from './fixtures/pickers';

const meta: Meta<typeof TransferStoreSearch> = {
  title: 'Pickers/TransferStoreSearch',
  component: TransferStoreSearch,
  args: { loadOrgs: loadTransferOrgs, loadStores: loadTransferStores, onChange: fn() },
  parameters: { msw: { handlers: transferHandlers() } },
  decorators: [
    (Story) => (
      <div style={{ width: 760, minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TransferStoreSearch>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const companyButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /公司$/ });
const orgButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /库存组织$/ });

async function choose(canvasElement: HTMLElement, trigger: HTMLElement, option: string) {
  await waitFor(() => expect(trigger.closest('[data-loading]')).toBeNull());
  await userEvent.click(trigger);
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

/** Chooses 大连粮食贸易有限公司 and its raw-material org, then searches. */
async function searchDalian(canvasElement: HTMLElement) {
  await choose(canvasElement, companyButton(canvasElement), '大连粮食贸易有限公司');
  await choose(canvasElement, orgButton(canvasElement), '大连粮食贸易有限公司原料库');
  await userEvent.click(within(canvasElement).getByRole('button', { name: '查询' }));
}

/** The store codes listed (the second cell of each row, after its radio button). */
const storeCodes = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);

/** Company, inventory org, 查询: the valid stores of the org; a row is chosen with its radio button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('请选择公司和库存组织后查询')).toBeVisible();
    await searchDalian(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: '中转库列表' });
    await waitFor(() => expect(storeCodes(grid)).toEqual(['YL01', 'YL02', 'FL01', 'BZ01']));
    await userEvent.click(within(within(grid).getByRole('row', { name: /YL02/ })).getByRole('radio'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ secondaryInventoryName: 'YL02', subName: '原料二号库' }));
    await expect(within(canvasElement).getByText('已选：原料二号库（YL02）')).toBeVisible();
  },
};

/** A store already chosen (the value of an address being edited). */
export const Filled: Story = {
  args: { defaultValue: { subName: '原料一号库', secondaryInventoryName: 'YL01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已选：原料一号库（YL01）')).toBeVisible();
  },
};

/** 查询 needs the company (请选择公司) and the inventory org (请选择库存组织); focus goes to the first missing one. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(companyButton(canvasElement)).toHaveAccessibleDescription('请选择公司'));
    await expect(orgButton(canvasElement)).toHaveAccessibleDescription('请选择库存组织');
    await waitFor(() => expect(companyButton(canvasElement)).toHaveFocus());
    await choose(canvasElement, companyButton(canvasElement), '大连粮食贸易有限公司');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(orgButton(canvasElement)).toHaveFocus());
    await expect(companyButton(canvasElement)).not.toHaveAccessibleDescription('请选择公司');
    await expect(orgButton(canvasElement)).toHaveAccessibleDescription('请选择库存组织');
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};

/**
 * Fed by a source that does not filter (a non-trading company, the in-transit and an inactive store):
 * only trading companies are offered and only the valid stores are listed.
 */
export const OnlyValidOffered: Story = {
  parameters: { msw: { handlers: transferHandlers({ raw: true }) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(companyButton(canvasElement).closest('[data-loading]')).toBeNull());
    await userEvent.click(companyButton(canvasElement));
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['大连粮食贸易有限公司', '广州粮食贸易有限公司']);
    await userEvent.click(within(listbox).getByRole('option', { name: '大连粮食贸易有限公司' }));
    await choose(canvasElement, orgButton(canvasElement), '大连粮食贸易有限公司原料库');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查询' }));
    const grid = await within(canvasElement).findByRole('grid', { name: '中转库列表' });
    await waitFor(() => expect(storeCodes(grid)).toEqual(['YL01', 'YL02', 'FL01', 'BZ01']));
    await expect(grid).not.toHaveTextContent('在途库');
    await expect(grid).not.toHaveTextContent('停用');
  },
};

/** With the on-hand quantity and unit columns. */
export const WithOnhand: Story = {
  args: { showOnhand: true },
  play: async ({ canvasElement }) => {
    await searchDalian(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: '中转库列表' });
    await expect(within(grid).getByRole('columnheader', { name: '现有量' })).toBeVisible();
    await waitFor(() => expect(within(grid).getByRole('row', { name: /YL01/ })).toHaveTextContent('1,280.5'));
  },
};

/** By keyboard alone: the selects open with the arrows, Enter in the keyword searches, Space chooses a row. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(companyButton(canvasElement).closest('[data-loading]')).toBeNull());
    companyButton(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(companyButton(canvasElement)).toHaveTextContent('大连粮食贸易有限公司'));
    await userEvent.tab();
    await waitFor(() => expect(orgButton(canvasElement)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(orgButton(canvasElement)).toHaveTextContent('大连粮食贸易有限公司原料库'));
    await userEvent.tab();
    await userEvent.keyboard('包装{Enter}');
    const grid = await within(canvasElement).findByRole('grid', { name: '中转库列表' });
    await waitFor(() => expect(storeCodes(grid)).toEqual(['BZ01']));
    while (!grid.contains(document.activeElement)) await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ secondaryInventoryName: 'BZ01' })));
  },
};

/** Nothing found: 暂无数据. */
export const Empty: Story = {
  parameters: { msw: { handlers: transferHandlers({ stores: { empty: true } }) } },
  play: async ({ canvasElement }) => {
    await searchDalian(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: '中转库列表' });
    await waitFor(() => expect(grid).toHaveTextContent('暂无数据'));
  },
};

/** While the stores load, the table is covered and 查询 is pending. */
export const Loading: Story = {
  parameters: { msw: { handlers: transferHandlers({ stores: { wait: 'infinite' } }) } },
  play: async ({ canvasElement }) => {
    await searchDalian(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-status="loading"]')).not.toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /查询/ })).toHaveAttribute('data-pending', 'true'));
  },
};

/** The search fails: the server's message. */
export const ServerError: Story = {
  parameters: { msw: { handlers: transferHandlers({ stores: { fail: true } }) } },
  play: async ({ canvasElement }) => {
    await searchDalian(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('系统错误（请求编号 7f3a9c）');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { subName: '原料一号库', secondaryInventoryName: 'YL01' } },
  play: async ({ canvasElement }) => {
    await expect(companyButton(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: '查询' })).toBeDisabled();
  },
};

const longStores: TransferStore[] = allStoresOf('30100101').map((store, index) => ({ ...store, subName: `${store.subName}（北良港散粮中转及期货交割指定第${index + 1}号仓）` }));

export const LongChineseText: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/gateway/system/sub-inventory/transferOrgs', () =>
          HttpResponse.json({
            code: 200,
            success: true,
            message: '操作成功',
            data: [{ orgCode: '301001', orgName: '中粮贸易（大连）北良港粮食物流及期货交割有限责任公司', inventoryOrgs: [{ orgCode: '30100101', orgName: '中粮贸易（大连）北良港粮食物流及期货交割有限责任公司原料库存组织' }] }],
          }),
        ),
        http.get('/gateway/system/sub-inventory/transferStores', () => HttpResponse.json({ code: 200, success: true, message: '操作成功', data: longStores.filter((store) => store.isTransit === 0 && store.statusCode === 'Active') })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, companyButton(canvasElement), '中粮贸易（大连）北良港粮食物流及期货交割有限责任公司');
    await choose(canvasElement, orgButton(canvasElement), '中粮贸易（大连）北良港粮食物流及期货交割有限责任公司原料库存组织');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查询' }));
    const grid = await within(canvasElement).findByRole('grid', { name: '中转库列表' });
    await waitFor(() => expect(grid).toHaveTextContent('北良港散粮中转及期货交割指定第1号仓'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Transit store search' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Company$/ })).toHaveAccessibleDescription('Select the company'));
    await expect(within(canvasElement).getByRole('button', { name: /Inventory org$/ })).toHaveAccessibleDescription('Select the inventory org');
  },
};
