/**
 * One-time tickets for 'open in new window' (spec 01 §2.4), registered by loginRoutes under /gateway.
 * The new window gets a ticket in its address instead of the raw token:
 *
 * - POST /system/login/windowTicket (signed in): {ticket, expiresIn: 60}. The ticket is 32 random bytes
 *   (base64url); only its sha256 is stored, with the user and the session that asked for it, and it
 *   expires 60 s later.
 * - POST /system/login/loginByWindowTicket {ticket} (anonymous): consumes the ticket (a conditional
 *   update, so of two concurrent exchanges only one wins) and opens a new session for its user,
 *   answering LoginInfo exactly like loginByAccount. An unknown, used or expired ticket, or one whose
 *   issuing session has ended, is 401 登录凭证已失效，请重新打开; a disabled user is refused like a
 *   password sign-in (403, 40301, 账号已停用). The new session never outlives the issuing one.
 *
 * Times are written and compared with this process's clock (`now`), as for sessions.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Envelope, LoginInfo, WindowTicket } from '../../api/index.js';
import { LoginByWindowTicketBodySchema } from '../../api/users.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, sessionExpired } from '../../core/envelope.js';
import { PUBLIC, SIGNED_IN } from '../../core/permissions.js';
import { createSession, generateToken, hashToken, type ActiveSession } from '../../core/sessions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysSession, sysUser } from '../../db/schema.js';
import { sysWindowTicket } from '../../db/tables/window-tickets.js';
import { loadLoginInfo } from './login-info.js';
import {
  decideTicket,
  isTicketShape,
  WINDOW_TICKET_KEEP_MS,
  WINDOW_TICKET_MESSAGES,
  WINDOW_TICKET_TTL_MS,
} from './window-ticket-rules.js';

export interface WindowTicketOptions {
  /** How long a ticket stays valid; 60 s by default. */
  ttlMs: number;
  /** The clock; `() => new Date()` by default. */
  now: () => Date;
}

export const DEFAULT_WINDOW_TICKETS: WindowTicketOptions = { ttlMs: WINDOW_TICKET_TTL_MS, now: () => new Date() };

export interface IssuedTicket {
  ticket: string;
  expiresAt: Date;
}

export interface WindowTickets {
  readonly options: WindowTicketOptions;
  /** A new ticket for the user of `session`, bound to that session. */
  issue(session: Pick<ActiveSession, 'sessionId' | 'userId'>): Promise<IssuedTicket>;
  /** Consumes a ticket and opens a session for its user; throws the ApiError to answer with otherwise. */
  exchange(ticket: string, tokenTtlMs: number): Promise<ActiveSession>;
}

const invalidTicket = () => new ApiError(401, WINDOW_TICKET_MESSAGES.invalid);

export function createWindowTickets(db: AppDatabase, options: Partial<WindowTicketOptions> = {}): WindowTickets {
  const settings: WindowTicketOptions = { ...DEFAULT_WINDOW_TICKETS, ...options };
  if (!Number.isInteger(settings.ttlMs) || settings.ttlMs <= 0) throw new Error('window ticket ttlMs must be a positive integer');

  async function issue(session: Pick<ActiveSession, 'sessionId' | 'userId'>): Promise<IssuedTicket> {
    const now = settings.now();
    const ticket = generateToken();
    const expiresAt = new Date(now.getTime() + settings.ttlMs);
    // Old tickets are of no use to anyone: sweep them now and then (the index on expires_at keeps it cheap).
    await db.delete(sysWindowTicket).where(lt(sysWindowTicket.expiresAt, new Date(now.getTime() - WINDOW_TICKET_KEEP_MS)));
    await db.insert(sysWindowTicket).values({
      ticketHash: hashToken(ticket),
      userId: session.userId,
      sessionId: session.sessionId,
      expiresAt,
      createdTime: now,
      updatedTime: now,
    });
    return { ticket, expiresAt };
  }

  async function exchange(ticket: string, tokenTtlMs: number): Promise<ActiveSession> {
    if (!isTicketShape(ticket)) throw invalidTicket();
    const now = settings.now();
    // Single use: only the exchange whose update finds the ticket unused and unexpired goes on.
    const [consumed] = await db
      .update(sysWindowTicket)
      .set({ usedTime: now, updatedTime: now })
      .where(and(eq(sysWindowTicket.ticketHash, hashToken(ticket)), isNull(sysWindowTicket.usedTime), gt(sysWindowTicket.expiresAt, now)))
      .returning({ id: sysWindowTicket.id, userId: sysWindowTicket.userId, sessionId: sysWindowTicket.sessionId });
    if (!consumed) throw invalidTicket();

    const [[user], [issuer]] = await Promise.all([
      db.select({ enabled: sysUser.enabled }).from(sysUser).where(eq(sysUser.id, consumed.userId)).limit(1),
      db
        .select({ expiresAt: sysSession.expiresAt, revokedAt: sysSession.revokedAt })
        .from(sysSession)
        .where(eq(sysSession.id, consumed.sessionId))
        .limit(1),
    ]);
    const decision = decideTicket({ userEnabled: user?.enabled, issuer }, tokenTtlMs, now);
    if (decision.kind === 'disabled') throw new ApiError(403, WINDOW_TICKET_MESSAGES.accountDisabled, PERMISSION_DENIED_CODE);
    if (decision.kind === 'invalid') throw invalidTicket();

    const created = await createSession(db, consumed.userId, decision.ttlMs);
    // createSession counts from its own moment, a little later than `now`: end it with the issuer at the latest.
    const session = created.expiresAt > decision.notAfter ? { ...created, expiresAt: decision.notAfter } : created;
    if (session !== created) {
      await db.update(sysSession).set({ expiresAt: session.expiresAt }).where(eq(sysSession.id, session.sessionId));
    }
    await db.update(sysWindowTicket).set({ usedSessionId: session.sessionId }).where(eq(sysWindowTicket.id, consumed.id));
    return session;
  }

  return { options: settings, issue, exchange };
}

export interface WindowTicketRoutesOptions {
  db: AppDatabase;
  tokenTtlMs: number;
  /** Ticket lifetime and clock (tests); 60 s and the system clock by default. */
  tickets?: Partial<WindowTicketOptions> | undefined;
}

export const windowTicketRoutes: FastifyPluginAsyncTypebox<WindowTicketRoutesOptions> = async (app, { db, tokenTtlMs, tickets: ticketOptions }) => {
  const tickets = createWindowTickets(db, ticketOptions);

  app.post('/system/login/windowTicket', { config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<WindowTicket>> => {
    if (!request.auth) throw sessionExpired();
    const { ticket } = await tickets.issue(request.auth);
    return ok({ ticket, expiresIn: Math.round(tickets.options.ttlMs / 1000) });
  });

  app.post(
    '/system/login/loginByWindowTicket',
    { schema: { body: LoginByWindowTicketBodySchema }, config: { permission: PUBLIC } },
    async (request): Promise<Envelope<LoginInfo>> => {
      const ticket = request.body.ticket.trim();
      if (!ticket) throw new ApiError(400, WINDOW_TICKET_MESSAGES.required);
      const session = await tickets.exchange(ticket, tokenTtlMs);
      return ok(await loadLoginInfo(db, session));
    },
  );
};
