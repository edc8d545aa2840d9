/**
 * Embedded systems (spec 01 §2.1, §2.4): the gateway serves the configured base addresses to the app,
 * frames their origins under the app's policy, and serves the demo page the default bases point at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedConfig, Envelope, LoginInfo } from '../src/api/index.js';
import { inlineScriptHashes } from '../src/core/security-headers.js';
import { loadConfig } from '../src/config.js';
import { DEMO_EMBED_BASES, DEMO_EMBED_POLICY } from '../src/modules/system/embed.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const CONFIG = '/gateway/system/webview/embedConfig';
const CONFIGURED = { bidding: 'https://bid.example.com/app/', lms: 'http://10.1.2.3:8080/lms/', local: '/micro/portal/' };

describe.each(eachDatabase)('[%s] embedded systems', (_name, target) => {
  const database = useTestDatabase(target);
  let demo: GatewayApp;
  let configured: GatewayApp;
  let token: string;

  beforeAll(async () => {
    // As main.ts starts it without EMBED_BASES, and with it.
    demo = buildServer({ db: database(), embedBases: loadConfig({}, []).embedBases });
    configured = buildServer({ db: database(), embedBases: loadConfig({ EMBED_BASES: JSON.stringify(CONFIGURED) }, []).embedBases });
    await Promise.all([demo.ready(), configured.ready()]);
    const admin = DEMO_USERS.find((user) => user.account === 'admin');
    const login = await demo.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'admin', password: admin?.password } });
    token = login.json<Envelope<LoginInfo>>().data.accessToken;
  });
  afterAll(async () => {
    await Promise.all([demo.close(), configured.close()]);
  });

  const bearer = () => ({ authorization: `Bearer ${token}` });

  it('answers the demo bases to a signed-in caller, pointing at the demo page of this gateway', async () => {
    expect((await demo.inject({ method: 'GET', url: CONFIG })).statusCode).toBe(401);
    const response = await demo.inject({ method: 'GET', url: CONFIG, headers: bearer() });
    expect(response.statusCode).toBe(200);
    const { bases } = response.json<Envelope<EmbedConfig>>().data;
    expect(bases).toEqual(DEMO_EMBED_BASES);
    expect(Object.keys(bases).sort()).toEqual(['bidding', 'lms']);
    for (const base of Object.values(bases)) {
      const page = await demo.inject({ method: 'GET', url: `${base}project` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
  });

  it('answers the bases of EMBED_BASES instead, and lets the app frame their origins', async () => {
    const response = await configured.inject({ method: 'GET', url: CONFIG, headers: bearer() });
    expect(response.json<Envelope<EmbedConfig>>().data.bases).toEqual(CONFIGURED);
    const appPage = await configured.inject({ method: 'GET', url: '/webview/lms/transport' });
    expect(appPage.headers['content-security-policy']).toContain("frame-src 'self' blob: https://bid.example.com http://10.1.2.3:8080;");
    // The demo bases are on this site: 'self' covers them, nothing else is framed.
    const demoPage = await demo.inject({ method: 'GET', url: '/webview/lms/transport' });
    expect(demoPage.headers['content-security-policy']).toContain("frame-src 'self' blob:;");
  });

  it('serves the demo page: which system and page, framed by this site only, its script allowed by hash', async () => {
    const response = await demo.inject({ method: 'GET', url: '/gateway/demo-embed/lms/transport/T-01?tab=2&ticket=secret-ticket' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(DEMO_EMBED_POLICY);
    expect(DEMO_EMBED_POLICY).toMatch(/frame-ancestors 'self'$/);
    const html = response.body;
    expect(html).toContain('<dd data-testid="embed-system">lms</dd>');
    expect(html).toContain('<dd data-testid="embed-page">/transport/T-01?tab=2</dd>');
    expect(html).not.toContain('secret-ticket');
    const [hash] = inlineScriptHashes(html);
    expect(DEMO_EMBED_POLICY).toContain(`script-src ${hash};`);
  });

  it('escapes what the address says', async () => {
    const response = await demo.inject({ method: 'GET', url: '/gateway/demo-embed/%3Cscript%3E/a%22b?x=%3Cimg%3E' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('&lt;script&gt;');
    expect(response.body).toContain('/a&quot;b?x=%3Cimg%3E');
    expect(response.body).not.toContain('<img>');
  });
});
