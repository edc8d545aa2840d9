import { describe, expect, it } from 'vitest';
import { allowedMessageOrigins, parseWindowMessage } from './windowMessages';

const own = 'https://srm.example.com';
const allowed = [own, 'https://portal.example.com'];
const parse = (data: unknown, origin = own) => parseWindowMessage({ origin, data }, allowed);

describe('parseWindowMessage', () => {
  it('understands every message type of the protocol', () => {
    expect(parse({ type: 'login' })).toEqual({ type: 'login' });
    expect(parse({ type: 'loginUrl' })).toEqual({ type: 'loginUrl' });
    expect(parse({ type: 'router', data: '/contract/list' })).toEqual({ type: 'router', path: '/contract/list', replace: false });
    expect(parse({ type: 'delVisitedRoute', data: { path: '/contract/detail?id=3' } })).toEqual({ type: 'delVisitedRoute', path: '/contract/detail?id=3' });
    expect(parse({ type: 'task', data: 'animate' })).toEqual({ type: 'task', action: 'animate' });
    expect(parse({ type: 'task', data: { action: 'getShow' } })).toEqual({ type: 'task', action: 'getShow' });
    expect(parse({ type: 'refresh' })).toEqual({ type: 'refresh', path: null });
  });

  it('builds the router target from path and query, and reads JSON text', () => {
    expect(parse(JSON.stringify({ type: 'router', data: { path: '/contract/detail', query: { id: 7, tags: ['a', 'b'], none: null }, replace: true } }))).toEqual({
      type: 'router',
      path: '/contract/detail?id=7&tags=a&tags=b',
      replace: true,
    });
  });

  it('accepts a configured embedded system and ignores any other origin', () => {
    expect(parse({ type: 'login' }, 'https://portal.example.com')).toEqual({ type: 'login' });
    expect(parse({ type: 'login' }, 'https://evil.example.net')).toBeNull();
  });

  it('never navigates away from the app', () => {
    for (const path of ['https://evil.example.net/', '//evil.example.net', '/\\evil.example.net', 'javascript:alert(1)', 'contract/list']) {
      expect(parse({ type: 'router', data: path })).toBeNull();
    }
  });

  it('ignores unknown or malformed messages', () => {
    expect(parse({ type: 'task', data: 'explode' })).toBeNull();
    expect(parse({ type: 'unknown' })).toBeNull();
    expect(parse('not json')).toBeNull();
    expect(parse(null)).toBeNull();
    expect(parse({ source: 'react-devtools' })).toBeNull();
  });
});

describe('allowedMessageOrigins', () => {
  it('adds the origin of each embedded system and skips malformed addresses', () => {
    expect(allowedMessageOrigins(own, { portal: 'https://portal.example.com/app/', local: '/micro/', bad: 'http://[' })).toEqual([own, 'https://portal.example.com']);
  });
});
