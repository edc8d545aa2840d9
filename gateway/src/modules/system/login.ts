/**
 * Sign-in and session routes (spec 01 §7.2), registered under the /gateway prefix:
 * POST /system/login/loginByAccount, GET /system/login/getLoginInfoByToken, POST /system/login/logout.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Envelope, LoginInfo } from '../../contract.js';
import { authenticate, bearerToken } from '../../core/auth.js';
import { PUBLIC, SIGNED_IN } from '../../core/permissions.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, sessionExpired } from '../../core/envelope.js';
import { verifyAgainstDummy, verifyPassword } from '../../core/password.js';
import { createSession, revokeSession } from '../../core/sessions.js';
import type { OidcSettings } from '../../config.js';
import type { AppDatabase } from '../../db/connection.js';
import { loadLoginInfo } from './login-info.js';
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
}

const LoginByAccountBody = Type.Object({
  account: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
});

const TokenQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 128 })),
});

export const loginRoutes: FastifyPluginAsyncTypebox<LoginRoutesOptions> = async (app, { db, tokenTtlMs }) => {
  app.post(
    '/system/login/loginByAccount',
    { schema: { body: LoginByAccountBody }, config: { permission: PUBLIC } },
    async (request): Promise<Envelope<LoginInfo>> => {
      const account = request.body.account.trim();
      const { password } = request.body;
      if (!account) throw new ApiError(400, LOGIN_MESSAGES.accountRequired);
      if (!password) throw new ApiError(400, LOGIN_MESSAGES.passwordRequired);

      // A wrong account or password is bad input (400), not an expired session (401): the app shows
      // the message and stays on /login. Unknown accounts cost the same time as wrong passwords.
      const user = await findCredentialsByAccount(db, account);
      const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
      if (!user || !valid) throw new ApiError(400, LOGIN_MESSAGES.badCredentials);
      if (user.enabled !== 1) throw new ApiError(403, LOGIN_MESSAGES.accountDisabled, PERMISSION_DENIED_CODE);

      const session = await createSession(db, user.id, tokenTtlMs);
      return ok(await loadLoginInfo(db, session));
    },
  );

  app.get(
    '/system/login/getLoginInfoByToken',
    { schema: { querystring: TokenQuery }, config: { permission: PUBLIC } },
    async (request): Promise<Envelope<LoginInfo>> => {
      // Public route: the token may come in the query (spec 01 §7.2) instead of the header.
      const token = request.query.token?.trim() || bearerToken(request);
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
