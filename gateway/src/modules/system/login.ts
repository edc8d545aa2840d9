/**
 * Sign-in and session routes (spec 01 §7.2), registered under the /gateway prefix:
 * POST /system/login/loginByAccount, GET /system/login/getLoginInfoByToken, POST /system/login/logout,
 * and the single-sign-on routes of sso.ts (POST /system/login/loginByIdmTempCode, GET /system/login/ssoConfig).
 * Password and SSO sign-ins are throttled per account and per client IP (core/login-throttle.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { LoginByAccountBodySchema } from '../../api/common.js';
import type { Envelope, LoginInfo } from '../../api/index.js';
import { authenticate, bearerToken } from '../../core/auth.js';
import { PUBLIC, SIGNED_IN } from '../../core/permissions.js';
import { createLoginThrottle, type LoginThrottleOptions } from '../../core/login-throttle.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, sessionExpired } from '../../core/envelope.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../core/password.js';
import { createSession, revokeSession } from '../../core/sessions.js';
import type { OidcSettings } from '../../config.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { loadLoginInfo } from './login-info.js';
import { ssoRoutes } from './sso.js';
import { findCredentialsByAccount } from './user-access.js';

export const LOGIN_MESSAGES = {
  accountRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  badCredentials: '用户名或密码错误',
  accountDisabled: '账号已停用',
  loggedOut: '退出成功',
} as const;

export interface LoginRoutesOptions {
  db: AppDatabase;
  tokenTtlMs: number;
  oidc?: OidcSettings | undefined;
  /** Login throttling limits and clock; 5 failures per account, 20 per IP, within 15 minutes by default. */
  throttle?: Partial<LoginThrottleOptions> | undefined;
}

const TokenQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 128 })),
});

export const loginRoutes: FastifyPluginAsyncTypebox<LoginRoutesOptions> = async (app, { db, tokenTtlMs, oidc, throttle: throttleOptions }) => {
  const throttle = createLoginThrottle(db, throttleOptions);
  await app.register(ssoRoutes, { db, tokenTtlMs, oidc, throttle });
  await app.register((await import('./window-ticket.js')).windowTicketRoutes, { db, tokenTtlMs });

  app.post(
    '/system/login/loginByAccount',
    { schema: { body: LoginByAccountBodySchema }, config: { permission: PUBLIC } },
    async (request): Promise<Envelope<LoginInfo>> => {
      const account = request.body.account.trim();
      const { password } = request.body;
      if (!account) throw new ApiError(400, LOGIN_MESSAGES.accountRequired);
      if (!password) throw new ApiError(400, LOGIN_MESSAGES.passwordRequired);

      // A locked account (or an account failing from an IP over its limit) is refused before the
      // password is looked at, even a right one. The attempt is reserved (stored as a failure) in the
      // same atomic step, so parallel attempts cannot all pass the gate.
      const { ip } = request;
      const attempt = await throttle.reserve({ account, ip, method: 'account' });

      // A wrong account or password is bad input (400), not an expired session (401): the app shows
      // the message and stays on /login. Unknown accounts cost the same time as wrong passwords.
      const user = await findCredentialsByAccount(db, account);
      const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
      if (!user || !valid) throw new ApiError(400, LOGIN_MESSAGES.badCredentials);
      if (user.enabled !== 1) {
        await attempt.release();
        throw new ApiError(403, LOGIN_MESSAGES.accountDisabled, PERMISSION_DENIED_CODE);
      }

      // A success clears the account's failures (the IP's count stands).
      await attempt.succeed();

      // A hash made with older scrypt parameters is replaced by one with the current ones (only if it
      // has not changed meanwhile). A failure here must not stop the sign-in.
      if (needsRehash(user.passwordHash)) {
        try {
          const rehashed = await hashPassword(password);
          await db
            .update(sysUser)
            .set({ passwordHash: rehashed })
            .where(and(eq(sysUser.id, user.id), eq(sysUser.passwordHash, user.passwordHash)));
        } catch (error) {
          request.log.warn({ err: error }, 'password rehash failed');
        }
      }

      const session = await createSession(db, user.id, tokenTtlMs);
      return ok(await loadLoginInfo(db, session));
    },
  );

  app.get(
    '/system/login/getLoginInfoByToken',
    { schema: { querystring: TokenQuery }, config: { permission: PUBLIC } },
    async (request): Promise<Envelope<LoginInfo>> => {
      // Public route. The token belongs in the Authorization header (a URL ends up in logs and
      // histories); the query parameter of spec 01 §7.2 is still accepted when no header is sent.
      const token = bearerToken(request) || request.query.token?.trim();
      const session = await authenticate(db, token);
      return ok(await loadLoginInfo(db, session));
    },
  );

  app.post('/system/login/logout', { config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<null>> => {
    if (!request.auth) throw sessionExpired();
    await revokeSession(db, request.auth.sessionId);
    return ok(null, LOGIN_MESSAGES.loggedOut);
  });
};
