import type { QualityIndex } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchQualityIndexPage, saveQualityIndex } from '../api/masterApi';
import { masterZhCN } from '../messages/masterMessages';
import { QualityIndexPage } from './QualityIndexPage';

vi.mock('../api/masterApi', () => ({
  fetchQualityIndexPage: vi.fn(),
  saveQualityIndex: vi.fn(),
}));

const moisture: QualityIndex = {
  id: 7,
  indexCode: 'QI001',
  indexName: '水分',
  unit: '%',
  standardMin: '12',
  standardMax: '14',
  deductType: 'weight',
  deductStep: '0.1',
  deductValue: '1',
  remark: null,
  version: 3,
};

const MENU: [string, string] = ['master', 'master:quality-index'];

giveGridALayout();
// Typing a whole form in happy-dom takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchQualityIndexPage).mockReset();
  vi.mocked(fetchQualityIndexPage).mockResolvedValue({ data: [moisture], total: 1 });
  vi.mocked(saveQualityIndex).mockReset();
});
afterEach(cleanup);

describe('<QualityIndexPage>', () => {
  it('is read only without the add and edit buttons', async () => {
    renderPageWithButtons(<QualityIndexPage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('QI001')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '质量指标' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('adds an index: the rule check refuses before sending, then 新增成功 and a reload', async () => {
    const user = userEvent.setup();
    vi.mocked(saveQualityIndex).mockResolvedValue({ data: { id: 8, version: 1 }, message: '新增成功' });
    renderPageWithButtons(<QualityIndexPage />, { menu: MENU, buttons: ['master:quality-index:add'] });
    await screen.findByText('QI001');
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增质量指标' });
    await user.type(within(dialog).getByRole('textbox', { name: '指标编码' }), 'QI901');
    await user.type(within(dialog).getByRole('textbox', { name: '指标名称' }), '测试水分');
    await user.type(within(dialog).getByRole('textbox', { name: '计量单位' }), '%');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('标准下限与标准上限至少填写一项');
    expect(saveQualityIndex).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: '标准上限' }), '14.5');
    await user.type(within(dialog).getByRole('textbox', { name: '扣除步长' }), '0.1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('扣除步长与扣除值须同时填写');
    await user.type(within(dialog).getByRole('textbox', { name: '每步扣除' }), '1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(saveQualityIndex).toHaveBeenCalledTimes(1));
    expect(saveQualityIndex).toHaveBeenCalledWith({
      indexCode: 'QI901',
      indexName: '测试水分',
      unit: '%',
      standardMin: null,
      standardMax: '14.5',
      deductType: 'weight',
      deductStep: '0.1',
      deductValue: '1',
      remark: null,
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fetchQualityIndexPage).toHaveBeenCalledTimes(2));
  });

  it('edits a row with its version, the code read only; a 409 shows in the dialog', async () => {
    const user = userEvent.setup();
    vi.mocked(saveQualityIndex).mockRejectedValue(Object.assign(new Error('数据已被修改，请刷新后重试'), { status: 409, code: 409, shown: false }));
    renderPageWithButtons(<QualityIndexPage />, { menu: MENU, buttons: ['master:quality-index:edit'] });
    await screen.findByText('QI001');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑质量指标 QI001' });
    const code = within(dialog).getByRole('textbox', { name: '指标编码' }) as HTMLInputElement;
    expect(code.value).toBe('QI001');
    expect(code.readOnly).toBe(true);

    const max = within(dialog).getByRole('textbox', { name: '标准上限' });
    await user.clear(max);
    await user.type(max, '11.5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('标准下限不能大于标准上限');
    expect(saveQualityIndex).not.toHaveBeenCalled();

    await user.clear(max);
    await user.type(max, '14.5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveQualityIndex).toHaveBeenCalledWith(expect.objectContaining({ id: 7, version: 3, indexCode: 'QI001', standardMax: '14.5' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(masterZhCN['master.qualityIndex.conflict']);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says the rule problems in the gateway’s words', () => {
    expect(masterZhCN['master.qualityIndex.standardRequired']).toBe('标准下限与标准上限至少填写一项');
    expect(masterZhCN['master.qualityIndex.rangeInvalid']).toBe('标准下限不能大于标准上限');
    expect(masterZhCN['master.qualityIndex.ruleIncomplete']).toBe('扣除步长与扣除值须同时填写');
    expect(masterZhCN['master.qualityIndex.stepInvalid']).toBe('扣除步长必须大于0');
  });
});
