import { describe, expect, it } from 'vitest';
import { moduleAddress, parseEmbedBases, webviewAddress } from './embedAddress';

const origin = 'https://srm.example.com';
const bases = parseEmbedBases(JSON.stringify({ bidding: 'https://bid.example.com/app', 'supplier-portal': '/micro/portal/', evil: 'javascript:alert(1)', empty: ' ', n: 3 }));

describe('parseEmbedBases', () => {
  it('keeps only non-empty text addresses and survives malformed configuration', () => {
    expect(Object.keys(bases).sort()).toEqual(['bidding', 'evil', 'supplier-portal']);
    expect(parseEmbedBases('{not json')).toEqual({});
    expect(parseEmbedBases(undefined)).toEqual({});
    expect(parseEmbedBases('[1]')).toEqual({});
  });
});

describe('webviewAddress', () => {
  it('joins the base address, the page name, the page code and the query', () => {
    expect(webviewAddress(bases, { systemName: 'bidding', pageName: 'project', pageCode: 'P-01', search: '?id=3' }, origin)).toBe(
      'https://bid.example.com/app/project/P-01?id=3',
    );
    expect(webviewAddress(bases, { systemName: 'bidding', pageName: 'project' }, origin)).toBe('https://bid.example.com/app/project');
  });
  it('has no address for a system without a usable base (网址配置有误)', () => {
    expect(webviewAddress(bases, { systemName: 'lms', pageName: 'transport' }, origin)).toBeNull();
    expect(webviewAddress(bases, { systemName: 'evil', pageName: 'x' }, origin)).toBeNull();
  });
  it('encodes path segments so a page name cannot climb out of the base', () => {
    expect(webviewAddress(bases, { systemName: 'bidding', pageName: '../admin' }, origin)).toBe('https://bid.example.com/app/..%2Fadmin');
  });
});

describe('moduleAddress', () => {
  it('appends the full app path to the module base, on this site for a relative base', () => {
    expect(moduleAddress(bases, 'supplier-portal', '/supplier/portal?tab=2', origin)).toBe('https://srm.example.com/micro/portal/supplier/portal?tab=2');
  });
  it('has no address without a module or its base', () => {
    expect(moduleAddress(bases, null, '/x', origin)).toBeNull();
    expect(moduleAddress(bases, 'unknown', '/x', origin)).toBeNull();
  });
});
