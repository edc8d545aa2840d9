import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import type { MultiTradeDetail } from '@srm/gateway/api';
import { addLeg, companyOptionsOf, emptyLeg, MAX_LEGS, patchLeg, removeLeg, toTradeBody, tradeDraftOf, tradeDraftOfDetail, tradeProblem, type TradeDraft } from './tradeDraft';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as AppT;

const chain = (): TradeDraft => ({
  matCode: '1001010001',
  matName: '玉米',
  quantity: '2,000.5',
  basePrice: '2350',
  supplierSn: null,
  tradeDate: '2026-11-28',
  remark: '',
  legs: [
    { key: 1, sellerOrgCode: '301001', buyerOrgCode: '301002', priceWithTax: '2380.5', taxRate: '9' },
    { key: 2, sellerOrgCode: '301002', buyerOrgCode: '302001', priceWithTax: '2400', taxRate: '9' },
  ],
});

describe('多边贸易 chain editor', () => {
  it('starts with two empty legs (three companies), dated today', () => {
    const draft = tradeDraftOf(new Date(2026, 10, 28));
    expect(draft.tradeDate).toBe('2026-11-28');
    expect(draft.legs).toEqual([emptyLeg(1), emptyLeg(2)]);
  });

  it('添加一段 pre-fills the new leg\'s seller with the previous buyer', () => {
    const legs = addLeg(chain().legs);
    expect(legs).toHaveLength(3);
    expect(legs[2]).toMatchObject({ key: 3, sellerOrgCode: '302001', buyerOrgCode: null, priceWithTax: '' });
    expect(addLeg([])).toEqual([emptyLeg(1)]);
  });

  it('adds no more than MAX_LEGS legs, and 删除 keeps at least one row', () => {
    let legs = chain().legs;
    for (let index = 0; index < 10; index += 1) legs = addLeg(legs);
    expect(legs).toHaveLength(MAX_LEGS);
    expect(removeLeg(legs, 3).map((leg) => leg.key)).not.toContain(3);
    expect(removeLeg([emptyLeg(1)], 1)).toHaveLength(1);
  });

  it('a new buyer becomes the next seller while that seller followed the chain', () => {
    const moved = patchLeg(chain().legs, 1, { buyerOrgCode: '102004' });
    expect(moved[1]?.sellerOrgCode).toBe('102004');
    const own = patchLeg([...chain().legs.slice(0, 1), { ...emptyLeg(2), sellerOrgCode: '302002' }], 1, { buyerOrgCode: '102004' });
    expect(own[1]?.sellerOrgCode).toBe('302002');
    const fresh = patchLeg([emptyLeg(1), emptyLeg(2)], 1, { buyerOrgCode: '301002' });
    expect(fresh[1]?.sellerOrgCode).toBe('301002');
  });

  it('checks the draft before it is sent', () => {
    expect(tradeProblem(chain(), t)).toBeNull();
    expect(tradeProblem({ ...chain(), matCode: null }, t)).toBe('order.trade.problem.material');
    expect(tradeProblem({ ...chain(), quantity: '0' }, t)).toBe('order.trade.problem.quantity');
    expect(tradeProblem({ ...chain(), quantity: '1.2345' }, t)).toBe('order.trade.problem.quantity');
    expect(tradeProblem({ ...chain(), basePrice: 'abc' }, t)).toBe('order.trade.problem.basePrice');
    expect(tradeProblem({ ...chain(), legs: chain().legs.slice(0, 1) }, t)).toBe('order.trade.problem.legCount');
    const [first, second] = chain().legs as [TradeDraft['legs'][number], TradeDraft['legs'][number]];
    expect(tradeProblem({ ...chain(), legs: [first, { ...second, buyerOrgCode: null }] }, t)).toBe('order.trade.problem.legCompanies {"legNo":2}');
    expect(tradeProblem({ ...chain(), legs: [first, { ...second, priceWithTax: '0' }] }, t)).toBe('order.trade.problem.legPrice {"legNo":2}');
    expect(tradeProblem({ ...chain(), legs: [first, { ...second, taxRate: '100' }] }, t)).toBe('order.trade.problem.legTax {"legNo":2}');
    expect(tradeProblem({ ...chain(), legs: [first, { ...second, taxRate: '13.5' }] }, t)).toBeNull();
    expect(tradeProblem({ ...chain(), legs: [first, { ...second, sellerOrgCode: '302002' }] }, t)).toBe('order.trade.problem.chain {"legNo":2}');
    expect(tradeProblem({ ...chain(), legs: [first, { ...second, buyerOrgCode: '301001' }] }, t)).toBe('order.trade.problem.twice');
  });

  it('sends decimal texts as typed, without separators, and the stored draft\'s id and version', () => {
    const body = toTradeBody({ ...chain(), remark: ' 三方贸易 ' }, { id: 5, version: 2 });
    expect(body).toEqual({
      id: 5,
      version: 2,
      matCode: '1001010001',
      quantity: '2000.5',
      basePrice: '2350',
      tradeDate: '2026-11-28',
      remark: '三方贸易',
      legs: [
        { sellerOrgCode: '301001', buyerOrgCode: '301002', priceWithTax: '2380.5', taxRate: '9' },
        { sellerOrgCode: '301002', buyerOrgCode: '302001', priceWithTax: '2400', taxRate: '9' },
      ],
    });
    expect(toTradeBody(chain())).not.toHaveProperty('id');
    expect(toTradeBody({ ...chain(), supplierSn: 'S0001' }).supplierSn).toBe('S0001');
  });

  it('commits a stored draft as it was stored: its supplier, remark and legs, with its id and version', () => {
    const leg = (legNo: number, seller: string, buyer: string, price: string) => ({
      id: legNo,
      legNo,
      sellerOrgCode: seller,
      sellerOrgName: null,
      buyerOrgCode: buyer,
      buyerOrgName: null,
      priceWithTax: price,
      taxRate: '9.00',
      quantity: '2000.000',
      amount: '0.00',
      margin: '0.00',
    });
    const detail = {
      id: 4,
      version: 6,
      matCode: '1001010001',
      matName: '玉米',
      quantity: '2000.000',
      basePrice: '2350.000000',
      supplierSn: 'S0001',
      tradeDate: '2026-11-28',
      remark: '草稿',
      legs: [leg(1, '301001', '301002', '2380.000000'), leg(2, '301002', '302001', '2400.000000')],
    } as unknown as MultiTradeDetail;
    const draft = tradeDraftOfDetail(detail);
    expect(tradeProblem(draft, t)).toBeNull();
    expect(toTradeBody(draft, detail)).toEqual({
      id: 4,
      version: 6,
      matCode: '1001010001',
      quantity: '2000.000',
      basePrice: '2350.000000',
      supplierSn: 'S0001',
      tradeDate: '2026-11-28',
      remark: '草稿',
      legs: [
        { sellerOrgCode: '301001', buyerOrgCode: '301002', priceWithTax: '2380.000000', taxRate: '9.00' },
        { sellerOrgCode: '301002', buyerOrgCode: '302001', priceWithTax: '2400.000000', taxRate: '9.00' },
      ],
    });
  });

  it('offers the trading companies as sellers, and the user\'s other companies as buyers too', () => {
    const { sellers, buyers } = companyOptionsOf(
      [{ code: '301001', label: '大连粮食贸易有限公司' }],
      [
        { orgCode: '301001', orgName: '大连粮食贸易有限公司' },
        { orgCode: '101001', orgName: '河北饲料有限公司' },
      ],
    );
    expect(sellers).toEqual([{ value: '301001', label: '大连粮食贸易有限公司' }]);
    expect(buyers.map((option) => option.value)).toEqual(['301001', '101001']);
  });
});
