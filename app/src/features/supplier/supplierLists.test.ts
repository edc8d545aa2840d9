import { describe, expect, it } from 'vitest';
import { admissionColumns, admissionSearchFields } from './admission/admissionList';
import { supplierDraftOf, supplierDraftProblem, toSupplierSaveBody } from './info/supplierForm';
import { supplierColumns, supplierSearchFields, supplierStatusItems, supplierTypesText } from './info/supplierList';
import { inquiryColumns, inquirySearchFields, inquiryStatusItems } from './inquiry/inquiryList';
import { certStateItems, qualificationColumns, qualificationSearchFields } from './qualification/qualificationList';
import { supplierPages } from './pages';
import { supplierZhCN } from './messages/supplierMessages';

const t = ((key: string, values?: Record<string, unknown>) =>
  Object.entries(values ?? {}).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), (supplierZhCN as Record<string, string>)[key] ?? key)) as never;

/** The filterable fields of the gateway's list resources (modules/supplier/lists.ts). */
const GATEWAY_FIELDS = {
  supplier: ['sn', 'name', 'unifiedCreditCode', 'bigType', 'smallType', 'financialStatus', 'ebsNo', 'contactName', 'contactPhone', 'province', 'city', 'blacklistUntil', 'updatedTime'],
  admission: ['admissionNo', 'supplierSn', 'supplierName', 'status', 'oaRound', 'reason', 'opinion', 'submittedTime', 'decidedTime', 'createdTime'],
  qualification: ['supplierSn', 'supplierName', 'certType', 'certNo', 'issuer', 'validFrom', 'validTo', 'certState', 'required', 'remark', 'updatedTime'],
  inquiry: ['inquiryNo', 'title', 'orgCode', 'orgName', 'categoryCode', 'categoryName', 'deadline', 'status', 'awardedSupplierSn', 'remark', 'createdTime'],
};

describe('supplier lists', () => {
  it('registers the six menu pages under their pageUrl keys', () => {
    expect(Object.keys(supplierPages).sort()).toEqual(['contract/licence', 'portal/home', 'supplier/admission', 'supplier/info', 'supplier/inquiry', 'supplier/qualification']);
  });

  it('leads each list with its code column', () => {
    expect(supplierColumns(t).map((column) => column.key)).toEqual(['sn', 'name', 'unifiedCreditCode', 'bigType', 'financialStatus', 'ebsNo', 'contactName', 'contactPhone', 'province']);
    expect(admissionColumns(t)[0]?.key).toBe('admissionNo');
    expect(qualificationColumns(t)[0]?.key).toBe('certNo');
    expect(inquiryColumns(t)[0]?.key).toBe('inquiryNo');
  });

  it('searches by fields the gateway resources know, codes as equals', () => {
    const props = (fields: { prop: unknown }[]) => fields.map((field) => field.prop);
    expect(props(supplierSearchFields(t))).toEqual(['sn', 'name', 'financialStatus']);
    expect(supplierSearchFields(t)[0]?.operator).toBe('equals');
    for (const [fields, known] of [
      [supplierSearchFields(t), GATEWAY_FIELDS.supplier],
      [admissionSearchFields(t), GATEWAY_FIELDS.admission],
      [qualificationSearchFields(t), GATEWAY_FIELDS.qualification],
      [inquirySearchFields(t), GATEWAY_FIELDS.inquiry],
    ] as const) {
      for (const prop of props(fields)) expect(known).toContain(prop);
    }
  });

  it('names statuses as the dictionaries do, with their colours', () => {
    expect(supplierStatusItems(t).map((item) => item.dictItemName)).toEqual(['待准入', '准入中', '合格', '审批驳回', '已淘汰', '黑名单', '失效']);
    expect(certStateItems(t).map((item) => [item.dictItemCode, item.dictItemName, item.color])).toEqual([
      ['valid', '有效', 'green'],
      ['expiring', '即将过期', 'orange'],
      ['expired', '已过期', 'red'],
    ]);
    expect(inquiryStatusItems(t).map((item) => item.dictItemName)).toEqual(['草稿', '已发布', '已截止', '已定标', '已取消']);
    expect(inquiryColumns(t).find((column) => column.key === 'deadline')?.valueType).toBe('datetime');
    expect(supplierTypesText({ bigType: '01', smallType: '0101' })).toBe('01 / 0101');
  });

  it('checks a draft in the gateway’s order and words', () => {
    const draft = { ...supplierDraftOf(), name: '测试', unifiedCreditCode: '91350100M000100Y43', bigType: '01', smallType: '0101' };
    draft.contacts = [{ ...draft.contacts[0]!, contactName: '张三', mobile: '123' }];
    expect(supplierDraftProblem(draft, t, 'zh-CN')).toBe('第1个联系人：手机号有误');
    draft.contacts = [{ ...draft.contacts[0]!, mobile: '13800138000' }];
    draft.banks = [{ key: 'b', bankName: '工行', accountName: '测试', accountNo: '6222-01', isDefault: true }];
    expect(supplierDraftProblem(draft, t, 'zh-CN')).toBe('第1个银行账户：银行账号须为纯数字');
    draft.banks = [{ ...draft.banks[0]!, accountNo: '622201' }];
    expect(supplierDraftProblem(draft, t, 'zh-CN')).toBeNull();
    expect(toSupplierSaveBody(draft).banks).toEqual([{ bankName: '工行', accountName: '测试', accountNo: '622201', isDefault: 1 }]);
  });
});
