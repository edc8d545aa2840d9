import { describe, expect, it } from 'vitest';
import { chosenTemplate, printableTemplates, templateKey, templateLabel, TEMPLATE_LABEL_MAX, type PrintTemplateOption } from './templateChoice';

describe('templateLabel', () => {
  it('keeps names of at most 30 characters and cuts longer ones with an ellipsis', () => {
    expect(TEMPLATE_LABEL_MAX).toBe(30);
    const thirty = '玉'.repeat(30);
    expect(templateLabel(thirty)).toEqual({ text: thirty, full: thirty, truncated: false });
    const long = '玉米集中采购框架合同（东北产区二等黄玉米，含质量扣量标准及运输条款）';
    const label = templateLabel(long);
    expect(label.truncated).toBe(true);
    expect(Array.from(label.text)).toHaveLength(31);
    expect(label.text).toBe(`${Array.from(long).slice(0, 30).join('')}…`);
    expect(label.full).toBe(long);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(templateLabel('𠮷'.repeat(30)).truncated).toBe(false);
  });
});

describe('chosenTemplate', () => {
  it('finds the chosen template among those seen on any page, or null', () => {
    const a: PrintTemplateOption = { id: 1, name: '采购合同' };
    const b: PrintTemplateOption = { id: 'x', name: '提货单' };
    const seen = new Map([a, b].map((template) => [templateKey(template), template]));
    expect(chosenTemplate('1', seen)).toBe(a);
    expect(chosenTemplate('x', seen)).toBe(b);
    expect(chosenTemplate(null, seen)).toBeNull();
    expect(chosenTemplate('2', seen)).toBeNull();
  });
});

describe('printableTemplates', () => {
  it('leaves out only the templates marked printable: false, keeping the order', () => {
    const list = [
      { id: 1, name: 'a', printable: true },
      { id: 2, name: 'b', printable: false },
      { id: 3, name: 'c' },
    ];
    expect(printableTemplates(list).map((template) => template.id)).toEqual([1, 3]);
    expect(printableTemplates([])).toEqual([]);
  });
});
