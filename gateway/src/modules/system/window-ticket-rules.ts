/**
 * The pure rules of one-time window tickets (window-ticket.ts): their lifetime, their shape, the
 * lifetime of the session a ticket opens, and which refusal a consumed ticket's state calls for.
 */

/** A ticket is valid for 60 s after it was issued. */
export const WINDOW_TICKET_TTL_SECONDS = 60;
export const WINDOW_TICKET_TTL_MS = WINDOW_TICKET_TTL_SECONDS * 1000;

/** Tickets expired for longer than this are deleted when new tickets are issued. */
export const WINDOW_TICKET_KEEP_MS = 24 * 60 * 60 * 1000;

export const WINDOW_TICKET_MESSAGES = {
  /** 401: the ticket is unknown, used or expired, or the session that issued it has ended. */
  invalid: '登录凭证已失效，请重新打开',
  /** 400: the body carries an empty ticket. */
  required: '请提供登录凭证',
  /** 403 (40301): the user was disabled; the same answer as a password sign-in (LOGIN_MESSAGES.accountDisabled). */
  accountDisabled: '账号已停用',
} as const;

/** A ticket as issued: 32 random bytes in base64url (43 characters). Anything else is unknown without a lookup. */
const TICKET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isTicketShape(ticket: string): boolean {
  return TICKET_SHAPE.test(ticket);
}

/**
 * How long the session a ticket opens may live: the usual sign-in lifetime, but never past the end of
 * the session that issued the ticket (a ticket cannot stretch a session). Null when that session has
 * already ended.
 */
export function ticketSessionTtlMs(tokenTtlMs: number, issuerExpiresAt: Date, now: Date): number | null {
  const left = issuerExpiresAt.getTime() - now.getTime();
  if (left <= 0) return null;
  return Math.min(tokenTtlMs, left);
}

/** What the gateway knows, after consuming a ticket, about its user and the session that issued it. */
export interface ConsumedTicketState {
  /** The user's enabled flag; undefined when the user no longer exists. */
  userEnabled: number | undefined;
  /** The issuing session's end of life and revocation; undefined when it no longer exists. */
  issuer: { expiresAt: Date; revokedAt: Date | null } | undefined;
}

/** `open`: a session of `ttlMs` that must end no later than `notAfter` (the issuing session's end). */
export type TicketDecision = { kind: 'open'; ttlMs: number; notAfter: Date } | { kind: 'disabled' } | { kind: 'invalid' };

/**
 * Whether a consumed ticket opens a session: a disabled user is refused like a password sign-in; a
 * missing user, or an issuing session that was signed out, revoked or has expired, makes the ticket
 * invalid.
 */
export function decideTicket(state: ConsumedTicketState, tokenTtlMs: number, now: Date): TicketDecision {
  if (state.userEnabled === undefined) return { kind: 'invalid' };
  if (state.userEnabled !== 1) return { kind: 'disabled' };
  if (!state.issuer || state.issuer.revokedAt) return { kind: 'invalid' };
  const ttlMs = ticketSessionTtlMs(tokenTtlMs, state.issuer.expiresAt, now);
  return ttlMs === null ? { kind: 'invalid' } : { kind: 'open', ttlMs, notAfter: state.issuer.expiresAt };
}
