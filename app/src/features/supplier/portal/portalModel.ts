/**
 * 门户首页's rules, pure: which to-do lists a user gets (by the menus of the pages they come from) and
 * where each leads.
 */
import type { PortalSections } from '../api/portalApi';

/** The page each to-do list comes from and leads to. */
export const PORTAL_MENUS = {
  contracts: { code: 'contract:list', path: '/contract/list' },
  inquiries: { code: 'supplier:inquiry', path: '/supplier/inquiry' },
  certificates: { code: 'supplier:qualification', path: '/supplier/qualification' },
} as const;

/** The lists a user with these menus gets. */
export function portalSectionsOf(hasMenu: (code: string) => boolean): PortalSections {
  return {
    contracts: hasMenu(PORTAL_MENUS.contracts.code),
    inquiries: hasMenu(PORTAL_MENUS.inquiries.code),
    certificates: hasMenu(PORTAL_MENUS.certificates.code),
  };
}

/** A gateway time (ISO or `yyyy-MM-dd HH:mm:ss`) as `yyyy-MM-dd HH:mm`. */
export function shortTime(value: string): string {
  return value.replace('T', ' ').slice(0, 16);
}

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** An instant as Asia/Shanghai wall time `yyyy-MM-dd HH:mm:ss`, the form the list engine's datetime filters take. */
export function shanghaiWallTime(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
