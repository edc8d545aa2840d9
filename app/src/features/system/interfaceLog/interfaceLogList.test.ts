import { describe, expect, it } from 'vitest';
import { canRetry, interfaceLogColumns, interfaceLogSearchFields, prettyText } from './interfaceLogList';

const t = (key: string) => key;

describe('interface log list', () => {
  it('filters by business number, type, system and state', () => {
    expect(interfaceLogSearchFields(t as never).map((field) => field.prop)).toEqual(['bizKey', 'bizType', 'system', 'state']);
    expect(interfaceLogColumns(t as never)[0]?.key).toBe('bizKey');
  });

  it('indents JSON payloads and responses and keeps other text', () => {
    expect(prettyText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyText('{"code":0}')).toBe('{\n  "code": 0\n}');
    expect(prettyText('HTTP 500')).toBe('HTTP 500');
    expect(prettyText(null)).toBeNull();
    expect(prettyText('')).toBeNull();
  });

  it('pushes again only failed messages', () => {
    expect(canRetry({ state: 'ERROR' })).toBe(true);
    expect(canRetry({ state: 'SUCCESS' })).toBe(false);
    expect(canRetry({ state: 'PENDING' })).toBe(false);
  });
});
