import { describe, expect, it } from 'vitest';
import { environmentOf } from './environment';

describe('environment badge', () => {
  it('badges test, UAT and DEV builds in any case', () => {
    expect(environmentOf('test')).toBe('test');
    expect(environmentOf(' UAT ')).toBe('uat');
    expect(environmentOf('Dev')).toBe('dev');
  });
  it('shows nothing for production or an unset flag', () => {
    expect(environmentOf('prod')).toBeNull();
    expect(environmentOf('')).toBeNull();
    expect(environmentOf(undefined)).toBeNull();
  });
});
