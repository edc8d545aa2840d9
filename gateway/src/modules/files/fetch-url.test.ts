import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/envelope.js';
import { checkFetchUrl, FETCH_MESSAGES, isAllowedHost, isSameHost } from './fetch-url.js';

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.httpStatus, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('isAllowedHost', () => {
  const hosts = ['files.example.com', '10.0.0.5:8080'];

  it('allows a bare host on any port and a host:port entry on that port only', () => {
    expect(isAllowedHost(new URL('https://FILES.example.com/a.pdf'), hosts)).toBe(true);
    expect(isAllowedHost(new URL('http://files.example.com:9000/a.pdf'), hosts)).toBe(true);
    expect(isAllowedHost(new URL('http://10.0.0.5:8080/a.pdf'), hosts)).toBe(true);
    expect(isAllowedHost(new URL('http://10.0.0.5/a.pdf'), hosts)).toBe(false);
    expect(isAllowedHost(new URL('http://10.0.0.5:80/a.pdf'), ['10.0.0.5:80'])).toBe(true);
  });

  it('does not match look-alike hosts', () => {
    expect(isAllowedHost(new URL('http://files.example.com.evil.cn/a.pdf'), hosts)).toBe(false);
    expect(isAllowedHost(new URL('http://evil.cn/files.example.com'), hosts)).toBe(false);
    expect(isAllowedHost(new URL('http://sub.files.example.com/'), hosts)).toBe(false);
  });
});

describe('checkFetchUrl', () => {
  const hosts = ['files.example.com'];

  it('answers the parsed address when it is allowed', () => {
    expect(checkFetchUrl(' https://files.example.com/a.pdf ', hosts).pathname).toBe('/a.pdf');
  });

  it('refuses everything while no host is configured', () => {
    expect(refusal(() => checkFetchUrl('https://files.example.com/a.pdf', []))).toEqual({ status: 422, message: FETCH_MESSAGES.notConfigured });
  });

  it('refuses other protocols, credentials, malformed addresses and other hosts', () => {
    expect(refusal(() => checkFetchUrl('file:///etc/passwd', hosts))).toEqual({ status: 400, message: FETCH_MESSAGES.badProtocol });
    expect(refusal(() => checkFetchUrl('gopher://files.example.com/', hosts))).toEqual({ status: 400, message: FETCH_MESSAGES.badProtocol });
    expect(refusal(() => checkFetchUrl('https://a:b@files.example.com/', hosts))).toEqual({ status: 400, message: FETCH_MESSAGES.credentials });
    expect(refusal(() => checkFetchUrl('files.example.com/a.pdf', hosts))).toEqual({ status: 400, message: FETCH_MESSAGES.badUrl });
    expect(refusal(() => checkFetchUrl('http://127.0.0.1/', hosts))).toEqual({ status: 422, message: FETCH_MESSAGES.hostNotAllowed('127.0.0.1') });
  });
});

describe('isSameHost', () => {
  it('keeps redirects on the same protocol, host and port', () => {
    const from = new URL('http://files.example.com/a');
    expect(isSameHost(from, new URL('http://files.example.com:80/b'))).toBe(true);
    expect(isSameHost(from, new URL('https://files.example.com/b'))).toBe(false);
    expect(isSameHost(from, new URL('http://files.example.com:8080/b'))).toBe(false);
    expect(isSameHost(from, new URL('http://127.0.0.1/b'))).toBe(false);
  });
});
