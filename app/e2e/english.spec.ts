import { expect, test, type Page } from './underPolicy';
import { signInAs } from './helpers';

/**
 * English mode (issue 19): on the dashboard, the contract list and user admin, no text the app writes
 * stays Chinese. Business data is left out: the grid's data cells and what the app marks
 * `translate="no"` (the user's name, role and org, a notice's text: written in the language it was
 * entered in), and text declared Chinese (`lang="zh-CN"`: the language switch's 中文). Inputs' values
 * are not text nodes, so a field's value is left out too.
 */
async function chineseTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cjk = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || !cjk.test(text)) continue;
      const element = node.parentElement;
      if (!element || element.closest('[role="gridcell"], [translate="no"], script, style, [hidden], [aria-hidden="true"]')) continue;
      // Declared Chinese on purpose (the language switch names 中文 in its own language).
      if (element.closest('[lang]') !== document.documentElement && element.closest('[lang]')?.getAttribute('lang')?.startsWith('zh')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      found.push(text);
    }
    return found;
  });
}

test('English mode leaves no Chinese outside business data on the dashboard, the contract list and user admin', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.evaluate(() => localStorage.setItem('srm.locale', JSON.stringify('en')));
  const report: Record<string, string[]> = {};
  for (const [path, ready] of [
    ['/dashboard', 'Home'],
    ['/contract/list', 'Contract list'],
    ['/system/user', 'Users'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('grid').or(page.getByRole('main')).first()).toBeVisible();
    await expect(page.getByRole('link', { name: ready }).first()).toBeVisible();
    // Let the lists load their rows and the cards their counts.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    report[path] = await chineseTexts(page);
  }
  expect(report).toEqual({ '/dashboard': [], '/contract/list': [], '/system/user': [] });
});
