import { ROW_ACTION_LOCK_MS } from '@srm/design-system';
import type { ReportDetail, ReportRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as ReportApi from '../api/reportApi';
import { commitReport, createReportFromTemplate, deleteReport, fetchReportById, fetchReportPage, saveReportDraft, setReportFavourite, uploadReportFile } from '../api/reportApi';
import { ReportCenterPage } from './ReportCenterPage';

vi.mock('../api/reportApi', async (importOriginal) => ({
  ...(await importOriginal<typeof ReportApi>()),
  fetchReportPage: vi.fn(),
  fetchReportById: vi.fn(),
  saveReportDraft: vi.fn(),
  commitReport: vi.fn(),
  deleteReport: vi.fn(),
  setReportFavourite: vi.fn(),
  createReportFromTemplate: vi.fn(),
  deleteReportTemplate: vi.fn(),
  uploadReportFile: vi.fn(),
}));

const base: ReportRow = {
  id: 1,
  title: '玉米市场周报（第47周）',
  subjectType: 'market',
  researchType: 'weekly',
  reportType: 'weekly',
  author: '张研',
  reportDate: '2026-11-27',
  status: 'committed',
  isTemplate: false,
  favourite: false,
  ownerId: 1,
  createdBy: 'admin',
  createdTime: '2026-11-27 08:00:00',
  updatedTime: '2026-11-27 08:00:00',
  committedTime: '2026-11-27 09:00:00',
  version: 2,
};
const favourite: ReportRow = { ...base, id: 2, title: '豆粕市场日报', reportType: 'daily', favourite: true };
const draft: ReportRow = { ...base, id: 3, title: '小麦市场月报草稿', status: 'draft', committedTime: null };
const template: ReportRow = { ...base, id: 4, title: '玉米市场周报模板', status: 'draft', isTemplate: true, committedTime: null };
const detailOf = (row: ReportRow, values: Partial<ReportDetail> = {}): ReportDetail => ({
  ...row,
  content: [{ type: 'paragraph', text: '本周玉米价格小幅上涨，港口库存下降。' }],
  contentText: '本周玉米价格小幅上涨，港口库存下降。',
  sourceTemplateId: null,
  analyses: [{ id: 1, title: '港口库存分析', content: '北方港口库存环比下降。', images: [] }],
  references: [{ id: 1, referenceType: 1, name: '玉米市场月报', referenceReportId: 9, fileKey: null, url: null }],
  editable: true,
  ...values,
});
const fromTemplate = detailOf({ ...template, id: 11, isTemplate: false }, { sourceTemplateId: 4, version: 0 });

const MENU: [string, string] = ['report', 'report:list'];
const ALL = ['report:add', 'report:edit', 'report:delete', 'report:template'];
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const actionsOf = (text: string) => within(rowOf(text)).getAllByRole('button').map((button) => button.textContent);

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchReportPage)
    .mockReset()
    .mockImplementation((list) => {
      const rows = { all: [base, favourite], favourite: [favourite], draft: [draft], template: [template] }[list];
      return Promise.resolve({ data: rows, total: rows.length });
    });
  vi.mocked(fetchReportById)
    .mockReset()
    .mockImplementation((id) => Promise.resolve(detailOf([base, favourite, draft, template].find((row) => row.id === id) ?? base)));
  vi.mocked(saveReportDraft).mockReset().mockResolvedValue({ data: null, message: '保存成功' });
  vi.mocked(commitReport).mockReset().mockResolvedValue({ data: null, message: '提交成功' });
  vi.mocked(deleteReport).mockReset().mockResolvedValue({ data: null, message: '删除成功' });
  vi.mocked(setReportFavourite).mockReset().mockResolvedValue({ data: null, message: '收藏成功' });
  vi.mocked(createReportFromTemplate).mockReset().mockResolvedValue({ data: fromTemplate, message: '已根据模板创建草稿' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<ReportCenterPage>', () => {
  it('lists all reports, favourites, drafts and templates in four tabs with their actions', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ReportCenterPage />, { menu: MENU, buttons: ALL });
    expect(screen.getByRole('heading', { level: 1, name: '报告中心' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部报告', '我的收藏', '草稿箱', '报告模板']);
    await screen.findByText('玉米市场周报（第47周）');
    expect(fetchReportPage).toHaveBeenLastCalledWith('all', expect.objectContaining({ page: 1 }));
    expect(screen.getByRole('grid', { name: '全部报告' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建报告' })).toBeTruthy();
    expect(actionsOf('玉米市场周报（第47周）')).toEqual(['预览', '收藏', '删除']);
    expect(actionsOf('豆粕市场日报')).toEqual(['预览', '取消收藏', '删除']);

    await user.click(screen.getByRole('tab', { name: '我的收藏' }));
    await waitFor(() => expect(fetchReportPage).toHaveBeenLastCalledWith('favourite', expect.anything()));
    await screen.findByText('豆粕市场日报');
    expect(actionsOf('豆粕市场日报')).toEqual(['预览', '取消收藏']);

    await user.click(screen.getByRole('tab', { name: '草稿箱' }));
    await screen.findByText('小麦市场月报草稿');
    expect(fetchReportPage).toHaveBeenLastCalledWith('draft', expect.anything());
    expect(actionsOf('小麦市场月报草稿')).toEqual(['预览', '编辑', '提交', '删除']);

    await user.click(screen.getByRole('tab', { name: '报告模板' }));
    await screen.findByText('玉米市场周报模板');
    expect(fetchReportPage).toHaveBeenLastCalledWith('template', expect.anything());
    expect(screen.getByRole('button', { name: '新建模板' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: '报告模板' })).toBeTruthy();
    expect(actionsOf('玉米市场周报模板')).toEqual(['预览', '使用模板', '编辑', '删除模板']);
  });

  it('hides the buttons the user does not hold', async () => {
    renderPageWithButtons(<ReportCenterPage />, { menu: MENU, buttons: [] });
    await screen.findByText('玉米市场周报（第47周）');
    expect(screen.queryByRole('button', { name: '新建报告' })).toBeNull();
    expect(actionsOf('玉米市场周报（第47周）')).toEqual(['预览', '收藏']);
  });

  it('adds a report to the favourites and takes another out', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ReportCenterPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('玉米市场周报（第47周）');
    await user.click(within(rowOf('玉米市场周报（第47周）')).getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(setReportFavourite).toHaveBeenCalledWith(1, true));
    expect(await screen.findByText('收藏成功')).toBeTruthy();

    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    vi.mocked(setReportFavourite).mockResolvedValue({ data: null, message: '已取消收藏' });
    await user.click(within(rowOf('豆粕市场日报')).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(setReportFavourite).toHaveBeenCalledWith(2, false));
    expect(await screen.findByText('已取消收藏')).toBeTruthy();
  });

  it('creates a report in the editor and commits it with the typed body', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ReportCenterPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('玉米市场周报（第47周）');
    await user.click(screen.getByRole('button', { name: '新建报告' }));
    const dialog = await screen.findByRole('dialog', { name: '新建报告' });
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请输入报告标题');

    await user.type(within(dialog).getByRole('textbox', { name: /报告标题/ }), '玉米市场日报');
    await user.click(within(dialog).getByRole('button', { name: /报告类型/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '日报' }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写正文');

    await user.type(within(dialog).getByRole('textbox', { name: '段落 1' }), '今日玉米价格持稳。');
    await user.click(within(dialog).getByRole('button', { name: '添加数据分析' }));
    await user.type(within(dialog).getByRole('textbox', { name: /分析标题 1/ }), '价格分析');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(commitReport).toHaveBeenCalledTimes(1));
    expect(vi.mocked(commitReport).mock.calls[0]?.[0]).toMatchObject({
      title: '玉米市场日报',
      reportType: 'daily',
      content: [{ type: 'paragraph', text: '今日玉米价格持稳。' }],
      analyses: [{ title: '价格分析', content: '', images: [] }],
      references: [],
    });
    expect(vi.mocked(commitReport).mock.calls[0]?.[0]).not.toHaveProperty('id');
    expect(await screen.findByText('提交成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建报告' })).toBeNull());
  });

  it('opens the editor on the draft 使用模板 made, with the template’s fields, and saves it as a draft', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ReportCenterPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('玉米市场周报（第47周）');
    await user.click(screen.getByRole('tab', { name: '报告模板' }));
    await screen.findByText('玉米市场周报模板');
    await user.click(within(rowOf('玉米市场周报模板')).getByRole('button', { name: '使用模板' }));
    await waitFor(() => expect(createReportFromTemplate).toHaveBeenCalledWith(4));
    const dialog = await screen.findByRole('dialog', { name: '编辑报告' });
    expect((within(dialog).getByRole('textbox', { name: /报告标题/ }) as HTMLInputElement).value).toBe('玉米市场周报模板');
    expect((within(dialog).getByRole('textbox', { name: '段落 1' }) as HTMLTextAreaElement).value).toBe('本周玉米价格小幅上涨，港口库存下降。');
    expect((within(dialog).getByRole('textbox', { name: /分析标题 1/ }) as HTMLInputElement).value).toBe('港口库存分析');
    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saveReportDraft).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveReportDraft).mock.calls[0]?.[0]).toMatchObject({ id: 11, version: 0, sourceTemplateId: 4, title: '玉米市场周报模板', references: [{ referenceType: 1, name: '玉米市场月报', referenceReportId: 9 }] });
  });

  it('uploads an image into the body, previews the form and saves a draft with the image', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadReportFile).mockReset().mockResolvedValue({ fileKey: 'f'.repeat(32), url: '/gateway/preview/f', name: '价格走势.png' });
    renderPageWithButtons(<ReportCenterPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('玉米市场周报（第47周）');
    await user.click(screen.getByRole('button', { name: '新建报告' }));
    const dialog = await screen.findByRole('dialog', { name: '新建报告' });
    await user.type(within(dialog).getByRole('textbox', { name: /报告标题/ }), '豆粕市场日报');
    await user.click(within(dialog).getByRole('button', { name: /报告类型/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '日报' }));
    await user.type(within(dialog).getByRole('textbox', { name: '段落 1' }), '豆粕现货价格回落。');
    const image = new File([new Uint8Array([137, 80, 78, 71])], '价格走势.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('插入图片', { selector: 'input' }), image);
    await waitFor(() => expect(uploadReportFile).toHaveBeenCalledWith(image, null));
    await within(dialog).findByRole('img', { name: /价格走势/ });

    await user.click(within(dialog).getByRole('button', { name: '预览' }));
    const drawer = await screen.findByRole('dialog', { name: '报告预览' });
    expect(within(drawer).getByText('豆粕现货价格回落。')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: '退出预览' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '报告预览' })).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saveReportDraft).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveReportDraft).mock.calls[0]?.[0]).toMatchObject({
      title: '豆粕市场日报',
      content: [{ type: 'paragraph', text: '豆粕现货价格回落。' }, { type: 'image', fileKey: 'f'.repeat(32) }],
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('previews a report in its four blocks and leaves with 退出预览', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ReportCenterPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('玉米市场周报（第47周）');
    await user.click(within(rowOf('玉米市场周报（第47周）')).getByRole('button', { name: '预览' }));
    const drawer = await screen.findByRole('dialog', { name: '报告预览' });
    await waitFor(() => expect(fetchReportById).toHaveBeenCalledWith(1));
    for (const name of ['基本信息', '综合市场观点', '数据分析', '其他参考']) expect(await within(drawer).findByRole('region', { name })).toBeTruthy();
    expect(within(drawer).getByText('本周玉米价格小幅上涨，港口库存下降。')).toBeTruthy();
    expect(within(drawer).getByText('港口库存分析')).toBeTruthy();
    expect(within(drawer).getByText('玉米市场月报')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: '退出预览' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '报告预览' })).toBeNull());
  });
});
