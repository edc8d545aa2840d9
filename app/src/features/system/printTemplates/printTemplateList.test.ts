import { describe, expect, it } from 'vitest';
import { printTemplateColumns, printTemplateSearchFields } from './printTemplateList';

const t = (key: string) => key;

describe('print template list', () => {
  it('shows code, name, type, business type, state, order and remark', () => {
    expect(printTemplateColumns(t as never).map((column) => column.key)).toEqual(['code', 'name', 'type', 'bizType', 'enabled', 'sortNumber', 'remark']);
  });

  it('searches by name, code, type and state', () => {
    expect(printTemplateSearchFields(t as never).map((field) => field.prop)).toEqual(['name', 'code', 'type', 'enabled']);
  });
});
