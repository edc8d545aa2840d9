import type { LimsQualityIndicator } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as ShippingApi from '../api/shippingApi';
import {
  acceptShippings,
  cancelShippingDone,
  deleteShippings,
  fetchPickLines,
  fetchPickVehicles,
  fetchQualityIndicators,
  fetchShippingDetail,
  fetchShippingPage,
  finishShipping,
  saveShipping,
  validateShippingDone,
} from '../api/shippingApi';
import type { ShippingRow } from '@srm/gateway/api';
import { ShippingPage } from './ShippingPage';

vi.mock('../api/shippingApi', async (importOriginal) => ({
  ...(await importOriginal<typeof ShippingApi>()),
  fetchShippingPage: vi.fn(),
  fetchShippingDetail: vi.fn(),
  saveShipping: vi.fn(),
  deleteShippings: vi.fn(),
  acceptShippings: vi.fn(),
  fetchPickLines: vi.fn(),
  fetchPickVehicles: vi.fn(),
  fetchQualityIndicators: vi.fn(),
  validateShippingDone: vi.fn(),
  finishShipping: vi.fn(),
  cancelShippingDone: vi.fn(),
}));

const row: ShippingRow = {
  id: 4,
  shippingNo: 'FY20261128001',
  pickId: 2,
  pickNo: 'TH20261128001',
  pickMaterialId: 7,
  contractNo: 'HT001',
  orgCode: '101001',
  categoryCode: '100101',
  supplierSn: 'S0001',
  supplierName: '中粮贸易有限公司',
  matCode: '1001010001',
  matName: '东北玉米（国标一等）',
  vehicleId: 3,
  plateNo: '冀A12345',
  driverName: '张三',
  shippingDate: '2026-11-28',
  arrivalDate: null,
  shippedQuantity: '35.000',
  grossWeight: '50.120',
  tareWeight: '15.020',
  netWeight: '35.100',
  deductWeightRate: '4.0000',
  deductPrice: '0.000000',
  acceptedQuantity: null,
  shippingStatus: 'SHIPPING',
  receiveStatus: 0,
  reconciliation: 'notCheck',
  acceptedBy: null,
  acceptedTime: null,
  remark: null,
  createdTime: '2026-11-28 08:00:00',
  updatedTime: '2026-11-28 08:00:00',
  version: 1,
};
const indicators: LimsQualityIndicator[] = [
  { indexCode: 'SF', indexName: '水分', unit: '%', deductType: 'weight', standardMin: null, standardMax: '14.0', deductStep: '0.1', deductValue: '1', source: 'material', materialIndexId: 1 },
  { indexCode: 'RZ', indexName: '容重', unit: 'g/L', deductType: 'price', standardMin: '680', standardMax: null, deductStep: '10', deductValue: '5', source: 'default', materialIndexId: null },
];
const MENU: [string, string] = ['execution', 'shipping:list'];
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchShippingPage).mockReset().mockResolvedValue({ data: [row], total: 1 });
  vi.mocked(fetchShippingDetail).mockReset().mockResolvedValue({ shipping: row, qualities: [] });
  vi.mocked(saveShipping).mockReset().mockResolvedValue({ data: { id: 5, shippingNo: 'FY20261128002', version: 0 }, message: '保存成功' });
  vi.mocked(deleteShippings).mockReset().mockResolvedValue({ data: { deleted: 1 }, message: '删除成功' });
  vi.mocked(acceptShippings).mockReset().mockResolvedValue({ data: { accepted: 1, acceptedQuantity: '33.696' }, message: '操作成功' });
  vi.mocked(fetchPickLines)
    .mockReset()
    .mockResolvedValue([{ id: 7, pickId: 2, pickNo: 'TH20261128001', status: 'confirmed', lineNo: 1, matCode: '1001010001', matName: '东北玉米（国标一等）', plannedQuantity: '100.000', shippedQuantity: '35.000' }]);
  vi.mocked(fetchPickVehicles).mockReset().mockResolvedValue([{ id: 3, pickId: 2, plateNo: '冀A12345', driverName: '张三' }]);
  vi.mocked(fetchQualityIndicators).mockReset().mockResolvedValue(indicators);
  vi.mocked(validateShippingDone).mockReset().mockResolvedValue({ finishable: true, problems: [] });
  vi.mocked(finishShipping).mockReset().mockResolvedValue({ data: { id: 2, shippingStatus: 'SHIPPING_DONE' }, message: '完成发运成功' });
  vi.mocked(cancelShippingDone).mockReset().mockResolvedValue({ data: { id: 2, shippingStatus: 'SHIPPING' }, message: '已取消完成发运' });
});
afterEach(cleanup);

describe('<ShippingPage>', () => {
  it('shows the shipments and only the buttons the user holds', async () => {
    renderPageWithButtons(<ShippingPage />, { menu: MENU, buttons: ['shipping:import'] });
    expect(await screen.findByText('FY20261128001')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '发运管理' })).toBeTruthy();
    expect(within(rowOf('FY20261128001')).getByText('运输中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '导入发运单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量操作' })).toBeNull();
    expect(within(rowOf('FY20261128001')).queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('adds a shipment: finds the pick, takes its line and vehicle, works the net weight live and sends the quality values', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ShippingPage />, { menu: MENU, buttons: ['shipping:add'] });
    await screen.findByText('FY20261128001');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增发运单' });
    await user.type(within(dialog).getByRole('textbox', { name: /提货单号/ }), 'TH20261128001');
    await user.click(within(dialog).getByRole('button', { name: '查询提货单' }));
    expect(fetchPickLines).toHaveBeenCalledWith('TH20261128001');
    // The one line is taken; its material's indices and the pick's vehicles load.
    expect(await within(dialog).findByRole('textbox', { name: '水分 检测值' })).toBeTruthy();
    expect(fetchQualityIndicators).toHaveBeenCalledWith('1001010001');
    await waitFor(() => expect(fetchPickVehicles).toHaveBeenCalledWith(2));
    expect(within(dialog).getByText('≤ 14.0')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /提货车辆/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '冀A12345 张三' }));
    expect((within(dialog).getByRole('textbox', { name: /车牌号/ }) as HTMLInputElement).value).toBe('冀A12345');

    const net = within(dialog).getByRole('status', { name: '净重' });
    expect(net.textContent).toBe('-');
    await user.type(within(dialog).getByRole('textbox', { name: '毛重' }), '50.12');
    await user.type(within(dialog).getByRole('textbox', { name: '皮重' }), '15.02');
    expect(net.textContent).toBe('35.100');
    await user.type(within(dialog).getByRole('textbox', { name: /发运数量/ }), '35');
    await user.type(within(dialog).getByRole('textbox', { name: '水分 检测值' }), '14.35');

    await user.clear(within(dialog).getByRole('textbox', { name: '皮重' }));
    await user.type(within(dialog).getByRole('textbox', { name: '皮重' }), '60');
    expect(net.textContent).toBe('-9.880');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('毛重须大于皮重');
    expect(saveShipping).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: '皮重' }));
    await user.type(within(dialog).getByRole('textbox', { name: '皮重' }), '15.02');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveShipping).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveShipping).mock.calls[0]?.[0]).toMatchObject({
      pickMaterialId: 7,
      vehicleId: 3,
      plateNo: '冀A12345',
      driverName: '张三',
      shippedQuantity: '35',
      grossWeight: '50.12',
      tareWeight: '15.02',
      qualities: [{ indexCode: 'SF', value: '14.35' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增发运单' })).toBeNull());
    expect(fetchShippingPage).toHaveBeenCalledTimes(2);
  });

  it('edits a shipment with its saved quality results and version, and shows a refusal in place', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchShippingDetail).mockResolvedValue({
      shipping: row,
      qualities: [{ id: 1, shippingId: 4, indexCode: 'SF', indexName: '水分', value: '14.3500', standardMin: null, standardMax: '14.0', deductType: 'weight', deductWeightRate: '4.0000', deductPrice: '0' }],
    });
    vi.mocked(saveShipping).mockRejectedValue(Object.assign(new Error('超出提货计划数量'), { shown: false, status: 400 }));
    renderPageWithButtons(<ShippingPage />, { menu: MENU, buttons: ['shipping:edit'] });
    await screen.findByText('FY20261128001');
    await user.click(within(rowOf('FY20261128001')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑发运单 FY20261128001' });
    expect(within(dialog).getByRole('status', { name: '净重' }).textContent).toBe('35.100');
    expect((within(dialog).getByRole('textbox', { name: '水分 检测值' }) as HTMLInputElement).value).toBe('14.3500');
    expect(await within(dialog).findByRole('textbox', { name: '容重 检测值' })).toBeTruthy();
    const quantity = within(dialog).getByRole('textbox', { name: /发运数量/ });
    await user.clear(quantity);
    await user.type(quantity, '120');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('超出提货计划数量');
    expect(vi.mocked(saveShipping).mock.calls[0]?.[0]).toMatchObject({ id: 4, version: 1, pickMaterialId: 7, shippedQuantity: '120', qualities: [{ indexCode: 'SF', value: '14.3500' }] });
  });

  it('opens a shipment’s details with its quality results and its 单据流, for any user of the list', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchShippingDetail).mockResolvedValue({
      shipping: row,
      qualities: [{ id: 1, shippingId: 4, indexCode: 'QI003', indexName: '容重', value: '680.0000', standardMin: '690', standardMax: null, deductType: 'price', deductWeightRate: '0.0000', deductPrice: '5.000000' }],
    });
    renderPageWithButtons(<ShippingPage />, { menu: MENU, buttons: [] });
    await screen.findByText('FY20261128001');
    await user.click(within(rowOf('FY20261128001')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '发运单详情 FY20261128001' });
    const qualities = await within(drawer).findByRole('table', { name: '质量指标' });
    expect(within(qualities).getByRole('row', { name: /容重/ }).textContent).toContain('5.000000');
    expect(fetchShippingDetail).toHaveBeenCalledWith(4);
    expect(within(drawer).getByRole('button', { name: '单据流' })).toBeTruthy();
  });

  it('accepts the ticked shipments after a confirm (pick:receive)', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ShippingPage />, { menu: MENU, buttons: ['pick:receive'] });
    await screen.findByText('FY20261128001');
    await user.click(within(rowOf('FY20261128001')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: '验收' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定验收选中的1条发运单吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(acceptShippings).toHaveBeenCalledWith([4]));
    expect(await screen.findByText('已验收1条发运单，验收数量合计33.696')).toBeTruthy();
  });

  it('deletes an open shipment after a confirm', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ShippingPage />, { menu: MENU, buttons: ['shipping:delete'] });
    await screen.findByText('FY20261128001');
    await user.click(within(rowOf('FY20261128001')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定删除发运单FY20261128001吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleteShippings).toHaveBeenCalledWith([4]));
  });

  it('finishes the shipping of a shipment’s pick after its check and a confirm (shipping:finish)', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ShippingPage />, { menu: MENU, buttons: ['shipping:finish'] });
    await screen.findByText('FY20261128001');
    await user.click(within(rowOf('FY20261128001')).getByRole('button', { name: '完成发运' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定完成提货单TH20261128001的发运吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(finishShipping).toHaveBeenCalledWith(2));
    expect(validateShippingDone).toHaveBeenCalledWith(2);
    expect(await screen.findByText('完成发运成功')).toBeTruthy();
  });

  it('says why a pick’s shipping cannot be finished yet, and sends nothing', async () => {
    const user = userEvent.setup();
    vi.mocked(validateShippingDone).mockResolvedValue({ finishable: false, problems: ['发运单FY20261128002未过磅'] });
    renderPageWithButtons(<ShippingPage />, { menu: MENU, buttons: ['shipping:finish'] });
    await screen.findByText('FY20261128001');
    await user.click(within(rowOf('FY20261128001')).getByRole('button', { name: '完成发运' }));
    expect(await screen.findByText('提货单TH20261128001暂不能完成发运：发运单FY20261128002未过磅')).toBeTruthy();
    expect(finishShipping).not.toHaveBeenCalled();
  });
});
