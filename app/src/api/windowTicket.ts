import type { LoginByWindowTicketBody, LoginInfo, WindowTicket } from '@srm/gateway/api';
import type { CallOptions } from './outcome';
import { request } from './http';

/**
 * One-time window tickets (spec 01 §2.4 'open in new window'): the new window gets `?ticket=` instead
 * of the raw token, valid once within 60 s.
 */

/** Asks for a ticket for the signed-in user; a failure shows the gateway's message like any call. */
export function requestWindowTicket(): Promise<WindowTicket> {
  return request<WindowTicket>({ url: '/system/login/windowTicket' });
}

/** Like the other sign-in calls: silent and outside the session rules (the guard shows a refusal on /login). */
const SIGN_IN_CALL: CallOptions = { silent: true, skipSessionRules: true };

/** Exchanges under way, by ticket. */
const exchanges = new Map<string, Promise<LoginInfo>>();

/**
 * Exchanges a ticket (the `ticket` query parameter of a visit without a token) for a login. A ticket
 * works once, so a second ask while the first is under way (React's development double effect) shares
 * the first answer instead of being refused.
 */
export function loginByWindowTicket(ticket: string): Promise<LoginInfo> {
  const running = exchanges.get(ticket);
  if (running) return running;
  const body: LoginByWindowTicketBody = { ticket };
  const exchange = request<LoginInfo>({ url: '/system/login/loginByWindowTicket', data: body }, SIGN_IN_CALL);
  exchanges.set(ticket, exchange);
  const forget = () => exchanges.delete(ticket);
  exchange.then(forget, forget);
  return exchange;
}
