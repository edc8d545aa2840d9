/**
 * Single sign-on (spec 01 §2.2, §7.2), registered by loginRoutes under the /gateway prefix:
 *
 * - GET /system/login/ssoConfig: where the app sends a browser that has no token (the issuer's
 *   authorize endpoint, client id, redirect URI, response type code) and the issuer's logout address;
 *   `enabled: false` and nulls when single sign-on is not configured.
 * - POST /system/login/loginByIdmTempCode {tempCode}: the temporary code is an OIDC authorisation code
 *   issued to our redirect URI. The gateway exchanges it at the issuer's token endpoint (openid-client),
 *   takes the employee code from the ID token (`employee_code`, else `preferred_username`, else `sub`;
 *   the userinfo endpoint is asked when the ID token carries none of the first two) and signs in the
 *   enabled user with that employee code, answering exactly like loginByAccount.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Envelope, LoginInfo, SsoConfig } from '../../api/index.js';
import { LoginByIdmTempCodeBodySchema } from '../../api/system.js';
import { ApiError, ok, PERMISSION_DENIED_CODE } from '../../core/envelope.js';
import type { LoginThrottle } from '../../core/login-throttle.js';
import { PUBLIC } from '../../core/permissions.js';
import { createSession } from '../../core/sessions.js';
import type { OidcSettings } from '../../config.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { loadLoginInfo } from './login-info.js';

export const SSO_MESSAGES = {
  notConfigured: '未配置单点登录',
  tempCodeRequired: '请提供临时授权码',
  invalidCode: '临时授权码无效或已过期，请重新登录',
  unavailable: '单点登录服务暂不可用，请稍后再试',
  noAccount: '该员工尚未开通本系统账号',
} as const;

/** The scope the app asks for; the employee code claim must come with it (or from userinfo). */
export const SSO_SCOPE = 'openid';

/** Seconds to wait for the issuer before answering 502. */
const ISSUER_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** openid-client refuses plain http; allow it for a loopback issuer only (development and tests). */
export function allowsInsecureIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
}

/** The employee code a set of claims names: `employee_code`, else `preferred_username`, else `sub`. */
export function employeeCodeOf(claims: Readonly<Record<string, unknown>>): string | null {
  for (const name of ['employee_code', 'preferred_username', 'sub']) {
    const value = claims[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** True when the settings name everything an exchange needs. */
export function isSsoConfigured(settings: OidcSettings | undefined): settings is OidcSettings {
  return !!settings && !!settings.issuer && !!settings.clientId && !!settings.redirectUri;
}

const unavailable = () => new ApiError(502, SSO_MESSAGES.unavailable);
const invalidCode = () => new ApiError(400, SSO_MESSAGES.invalidCode);

/** Token-endpoint errors that mean the code itself is bad (unknown, used, expired, other redirect URI). */
const REJECTED_CODE_ERRORS = new Set(['invalid_grant', 'invalid_request']);

export interface SsoClient {
  /** The issuer's configuration (discovered once, retried after a failure); ApiError 502 when unreachable. */
  configuration(): Promise<client.Configuration>;
  /** Exchanges an authorisation code; answers the employee code it names. */
  exchange(code: string): Promise<string | null>;
}

export function createSsoClient(settings: OidcSettings, log: FastifyBaseLogger): SsoClient {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= (async () => {
      const issuer = new URL(settings.issuer);
      return client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        timeout: ISSUER_TIMEOUT_SECONDS,
        ...(allowsInsecureIssuer(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      });
    })().catch((error: unknown) => {
      discovered = undefined;
      log.warn({ err: error }, 'OIDC discovery failed');
      throw unavailable();
    });
    return discovered;
  }

  async function exchange(code: string): Promise<string | null> {
    const config = await configuration();
    const metadata = config.serverMetadata();
    // The code arrives alone in a JSON body: rebuild the redirect the issuer sent the browser to.
    const callback = new URL(settings.redirectUri);
    callback.searchParams.set('code', code);
    if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);
    try {
      const tokens = await client.authorizationCodeGrant(config, callback, { idTokenExpected: true });
      const claims: Record<string, unknown> = { ...tokens.claims() };
      if (claims['employee_code'] === undefined && claims['preferred_username'] === undefined && metadata.userinfo_endpoint) {
        const sub = typeof claims['sub'] === 'string' ? claims['sub'] : client.skipSubjectCheck;
        const info = await client.fetchUserInfo(config, tokens.access_token, sub);
        for (const [name, value] of Object.entries(info)) claims[name] ??= value;
      }
      return employeeCodeOf(claims);
    } catch (error) {
      if (error instanceof client.ResponseBodyError && REJECTED_CODE_ERRORS.has(error.error)) {
        log.info({ err: error }, 'SSO code rejected by the issuer');
        throw invalidCode();
      }
      log.warn({ err: error }, 'SSO code exchange failed');
      throw unavailable();
    }
  }

  return { configuration, exchange };
}

async function findEnabledUserByEmployeeCode(db: AppDatabase, employeeCode: string): Promise<{ id: number; account: string } | null> {
  const [row] = await db
    .select({ id: sysUser.id, account: sysUser.account })
    .from(sysUser)
    .where(and(eq(sysUser.employeeCode, employeeCode), eq(sysUser.enabled, 1)))
    .orderBy(asc(sysUser.id))
    .limit(1);
  return row ?? null;
}

export interface SsoRoutesOptions {
  db: AppDatabase;
  tokenTtlMs: number;
  oidc: OidcSettings | undefined;
  throttle: LoginThrottle;
}

const DISABLED_CONFIG: SsoConfig = {
  enabled: false,
  authorizeUrl: null,
  clientId: null,
  redirectUri: null,
  responseType: 'code',
  scope: null,
  logoutUrl: null,
};

export const ssoRoutes: FastifyPluginAsyncTypebox<SsoRoutesOptions> = async (app, { db, tokenTtlMs, oidc, throttle }) => {
  const sso = isSsoConfigured(oidc) ? createSsoClient(oidc, app.log) : null;

  app.get('/system/login/ssoConfig', { config: { permission: PUBLIC } }, async (): Promise<Envelope<SsoConfig>> => {
    if (!sso || !oidc) return ok(DISABLED_CONFIG);
    const metadata = (await sso.configuration()).serverMetadata();
    if (!metadata.authorization_endpoint) throw unavailable();
    return ok({
      enabled: true,
      authorizeUrl: metadata.authorization_endpoint,
      clientId: oidc.clientId,
      redirectUri: oidc.redirectUri,
      responseType: 'code',
      scope: SSO_SCOPE,
      logoutUrl: metadata.end_session_endpoint ?? null,
    });
  });

  app.post(
    '/system/login/loginByIdmTempCode',
    { schema: { body: LoginByIdmTempCodeBodySchema }, config: { permission: PUBLIC } },
    async (request): Promise<Envelope<LoginInfo>> => {
      if (!sso) throw new ApiError(422, SSO_MESSAGES.notConfigured);
      const tempCode = request.body.tempCode.trim();
      if (!tempCode) throw new ApiError(400, SSO_MESSAGES.tempCodeRequired);
      const { ip } = request;
      await throttle.assertAllowed({ ip });

      let employeeCode: string | null;
      try {
        employeeCode = await sso.exchange(tempCode);
      } catch (error) {
        // A rejected code counts against the IP; an unreachable issuer is not the caller's failure.
        if (error instanceof ApiError && error.httpStatus === 400) {
          await throttle.record({ account: null, ip, method: 'sso', success: false });
        }
        throw error;
      }
      const user = employeeCode ? await findEnabledUserByEmployeeCode(db, employeeCode) : null;
      if (!user) {
        await throttle.record({ account: null, ip, method: 'sso', success: false });
        throw new ApiError(403, SSO_MESSAGES.noAccount, PERMISSION_DENIED_CODE);
      }

      await throttle.record({ account: user.account, ip, method: 'sso', success: true });
      const session = await createSession(db, user.id, tokenTtlMs);
      return ok(await loadLoginInfo(db, session));
    },
  );
};
