import { describe, expect, it } from 'vitest';
import {
  amountCents,
  calculationKey,
  checkDraftOf,
  checkDraftProblem,
  draftFigures,
  draftLinesOf,
  emptyCheckDraft,
  lineFigures,
  lineProblem,
  taxCents,
  toCheckSaveBody,
  type CheckDraft,
} from './checkDraft';
import { checkableShipment, checkDetail, checkLine } from './checkFixtures';

const chosen = (lines = draftLinesOf([checkableShipment(), checkableShipment({ shippingId: 32, shippingNo: 'FY101001202611280002', leftQuantity: '10.500', acceptedQuantity: '30.000', checkedQuantity: '19.500' })])): CheckDraft => ({
  ...emptyCheckDraft(),
  supplierSn: 'S0001',
  orgCode: '101001',
  categoryCode: '100101',
  lines,
});

describe('the 对账单 draft', () => {
  it('offers each shipment unticked with what is left as 本次对账数量', () => {
    const [first, second] = chosen().lines;
    expect(first).toMatchObject({ shippingId: 31, selected: false, quantity: '29.400', allowedQuantity: '29.400' });
    expect(second).toMatchObject({ shippingId: 32, quantity: '10.500', allowedQuantity: '10.500' });
  });

  it('on an edit ticks the check’s own lines with their quantity (what is left not counting them) and keeps one no longer offered', () => {
    const detail = checkDetail({ status: 'rejected' }, [checkLine({ shippingId: 31, quantity: '20.000' }), checkLine({ id: 92, shippingId: 33, shippingNo: 'FY3', quantity: '5.000' }), checkLine({ id: 93, shippingId: 34, lineStatus: 'invalid' })]);
    const lines = draftLinesOf([checkableShipment({ leftQuantity: '29.400' })], detail);
    expect(lines.map((line) => [line.shippingId, line.selected, line.quantity, line.allowedQuantity])).toEqual([
      [31, true, '20.000', '29.400'],
      [33, true, '5.000', '5.000'],
    ]);
    expect(checkDraftOf(detail)).toMatchObject({ supplierSn: 'S0001', orgCode: '101001', categoryCode: '100101', periodStart: '2026-11-01', lines: [] });
  });

  it('computes amount, tax and deduction exactly, rounding half-up once per line', () => {
    expect(amountCents(29_400n, '2487.500000')).toBe(7_313_250n);
    expect(taxCents(7_313_250n, '9.00')).toBe(603_846n);
    expect(amountCents(1n, '5')).toBe(1n);
    expect(amountCents(1n, '4.999999')).toBe(0n);
    expect(taxCents(100n, '0')).toBe(0n);
    const draft = chosen();
    draft.lines = draft.lines.map((line) => ({ ...line, selected: true, quantity: line.shippingId === 31 ? '10.333' : line.quantity }));
    expect(lineFigures(draft.lines[0]!)).toEqual({ amount: '25703.34', taxAmount: '2122.29', deductAmount: '129.16' });
    expect(lineFigures(draft.lines[1]!)).toEqual({ amount: '26118.75', taxAmount: '2156.59', deductAmount: '131.25' });
    expect(draftFigures(draft)).toEqual({ totalQuantity: '20.833', totalAmount: '51822.09', totalTaxAmount: '4278.88', deductAmount: '260.41' });
  });

  it('counts only ticked lines', () => {
    const draft = chosen();
    expect(draftFigures(draft)).toEqual({ totalQuantity: '0.000', totalAmount: '0.00', totalTaxAmount: '0.00', deductAmount: '0.00' });
    draft.lines[0] = { ...draft.lines[0]!, selected: true };
    expect(draftFigures(draft)).toEqual({ totalQuantity: '29.400', totalAmount: '73132.50', totalTaxAmount: '6038.46', deductAmount: '367.50' });
  });

  it('refuses a missing head field, no ticked line, a bad or too large quantity and a reversed period', () => {
    expect(checkDraftProblem(emptyCheckDraft())).toEqual({ key: 'check.editor.supplierRequired' });
    expect(checkDraftProblem({ ...emptyCheckDraft(), supplierSn: 'S0001' })).toEqual({ key: 'check.editor.orgRequired' });
    expect(checkDraftProblem({ ...emptyCheckDraft(), supplierSn: 'S0001', orgCode: '101001' })).toEqual({ key: 'check.editor.categoryRequired' });
    const draft = chosen();
    expect(checkDraftProblem(draft)).toEqual({ key: 'check.editor.noLines' });
    expect(checkDraftProblem({ ...draft, periodStart: '2026-12-01', periodEnd: '2026-11-01' })).toEqual({ key: 'check.editor.periodOrder' });
    const line = { ...draft.lines[0]!, selected: true };
    expect(lineProblem({ ...line, quantity: '1.2345' })).toMatchObject({ key: 'check.editor.quantityInvalid' });
    expect(lineProblem({ ...line, quantity: '0' })).toMatchObject({ key: 'check.editor.quantityPositive' });
    expect(lineProblem({ ...line, quantity: '29.401' })).toEqual({ key: 'check.editor.quantityTooMuch', params: { shippingNo: 'FY101001202611280001', allowed: '29.400' } });
    expect(lineProblem({ ...line, quantity: '29.4' })).toBeNull();
    expect(checkDraftProblem({ ...draft, lines: [line, draft.lines[1]!] })).toBeNull();
  });

  it('sends the ticked lines with exact quantities, and the id and version on an edit', () => {
    const draft = chosen();
    draft.lines[1] = { ...draft.lines[1]!, selected: true, quantity: '10.5' };
    expect(toCheckSaveBody({ ...draft, remark: ' 十一月 ', periodStart: '2026-11-01' })).toEqual({
      orgCode: '101001',
      categoryCode: '100101',
      supplierSn: 'S0001',
      periodStart: '2026-11-01',
      remark: '十一月',
      lines: [{ shippingId: 32, quantity: '10.500' }],
    });
    expect(toCheckSaveBody(draft, { id: 9, version: 2 })).toMatchObject({ id: 9, version: 2 });
  });

  it('keys 实时计算 by the ticked lines and quantities', () => {
    const draft = chosen();
    const before = calculationKey(draft);
    draft.lines[0] = { ...draft.lines[0]!, selected: true };
    expect(calculationKey(draft)).not.toBe(before);
  });
});
