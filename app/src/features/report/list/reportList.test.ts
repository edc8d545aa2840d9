import type { DictMap, ReportRow } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import type { AppT } from '../../../i18n/useAppT';
import { reportCenterEn, reportCenterZhCN } from '../messages/reportCenterMessages';
import { reportAllows, reportColumns, reportSearchFields, reportTabTitle, reportTypeName, reportTypeOptions, REPORT_TABS } from './reportList';

const t: AppT = (key, values) => appTranslate('zh-CN', key, values);
const dictionaries = {
  subjectResearchType: [{ dictItemCode: 'market', dictItemName: '市场专题' }],
  dataResearchType: [{ dictItemCode: 'weekly', dictItemName: '周报' }],
} as unknown as DictMap;
const row = (values: Partial<ReportRow>) => ({ status: 'committed' as const, isTemplate: false, favourite: false, ownerId: 1, ...values });

describe('the 报告中心 lists', () => {
  it('names the four tabs', () => {
    expect(REPORT_TABS.map((list) => reportTabTitle(list, t))).toEqual(['全部报告', '我的收藏', '草稿箱', '报告模板']);
  });

  it('shows the report fields, then when it was committed (all, favourite) or updated (draft, template)', () => {
    expect(reportColumns('all', t, dictionaries).map((column) => column.title)).toEqual(['报告标题', '主题类型', '研究类型', '报告类型', '作者', '报告日期', '提交时间', '创建人']);
    expect(reportColumns('draft', t, dictionaries).map((column) => column.key)).toContain('updatedTime');
    expect(reportColumns('template', t, dictionaries)[0]).toMatchObject({ key: 'title', title: '模板名称', fixed: 'left' });
    const subject = reportColumns('all', t, dictionaries)[1];
    expect(subject?.render?.('market', {} as ReportRow, 0)).toBe('市场专题');
    const type = reportColumns('all', t, dictionaries)[3];
    expect(type?.render?.('subject', {} as ReportRow, 0)).toBe('专题报告');
  });

  it('searches by title, type, dictionaries, author and date range', () => {
    const fields = reportSearchFields('all', t, dictionaries);
    expect(fields.map((field) => field.prop)).toEqual(['title', 'reportType', 'subjectType', 'researchType', 'author', 'reportDate']);
    expect(fields[0]).toMatchObject({ label: '报告标题', operator: 'contains' });
    expect(fields[1]?.options).toEqual([
      { value: 'daily', label: '日报' },
      { value: 'weekly', label: '周报' },
      { value: 'month', label: '月报' },
      { value: 'subject', label: '专题报告' },
    ]);
    expect(fields[2]?.options).toEqual([{ value: 'market', label: '市场专题' }]);
    expect(fields[5]).toMatchObject({ type: 'daterange' });
  });

  it('names the report types, keeping unknown codes as they are', () => {
    expect(reportTypeOptions(t).map((option) => option.label)).toEqual(['日报', '周报', '月报', '专题报告']);
    expect(reportTypeName('weekly', t)).toBe('周报');
    expect(reportTypeName('other', t)).toBe('other');
    expect(reportTypeName(null, t)).toBe('');
  });

  it('allows 收藏 on a committed report not yet a favourite, 取消收藏 on a favourite, 编辑/删除 on one’s own drafts', () => {
    expect(reportAllows.collect(row({}))).toBe(true);
    expect(reportAllows.collect(row({ favourite: true }))).toBe(false);
    expect(reportAllows.collect(row({ status: 'draft' }))).toBe(false);
    expect(reportAllows.collect(row({ isTemplate: true }))).toBe(false);
    expect(reportAllows.cancelCollect(row({ favourite: true }))).toBe(true);
    expect(reportAllows.editDraft(row({ status: 'draft' }), 1, false)).toBe(true);
    expect(reportAllows.editDraft(row({ status: 'draft' }), 2, false)).toBe(false);
    expect(reportAllows.editDraft(row({ status: 'draft' }), 2, true)).toBe(true);
    expect(reportAllows.editDraft(row({}), 1, true)).toBe(false);
    expect(reportAllows.removeDraft(row({ status: 'draft', ownerId: 3 }), 1, true)).toBe(true);
    expect(reportAllows.removeDraft(row({ status: 'draft', ownerId: 3 }), 1, false)).toBe(false);
  });

  it('has an English text for every key', () => {
    expect(Object.keys(reportCenterEn).sort()).toEqual(Object.keys(reportCenterZhCN).sort());
    for (const key of Object.keys(reportCenterZhCN)) expect(key).toMatch(/^[a-z]+(\.[A-Za-z]+)+$/);
  });
});
