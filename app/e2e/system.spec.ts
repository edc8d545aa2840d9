import { expect, test, type Locator, type Page } from './underPolicy';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { axeViolations, signInAs, storedToken } from './helpers';

/**
 * The system administration pages against the real gateway: 用户管理 (search, edit, roles, import),
 * the read-only trees (组织管理, 品类管理, 数据字典, 菜单管理), and a buyer kept out of them. These tests
 * change only the demo user 徐燕 (xuyan), whom no other spec uses.
 */

/** The part of exceljs these tests use (exceljs is the gateway's dependency; loaded from there). */
interface Workbook {
  xlsx: { load(data: Buffer): Promise<unknown>; writeBuffer(): Promise<ArrayBuffer> };
  worksheets: { getCell(row: number, column: number): { value: unknown } }[];
}
const gatewayRequire = createRequire(new URL('../../gateway/package.json', import.meta.url));
const ExcelJS = gatewayRequire('exceljs') as { Workbook: new () => Workbook };

const USER = { account: 'xuyan', name: '徐燕' };

async function openUserAdmin(page: Page) {
  const sidebar = page.getByRole('navigation', { name: '侧边菜单' });
  const link = sidebar.getByRole('link', { name: '用户管理' });
  // The 系统管理 group is already open when a system page is.
  if (!(await link.isVisible())) await sidebar.getByText('系统管理', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
}

const userGrid = (page: Page) => page.getByRole('grid', { name: '用户管理' });

/** Searches by 账号 and answers the user's row once it is the only one. */
async function searchAccount(page: Page, account: string): Promise<Locator> {
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '账号' }).fill(account);
  await form.getByRole('button', { name: '查询' }).click();
  const rows = userGrid(page).getByRole('row').filter({ hasText: account });
  await expect(rows).toHaveCount(1);
  // The header and the one user.
  await expect(userGrid(page)).toHaveAttribute('aria-rowcount', '2');
  return rows.first();
}

/** The gateway, called with the page's own token. */
async function gateway(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const token = await storedToken(page);
  const options = { headers: { authorization: `Bearer ${token ?? ''}` }, ...(data ? { data } : {}) };
  return method === 'GET' ? page.request.get(`/gateway${path}`, options) : page.request.post(`/gateway${path}`, options);
}

async function roleCodesOf(page: Page, account: string): Promise<string[]> {
  const list = await gateway(page, 'POST', '/system/user/custom-page', { 'account.equals': account });
  const { data } = (await list.json()) as { data: { result: { id: number }[] } };
  const id = data.result[0]?.id;
  const roles = await gateway(page, 'GET', `/system/user/getUserRole/${id}`);
  return ((await roles.json()) as { data: { roleCode: string }[] }).data.map((role) => role.roleCode).sort();
}

test.describe('用户管理', () => {
  test('search a user, edit a field, and see it kept after a reload', async ({ page }) => {
    await signInAs(page, 'admin');
    await openUserAdmin(page);
    // The list pages by 10.
    await expect(page.getByRole('button', { name: /每页条数/ })).toContainText('10 条/页');
    const row = await searchAccount(page, USER.account);
    await expect(row).toContainText(USER.name);

    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: `编辑用户：${USER.name}` });
    const department = dialog.getByRole('textbox', { name: '部门' });
    await expect(department).toHaveValue('供应链管理部');
    await department.fill('供应链二部');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '修改成功' })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    const again = await searchAccount(page, USER.account);
    await expect(again).toContainText('供应链二部');
  });

  test('assign a role and see it kept', async ({ page }) => {
    await signInAs(page, 'admin');
    await openUserAdmin(page);
    const row = await searchAccount(page, USER.account);
    await row.getByRole('button', { name: '分配角色' }).click();
    const dialog = page.getByRole('dialog', { name: `分配角色：${USER.name}` });
    const finance = dialog.getByRole('checkbox', { name: '财务 finance' });
    await expect(dialog.getByRole('checkbox', { name: '供应链 supply_chain' })).toBeChecked();
    await expect(finance).not.toBeChecked();
    // By keyboard: focus the box and tick it with Space.
    await finance.focus();
    await page.keyboard.press('Space');
    await expect(finance).toBeChecked();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    const again = await searchAccount(page, USER.account);
    await again.getByRole('button', { name: '分配角色' }).click();
    await expect(page.getByRole('dialog', { name: `分配角色：${USER.name}` }).getByRole('checkbox', { name: '财务 finance' })).toBeChecked();
    expect(await roleCodesOf(page, USER.account)).toEqual(['finance', 'supply_chain']);
  });

  test('assign an org in the org tree by keyboard', async ({ page }) => {
    await signInAs(page, 'admin');
    await openUserAdmin(page);
    const row = await searchAccount(page, USER.account);
    await row.getByRole('button', { name: '分配组织' }).click();
    const dialog = page.getByRole('dialog', { name: `分配组织：${USER.name}` });
    const tree = dialog.getByRole('tree', { name: '组织' });
    await dialog.getByRole('searchbox', { name: '按名称或编码筛选' }).fill('牧原饲料集团');
    const bu = tree.getByRole('treeitem', { name: /^牧原饲料集团/ });
    await expect(bu).toHaveAttribute('aria-checked', 'false');
    await bu.focus();
    await page.keyboard.press('Space');
    await expect(bu).toHaveAttribute('aria-checked', 'true');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '保存成功' })).toBeVisible();

    const list = await gateway(page, 'POST', '/system/user/custom-page', { 'account.equals': USER.account });
    const id = ((await list.json()) as { data: { result: { id: number }[] } }).data.result[0]?.id;
    const orgs = (await (await gateway(page, 'GET', `/system/user/getUserOrg/${id}`)).json()) as { data: { orgName: string }[] };
    expect(orgs.data.map((org) => org.orgName)).toContain('牧原饲料集团');
  });

  test('a template with a bad row is refused with 第N行 and nothing changes', async ({ page }, testInfo) => {
    await signInAs(page, 'admin');
    await openUserAdmin(page);
    const before = await roleCodesOf(page, USER.account);
    expect(before).not.toContain('market_analyst');
    const list = await gateway(page, 'POST', '/system/user/custom-page', { 'account.equals': USER.account });
    const employeeCode = ((await list.json()) as { data: { result: { employeeCode: string }[] } }).data.result[0]?.employeeCode as string;

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入用户权限' });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载模板' }).click();
    const template = await downloading;
    expect(template.suggestedFilename()).toBe('用户权限导入模板.xlsx');

    // Row 2 is fine (it would add 行情分析员 to 徐燕), row 3 names an employee code that does not exist.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readFile(await template.path()));
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    sheet.getCell(2, 1).value = employeeCode;
    sheet.getCell(2, 2).value = USER.name;
    sheet.getCell(2, 3).value = 'market_analyst';
    // The rest of the template's sample row (row 2) is cleared.
    sheet.getCell(2, 4).value = null;
    sheet.getCell(2, 5).value = null;
    sheet.getCell(3, 1).value = 'NO-SUCH-EMPLOYEE';
    sheet.getCell(3, 3).value = 'buyer';
    const filled = testInfo.outputPath('用户权限.xlsx');
    await writeFile(filled, Buffer.from(await workbook.xlsx.writeBuffer()));

    await dialog.locator('input[type="file"]').setInputFiles(filled);
    // The gateway's answer first, so a failure says what it answered, and then what the dialog shows.
    const checking = page.waitForResponse((response) => response.url().endsWith('/system/user/permission-import/check'));
    await dialog.getByRole('button', { name: '校验', exact: true }).click();
    const checked = await checking;
    const answer = await checked.text();
    expect(checked.status(), answer).toBe(200);
    expect((JSON.parse(answer) as { data: unknown }).data, answer).toMatchObject({ status: 'checked', total: 2, valid: 1, invalid: 1 });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('共 2 行，通过 1 行，错误 1 行');
    await expect(dialog.getByRole('list', { name: '错误明细' }).getByRole('listitem')).toHaveText(['第3行：工号 NO-SUCH-EMPLOYEE 不存在']);
    // Nothing is imported while a row is wrong.
    await expect(dialog.getByRole('button', { name: '导入', exact: true })).toBeDisabled();
    expect(await roleCodesOf(page, USER.account)).toEqual(before);
  });

  test('the user page works by keyboard and 同步人员 says why it cannot sync', async ({ page }) => {
    await signInAs(page, 'admin');
    await openUserAdmin(page);
    await page.getByRole('button', { name: '同步人员' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '未配置人力资源系统（PS）接口，无法同步用户' })).toBeVisible();
    // The search form submits with Enter.
    const form = page.getByRole('search');
    await form.getByRole('textbox', { name: '姓名' }).fill(USER.name);
    await form.getByRole('textbox', { name: '姓名' }).press('Enter');
    await expect(userGrid(page).getByRole('row').filter({ hasText: USER.account })).toHaveCount(1);
  });
});

test.describe('read views', () => {
  test('组织管理 shows the real org tree, searchable and keyboard operable', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/system/org');
    const tree = page.getByRole('treegrid', { name: '组织管理' });
    const bu = tree.getByRole('row', { name: /牧原饲料集团/ });
    await expect(bu).toHaveAttribute('aria-expanded', 'true');
    // BUs and areas open at first; companies are shown closed (their inventory orgs hidden).
    await expect(tree.getByRole('row', { name: /华北区域/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByRole('row', { name: /河北饲料有限公司/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.getByRole('row', { name: /10100101/ })).toHaveCount(0);

    await page.getByRole('searchbox', { name: '组织名称或编码' }).fill('河北饲料');
    await expect(page.getByRole('status').filter({ hasText: /^找到 \d+ 项$/ })).toBeVisible();
    const company = tree.getByRole('row', { name: /^河北饲料有限公司 101001/ });
    // The company's inventory orgs match too: their branch opens.
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByRole('row', { name: /^河北饲料有限公司原料库 10100101/ })).toHaveAttribute('aria-level', '4');
    await expect(company).toContainText('公司（6）');
    await expect(company).toContainText('已上线');

    // Arrow keys: ← closes the focused branch, → opens it again.
    await page.getByRole('searchbox', { name: '组织名称或编码' }).fill('');
    await bu.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(bu).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.getByRole('row', { name: /华北区域/ })).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(bu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('row', { name: /华北区域/ })).toBeFocused();
  });

  test('品类管理, 数据字典 and 菜单管理 show real rows', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/system/category');
    const categories = page.getByRole('treegrid', { name: '品类管理' });
    await expect(categories.getByRole('row', { name: /^原料/ })).toBeVisible();
    await page.getByRole('searchbox', { name: '品类名称或编码' }).fill('玉米');
    await expect(categories.getByRole('row', { name: /玉米/ }).first()).toBeVisible();

    await page.goto('/system/dict');
    const dicts = page.getByRole('treegrid', { name: '数据字典' });
    const contractStatus = dicts.getByRole('row', { name: /合同状态/ });
    await expect(contractStatus).toContainText('contractStatus');
    await contractStatus.focus();
    await page.keyboard.press('Enter');
    await expect(dicts.getByRole('row', { name: /草稿/ })).toContainText('draft');
    await expect(dicts.getByRole('row', { name: /草稿/ })).toContainText('启用');

    await page.goto('/system/menu');
    const menus = page.getByRole('treegrid', { name: '菜单管理' });
    await page.getByRole('searchbox', { name: '菜单名称或编码' }).fill('system:user');
    const userMenu = menus.getByRole('row', { name: /用户管理/ });
    await expect(userMenu).toContainText('/system/user');
    await expect(userMenu).toContainText('system/user');
    await expect(menus.getByRole('row', { name: /同步人员/ })).toContainText('按钮');
  });
});

test.describe('accessibility', () => {
  test('axe finds no WCAG A/AA violations on the trees and the user dialogs', async ({ page }) => {
    await signInAs(page, 'admin');
    for (const [path, name] of [
      ['/system/dict', '数据字典'],
      ['/system/menu', '菜单管理'],
      ['/system/org', '组织管理'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('treegrid', { name }).getByRole('row').nth(1)).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }

    await openUserAdmin(page);
    const row = await searchAccount(page, USER.account);
    await row.getByRole('button', { name: '分配品类' }).click();
    const categories = page.getByRole('dialog', { name: `分配品类：${USER.name}` });
    await expect(categories.getByRole('treeitem').first()).toBeVisible();
    expect(await axeViolations(page), '分配品类').toEqual([]);
    await categories.getByRole('button', { name: '取消' }).click();

    await row.getByRole('button', { name: '编辑' }).click();
    await expect(page.getByRole('dialog', { name: `编辑用户：${USER.name}` }).getByRole('textbox', { name: '姓名' })).toBeVisible();
    expect(await axeViolations(page), '编辑').toEqual([]);
  });
});

test.describe('a buyer without the system menu', () => {
  test('cannot open /system/user, and the gateway refuses the calls', async ({ page }) => {
    await signInAs(page, 'buyer');
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/404$/);
    for (const [method, path] of [
      ['POST', '/system/user/custom-page'],
      ['GET', '/system/role/list'],
      ['GET', '/system/menu/tree'],
      ['GET', '/system/dict/list'],
    ] as const) {
      const response = await gateway(page, method, path, method === 'POST' ? {} : undefined);
      expect(response.status(), path).toBe(403);
      expect(await response.json(), path).toMatchObject({ code: 40301, success: false, message: '您暂无此权限' });
    }
  });
});
