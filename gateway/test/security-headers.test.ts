import { describe, expect, it } from 'vitest';
import { appContentSecurityPolicy, embedOrigins, embedOriginsOf, inlineScriptHashes, parseEmbedBases } from '../src/core/security-headers.js';
import { DEMO_EMBED_BASES } from '../src/modules/system/embed.js';

describe('security headers', () => {
  it('hashes the inline scripts of a page and leaves the external ones out', () => {
    const html = '<script type="module" crossorigin src="/assets/index.js"></script><script>a()</script><SCRIPT>\n</SCRIPT><script nonce="x">b()</script>';
    // sha256("a()") and sha256("b()"), base64
    expect(inlineScriptHashes(html)).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='", "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='"]);
  });

  it('takes the origins of the embedded systems from EMBED_BASES, and refuses a value that is not a JSON object', () => {
    expect(embedOrigins(undefined)).toEqual([]);
    expect(embedOrigins('{"bid":"https://bid.example.com/app/","lms":"http://10.1.2.3:8080/lms/","bad":"not a url","n":3,"again":"https://bid.example.com/other"}')).toEqual([
      'https://bid.example.com',
      'http://10.1.2.3:8080',
    ]);
    expect(() => embedOrigins('["https://x"]')).toThrow('EMBED_BASES');
    expect(() => embedOrigins('{')).toThrow('EMBED_BASES');
  });

  it('keeps the bases as given (trimmed texts only), and frames nothing more for bases on this site', () => {
    expect(parseEmbedBases('{"bid":" https://bid.example.com/app/ ","demo":"/gateway/demo-embed/lms/","n":3,"blank":" "}')).toEqual({
      bid: 'https://bid.example.com/app/',
      demo: '/gateway/demo-embed/lms/',
    });
    expect(embedOriginsOf(DEMO_EMBED_BASES)).toEqual([]);
    expect(embedOriginsOf({ bid: 'https://bid.example.com/app/', demo: '/gateway/demo-embed/lms/', js: 'javascript:alert(1)' })).toEqual(['https://bid.example.com']);
  });

  it('lets the app frame its own files, blobs and the embedded systems only', () => {
    const policy = appContentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], frameSources: ['https://bid.example.com'] });
    expect(policy).toContain("script-src 'self' 'sha256-abc';");
    expect(policy).toContain("frame-src 'self' blob: https://bid.example.com;");
    expect(policy).toMatch(/frame-ancestors 'self'$/);
  });
});
