/**
 * Drizzle mirror of `migrations/0012_window_tickets.sql` (the SQL is the source of truth; keep them in
 * step): one-time tickets for 'open in new window' (spec 01 §2.4, modules/system/window-ticket.ts).
 */
import { bigint, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns, id, sysSession, sysUser, timestamptz } from '../schema.js';

export const sysWindowTicket = pgTable(
  'sys_window_ticket',
  {
    id: id(),
    /** sha256 (hex) of the ticket; the ticket itself is never stored. */
    ticketHash: text('ticket_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    /** The session that asked for the ticket; it must still be active when the ticket is exchanged. */
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sysSession.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set once, by the exchange that consumed the ticket. */
    usedTime: timestamptz('used_time'),
    /** The session that exchange opened. */
    usedSessionId: bigint('used_session_id', { mode: 'number' }).references(() => sysSession.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [unique('sys_window_ticket_hash_unique').on(t.ticketHash), index('sys_window_ticket_expires_idx').on(t.expiresAt)],
);
