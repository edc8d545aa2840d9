import { describe, expect, it } from 'vitest';
import { selectedKey } from './selectKey';

describe('selectedKey', () => {
  it('reads a single Select value as text', () => {
    expect(selectedKey('corn')).toBe('corn');
    expect(selectedKey(12)).toBe('12');
    expect(selectedKey(['101001', '101002'])).toBe('101001');
    expect(selectedKey([])).toBe('');
    expect(selectedKey(null)).toBe('');
  });
});
