import { expect, test } from './underPolicy';
import { signInAs, storedToken } from './helpers';

test('an export task reaches 已完成, downloads by itself, and can be downloaded again', async ({ page }) => {
  const firstList = page.waitForResponse((response) => response.url().endsWith('/gateway/demand/exprot/download/task/list'));
  await signInAs(page, 'admin');
  await firstList;
  const token = await storedToken(page);

  // The contract list page is not built yet: start its export from the page with the token.
  const started = await page.evaluate(async (bearer) => {
    const response = await fetch('/gateway/demand/exprot/batch/async', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ queryUrl: '/purchase/api/v1/contract/head/custom-page', queryParams: {}, requestMethod: 'POST', pagePath: '/contract/list' }),
    });
    return (await response.json()) as { success: boolean; data: { id: number; fileName: string } };
  }, token);
  expect(started.success).toBe(true);
  const { id, fileName } = started.data;

  const automatic = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: /^下载中心/ }).click();
  const centre = page.getByRole('dialog', { name: '下载中心' });
  await expect(centre).toBeVisible();
  const row = centre.locator(`li[data-task-id="${id}"]`);
  await expect(row).toContainText(fileName);
  await expect(row).toContainText('已完成', { timeout: 60_000 });

  const first = await automatic;
  expect(first.suggestedFilename()).toBe(fileName);
  expect(await first.failure()).toBeNull();
  // A real spreadsheet (an .xlsx is a zip: it starts with PK).
  const stream = await first.createReadStream();
  const head: Buffer = await new Promise((resolve, reject) => {
    stream.once('readable', () => resolve(stream.read(2) as Buffer));
    stream.once('error', reject);
  });
  expect(head.toString('latin1')).toBe('PK');

  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: `重新下载 ${fileName}` }).click();
  const second = await again;
  expect(second.suggestedFilename()).toBe(fileName);
});
