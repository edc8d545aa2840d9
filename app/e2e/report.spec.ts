import { writeFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './underPolicy';
import { axeViolations, pressToOpen, signInAs } from './helpers';
import { workbookFrom } from './workbooks';

/**
 * 行情报告 (issue 27) against the real gateway, as admin:
 * 1. 行情指数 → 趋势分析: a workbook of a new index (three days at 大连港) plus a corrected figure of a
 *    stored one is checked; its bad row is named and 导入 stays disabled; the fixed file's check counts the
 *    stored duplicate; 导入 makes a draft batch, 提交 puts it into the data, and 趋势分析's 变化趋势 draws
 *    the new series (its data table shows the three values to the cent).
 * 2. 报告中心: a report made from the template 玉米市场周报模板 with two images (one in the body, one in a
 *    data analysis) is committed, favourited (我的收藏 lists it) and previewed with its four blocks.
 */

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** YYYY-MM-DD, `back` days before today in China. */
function dayBefore(back: number): string {
  return new Date(Date.now() + 8 * 3600_000 - back * 86_400_000).toISOString().slice(0, 10);
}

/** The most recent day before today that is not a Sunday (the seeded series skip Sundays). */
function storedDay(): string {
  for (let back = 1; ; back += 1) {
    const day = dayBefore(back);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return day;
  }
}


const rowsOf = (page: Page, grid: string): Locator => page.getByRole('grid', { name: grid }).locator('[role="row"][data-row]:not([data-row="-1"])');

test('行情指数: a checked, fixed, inserted and submitted workbook becomes a new series on 趋势分析', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now()).slice(-6);
  const code = `E2E-${stamp}`;
  const name = `玉米测试价${stamp}`;
  const days = [dayBefore(4), dayBefore(3), dayBefore(2)] as const;

  await signInAs(page, 'admin');
  await page.goto('/report/market-index');
  await expect(page.getByRole('heading', { level: 1, name: '行情指数' })).toBeVisible();
  await expect(rowsOf(page, '指数数据').first()).toBeVisible();

  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入行情指数' });
  await expect(dialog).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  const templatePath = await (await downloading).path();

  const rows = (third: string) => [
    [code, name, '元/吨', '大连港', days[0], '2612.5'],
    [code, name, '元/吨', '大连港', days[1], third],
    [code, name, '元/吨', '大连港', days[2], '2631.25'],
    ['YM-DLG', '玉米大连港平舱价', '元/吨', '大连港', storedDay(), '2555'],
  ];
  const bad = testInfo.outputPath('行情指数.xlsx');
  await workbookFrom(templatePath, rows('二千六'), bad);
  await dialog.locator('input[type="file"]').setInputFiles(bad);
  await dialog.getByRole('button', { name: '校验', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('共 4 行，通过 3 行，错误 1 行');
  await expect(dialog.getByRole('list', { name: '错误明细' }).getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('list', { name: '错误明细' }).getByRole('listitem').first()).toContainText('第3行');
  await expect(dialog.getByRole('button', { name: '导入', exact: true })).toBeDisabled();

  const fixed = testInfo.outputPath('行情指数（改）.xlsx');
  await workbookFrom(templatePath, rows('2620.75'), fixed);
  await dialog.locator('input[type="file"]').setInputFiles(fixed);
  await dialog.getByRole('button', { name: '校验', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('共 4 行，通过 4 行，错误 0 行');
  await expect(dialog).toContainText('与已有数据重复 1 行，提交后以新数据为准');
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog).toBeHidden();

  // 上传批次: the draft batch of the file, then 提交.
  const batch = rowsOf(page, '上传批次').filter({ hasText: '行情指数（改）.xlsx' }).first();
  await expect(batch).toContainText('草稿');
  const confirm = page.getByRole('alertdialog');
  await pressToOpen(batch.getByRole('button', { name: '提交', exact: true }), confirm);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('status').filter({ hasText: '提交成功' }).first()).toBeVisible();
  await expect(batch).toContainText('已提交');

  // 指数数据 holds the new series.
  await page.getByRole('tab', { name: '指数数据' }).click();
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: '指数名称' }).fill(name);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(rowsOf(page, '指数数据')).toHaveCount(3);
  await expect(rowsOf(page, '指数数据').filter({ hasText: days[1] })).toContainText('2620.75');
  expect(await axeViolations(page, { excludeAnnouncer: true })).toEqual([]);

  // 趋势分析: choose the new index, 查询, 变化趋势; the table view shows the three values.
  await page.goto('/report/trend');
  await expect(page.getByRole('heading', { level: 1, name: '趋势分析' })).toBeVisible();
  const filters = page.getByRole('search', { name: '查询条件' }).or(page.getByRole('form', { name: '查询条件' })).first();
  await filters.getByRole('button', { name: /指数$/ }).click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: '查询' }).click();
  await page.getByRole('tab', { name: '变化趋势' }).click();
  const chart = page.getByRole('figure', { name: '变化趋势（元/吨）' });
  await expect(chart).toHaveAttribute('data-status', 'ready');
  await expect(chart.getByRole('img')).toHaveAccessibleName(new RegExp(`${name}`));
  await chart.getByRole('button', { name: '查看数据表' }).click();
  const table = chart.getByRole('table', { name: '变化趋势（元/吨）' });
  await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
  for (const [day, value] of [
    [days[0], '2612.50'],
    [days[1], '2620.75'],
    [days[2], '2631.25'],
  ] as const) {
    await expect(table.getByRole('row', { name: new RegExp(`^${day}`) })).toContainText(value);
  }
  expect(await axeViolations(page, { excludeAnnouncer: true })).toEqual([]);
});

/** The images of a preview block have loaded (the signed addresses answered), not only been placed. */
async function expectImagesLoaded(block: Locator, count: number) {
  const images = block.getByRole('img');
  await expect(images).toHaveCount(count);
  for (let index = 0; index < count; index += 1) {
    await expect.poll(() => images.nth(index).evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
}

test('报告中心: a report from a template with two images is committed, favourited and previewed', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const title = `2026年12月第1周玉米市场周报（E2E ${String(Date.now()).slice(-6)}）`;
  const bodyImage = testInfo.outputPath('港口库存.png');
  const analysisImage = testInfo.outputPath('价格走势.png');
  await writeFile(bodyImage, PNG_1x1);
  await writeFile(analysisImage, PNG_1x1);

  await signInAs(page, 'admin');
  await page.goto('/report/list');
  await expect(page.getByRole('heading', { level: 1, name: '报告中心' })).toBeVisible();
  await expect(rowsOf(page, '全部报告').first()).toBeVisible();

  // 报告模板 → 使用模板: the editor opens on a new draft with the template's fields.
  await page.getByRole('tab', { name: '报告模板' }).click();
  const template = rowsOf(page, '报告模板').filter({ hasText: '玉米市场周报模板' }).first();
  const editor = page.getByRole('dialog', { name: '编辑报告' });
  await pressToOpen(template.getByRole('button', { name: '使用模板', exact: true }), editor);
  await expect(page.getByRole('status').filter({ hasText: '已根据模板创建草稿' }).first()).toBeVisible();
  await expect(editor.getByRole('textbox', { name: '分析标题 1' })).not.toHaveValue('');

  await editor.getByRole('textbox', { name: '报告标题' }).fill(title);
  const body = editor.getByRole('group', { name: '正文' });
  await body.locator('input[type="file"][aria-label="插入图片"]').setInputFiles(bodyImage);
  await expect(body.getByRole('img')).toHaveCount(1);
  const analysisImages = editor.getByRole('group', { name: '分析图片 1' });
  await analysisImages.locator('input[type="file"][aria-label="上传图片"]').setInputFiles(analysisImage);
  await expect(analysisImages.getByRole('img')).toHaveCount(1);
  expect(await axeViolations(page, { include: '[role="dialog"]', excludeAnnouncer: true })).toEqual([]);
  await editor.getByRole('button', { name: '提交', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '提交成功' }).first()).toBeVisible();

  // 全部报告 lists it; 收藏, and 我的收藏 lists it too.
  await page.getByRole('tab', { name: '全部报告' }).click();
  const search = page.getByRole('tabpanel').getByRole('search');
  await search.getByRole('textbox', { name: '报告标题' }).fill(title);
  await search.getByRole('button', { name: '查询' }).click();
  const committed = rowsOf(page, '全部报告').filter({ hasText: title });
  await expect(committed).toHaveCount(1);
  await committed.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '收藏成功' }).first()).toBeVisible();
  await expect(committed.getByRole('button', { name: '取消收藏', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: '我的收藏' }).click();
  const favourite = rowsOf(page, '我的收藏').filter({ hasText: title });
  await expect(favourite).toHaveCount(1);

  // 预览: the four blocks, the body's and the analysis's images shown.
  const preview = page.getByRole('dialog', { name: '报告预览' });
  await pressToOpen(favourite.getByRole('button', { name: '预览', exact: true }), preview);
  for (const block of ['基本信息', '综合市场观点', '数据分析', '其他参考']) await expect(preview.getByRole('region', { name: block })).toBeVisible();
  await expect(preview.getByRole('region', { name: '基本信息' })).toContainText(title);
  await expectImagesLoaded(preview.getByRole('region', { name: '综合市场观点' }), 1);
  await expectImagesLoaded(preview.getByRole('region', { name: '数据分析' }), 1);
  expect(await axeViolations(page, { include: '[role="dialog"]', excludeAnnouncer: true })).toEqual([]);
  await preview.getByRole('button', { name: '退出预览' }).click();
  await expect(preview).toBeHidden();
});
