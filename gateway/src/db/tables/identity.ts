/**
 * Identity tables (migrations/0004_identity.sql is the source of truth; keep the two in step).
 */
import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, type Flag } from '../schema.js';

/** How a sign-in was attempted: the account form, or a single-sign-on temporary code. */
export type LoginMethod = 'account' | 'sso';

/** One sign-in attempt that reached the credential check (see core/login-throttle.ts). */
export const sysLoginAttempt = pgTable(
  'sys_login_attempt',
  {
    id: id(),
    /** The account tried (trimmed); null for a single-sign-on attempt that matched no account. */
    account: text('account'),
    /** The client's address as Fastify sees it (request.ip). */
    ip: text('ip'),
    method: text('method').$type<LoginMethod>().notNull(),
    success: smallint('success').$type<Flag>().notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('sys_login_attempt_account_time_idx').on(t.account, t.createdTime),
    index('sys_login_attempt_ip_time_idx').on(t.ip, t.createdTime),
  ],
);
