import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { mobileMarketZhCN } from '../messages/mobileMarketMessages';
import { SALE_ROW } from './marketTestData';
import { priceProblem, quantityProblem, saleInfoDraftOf, saleInfoDraftProblem, toSaleInfoSaveBody } from './saleInfoForm';

const t = ((key: string) => (mobileMarketZhCN as Record<string, string>)[key] ?? key) as AppT;

const row = SALE_ROW;
const OPTIONS = { isNew: false, today: '2026-11-28' };

describe('the quantity and the price', () => {
  it('says the contract’s messages, on exact decimals', () => {
    expect(quantityProblem('120.500', t)).toBeNull();
    expect(quantityProblem('999999999999.999', t)).toBeNull();
    expect(quantityProblem('', t)).toBe('请填写数量');
    expect(quantityProblem('0', t)).toBe('数量须大于0');
    expect(quantityProblem('-1', t)).toBe('数量须大于0');
    expect(quantityProblem('abc', t)).toBe('数量须大于0');
    expect(quantityProblem('1.2345', t)).toBe('数量最多3位小数');
    expect(quantityProblem('1000000000000', t)).toBe('数量不能超过999999999999.999');
    expect(priceProblem('2460.00', t)).toBeNull();
    expect(priceProblem('0.00', t)).toBe('单价须大于0');
    expect(priceProblem('1.005', t)).toBe('单价最多2位小数');
    expect(priceProblem('9999999999.99', t)).toBeNull();
    expect(priceProblem('10000000000', t)).toBe('单价不能超过9999999999.99');
  });
});

describe('the 销售信息 draft', () => {
  it('checks in the form’s order', () => {
    const draft = saleInfoDraftOf(row);
    expect(saleInfoDraftProblem(draft, t, 'zh-CN', OPTIONS)).toBeNull();
    expect(saleInfoDraftProblem({ ...draft, variety: '' }, t, 'zh-CN', OPTIONS)).toBe('请选择品种');
    expect(saleInfoDraftProblem({ ...draft, quantity: '0' }, t, 'zh-CN', OPTIONS)).toBe('数量须大于0');
    expect(saleInfoDraftProblem({ ...draft, price: '1.234' }, t, 'zh-CN', OPTIONS)).toBe('单价最多2位小数');
    expect(saleInfoDraftProblem({ ...draft, contactName: ' ' }, t, 'zh-CN', OPTIONS)).toBe('请填写联系人');
    expect(saleInfoDraftProblem({ ...draft, contactPhone: '138****5678' }, t, 'zh-CN', OPTIONS)).toBe('手机号有误');
    expect(saleInfoDraftProblem({ ...draft, contactPhone: '1381234567' }, t, 'en', OPTIONS)).toBe('Invalid mobile number');
    expect(saleInfoDraftProblem({ ...draft, orgCode: '' }, t, 'zh-CN', OPTIONS)).toBe('请选择所属公司');
    expect(saleInfoDraftProblem({ ...draft, validUntil: '2026/12/31' }, t, 'zh-CN', OPTIONS)).toBe('日期格式有误，应为YYYY-MM-DD');
  });

  it('refuses a past 有效期至 on create only', () => {
    const draft = { ...saleInfoDraftOf(row), validUntil: '2026-11-27' };
    expect(saleInfoDraftProblem(draft, t, 'zh-CN', OPTIONS)).toBeNull();
    expect(saleInfoDraftProblem(draft, t, 'zh-CN', { ...OPTIONS, isNew: true })).toBe('有效期至不能早于今天');
    expect(saleInfoDraftProblem({ ...draft, validUntil: '2026-11-28' }, t, 'zh-CN', { ...OPTIONS, isNew: true })).toBeNull();
  });

  it('sends trimmed texts, nulls for blanks, the id and version of an edit', () => {
    const draft = { ...saleInfoDraftOf(row), contactName: ' 张建国 ', address: ' ', remark: ' 自提 ' };
    expect(toSaleInfoSaveBody(draft, row)).toEqual({
      id: 9,
      version: 2,
      variety: 'corn',
      quantity: '120.500',
      price: '2460.00',
      province: '黑龙江省',
      city: '哈尔滨市',
      district: '五常市',
      address: null,
      contactName: '张建国',
      contactPhone: '13812345678',
      orgCode: '101001',
      status: 'onSale',
      validUntil: '2026-12-31',
      remark: '自提',
    });
    expect(toSaleInfoSaveBody(saleInfoDraftOf())).not.toHaveProperty('id');
    expect(saleInfoDraftOf()).toMatchObject({ status: 'onSale', validUntil: null, quantity: '' });
  });
});
