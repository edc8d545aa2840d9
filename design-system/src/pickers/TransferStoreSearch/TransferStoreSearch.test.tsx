import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { TransferStoreSearch } from './TransferStoreSearch';
import type { TransferCompany, TransferStore } from './transferStores';

const companies: TransferCompany[] = [
  { orgCode: '301001', orgName: '大连粮食贸易有限公司', inventoryOrgs: [{ orgCode: '30100101', orgName: '大连粮贸原料库' }] },
  { orgCode: '101001', orgName: '河北饲料有限公司', isTradingCompany: 0, inventoryOrgs: [{ orgCode: '10100101', orgName: '河北原料库' }] },
];
const stores: TransferStore[] = [
  { secondaryInventoryName: 'YL01', subName: '原料一号库', statusCode: 'Active', isTransit: 0 },
  { secondaryInventoryName: 'ZT01', subName: '在途库', statusCode: 'Active', isTransit: 1 },
  { secondaryInventoryName: 'YL09', subName: '原料旧库（停用）', statusCode: 'Inactive', isTransit: 0 },
  { secondaryInventoryName: 'BZ01', subName: '包装物库', statusCode: 'Active', isTransit: 0 },
];

function setup(overrides: Partial<Parameters<typeof TransferStoreSearch>[0]> = {}, locale: 'zh-CN' | 'en' = 'zh-CN') {
  const loadOrgs = vi.fn(async () => companies);
  const loadStores = vi.fn(async () => stores);
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<TransferStoreSearch loadOrgs={loadOrgs} loadStores={loadStores} onChange={onChange} {...overrides} />, { locale });
  return { user, loadOrgs, loadStores, onChange };
}

/** The texts an element is described by (its error message among them). */
function descriptionOf(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
}

const companyButton = () => screen.getByRole('button', { name: /公司$/ });
const orgButton = () => screen.getByRole('button', { name: /库存组织$/ });

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('TransferStoreSearch', { timeout: 20_000 }, () => {
  it('offers only the trading companies', async () => {
    const { user } = setup();
    await waitFor(() => expect(companyButton().closest('[data-loading]')).toBeNull());
    await user.click(companyButton());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['大连粮食贸易有限公司']);
  });

  it('requires the company and the inventory org before searching, and focuses the company', async () => {
    const { user, loadStores } = setup();
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(descriptionOf(companyButton())).toContain('请选择公司'));
    expect(descriptionOf(orgButton())).toContain('请选择库存组织');
    expect(loadStores).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(companyButton()));
  });

  it('searches one inventory org and lists only its valid stores; a row is chosen with its radio', async () => {
    const { user, loadStores, onChange } = setup();
    expect(screen.getByText('请选择公司和库存组织后查询')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('group', { name: '中转库查询' }).querySelector('[data-loading]')).toBeNull());
    await choose(user, /公司$/, '大连粮食贸易有限公司');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(descriptionOf(orgButton())).toContain('请选择库存组织'));
    expect(descriptionOf(companyButton())).not.toContain('请选择公司');
    await waitFor(() => expect(document.activeElement).toBe(orgButton()));
    await choose(user, /库存组织$/, '大连粮贸原料库');
    await user.type(screen.getByRole('textbox', { name: '关键字' }), ' 库 ');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(loadStores).toHaveBeenLastCalledWith({ companyCode: '301001', orgCode: '30100101', keyword: '库' });
    const grid = await screen.findByRole('grid', { name: '中转库列表' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(grid.textContent).toContain('原料一号库');
    expect(grid.textContent).toContain('包装物库');
    expect(grid.textContent).not.toContain('在途库');
    expect(grid.textContent).not.toContain('原料旧库');
    const radios = within(grid).getAllByRole('radio');
    await user.click(radios[1] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(stores[3]);
    expect(screen.getByText('已选：包装物库（BZ01）')).toBeTruthy();
    expect((within(grid).getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
  });

  it('searches with Enter in the keyword field, and 重置 empties the form', async () => {
    const { user, loadStores } = setup();
    await waitFor(() => expect(screen.getByRole('group', { name: '中转库查询' }).querySelector('[data-loading]')).toBeNull());
    await choose(user, /公司$/, '大连粮食贸易有限公司');
    await choose(user, /库存组织$/, '大连粮贸原料库');
    await user.type(screen.getByRole('textbox', { name: '关键字' }), '包装{Enter}');
    expect(loadStores).toHaveBeenLastCalledWith({ companyCode: '301001', orgCode: '30100101', keyword: '包装' });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(companyButton().textContent).toContain('请选择公司');
    expect((screen.getByRole('textbox', { name: '关键字' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when the search fails", async () => {
    const { user } = setup({ loadStores: vi.fn(async () => Promise.reject(new Error('您暂无该组织的权限'))) });
    await waitFor(() => expect(screen.getByRole('group', { name: '中转库查询' }).querySelector('[data-loading]')).toBeNull());
    await choose(user, /公司$/, '大连粮食贸易有限公司');
    await choose(user, /库存组织$/, '大连粮贸原料库');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect((await screen.findByRole('alert')).textContent).toBe('您暂无该组织的权限');
  });

  it('shows a message given by a form and marks the group invalid', () => {
    setup({ errorMessage: '请选择中转库' });
    const group = screen.getByRole('group', { name: '中转库查询' });
    expect(group.getAttribute('data-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('请选择中转库')).toBeTruthy();
  });

  it('speaks English', async () => {
    const { user } = setup({}, 'en');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(descriptionOf(screen.getByRole('button', { name: /Company$/ }))).toContain('Select the company'));
    expect(descriptionOf(screen.getByRole('button', { name: /Inventory org$/ }))).toContain('Select the inventory org');
    expect(screen.getByRole('group', { name: 'Transit store search' })).toBeTruthy();
  });
});
