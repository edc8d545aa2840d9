import type { SysUserInfo } from '@srm/gateway/api';
import type { AppMessageKey } from '../../i18n/messages';

/**
 * Spec 01 §2.5: morning before 12, noon at 12, afternoon from 12 to 18, evening otherwise.
 * "At 12" is the whole 12 o'clock hour; the afternoon runs 13:00-17:59.
 */
export function greetingKey(hour: number): AppMessageKey {
  if (hour < 12) return 'dashboard.greeting.morning';
  if (hour === 12) return 'dashboard.greeting.noon';
  if (hour < 18) return 'dashboard.greeting.afternoon';
  return 'dashboard.greeting.evening';
}

/** `position | company-department-position`, leaving out the parts a user does not have. */
export function positionLine(user: Pick<SysUserInfo, 'positionDesc' | 'companyDesc' | 'deptDesc'>): string {
  const position = user.positionDesc ?? '';
  const path = [user.companyDesc, user.deptDesc, user.positionDesc].filter((part): part is string => Boolean(part)).join('-');
  return [position, path].filter(Boolean).join(' | ');
}

/** Gender 2 is female (spec 01 §2.4); every other value gets the male avatar. */
export function avatarKind(gender: number | null | undefined): 'female' | 'male' {
  return gender === 2 ? 'female' : 'male';
}
