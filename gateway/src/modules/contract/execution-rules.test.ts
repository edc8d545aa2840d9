import { describe, expect, it } from 'vitest';
import { exeStatusRefusal, sealStatusAfterCallback, sealSubmitPlan, supplierSealPlan } from './execution-rules.js';

describe('seal submission', () => {
  it('sends an approved contract first and submits a sent one as it is', () => {
    expect(sealSubmitPlan('HT1', 'APPROVED', null)).toEqual({ ok: true, send: true });
    expect(sealSubmitPlan('HT1', 'SENT', null)).toEqual({ ok: true, send: false });
    expect(sealSubmitPlan('HT1', 'SENT', 'rejected')).toEqual({ ok: true, send: false });
    expect(sealSubmitPlan('HT1', 'SENT', 'autoProcessing')).toEqual({ ok: true, send: false });
  });

  it('refuses other statuses and a seal already under way, naming them', () => {
    expect(sealSubmitPlan('HT1', 'draft', null)).toEqual({ ok: false, message: '合同HT1当前状态为“草稿”，不能提交签章' });
    expect(sealSubmitPlan('HT1', 'SIGN', 'approved')).toMatchObject({ ok: false });
    expect(sealSubmitPlan('HT1', 'SENT', 'inProcess')).toEqual({ ok: false, message: '合同HT1盖章状态为“盖章中”，不能重复提交签章' });
  });

  it('marks the seal approved only when signing completes', () => {
    expect(sealStatusAfterCallback('SIGN')).toBe('approved');
    expect(sealStatusAfterCallback('SIGN_BUY')).toBeNull();
    expect(sealStatusAfterCallback('SIGN_SALE')).toBeNull();
  });
});

describe('execution status', () => {
  it('moves forward only, on signed contracts', () => {
    expect(exeStatusRefusal('HT1', 'SIGN', null, 'EXECUTING')).toBeNull();
    expect(exeStatusRefusal('HT1', 'PIGEONHOLE', null, 'EXECUTION_COMPLETE')).toBeNull();
    expect(exeStatusRefusal('HT1', 'PIGEONHOLE_E', 'EXECUTING', 'EXECUTION_COMPLETE')).toBeNull();
    expect(exeStatusRefusal('HT1', 'SIGN', 'EXECUTION_COMPLETE', 'EXECUTING')).toBe('合同HT1执行状态为“执行完毕”，不能改为“执行中”');
    expect(exeStatusRefusal('HT1', 'SIGN', 'EXECUTION_COMPLETE', 'EXECUTION_COMPLETE')).toBe('合同HT1执行状态为“执行完毕”，不能改为“执行完毕”');
    expect(exeStatusRefusal('HT1', 'SIGN', 'EXECUTING', 'EXECUTING')).toBe('合同HT1执行状态为“执行中”，不能改为“执行中”');
    expect(exeStatusRefusal('HT1', 'SENT', null, 'EXECUTING')).toBe('合同HT1当前状态为“已发送供应商”，不能修改执行状态');
  });
});

describe("the supplier's own seal", () => {
  it('moves a sent contract to 待采购方盖章 and completes one the buyer sealed first', () => {
    expect(supplierSealPlan('HT1', 'SENT')).toEqual({ ok: true, to: 'SIGN_BUY', sealStatus: null });
    expect(supplierSealPlan('HT1', 'SIGN_SALE')).toEqual({ ok: true, to: 'SIGN', sealStatus: 'approved' });
  });

  it('refuses every other status by name', () => {
    expect(supplierSealPlan('HT1', 'APPROVED')).toEqual({ ok: false, message: '合同HT1当前状态为“审批通过”，不能盖章' });
    for (const status of ['draft', 'APPROVING', 'SIGN_BUY', 'SIGN', 'CANCEL', 'CLOSE'] as const) expect(supplierSealPlan('HT1', status).ok).toBe(false);
  });
});
