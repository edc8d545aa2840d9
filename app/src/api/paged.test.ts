import { describe, expect, it } from 'vitest';
import { readPage } from './paged';

describe('readPage', () => {
  it('reads the gateway shape: data.result, data.total, page and pageSize', () => {
    const body = { code: 200, success: true, data: { result: [{ id: 1 }], total: 41, page: 3, pageSize: 20 } };
    expect(readPage(body)).toEqual({ code: 200, list: [{ id: 1 }], page: 3, pageSize: 20, total: 41, totalIsEstimate: false });
  });
  it('reads list, pageNum and the page fields beside data', () => {
    expect(readPage({ code: '00000', data: { list: [1, 2], total: '12', pageNum: 2 }, pageSize: 10 })).toEqual({
      code: '00000',
      list: [1, 2],
      page: 2,
      pageSize: 10,
      total: 12,
      totalIsEstimate: false,
    });
  });
  it('reads the alternate elements / totalElements format', () => {
    expect(readPage({ code: 200, data: { elements: ['a'], totalElements: 7, pageNum: 1, pageSize: 5 } })).toMatchObject({ list: ['a'], total: 7, page: 1, pageSize: 5 });
  });
  it('falls back to what was asked for, and to an empty page', () => {
    expect(readPage({ code: 200, data: { records: [] } }, { page: 4, pageSize: 50 })).toEqual({ code: 200, list: [], page: 4, pageSize: 50, total: 0, totalIsEstimate: false });
    expect(readPage(null)).toEqual({ code: undefined, list: [], page: 1, pageSize: 0, total: 0, totalIsEstimate: false });
  });
  it('keeps the gateway\'s estimate flag and next-page cursor of a very large result', () => {
    const body = { code: 200, data: { result: [{ id: 9 }], total: 1_000_000, totalIsEstimate: true, nextCursor: 'eyJpZCI6OX0', page: 1, pageSize: 20 } };
    expect(readPage(body)).toEqual({ code: 200, list: [{ id: 9 }], page: 1, pageSize: 20, total: 1_000_000, totalIsEstimate: true, nextCursor: 'eyJpZCI6OX0' });
  });
  it('treats a bare array as one page of everything', () => {
    expect(readPage({ code: 200, data: [1, 2, 3] })).toMatchObject({ list: [1, 2, 3], total: 3 });
  });
});
