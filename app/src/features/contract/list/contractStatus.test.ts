import { describe, expect, it } from 'vitest';
import { appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { ACTION_BUTTONS, allowedActions, CONTRACT_STATUSES, ownedActions, statusItems, statusTone } from './contractStatus';

const t = (key: AppMessageKey) => appZhCN[key];

describe('contract status rules (mirror of the gateway status machine)', () => {
  it('allows each status exactly the user moves the gateway allows', () => {
    const table = Object.fromEntries(CONTRACT_STATUSES.map((status) => [status, allowedActions(status)]));
    expect(table).toEqual({
      draft: ['submit', 'cancel'],
      APPROVING: [],
      APPROVED: ['send', 'cancel'],
      SENT: ['cancel'],
      SIGN_SALE: [],
      SIGN_BUY: [],
      SIGN: ['archiveElectronic'],
      PIGEONHOLE_E: ['archive'],
      PIGEONHOLE: [],
      REJECT: ['submit'],
      CANCEL: [],
      CLOSE: [],
    });
    expect(allowedActions('UNKNOWN')).toEqual([]);
  });

  it('offers an action only to holders of its button', () => {
    expect(ownedActions(() => false)).toEqual([]);
    expect(ownedActions((code) => code === 'contract:submit')).toEqual(['submit']);
    expect(ownedActions((code) => code === 'contract:edit')).toEqual(['send', 'archiveElectronic', 'archive', 'cancel']);
    expect(ACTION_BUTTONS.cancel).toBe('contract:edit');
  });

  it('labels the 12 statuses as the gateway does and colours them by group', () => {
    const items = statusItems(t);
    expect(items.map((item) => item.dictItemName)).toEqual(['草稿', '审批中', '审批通过', '已发送供应商', '待供应商盖章', '待采购方盖章', '已盖章', '已电子归档', '已纸质归档', '已驳回', '已作废', '已关闭']);
    expect(statusTone('draft')).toBe(statusTone('REJECT'));
    expect(['APPROVING', 'SENT', 'SIGN_BUY', 'SIGN_SALE'].map((s) => statusTone(s as 'SENT'))).toEqual(['primary', 'primary', 'primary', 'primary']);
    expect(['APPROVED', 'SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE'].map((s) => statusTone(s as 'SIGN'))).toEqual(['success', 'success', 'success', 'success']);
    expect(statusTone('CANCEL')).toBe('danger');
    expect(statusTone('CLOSE')).toBe('danger');
    expect(statusTone('draft')).not.toBe(statusTone('APPROVING'));
  });
});
