import type { ContractStatusTimeline } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { canResend, detailActions, detailDictNames, exeChoices, formatTime, hasPendingSync, statusLabel, statusTimeline, syncStateTone, timelineEvent, timelineEventKey } from './contractDetailModel';

const holds =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe('detailActions', () => {
  it('offers the status moves the gateway allows, in button order, then 打印', () => {
    expect(detailActions({ status: 'draft', allowedActions: ['cancel', 'submit'], editable: false }, holds())).toEqual(['submit', 'cancel', 'print']);
    expect(detailActions({ status: 'APPROVING', allowedActions: [], editable: false }, holds('contract:signet', 'contract:exe', 'contract:sync'))).toEqual(['print']);
  });

  it('leaves out events that are not buyer buttons (close, approve …)', () => {
    expect(detailActions({ status: 'SIGN', allowedActions: ['archiveElectronic', 'close', 'approve'], editable: false }, holds())).toEqual(['archiveElectronic', 'print']);
  });

  it('adds 编辑 only when the contract is editable', () => {
    expect(detailActions({ status: 'REJECT', allowedActions: ['submit'], editable: true }, holds())).toEqual(['submit', 'edit', 'print']);
  });

  it('adds 提交签章 on an approved or sent contract, with contract:signet only', () => {
    expect(detailActions({ status: 'APPROVED', allowedActions: ['send', 'cancel'], editable: false }, holds('contract:signet'))).toEqual(['send', 'cancel', 'signet', 'print']);
    expect(detailActions({ status: 'SENT', allowedActions: ['cancel'], editable: false }, holds('contract:signet'))).toEqual(['cancel', 'signet', 'print']);
    expect(detailActions({ status: 'SENT', allowedActions: ['cancel'], editable: false }, holds())).toEqual(['cancel', 'print']);
    expect(detailActions({ status: 'draft', allowedActions: ['submit'], editable: false }, holds('contract:signet'))).toEqual(['submit', 'print']);
    // Not while the seal system has it, nor once sealed.
    expect(detailActions({ status: 'SENT', sealStatus: 'inProcess', allowedActions: [], editable: false }, holds('contract:signet'))).toEqual(['print']);
    expect(detailActions({ status: 'SENT', sealStatus: 'rejected', allowedActions: [], editable: false }, holds('contract:signet'))).toEqual(['signet', 'print']);
    // 盖章: a supplier's user holding the button, while the supplier's seal is awaited.
    expect(detailActions({ status: 'SENT', sealStatus: 'inProcess', allowedActions: [], editable: false }, holds('contract:supplier-seal'), false, true)).toEqual(['supplierSeal', 'print']);
    expect(detailActions({ status: 'SIGN_SALE', allowedActions: [], editable: false }, holds('contract:supplier-seal'), false, true)).toEqual(['supplierSeal', 'print']);
    expect(detailActions({ status: 'SIGN_BUY', allowedActions: [], editable: false }, holds('contract:supplier-seal'), false, true)).toEqual(['print']);
    expect(detailActions({ status: 'SENT', allowedActions: [], editable: false }, holds('contract:supplier-seal'), false, false)).toEqual(['print']);
  });

  it('adds 执行状态 and 同步ERP on a signed contract with the buttons; 同步ERP not while a message is pending', () => {
    const signed = { status: 'SIGN', allowedActions: ['archiveElectronic'], editable: false };
    expect(detailActions(signed, holds('contract:exe', 'contract:sync'))).toEqual(['archiveElectronic', 'exe', 'sync', 'print']);
    expect(detailActions(signed, holds('contract:exe', 'contract:sync'), true)).toEqual(['archiveElectronic', 'exe', 'print']);
    expect(detailActions({ ...signed, status: 'PIGEONHOLE', allowedActions: [] }, holds('contract:sync'))).toEqual(['sync', 'print']);
    expect(detailActions({ ...signed, status: 'SENT', allowedActions: [] }, holds('contract:exe', 'contract:sync'))).toEqual(['print']);
    expect(detailActions({ ...signed, exeStatus: 'EXECUTION_COMPLETE' }, holds('contract:exe'))).toEqual(['archiveElectronic', 'print']);
  });
});

describe('exeChoices', () => {
  it('offers the execution statuses the contract does not have', () => {
    expect(exeChoices(null)).toEqual(['EXECUTING', 'EXECUTION_COMPLETE']);
    expect(exeChoices('EXECUTING')).toEqual(['EXECUTION_COMPLETE']);
    expect(exeChoices('EXECUTION_COMPLETE')).toEqual([]);
  });
});

describe('statusTimeline', () => {
  const log: ContractStatusTimeline = {
    changes: [
      { fromStatus: 'draft', toStatus: 'APPROVING', source: 'user', actor: 'admin', time: '2026-11-01T01:00:00.000Z' },
      { fromStatus: 'APPROVING', toStatus: 'APPROVED', source: 'callback', actor: null, time: '2026-11-01T02:00:00.000Z' },
      { fromStatus: 'APPROVED', toStatus: 'SENT', source: 'user', actor: 'buyer', time: '2026-11-01T03:00:00.000Z' },
    ],
    callbacks: [
      { bizType: 'OA', status: 'APPROVED', outcome: 'applied', fromStatus: 'APPROVING', time: '2026-11-01T02:00:00.000Z' },
      { bizType: 'OA', status: 'APPROVED', outcome: 'late', fromStatus: 'SENT', time: '2026-11-01T04:00:00.000Z' },
    ],
  };

  it('merges changes and callbacks, oldest first; a callback comes before the change it caused', () => {
    const entries = statusTimeline(log);
    expect(entries.map((entry) => (entry.kind === 'change' ? `${entry.event}:${entry.actor}` : `${entry.bizType}:${entry.outcome}`))).toEqual([
      'submit:admin',
      'OA:applied',
      'approve:null',
      'send:buyer',
      'OA:late',
    ]);
  });

  it('is empty without a log', () => {
    expect(statusTimeline(null)).toEqual([]);
    expect(statusTimeline({ changes: [], callbacks: [] })).toEqual([]);
  });
});

describe('timelineEvent', () => {
  it('names the move by its target status and source', () => {
    expect(timelineEvent('APPROVING', 'user')).toBe('submit');
    expect(timelineEvent('REJECT', 'callback')).toBe('reject');
    expect(timelineEvent('SIGN_BUY', 'callback')).toBe('supplierSeal');
    expect(timelineEvent('SIGN_SALE', 'callback')).toBe('buyerSeal');
    expect(timelineEvent('SIGN_SALE', 'user')).toBe('signet');
    expect(timelineEvent('SIGN_BUY', 'user')).toBe('supplierSeal');
    expect(timelineEvent('SIGN', 'callback')).toBe('seal');
    expect(timelineEvent('CLOSE', 'user')).toBe('close');
    expect(timelineEvent('SOMETHING', 'user')).toBe('change');
  });

  it('uses the buttons’ labels for buyer actions and the event labels otherwise', () => {
    expect(timelineEventKey('submit')).toBe('contract.action.submit');
    expect(timelineEventKey('approve')).toBe('contract.detail.event.approve');
  });
});

describe('sync rules', () => {
  it('colours the states and offers 重新发送 on ERROR only', () => {
    expect(syncStateTone('SUCCESS')).toBe('success');
    expect(syncStateTone('ERROR')).toBe('danger');
    expect(syncStateTone('PENDING')).toBe('warning');
    expect(canResend({ state: 'ERROR' })).toBe(true);
    expect(canResend({ state: 'PENDING' })).toBe(false);
    expect(canResend({ state: 'SUCCESS' })).toBe(false);
  });

  it('knows when a message is still pending', () => {
    expect(hasPendingSync([{ state: 'SUCCESS' }, { state: 'PENDING' }])).toBe(true);
    expect(hasPendingSync([{ state: 'ERROR' }])).toBe(false);
    expect(hasPendingSync(undefined)).toBe(false);
  });
});

describe('labels and times', () => {
  const t = (key: string) => `[${key}]`;
  it('names known statuses and keeps unknown codes', () => {
    expect(statusLabel(t as never, 'SENT')).toBe('[contract.status.SENT]');
    expect(statusLabel(t as never, 'WHATEVER')).toBe('WHATEVER');
    expect(statusLabel(t as never, null)).toBe('');
  });

  it('formats a time as YYYY-MM-DD HH:mm:ss and keeps text it cannot read', () => {
    expect(formatTime('2026-11-01T02:03:04')).toBe('2026-11-01 02:03:04');
    expect(formatTime('later')).toBe('later');
    expect(formatTime(null)).toBe('');
  });
});

describe('dictionary names of the head', () => {
  const dictionaries = {
    priceType: [
      { dictItemCode: 'arrivalFactory', dictItemName: '到厂价' },
      { dictItemCode: 'CIF', dictItemName: '到岸价(CIF)' },
    ],
    deliverType: [{ dictItemCode: 'direct', dictItemName: '直发' }],
    payMethod: [{ dictItemCode: '2', dictItemName: '电汇' }],
    sealStatus: [{ dictItemCode: 'inProcess', dictItemName: '盖章中' }],
    purchaseModel: [{ dictItemCode: '1', dictItemName: '授权采购' }],
  };

  it('shows price type, deliver type, pay method, seal status and purchase model by name', () => {
    const names = detailDictNames({ priceType: 'CIF', deliverType: 'direct', payMethod: '2', sealStatus: 'inProcess', purchaseModel: 1, pricingPoint: null }, dictionaries);
    expect(names).toEqual({ priceType: '到岸价(CIF)', deliverType: '直发', payMethod: '电汇', sealStatus: '盖章中', purchaseModel: '授权采购', pricingPoint: '' });
  });
});
