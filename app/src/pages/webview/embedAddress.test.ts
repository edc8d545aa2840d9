import { describe, expect, it } from 'vitest';
import { embedBasesFrom, moduleAddress, webviewAddress, withTicket } from './embedAddress';

const origin = 'https://srm.example.com';
// As GET /gateway/system/webview/embedConfig serves them (`data.bases`), with entries no base could be.
const bases = embedBasesFrom({ bidding: 'https://bid.example.com/app', 'supplier-portal': '/micro/portal/', evil: 'javascript:alert(1)', empty: ' ', n: 3 });

describe('embedBasesFrom', () => {
  it('keeps only non-empty text addresses of the served configuration and survives a malformed one', () => {
    expect(Object.keys(bases).sort()).toEqual(['bidding', 'evil', 'supplier-portal']);
    expect(embedBasesFrom('{"lms":"/x/"}')).toEqual({});
    expect(embedBasesFrom(undefined)).toEqual({});
    expect(embedBasesFrom(null)).toEqual({});
    expect(embedBasesFrom(['/x/'])).toEqual({});
  });
});

describe('the gateway demo bases', () => {
  // The gateway's default without EMBED_BASES (gateway/src/modules/system/embed.ts): its own demo page.
  const demo = embedBasesFrom({ bidding: '/gateway/demo-embed/bidding/', lms: '/gateway/demo-embed/lms/', 'supplier-portal': '/gateway/demo-embed/supplier-portal/' });
  it('embed the seeded menus on this site', () => {
    expect(webviewAddress(demo, { systemName: 'lms', pageName: 'transport' }, origin)).toBe('https://srm.example.com/gateway/demo-embed/lms/transport');
    expect(webviewAddress(demo, { systemName: 'bidding', pageName: 'project', search: '?id=3' }, origin)).toBe('https://srm.example.com/gateway/demo-embed/bidding/project?id=3');
    expect(moduleAddress(demo, 'supplier-portal', '/supplier/portal', origin)).toBe('https://srm.example.com/gateway/demo-embed/supplier-portal/supplier/portal');
    expect(webviewAddress(demo, { systemName: 'other', pageName: 'x' }, origin)).toBeNull();
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

describe('withTicket', () => {
  it('adds the ticket to the query of the address, keeping the rest', () => {
    expect(withTicket('https://bid.example.com/app/project/P-01', 'tk_1-A', origin)).toBe('https://bid.example.com/app/project/P-01?ticket=tk_1-A');
    expect(withTicket('https://bid.example.com/app/project?id=3#top', 'tk', origin)).toBe('https://bid.example.com/app/project?id=3&ticket=tk#top');
  });
  it('replaces a ticket already in the address and encodes the value', () => {
    expect(withTicket('https://bid.example.com/app?ticket=old&x=1', 'new', origin)).toBe('https://bid.example.com/app?ticket=new&x=1');
    expect(withTicket('https://bid.example.com/app', 'a+b/c=', origin)).toBe('https://bid.example.com/app?ticket=a%2Bb%2Fc%3D');
  });
  it('builds on this site for an address of a module served here', () => {
    const address = moduleAddress(bases, 'supplier-portal', '/supplier/portal?tab=2', origin) ?? '';
    expect(withTicket(address, 'tk', origin)).toBe('https://srm.example.com/micro/portal/supplier/portal?tab=2&ticket=tk');
  });
  it('has no address for one that is not http(s)', () => {
    expect(withTicket('javascript:alert(1)', 'tk', origin)).toBeNull();
  });
});
