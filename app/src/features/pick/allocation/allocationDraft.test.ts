import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { allocationProblem, emptyAllocationDraft, toAllocationBody } from './allocationDraft';
import { allocationColumns, allocationLineColumns, allocationLineSearchFields, allocationSearchFields, allocationStatusItems, canAllocate, isNewAllocation } from './allocationList';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as AppT;
const draft = { targetOrgCode: '101002', subInventory: 'YL01', quantity: '10.5' };

describe('调拨分配', () => {
  it('lists the lines with accepted, allocated, submitted and available, and the allocations', () => {
    expect(allocationLineColumns(t).map((column) => column.key)).toEqual([
      'pickNo',
      'lineNo',
      'contractNo',
      'supplierName',
      'orgName',
      'matCode',
      'matName',
      'acceptedQuantity',
      'allocatedQuantity',
      'submittedQuantity',
      'availableQuantity',
    ]);
    expect(allocationLineSearchFields(t).map((field) => field.prop)).toEqual(['pickNo', 'contractNo', 'matName', 'supplierName']);
    expect(allocationColumns(t).map((column) => column.key)).toEqual(['allocationNo', 'pickNo', 'matName', 'targetOrgName', 'subInventory', 'quantity', 'status', 'createdTime']);
    expect(allocationSearchFields(t).map((field) => field.prop)).toEqual(['allocationNo', 'pickNo', 'status']);
    expect(allocationStatusItems(t).map((item) => item.dictItemCode)).toEqual(['new', 'submitted']);
  });

  it('allocates a line while some is left, and submits or cancels new allocations only', () => {
    expect(canAllocate({ availableQuantity: '0.001' })).toBe(true);
    expect(canAllocate({ availableQuantity: '0.000' })).toBe(false);
    expect(canAllocate({ availableQuantity: '0' })).toBe(false);
    expect(isNewAllocation({ status: 'new' })).toBe(true);
    expect(isNewAllocation({ status: 'submitted' })).toBe(false);
  });

  it('checks the quantity against the available quantity exactly', () => {
    expect(allocationProblem(draft, '10.500', t)).toBeNull();
    expect(allocationProblem({ ...draft, quantity: '10.501' }, '10.500', t)).toBe('allocation.quantityOver {"available":"10.500"}');
    expect(allocationProblem({ ...draft, quantity: '0' }, '10.500', t)).toBe('allocation.quantityInvalid');
    expect(allocationProblem({ ...draft, quantity: '1.0001' }, '10.500', t)).toBe('allocation.quantityInvalid');
    expect(allocationProblem({ ...draft, targetOrgCode: '' }, '10.500', t)).toBe('allocation.required');
    expect(allocationProblem(emptyAllocationDraft(), '1', t)).toBe('allocation.required');
  });

  it('sends the line, the org, the store or null and the quantity as typed', () => {
    expect(toAllocationBody(draft, 7)).toEqual({ pickMaterialId: 7, targetOrgCode: '101002', subInventory: 'YL01', quantity: '10.5' });
    expect(toAllocationBody({ ...draft, subInventory: '' }, 7).subInventory).toBeNull();
  });
});
