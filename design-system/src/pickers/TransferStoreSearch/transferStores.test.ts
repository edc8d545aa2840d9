import { describe, expect, it } from 'vitest';
import { checkTransferSearch, inventoryOrgsOf, isValidStore, offeredCompanies, storeLabel, validStores, type TransferCompany, type TransferStore } from './transferStores';

const companies: TransferCompany[] = [
  { orgCode: '301001', orgName: '大连粮食贸易有限公司', isTradingCompany: 1, inventoryOrgs: [{ orgCode: '30100101', orgName: '大连原料库' }, { orgCode: '30100102', orgName: '大连成品库', isOnline: 0 }] },
  { orgCode: '101001', orgName: '河北饲料有限公司', isTradingCompany: 0, inventoryOrgs: [{ orgCode: '10100101', orgName: '河北原料库' }] },
  { orgCode: '301003', orgName: '哈尔滨粮食贸易有限公司', isTradingCompany: 1, isOnline: 0 },
  // The gateway's answer carries no flag: every company it lists is a trading company.
  { orgCode: '302001', orgName: '广州粮食贸易有限公司' },
];

const store = (code: string, extra: Partial<TransferStore> = {}): TransferStore => ({ secondaryInventoryName: code, subName: `${code}库`, statusCode: 'Active', isTransit: 0, ...extra });

describe('offeredCompanies', () => {
  it('offers only online trading companies, each with its online inventory orgs', () => {
    const offered = offeredCompanies(companies);
    expect(offered.map((company) => company.orgCode)).toEqual(['301001', '302001']);
    expect(offered[0]?.inventoryOrgs?.map((org) => org.orgCode)).toEqual(['30100101']);
    expect(offered[1]?.inventoryOrgs).toEqual([]);
    expect(offeredCompanies(null)).toEqual([]);
  });

  it('lists the inventory orgs of the chosen company only', () => {
    const offered = offeredCompanies(companies);
    expect(inventoryOrgsOf(offered, null)).toEqual([]);
    expect(inventoryOrgsOf(offered, '301001')).toEqual([{ orgCode: '30100101', orgName: '大连原料库' }]);
    expect(inventoryOrgsOf(offered, '999999')).toEqual([]);
  });
});

describe('validStores', () => {
  it('drops the in-transit store and every store that is not active', () => {
    const rows = [store('YL01'), store('ZT01', { subName: '在途库', isTransit: 1 }), store('YL09', { statusCode: 'Inactive' }), store('FL01', { statusCode: undefined, isTransit: undefined })];
    expect(validStores(rows).map((row) => row.secondaryInventoryName)).toEqual(['YL01', 'FL01']);
    expect(isValidStore(store(' '))).toBe(false);
    expect(validStores(undefined)).toEqual([]);
  });

  it('labels a store by its name and code', () => {
    expect(storeLabel({ subName: '原料一号库', secondaryInventoryName: 'YL01' })).toBe('原料一号库（YL01）');
  });
});

describe('checkTransferSearch', () => {
  it('requires the company and the inventory org, with the spec messages', () => {
    expect(checkTransferSearch({ companyCode: null, orgCode: null, keyword: '' })).toEqual({
      ok: false,
      errors: { companyCode: 'pickers.transfer.companyRequired', orgCode: 'pickers.transfer.inventoryOrgRequired' },
    });
    expect(checkTransferSearch({ companyCode: '301001', orgCode: ' ', keyword: '' })).toEqual({ ok: false, errors: { orgCode: 'pickers.transfer.inventoryOrgRequired' } });
  });

  it('sends both codes and a trimmed keyword only when there is one', () => {
    expect(checkTransferSearch({ companyCode: '301001', orgCode: '30100101', keyword: '  ' })).toEqual({ ok: true, query: { companyCode: '301001', orgCode: '30100101' } });
    expect(checkTransferSearch({ companyCode: '301001', orgCode: '30100101', keyword: ' 原料 ' })).toEqual({
      ok: true,
      query: { companyCode: '301001', orgCode: '30100101', keyword: '原料' },
    });
  });
});
