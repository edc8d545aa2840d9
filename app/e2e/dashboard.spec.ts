import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './underPolicy';
import { fillSignIn, storedToken } from './helpers';

/*
 * The dashboard's notices, to-dos and quick start, the header badges and the header's 常用功能,
 * against the real gateway. They use 郑伟 (zhengwei / Demo@123), whose demo messages and common
 * functions no other spec relies on; the tests run in order and change that data.
 */
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page) {
  await page.goto('/login');
  await fillSignIn(page, 'zhengwei', 'Demo@123');
  await expect(page).toHaveURL(/\/dashboard$/);
}

const noticesCard = (page: Page) => page.getByRole('region', { name: /^通知公告/ });
const todoCard = (page: Page) => page.getByRole('region', { name: '待办', exact: true });
const quickStart = (page: Page) => page.getByRole('region', { name: '常用功能', exact: true });
const bodyRows = (card: ReturnType<typeof noticesCard>) => card.locator('tbody tr');
const tiles = (page: Page) => quickStart(page).getByRole('listitem');
const message = (page: Page, text: string) => page.getByRole('region', { name: '消息通知' }).getByText(text, { exact: true });

/** Closes the messages on screen, so a repeated one is really shown again (a message on screen is not shown twice). */
async function closeMessages(page: Page) {
  const close = page.getByRole('region', { name: '消息通知' }).getByRole('button', { name: '关闭' });
  while ((await close.count()) > 0) await close.first().click();
}

test('the cards, the header badges and 常用功能 (with its dialog) pass axe', async ({ page }) => {
  await signIn(page);
  await expect(bodyRows(noticesCard(page))).toHaveCount(3);
  await expect(bodyRows(todoCard(page))).toHaveCount(3);
  await expect(tiles(page)).toHaveCount(2);
  const mine = () => new AxeBuilder({ page }).include('[data-card]').include('button[data-badge]').include('button[aria-label="常用功能"]');
  expect((await mine().analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: '常用功能', exact: true }).click();
  await page.getByRole('dialog', { name: '常用功能' }).getByRole('button', { name: '配置' }).click();
  await expect(page.getByRole('dialog', { name: '常用功能配置' }).getByRole('checkbox').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
});

test('notices: 3 per page with a pager; opening one marks it read for good and follows its link', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('button', { name: '通知，5 条未读' })).toBeVisible();
  const card = noticesCard(page);
  await expect(card.getByRole('heading')).toContainText('5 条未读');
  await expect(bodyRows(card)).toHaveCount(3);
  await expect(bodyRows(card).first()).toContainText('2025年度玉米集中采购招标公告已发布');
  await expect(bodyRows(card).first().locator('td').last()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(card.getByRole('navigation', { name: '通知公告分页' })).toContainText('共 5 条');

  await card.getByRole('button', { name: '第 2 页' }).click();
  await expect(bodyRows(card)).toHaveCount(2);
  await expect(bodyRows(card).first().locator('td').first()).toHaveText('4');
  const external = card.getByRole('link', { name: '采购平台操作手册已更新，请下载查阅' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('href', 'https://help.example.com/srm/manual');

  await card.getByRole('button', { name: '第 1 页' }).click();
  const read = page.waitForResponse((response) => /\/gateway\/system\/message\/read\/\d+$/.test(response.url()) && response.request().method() === 'PUT');
  await card.getByRole('link', { name: '关于启用新版采购合同模板的通知' }).click();
  await expect(page).toHaveURL(/\/contract\/template$/);
  expect((await read).ok()).toBe(true);
  await expect(page.getByRole('button', { name: '通知，4 条未读' })).toBeVisible();

  // Still read after a reload: the badge keeps the new count and the dashboard no longer lists it.
  await page.reload();
  await expect(page.getByRole('button', { name: '通知，4 条未读' })).toBeVisible();
  await page.getByRole('button', { name: '通知，4 条未读' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(noticesCard(page).getByRole('heading')).toContainText('4 条未读');
  await expect(bodyRows(noticesCard(page))).toHaveCount(3);
  await expect(noticesCard(page)).not.toContainText('关于启用新版采购合同模板的通知');
});

test('to-dos: the 待办事项 and 已办事项 tabs; opening an unread one lowers the to-do badge', async ({ page }) => {
  await signIn(page);
  const card = todoCard(page);
  await expect(page.getByRole('button', { name: '待办，3 条未读' })).toBeVisible();
  await expect(card.getByRole('tab', { name: '待办事项' })).toHaveAttribute('aria-selected', 'true');
  await expect(bodyRows(card)).toHaveCount(3);
  await expect(bodyRows(card).first()).toContainText('年度需求计划 XQ2025003 待审核');
  await expect(card.getByRole('navigation', { name: '待办分页' })).toContainText('共 4 条');

  await card.getByRole('tab', { name: '已办事项' }).click();
  await expect(bodyRows(card).first()).toContainText('合同 HT2025009 已审批通过');
  await expect(bodyRows(card)).toHaveCount(3);
  await card.getByRole('button', { name: '第 2 页' }).click();
  await expect(bodyRows(card)).toHaveCount(1);
  await expect(bodyRows(card).first()).toContainText('质量指标 ZB2025001 已更新');

  await card.getByRole('tab', { name: '待办事项' }).click();
  await card.getByRole('link', { name: '年度需求计划 XQ2025003 待审核' }).click();
  await expect(page).toHaveURL(/\/demand\/year$/);
  await expect(page.getByRole('button', { name: '待办，2 条未读' })).toBeVisible();

  // The header badges open their lists: the to-do badge the to-do card on 待办事项, the notice badge
  // the notices card, each with the focus on the card's heading (keyboard: Enter on the badge).
  await page.getByRole('button', { name: '待办，2 条未读' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(card.getByRole('heading', { name: '待办', exact: true })).toBeFocused();
  await expect(card.getByRole('tab', { name: '待办事项' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/demand/year');
  await page.getByRole('button', { name: /^通知，/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(noticesCard(page).getByRole('heading')).toBeFocused();
});

test('common functions: configure 15, a 16th is refused in the dialog, on the dashboard and by the gateway', async ({ page }) => {
  await signIn(page);
  await expect(tiles(page)).toHaveText(['合同列表', '年度需求计划']);

  await page.getByRole('button', { name: '常用功能', exact: true }).click();
  const popover = page.getByRole('dialog', { name: '常用功能' });
  await expect(popover.getByRole('link')).toHaveText(['合同列表', '年度需求计划']);
  await popover.getByRole('button', { name: '配置' }).click();
  const dialog = page.getByRole('dialog', { name: '常用功能配置' });
  await expect(dialog.getByText('已选择 2/15 个')).toBeVisible();

  // Tick unticked page menus, in the dialog's order, up to 15.
  const boxes = dialog.getByRole('checkbox');
  const names: string[] = [];
  for (const box of await boxes.all()) {
    if (!(await box.isChecked())) names.push((await box.getAttribute('aria-label')) ?? (await box.evaluate((input) => input.closest('label')?.textContent ?? '')));
  }
  expect(names.length).toBeGreaterThan(13);
  const tick = (name: string) => dialog.locator('.srm-checkbox-label').getByText(name, { exact: true }).click();
  for (const name of names.slice(0, 13)) await tick(name);
  await expect(dialog.getByText('已选择 15/15 个')).toBeVisible();

  const sixteenth = names[13] as string;
  await tick(sixteenth);
  await expect(message(page, '抱歉，常用功能不能超过15个')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: sixteenth })).not.toBeChecked();
  await expect(dialog.getByText('已选择 15/15 个')).toBeVisible();

  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(message(page, '常用功能配置成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tiles(page)).toHaveCount(15);
  await expect(tiles(page).nth(2)).toHaveText(names[0] as string);

  // The dashboard's 添加 refuses before asking the gateway …
  await closeMessages(page);
  let saveCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/system/short-menu/saveShortMenu')) saveCalls += 1;
  });
  await quickStart(page).getByRole('button', { name: '添加' }).click();
  await expect(message(page, '抱歉，常用功能不能超过15个')).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(saveCalls).toBe(0);

  // … and the gateway refuses too.
  const token = await storedToken(page);
  const refused = await page.evaluate(async (bearer) => {
    const list = await fetch('/gateway/system/login/getLoginInfoByToken', { headers: { Authorization: `Bearer ${bearer}` } }).then((response) => response.json());
    const userId = (list as { data: { sysUserInfo: { id: number } } }).data.sysUserInfo.id;
    const menus = await fetch(`/gateway/system/short-menu/list?userId=${userId}`, { headers: { Authorization: `Bearer ${bearer}` } }).then((response) => response.json());
    const have = new Set((menus as { data: { menuId: number }[] }).data.map((entry) => entry.menuId));
    const info = list as { data: { menuList: { id: number; menuType: number; pageUrl: string | null; hidden: number; children?: unknown[] }[] } };
    const candidates: number[] = [];
    const walk = (rows: { id: number; menuType: number; pageUrl: string | null; hidden: number; children?: unknown[] }[]) => {
      for (const row of rows) {
        if (row.menuType === 1 && row.pageUrl && row.hidden === 0 && !have.has(row.id)) candidates.push(row.id);
        walk((row.children ?? []) as typeof rows);
      }
    };
    walk(info.data.menuList);
    const response = await fetch('/gateway/system/short-menu/saveShortMenu', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ userId, menuIds: [candidates[0]] }),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }, token);
  expect(refused).toEqual({ status: 422, body: expect.objectContaining({ message: '抱歉，常用功能不能超过15个' }) });

  // Kept: after a reload the card and the popover show the same 15.
  await page.reload();
  await expect(tiles(page)).toHaveCount(15);
  await page.getByRole('button', { name: '常用功能', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '常用功能' }).getByRole('link')).toHaveCount(15);
});

test('quick start: deleting asks 确定删除？; 取消 says 已取消删除, 确定 removes the tile; 添加 adds one', async ({ page }) => {
  await signIn(page);
  await expect(tiles(page)).toHaveCount(15);
  const remove = quickStart(page).getByRole('button', { name: '删除常用功能：合同列表' });

  await remove.click();
  let confirm = page.getByRole('alertdialog', { name: '确定删除？' });
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(message(page, '已取消删除')).toBeVisible();
  await expect(tiles(page)).toHaveCount(15);

  await remove.click();
  confirm = page.getByRole('alertdialog', { name: '确定删除？' });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(message(page, '删除成功')).toBeVisible();
  await expect(tiles(page)).toHaveCount(14);
  await expect(quickStart(page).getByRole('link', { name: '合同列表' })).toHaveCount(0);

  await page.reload();
  await expect(tiles(page)).toHaveCount(14);
  await expect(quickStart(page).getByRole('link', { name: '合同列表' })).toHaveCount(0);

  await quickStart(page).getByRole('button', { name: '添加' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: '合同列表' }).click();
  await expect(message(page, '新增成功')).toBeVisible();
  await expect(tiles(page)).toHaveCount(15);
  await expect(tiles(page).last()).toHaveText('合同列表');
  await tiles(page).last().getByRole('link').click();
  await expect(page).toHaveURL(/\/contract\/list$/);
});

/** Elements on screen fixed over the page (as the old floating 常用功能 was), other than open overlays. */
async function floatingOverContent(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => getComputedStyle(element).position === 'fixed')
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && !element.closest('[role="dialog"], [role="alertdialog"], [role="region"][aria-label="消息通知"]');
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

test('常用功能 is a button of the header: opened by keyboard, and nothing floats over the cards or a list', async ({ page }) => {
  await signIn(page);
  const button = page.getByRole('banner').getByRole('button', { name: '常用功能', exact: true });
  await expect(button).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const box = await button.boundingBox();
  expect(box && header && box.y >= header.y && box.y + box.height <= header.y + header.height).toBe(true);
  expect(await floatingOverContent(page)).toEqual([]);

  await button.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: '常用功能' });
  await expect(popover.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(button).toBeFocused();

  // A list page with row actions at the right edge: the shell covers none of it.
  await page.goto('/contract/list');
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: '常用功能', exact: true })).toBeVisible();
  expect(await floatingOverContent(page)).toEqual([]);
});
