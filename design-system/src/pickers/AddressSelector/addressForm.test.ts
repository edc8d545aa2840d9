import { describe, expect, it } from 'vitest';
import { addressDescription, addressLabel, EMPTY_ADDRESS_FORM, formErrors, messagesByField, readSaveError, toSaveBody, type AddressFormValues } from './addressForm';

const filled: AddressFormValues = {
  addressCode: 1,
  supplier: { sn: 'S0001', name: '正大饲料有限公司' },
  companyCode: '101001',
  store: { subName: '原料一号库', secondaryInventoryName: 'YL01' },
  addressTag: '正大饲料厂',
  region: ['河北省', '石家庄市', '长安区'],
  addrDetail: '中山东路1号',
};

describe('toSaveBody', () => {
  it('sends only the fields of the chosen type', () => {
    expect(toSaveBody(filled)).toEqual({
      addressCode: 1,
      addressTag: '正大饲料厂',
      province: '河北省',
      city: '石家庄市',
      area: '长安区',
      addrDetail: '中山东路1号',
      companyCode: null,
      addressOwnerCode: 'S0001',
      addressOwnerName: '正大饲料有限公司',
      subName: null,
      secondaryInventoryName: null,
    });
    expect(toSaveBody({ ...filled, addressCode: 4 })).toMatchObject({ companyCode: '101001', addressOwnerCode: null, subName: null });
    expect(toSaveBody({ ...filled, addressCode: 5 })).toMatchObject({ subName: '原料一号库', secondaryInventoryName: 'YL01', companyCode: null, addressOwnerName: null });
  });

  it('drops the region of type 20 and sends empty text as null', () => {
    expect(toSaveBody({ ...filled, addressCode: 20, addrDetail: '  ' })).toMatchObject({ province: null, city: null, area: null, addrDetail: null });
    expect(toSaveBody({ ...filled, region: ['北京市'] })).toMatchObject({ province: '北京市', city: null, area: null });
  });
});

describe('formErrors', () => {
  it('applies the address rules in form order, in the UI language', () => {
    expect(formErrors(EMPTY_ADDRESS_FORM, 'zh-CN').map((error) => error.message)).toEqual(['请选择地址类型', '请输入名称', '请选择省市区', '请输入详细地址']);
    expect(formErrors({ ...filled, addressCode: 2, supplier: null }, 'en')).toEqual([{ field: 'addressOwnerCode', message: 'Select the supplier' }]);
    expect(formErrors({ ...filled, addressCode: 4, companyCode: null }, 'zh-CN')).toEqual([{ field: 'companyCode', message: '请选择所属主体' }]);
    expect(formErrors({ ...filled, addressCode: 5, store: null, addressTag: '' }, 'zh-CN')).toEqual([{ field: 'subName', message: '请选择中转库' }]);
    expect(formErrors({ ...filled, region: ['河北省'] }, 'zh-CN')).toEqual([{ field: 'region', message: '请至少选择到省市' }]);
    expect(formErrors({ ...filled, region: ['北京市', '市辖区', '朝阳区'] }, 'zh-CN')).toEqual([]);
    expect(formErrors({ ...filled, region: ['香港特别行政区'] }, 'zh-CN')).toEqual([]);
    expect(formErrors({ ...filled, addressCode: 20, region: [] }, 'zh-CN')).toEqual([]);
    expect(formErrors(filled, 'zh-CN')).toEqual([]);
  });

  it('keeps the first message of each field', () => {
    expect(messagesByField([{ field: 'region', message: 'a' }, { field: 'region', message: 'b' }, { field: 'addrDetail', message: 'c' }])).toEqual({ region: 'a', addrDetail: 'c' });
  });
});

describe('readSaveError', () => {
  it("reads the gateway's message and its field errors", () => {
    const refused = Object.assign(new Error('请选择供应商'), { data: [{ field: 'addressOwnerCode', message: '请选择供应商' }, { field: 'nope', message: 'x' }, 'junk'] });
    expect(readSaveError(refused)).toEqual({ message: '请选择供应商', fields: { addressOwnerCode: '请选择供应商' } });
    expect(readSaveError(new Error('所属主体不存在'))).toEqual({ message: '所属主体不存在', fields: {} });
    expect(readSaveError(undefined)).toEqual({ message: null, fields: {} });
  });
});

describe('labels', () => {
  it('names an address by its name, else its description or door code, with its type under it', () => {
    const address = { id: 7, addressTag: '天津港', addressType: '港口', addrDesc: '天津市滨海新区新港二号路', doorCode: 'AD00000007' };
    expect(addressLabel(address)).toBe('天津港');
    expect(addressDescription(address)).toBe('港口 · 天津市滨海新区新港二号路');
    expect(addressLabel({ ...address, addressTag: null })).toBe('天津市滨海新区新港二号路');
    expect(addressDescription({ ...address, addressTag: null })).toBe('港口');
    expect(addressLabel({ id: 9, doorCode: 'AD00000009' })).toBe('AD00000009');
    expect(addressLabel({ id: 9 })).toBe('9');
  });
});
