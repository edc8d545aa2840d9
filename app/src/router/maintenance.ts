/**
 * The /503 page's two messages (spec 01 §2.1, §9 "Maintenance window"): inside 23 Jan 2023 08:00 to
 * 25 Jan 2023 18:00 (Asia/Shanghai, both ends included) the site is down for the ERP upgrade and
 * archiving; at any other time it is simply unavailable. The times are absolute instants, so the
 * answer does not depend on the browser's time zone.
 */
export const ERP_UPGRADE_WINDOW = {
  start: Date.parse('2023-01-23T08:00:00+08:00'),
  end: Date.parse('2023-01-25T18:00:00+08:00'),
} as const;

export type UnavailableReason = 'erpUpgrade' | 'unavailable';

export function unavailableReason(now: Date | number): UnavailableReason {
  const time = typeof now === 'number' ? now : now.getTime();
  return time >= ERP_UPGRADE_WINDOW.start && time <= ERP_UPGRADE_WINDOW.end ? 'erpUpgrade' : 'unavailable';
}
