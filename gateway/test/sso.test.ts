/**
 * Single sign-on against a real OIDC issuer: an in-memory oidc-provider on a loopback port, whose
 * authorisation codes are minted with the provider's own models (the same records its authorize
 * endpoint would store after a user signed in), then exchanged by the gateway over HTTP.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, LoginInfo, SsoConfig } from '../src/api/index.js';
import type { OidcSettings } from '../src/config.js';
import { allowsInsecureIssuer, employeeCodeOf } from '../src/modules/system/sso.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const SSO_LOGIN = '/gateway/system/login/loginByIdmTempCode';
const SSO_CONFIG = '/gateway/system/login/ssoConfig';
const LOGIN_INFO = '/gateway/system/login/getLoginInfoByToken';

const CLIENT_ID = 'srm-web';
const CLIENT_SECRET = 'srm-web-secret-for-tests-only';
const REDIRECT_URI = 'http://localhost:5173/login';

/** Issuer accounts (the sub) and the employee code each one carries. */
const EMPLOYEE_CODES: Record<string, string> = {
  'zhang.caigou': 'E1001', // the demo user `buyer`
  'wang.waibu': 'E9999', // an employee without an account here
};

/** The parts of oidc-provider (untyped) this test uses. */
interface ProviderModel {
  save(): Promise<string>;
}
interface OidcProvider {
  callback(): (req: unknown, res: unknown) => void;
  Client: { find(id: string): Promise<unknown> };
  Grant: new (fields: { accountId: string; clientId: string }) => ProviderModel & { addOIDCScope(scope: string): void };
  AuthorizationCode: new (fields: Record<string, unknown>) => ProviderModel;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;

let issuerServer: Server;
let provider: OidcProvider;
let oidc: OidcSettings;

async function startIssuer(): Promise<void> {
  issuerServer = createServer();
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  const { port } = issuerServer.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const specifier = 'oidc-provider';
  const { default: Provider } = (await import(specifier)) as { default: ProviderConstructor };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub', 'employee_code'] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, employee_code: EMPLOYEE_CODES[sub] }),
    }),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['cookie-key-for-tests-only'] },
    features: { devInteractions: { enabled: false } },
    ttl: { AuthorizationCode: 60, AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  issuerServer.on('request', provider.callback());
  oidc = { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI };
}

/** A fresh authorisation code for `accountId`, as the issuer issues it after the user signed in there. */
async function mintCode(accountId: string): Promise<string> {
  const client = await provider.Client.find(CLIENT_ID);
  const grant = new provider.Grant({ accountId, clientId: CLIENT_ID });
  grant.addOIDCScope('openid');
  const grantId = await grant.save();
  const code = new provider.AuthorizationCode({
    accountId,
    client,
    grantId,
    redirectUri: REDIRECT_URI,
    scope: 'openid',
    authTime: Math.floor(Date.now() / 1000),
  });
  return code.save();
}

beforeAll(startIssuer);
afterAll(async () => {
  issuerServer.closeAllConnections();
  await new Promise((resolve) => issuerServer.close(resolve));
});

describe.each(eachDatabase)('[%s] single sign-on', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;

  beforeAll(async () => {
    app = buildServer({ db: database(), oidc });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const ssoLogin = (tempCode: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: SSO_LOGIN, payload: { tempCode }, remoteAddress });

  it('signs in the user whose employee code the issuer names, like loginByAccount', async () => {
    const response = await ssoLogin(await mintCode('zhang.caigou'));
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<LoginInfo>>();
    expect(body).toMatchObject({ code: 200, success: true, message: '操作成功' });
    expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.sysUserInfo).toMatchObject({ account: 'buyer', employeeCode: 'E1001', userName: '张采购' });
    expect(body.data.roleList.map((role) => role.roleCode)).toEqual(['buyer']);

    const info = await app.inject({ method: 'GET', url: LOGIN_INFO, query: { token: body.data.accessToken } });
    expect(info.statusCode).toBe(200);
    expect(info.json<Envelope<LoginInfo>>().data).toEqual(body.data);
  });

  it('refuses a code used a second time, and a code the issuer never issued, with 400', async () => {
    const code = await mintCode('zhang.caigou');
    expect((await ssoLogin(code)).statusCode).toBe(200);

    for (const tempCode of [code, 'not-a-code-the-issuer-knows']) {
      const response = await ssoLogin(tempCode);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        success: false,
        message: '临时授权码无效或已过期，请重新登录',
        errorCode: 'system.ssoCodeInvalid',
        data: null,
      });
    }
  });

  it('refuses an employee without an account here with 403 and body code 40301', async () => {
    const response = await ssoLogin(await mintCode('wang.waibu'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 40301, success: false, message: '该员工尚未开通本系统账号', errorCode: 'system.ssoNoAccount', data: null });
    expect(response.body).not.toContain('accessToken');
  });

  it('asks for the code when it is blank, and never answers a bad body with 500', async () => {
    const blank = await ssoLogin('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ErrorEnvelope>().message).toBe('请提供临时授权码');

    const missing = await app.inject({ method: 'POST', url: SSO_LOGIN, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorEnvelope>().message).toBe('请求参数错误：tempCode 不能为空');
  });

  it('answers the authorize and logout addresses from discovery', async () => {
    const response = await app.inject({ method: 'GET', url: SSO_CONFIG });
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<SsoConfig>>().data).toEqual({
      enabled: true,
      authorizeUrl: `${oidc.issuer}/auth`,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      responseType: 'code',
      scope: 'openid',
      logoutUrl: `${oidc.issuer}/session/end`,
    });
    // The address really is the issuer's authorize endpoint: it knows our client and redirect URI.
    const authorize = new URL(response.json<Envelope<SsoConfig>>().data.authorizeUrl ?? '');
    authorize.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid',
    }).toString();
    const redirect = await fetch(authorize, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toMatch(/^\/interaction\//);
  });

  it('locks an IP out with 429 after 20 rejected codes, even for a good code', async () => {
    const ip = '10.20.30.40';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await ssoLogin(`guess-${attempt}`, ip)).statusCode).toBe(400);
    }
    const locked = await ssoLogin(await mintCode('zhang.caigou'), ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 429, success: false, message: '登录失败次数过多，请15分钟后再试', data: null });
    // Another address is not affected.
    expect((await ssoLogin(await mintCode('zhang.caigou'), '10.20.30.41')).statusCode).toBe(200);
  });
});

describe.each(eachDatabase)('[%s] single sign-on not configured or unreachable', (_name, target) => {
  const database = useTestDatabase(target);

  it('answers 422 未配置单点登录 and a disabled ssoConfig without OIDC settings', async () => {
    const app = buildServer({ db: database() });
    try {
      const response = await app.inject({ method: 'POST', url: SSO_LOGIN, payload: { tempCode: 'anything' } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 422, success: false, message: '未配置单点登录', errorCode: 'system.ssoNotConfigured', data: null });

      const config = await app.inject({ method: 'GET', url: SSO_CONFIG });
      expect(config.statusCode).toBe(200);
      expect(config.json<Envelope<SsoConfig>>().data).toEqual({
        enabled: false,
        authorizeUrl: null,
        clientId: null,
        redirectUri: null,
        responseType: 'code',
        scope: null,
        logoutUrl: null,
      });
    } finally {
      await app.close();
    }
  });

  it('answers 502 when the issuer cannot be reached', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const app = buildServer({ db: database(), oidc: { ...oidc, issuer: 'http://127.0.0.1:1' } });
    try {
      for (const request of [
        { method: 'POST' as const, url: SSO_LOGIN, payload: { tempCode: 'anything' } },
        { method: 'GET' as const, url: SSO_CONFIG },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({ code: 502, success: false, message: '单点登录服务暂不可用，请稍后再试', errorCode: 'system.ssoUnavailable', data: null });
      }
    } finally {
      await app.close();
    }
  });
});

describe('claims and issuer rules', () => {
  it('takes the employee code from employee_code, then preferred_username, then sub', () => {
    expect(employeeCodeOf({ sub: 's1', preferred_username: 'p1', employee_code: 'E0001' })).toBe('E0001');
    expect(employeeCodeOf({ sub: 's1', preferred_username: ' p1 ' })).toBe('p1');
    expect(employeeCodeOf({ sub: 's1', employee_code: '' })).toBe('s1');
    expect(employeeCodeOf({ employee_code: 1001 })).toBe('1001');
    expect(employeeCodeOf({})).toBeNull();
  });

  it('allows plain http only for a loopback issuer', () => {
    expect(allowsInsecureIssuer(new URL('http://127.0.0.1:4000'))).toBe(true);
    expect(allowsInsecureIssuer(new URL('http://localhost:4000/realms/x'))).toBe(true);
    expect(allowsInsecureIssuer(new URL('http://idm.example.com'))).toBe(false);
    expect(allowsInsecureIssuer(new URL('https://idm.example.com'))).toBe(false);
  });
});
