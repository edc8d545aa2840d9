import type { DictMap, ReportDetail } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import type { AppT } from '../../../i18n/useAppT';
import { blocksText, detailPreview, draftPreview, emptyAnalysis, emptyReference, emptyReportDraft, keptBlocks, reportDraftOf, reportDraftProblem, toReportBody, type ReportDraft } from './reportDraft';

const t: AppT = (key, values) => appTranslate('zh-CN', key, values);
const dictionaries = { subjectResearchType: [{ dictItemCode: 'market', dictItemName: '市场专题' }] } as unknown as DictMap;

const detail: ReportDetail = {
  id: 7,
  title: '玉米市场周报',
  subjectType: 'market',
  researchType: 'weekly',
  reportType: 'weekly',
  author: '张研',
  reportDate: '2026-11-27',
  status: 'draft',
  isTemplate: false,
  favourite: false,
  ownerId: 1,
  createdBy: 'admin',
  createdTime: '2026-11-27 08:00:00',
  updatedTime: '2026-11-27 08:00:00',
  committedTime: null,
  version: 3,
  content: [
    { type: 'paragraph', text: '本周玉米价格小幅上涨。' },
    { type: 'image', fileKey: 'a'.repeat(32), alt: '价格走势', url: '/gateway/preview/a' },
  ],
  contentText: '本周玉米价格小幅上涨。',
  sourceTemplateId: 2,
  analyses: [{ id: 1, title: '港口库存', content: '库存下降', images: [{ fileKey: 'b'.repeat(32), url: '/gateway/preview/b' }] }],
  references: [
    { id: 1, referenceType: 1, name: '玉米市场月报', referenceReportId: 3, fileKey: null, url: null },
    { id: 2, referenceType: 2, name: '数据.xlsx', referenceReportId: null, fileKey: 'c'.repeat(32), url: '/gateway/file/c' },
  ],
  editable: true,
};

const filled = (values: Partial<ReportDraft> = {}): ReportDraft => ({ ...emptyReportDraft({ now: new Date(2026, 10, 28) }), title: '  豆粕日报 ', reportType: 'daily', ...values });

describe('the report draft', () => {
  it('starts a report today with one empty paragraph, a template undated', () => {
    expect(emptyReportDraft({ author: '张研', now: new Date(2026, 10, 28) })).toMatchObject({ id: null, isTemplate: false, author: '张研', date: '2026-11-28', content: [{ type: 'paragraph', text: '' }] });
    expect(emptyReportDraft({ isTemplate: true })).toMatchObject({ isTemplate: true, date: null });
  });

  it('checks the title, the type, the body (提交 only), analyses and references', () => {
    expect(reportDraftProblem(filled({ title: ' ' }), t)).toBe('请输入报告标题');
    expect(reportDraftProblem(filled({ title: '标'.repeat(201) }), t)).toBe('报告标题不能超过200个字');
    expect(reportDraftProblem(filled({ reportType: null }), t)).toBe('请选择报告类型');
    expect(reportDraftProblem(filled(), t)).toBeNull();
    expect(reportDraftProblem(filled(), t, true)).toBe('请填写正文');
    const analyses = [emptyAnalysis([])];
    expect(reportDraftProblem(filled({ analyses }), t)).toBe('请填写第1个数据分析的标题');
    expect(reportDraftProblem(filled({ references: [emptyReference([])] }), t)).toBe('请选择第1个参考的报告');
    expect(reportDraftProblem(filled({ references: [{ ...emptyReference([]), referenceType: 2 }] }), t)).toBe('请上传第1个参考的文件');
  });

  it('sends the kept blocks, trimmed texts and each reference by its kind', () => {
    const draft = filled({
      content: [
        { type: 'paragraph', text: ' 第一段 ' },
        { type: 'paragraph', text: '   ' },
        { type: 'image', fileKey: 'k'.repeat(32), url: '/u', alt: ' ' },
      ],
      author: ' ',
      analyses: [{ key: 1, title: ' 库存 ', content: ' 下降 ', images: [{ fileKey: 'i'.repeat(32), url: '/i', alt: '图一' }] }],
      references: [
        { key: 1, referenceType: 1, name: '月报', referenceReportId: 3, fileKey: null },
        { key: 2, referenceType: 2, name: 'a.pdf', referenceReportId: null, fileKey: 'f'.repeat(32) },
      ],
    });
    expect(toReportBody(draft)).toEqual({
      title: '豆粕日报',
      content: [
        { type: 'paragraph', text: '第一段' },
        { type: 'image', fileKey: 'k'.repeat(32) },
      ],
      subjectType: null,
      researchType: null,
      reportType: 'daily',
      author: null,
      date: '2026-11-28',
      analyses: [{ title: '库存', content: '下降', images: [{ fileKey: 'i'.repeat(32), alt: '图一' }] }],
      references: [
        { referenceType: 1, name: '月报', referenceReportId: 3 },
        { referenceType: 2, name: 'a.pdf', fileKey: 'f'.repeat(32) },
      ],
    });
    expect(toReportBody({ ...draft, isTemplate: true })).toMatchObject({ isTemplate: true });
  });

  it('round-trips a stored report with its id, version and source template', () => {
    const draft = reportDraftOf(detail);
    expect(draft).toMatchObject({ id: 7, version: 3, sourceTemplateId: 2, title: '玉米市场周报', author: '张研', date: '2026-11-27' });
    expect(toReportBody(draft)).toMatchObject({
      id: 7,
      version: 3,
      sourceTemplateId: 2,
      content: [
        { type: 'paragraph', text: '本周玉米价格小幅上涨。' },
        { type: 'image', fileKey: 'a'.repeat(32), alt: '价格走势' },
      ],
      analyses: [{ title: '港口库存', content: '库存下降', images: [{ fileKey: 'b'.repeat(32) }] }],
      references: [
        { referenceType: 1, name: '玉米市场月报', referenceReportId: 3 },
        { referenceType: 2, name: '数据.xlsx', fileKey: 'c'.repeat(32) },
      ],
    });
  });

  it('previews the four blocks with the body as blocks and dictionary names', () => {
    const preview = detailPreview(detail, dictionaries);
    expect(preview).toMatchObject({ title: '玉米市场周报', subjectType: '市场专题', researchType: 'weekly', reportType: 'weekly', author: '张研', date: '2026-11-27', content: '本周玉米价格小幅上涨。' });
    expect(preview.contentBlocks).toEqual([
      { type: 'paragraph', text: '本周玉米价格小幅上涨。' },
      { type: 'image', url: '/gateway/preview/a', alt: '价格走势' },
    ]);
    expect(preview.analyses?.[0]).toMatchObject({ title: '港口库存', images: [{ src: '/gateway/preview/b' }] });
    expect(preview.references?.map((reference) => reference.name)).toEqual(['玉米市场月报', '数据.xlsx']);
    expect(draftPreview(filled({ author: '' }), dictionaries)).toMatchObject({ title: '  豆粕日报 ', author: null, contentBlocks: [] });
  });

  it('keeps only blocks that say something, and reads the body as text', () => {
    const blocks = [
      { type: 'paragraph' as const, text: 'a' },
      { type: 'paragraph' as const, text: ' ' },
      { type: 'paragraph' as const, text: 'b ' },
    ];
    expect(keptBlocks(blocks)).toHaveLength(2);
    expect(blocksText(blocks)).toBe('a\n\nb');
  });
});
