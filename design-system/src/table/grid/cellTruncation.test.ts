import { describe, expect, it } from 'vitest';
import { cellTextElement, truncatedCellText } from './cellTruncation';

function cell(html: string, className = 'srm-grid-cell srm-grid-cell--data'): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  element.innerHTML = html;
  return element;
}

function sized(element: Element, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { get: () => scrollWidth });
  Object.defineProperty(element, 'clientWidth', { get: () => clientWidth });
  return element;
}

describe('cellTextElement', () => {
  it('is the cell for plain text, the marked title or tag, or the one element a render gave', () => {
    const text = cell('中粮贸易（大连）有限公司', 'srm-grid-cell srm-grid-cell--data srm-grid-cell--text');
    expect(cellTextElement(text)).toBe(text);
    const header = cell('<span class="srm-grid-text">签订日期</span><span class="srm-grid-sort"></span>');
    expect(cellTextElement(header)?.textContent).toBe('签订日期');
    const tag = cell('<span class="srm-grid-tag">已发送供应商</span>');
    expect(cellTextElement(tag)?.className).toBe('srm-grid-tag');
    const link = cell('<a href="#x">CG101001202611270001</a>');
    expect(cellTextElement(link)?.tagName).toBe('A');
  });

  it('is none for editors, row actions, built-in cells and cells of several elements', () => {
    expect(cellTextElement(cell('<div data-grid-editor=""><input /></div>'))).toBeNull();
    expect(cellTextElement(cell('<div class="srm-grid-actions"><button>详情</button></div>', 'srm-grid-cell'))).toBeNull();
    expect(cellTextElement(cell('<input type="checkbox" />', 'srm-grid-cell'))).toBeNull();
    expect(cellTextElement(cell('<b>a</b><i>b</i>'))).toBeNull();
  });
});

describe('truncatedCellText', () => {
  it('gives the whole text only when the ellipsis cuts it (a pixel of rounding is not a cut)', () => {
    const link = cell('<a href="#x">CG101001202611270001</a>');
    sized(link.firstElementChild as Element, 158, 126);
    expect(truncatedCellText(link)).toMatchObject({ text: 'CG101001202611270001' });
    const whole = cell('<a href="#x">HT1</a>');
    sized(whole.firstElementChild as Element, 127, 126);
    expect(truncatedCellText(whole)).toBeNull();
  });
});
