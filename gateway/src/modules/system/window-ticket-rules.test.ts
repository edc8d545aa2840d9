import { describe, expect, it } from 'vitest';
import { generateToken } from '../../core/sessions.js';
import { LOGIN_MESSAGES } from './login.js';
import { decideTicket, isTicketShape, ticketSessionTtlMs, WINDOW_TICKET_MESSAGES, WINDOW_TICKET_TTL_SECONDS } from './window-ticket-rules.js';

const NOW = new Date('2030-01-01T08:00:00Z');
const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('window ticket rules', () => {
  it('lives 60 s', () => {
    expect(WINDOW_TICKET_TTL_SECONDS).toBe(60);
  });

  it('accepts the shape of an issued ticket only', () => {
    expect(isTicketShape(generateToken())).toBe(true);
    expect(isTicketShape('')).toBe(false);
    expect(isTicketShape('short')).toBe(false);
    expect(isTicketShape(`${generateToken()}x`)).toBe(false);
    expect(isTicketShape('a'.repeat(42) + '/')).toBe(false);
  });

  it('refuses a disabled user with the same words as a password sign-in', () => {
    expect(WINDOW_TICKET_MESSAGES.accountDisabled).toBe(LOGIN_MESSAGES.accountDisabled);
  });

  it('never lets the new session outlive the one that issued the ticket', () => {
    expect(ticketSessionTtlMs(12 * HOUR, later(2 * HOUR), NOW)).toBe(2 * HOUR);
    expect(ticketSessionTtlMs(12 * HOUR, later(20 * HOUR), NOW)).toBe(12 * HOUR);
    expect(ticketSessionTtlMs(12 * HOUR, NOW, NOW)).toBeNull();
    expect(ticketSessionTtlMs(12 * HOUR, later(-1), NOW)).toBeNull();
  });

  it('opens a session only for an enabled user whose issuing session is still live', () => {
    const live = { expiresAt: later(HOUR), revokedAt: null };
    expect(decideTicket({ userEnabled: 1, issuer: live }, 12 * HOUR, NOW)).toEqual({ kind: 'open', ttlMs: HOUR, notAfter: later(HOUR) });
    expect(decideTicket({ userEnabled: 0, issuer: live }, 12 * HOUR, NOW)).toEqual({ kind: 'disabled' });
    expect(decideTicket({ userEnabled: undefined, issuer: live }, 12 * HOUR, NOW)).toEqual({ kind: 'invalid' });
    expect(decideTicket({ userEnabled: 1, issuer: undefined }, 12 * HOUR, NOW)).toEqual({ kind: 'invalid' });
    expect(decideTicket({ userEnabled: 1, issuer: { ...live, revokedAt: NOW } }, 12 * HOUR, NOW)).toEqual({ kind: 'invalid' });
    expect(decideTicket({ userEnabled: 1, issuer: { ...live, expiresAt: later(-1000) } }, 12 * HOUR, NOW)).toEqual({ kind: 'invalid' });
  });
});
