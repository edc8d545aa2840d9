import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../i18n/messages';
import { analysisImageAlt, baseInfoItems, contentItems, paragraphsOf, referenceTypeLabel, reportTypeLabel } from './reportSections';

const zh = (key: MessageKey, values?: Record<string, string | number>) => translate('zh-CN', key, values);
const en = (key: MessageKey, values?: Record<string, string | number>) => translate('en', key, values);

describe('reportTypeLabel', () => {
  it('names the four report types and passes other text through', () => {
    expect(['daily', 'weekly', 'month', 'subject'].map((type) => reportTypeLabel(type, zh))).toEqual(['日报', '周报', '月报', '专题报告']);
    expect(reportTypeLabel('month', en)).toBe('Monthly report');
    expect(reportTypeLabel('季报', zh)).toBe('季报');
    expect(reportTypeLabel(null, zh)).toBe('');
    expect(reportTypeLabel('toString', zh)).toBe('toString');
  });
});

describe('referenceTypeLabel', () => {
  it('says 报告 for type 1 and 文件 for type 2', () => {
    expect(referenceTypeLabel(1, zh)).toBe('报告');
    expect(referenceTypeLabel(2, zh)).toBe('文件');
  });
});

describe('paragraphsOf', () => {
  it('splits at blank lines, keeps single line breaks, drops empty parts', () => {
    expect(paragraphsOf('玉米价格上涨。\n\n  豆粕震荡。\r\n\r\n\n')).toEqual(['玉米价格上涨。', '豆粕震荡。']);
    expect(paragraphsOf('第一行\n第二行')).toEqual(['第一行\n第二行']);
    expect(paragraphsOf('')).toEqual([]);
    expect(paragraphsOf(undefined)).toEqual([]);
  });
});

describe('baseInfoItems', () => {
  it('lists title, subject type, research type, report type, author and date', () => {
    const items = baseInfoItems({ title: '玉米周报', subjectType: '玉米', researchType: '市场研究', reportType: 'weekly', author: '李娜', date: '2026-03-02' }, zh);
    expect(items.map((item) => [item.label, item.value])).toEqual([
      ['报告标题', '玉米周报'],
      ['主题类型', '玉米'],
      ['研究类型', '市场研究'],
      ['报告类型', '周报'],
      ['作者', '李娜'],
      ['日期', '2026-03-02'],
    ]);
    expect(baseInfoItems({ title: 'x' }, zh).filter((item) => item.value === '')).toHaveLength(5);
  });
});

describe('analysisImageAlt', () => {
  it('uses the image alt, else the analysis title and the figure number', () => {
    expect(analysisImageAlt({ title: '价格走势' }, { src: 'a.png', alt: '玉米价格走势图' }, 0, zh)).toBe('玉米价格走势图');
    expect(analysisImageAlt({ title: '价格走势' }, { src: 'a.png' }, 1, zh)).toBe('价格走势（图 2）');
    expect(analysisImageAlt({ title: 'Prices' }, { src: 'a.png', alt: ' ' }, 0, en)).toBe('Prices (figure 1)');
  });
});

describe('contentItems', () => {
  it('keeps the order, drops blank paragraphs and names images without a text alternative', () => {
    expect(
      contentItems(
        [
          { type: 'paragraph', text: '第一段' },
          { type: 'image', url: 'a.png', alt: '锦州港价格' },
          { type: 'paragraph', text: '  ' },
          { type: 'image', url: 'b.png' },
          { type: 'paragraph', text: '第二段' },
        ],
        '综合市场观点',
        zh,
      ),
    ).toEqual([
      { type: 'paragraph', text: '第一段' },
      { type: 'image', url: 'a.png', alt: '锦州港价格' },
      { type: 'image', url: 'b.png', alt: '综合市场观点（图 2）' },
      { type: 'paragraph', text: '第二段' },
    ]);
    expect(contentItems([{ type: 'image', url: 'c.png', alt: ' ' }], 'Comprehensive market view', en)).toEqual([{ type: 'image', url: 'c.png', alt: 'Comprehensive market view (figure 1)' }]);
  });
});
