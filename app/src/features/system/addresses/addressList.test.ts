import { describe, expect, it } from 'vitest';
import { ADDRESS_TYPES, addressColumns, addressSearchFields } from './addressList';

const t = (key: string) => key;

describe('address list', () => {
  it('searches by keyword and type with the plain keys listAddress reads', () => {
    const fields = addressSearchFields(t as never);
    expect(fields.map((field) => field.prop)).toEqual(['queryContent', 'addressCode']);
    expect(fields.every((field) => field.operator === 'value')).toBe(true);
  });

  it('offers every type but 6 其他 and shows the door code first', () => {
    expect(ADDRESS_TYPES.map(([code]) => code)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 20]);
    expect(addressColumns(t as never)[0]?.key).toBe('doorCode');
  });
});
