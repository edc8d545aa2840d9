import { describe, expect, it } from 'vitest';
import { receiptOf } from './receipt.js';

describe('outbox receipt', () => {
  it('accepts a 2xx answer saying success or code 200', () => {
    expect(receiptOf(200, '{"success":true}')).toEqual({ ok: true });
    expect(receiptOf(201, '{"code":200,"data":null}')).toEqual({ ok: true });
    expect(receiptOf(200, '{"code":"200"}')).toEqual({ ok: true });
  });

  it('refuses a 2xx answer that does not confirm, with the receiver’s reason', () => {
    expect(receiptOf(200, '{"success":false,"message":"合同不存在"}')).toEqual({ ok: false, error: '接收方未确认成功：合同不存在' });
    expect(receiptOf(200, '{"code":500,"msg":"busy"}')).toEqual({ ok: false, error: '接收方未确认成功：busy' });
    expect(receiptOf(200, 'OK')).toEqual({ ok: false, error: '接收方返回的不是JSON：OK' });
    expect(receiptOf(204, '')).toEqual({ ok: false, error: '接收方返回的不是JSON：（空）' });
  });

  it('refuses any other status, even with a success body', () => {
    expect(receiptOf(500, '{"success":true}')).toEqual({ ok: false, error: 'HTTP 500：{"success":true}' });
    expect(receiptOf(503, '')).toEqual({ ok: false, error: 'HTTP 503' });
    const long = receiptOf(502, 'x'.repeat(500));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error.length).toBeLessThan(220);
  });
});
