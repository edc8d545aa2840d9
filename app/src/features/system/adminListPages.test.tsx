/** The administration list pages of issue 21 render a real screen: heading, rows from their call, and (单号规则) the preview. */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../testing/pageHarness';
import { AddressListPage } from './addresses/AddressListPage';
import { fetchSerialPreview } from './api/adminListsApi';
import { PrintTemplateListPage } from './printTemplates/PrintTemplateListPage';
import { RoleListPage } from './roles/RoleListPage';
import { SerialNumberListPage } from './serialNumbers/SerialNumberListPage';

vi.mock('./api/adminListsApi', () => ({
  fetchRolePage: vi.fn(async () => ({ data: [{ id: 1, roleCode: 'admin', roleName: '系统管理员', roleType: 1, createdTime: '2026-01-01T00:00:00Z', updatedTime: '2026-01-01T00:00:00Z' }], total: 1 })),
  fetchSerialRulePage: vi.fn(async () => ({
    data: [{ id: 3, ruleCode: 'ACCOUNT_CHECK_NO', ruleName: '对账单号', parts: [{ type: 'fixedChar', value: 'DZ' }, { type: 'seq', width: 6 }], resetCycle: 'none', updatedTime: '2026-01-01T00:00:00Z', version: 0 }],
    total: 1,
  })),
  fetchSerialPreview: vi.fn(async () => ({ ruleCode: 'ACCOUNT_CHECK_NO', pattern: 'DZ######', next: 'DZ000001' })),
  fetchAddressPage: vi.fn(async () => ({ data: [{ id: 9, doorCode: 'AD00000009', addressCode: 1, addressType: '工厂', addressTag: '测试饲料厂', addrDesc: '河北省石家庄市长安区测试路1号' }], total: 1 })),
  fetchPrintTemplatePage: vi.fn(async () => ({ data: [{ id: 4, code: 'PT_PICK_ORDER', name: '提货单', type: 'pick', bizType: 'generic', enabled: 1, sortNumber: 1 }], total: 1 })),
}));

giveGridALayout();
afterEach(cleanup);

const pages: [string, string, ReactElement, string, string][] = [
  ['system:role', '角色管理', <RoleListPage />, '系统管理员', '角色编码'],
  ['system:serial-number', '单号规则', <SerialNumberListPage />, 'DZ######', '规则编码'],
  ['system:address', '地址管理', <AddressListPage />, '测试饲料厂', '关键字'],
  ['system:print-template', '打印模板', <PrintTemplateListPage />, '提货单', '模板名称'],
];

describe('administration list pages', () => {
  it.each(pages)('%s shows %s with its rows and search', async (menu, title, page, cell, searchLabel) => {
    renderPageWithButtons(page, { menu: ['system', menu], buttons: [] });
    expect(await screen.findByText(cell)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByText(searchLabel).length).toBeGreaterThan(0);
  });

  it('previews the next number of a serial-number rule', async () => {
    renderPageWithButtons(<SerialNumberListPage />, { menu: ['system', 'system:serial-number'], buttons: [] });
    await screen.findByText('DZ######');
    await userEvent.click(screen.getByRole('button', { name: '预览下一个单号' }));
    expect(await screen.findByText('对账单号（DZ######）下一个单号：DZ000001')).toBeTruthy();
    expect(fetchSerialPreview).toHaveBeenCalledWith('ACCOUNT_CHECK_NO');
  });
});
