import { describe, expect, it } from 'vitest';
import { linkTarget, messageTime, MSG_TYPE, needsMarking, noticeQuery, pageAfterShrink, todoQuery, unreadQuery } from './messageRules';

describe('message queries', () => {
  it('lists the unread notices, 3 per page (msgType 2 is a notice)', () => {
    expect(noticeQuery(7, 2)).toEqual({ userId: 7, page: 2, size: 3, msgType: 2, readStatus: 0 });
  });

  it('lists to-dos by tab: handleStatus 0 to do, 1 done (msgType 1 is a to-do)', () => {
    expect(todoQuery(7, 'todo', 1)).toEqual({ userId: 7, page: 1, size: 3, msgType: 1, handleStatus: 0 });
    expect(todoQuery(7, 'done', 3)).toEqual({ userId: 7, page: 3, size: 3, msgType: 1, handleStatus: 1 });
  });

  it('counts the unread ones of a type with a one-row page', () => {
    expect(unreadQuery(7, MSG_TYPE.todo)).toEqual({ userId: 7, page: 1, size: 1, msgType: 1, readStatus: 0 });
    expect(unreadQuery(7, MSG_TYPE.notice)).toMatchObject({ msgType: 2, readStatus: 0 });
  });
});

describe('pageAfterShrink', () => {
  it.each([
    // requested, total, rows on the page, expected
    [3, 6, 0, 2], // the last row of page 3 was read: page 2 is now the last
    [2, 0, 0, 1], // everything was read
    [5, 7, 0, 3],
    [2, 6, 3, null], // the page has rows: nothing to fix
    [1, 0, 0, null], // the first page is the first page
    [2, 4, 0, null], // empty although within the pages: not a shrink (a race), keep it
  ])('page %i of %i (rows %i) → %s', (requested, total, rows, expected) => {
    expect(pageAfterShrink(requested, total, rows)).toBe(expected);
  });
});

describe('linkTarget', () => {
  it.each([
    ['/contract/list', { kind: 'internal', path: '/contract/list' }],
    ['/contract/list?id=3', { kind: 'internal', path: '/contract/list?id=3' }],
    ['contract/list', { kind: 'internal', path: '/contract/list' }],
    ['  /dashboard ', { kind: 'internal', path: '/dashboard' }],
    ['https://help.example.com/manual', { kind: 'external', url: 'https://help.example.com/manual' }],
    ['HTTP://oa.example.com', { kind: 'external', url: 'HTTP://oa.example.com' }],
    ['//cdn.example.com/a.pdf', { kind: 'external', url: '//cdn.example.com/a.pdf' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['mailto:a@b.c', { kind: 'none' }],
    ['', { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('%s', (link, expected) => {
    expect(linkTarget(link)).toEqual(expected);
  });
});

describe('message display', () => {
  it('shows createdTime as yyyy-MM-dd HH:mm:ss in local time', () => {
    const local = new Date(2024, 1, 29, 8, 5, 9);
    expect(messageTime({ createdTime: local.toISOString() })).toBe('2024-02-29 08:05:09');
  });

  it('marks only unread messages', () => {
    expect(needsMarking({ readStatus: 0 })).toBe(true);
    expect(needsMarking({ readStatus: 1 })).toBe(false);
  });
});
