import type { SelectKey, SelectOption } from '../selectCore/options';

/** A system user as the user lookup returns it (spec 01 §3 "System user"). */
export interface SystemUser {
  id: SelectKey;
  userName: string;
  employeeCode?: string | null;
  orgName?: string | null;
  [field: string]: unknown;
}

/** `userName（employeeCode）` with full-width brackets; the name alone when there is no code. */
export function systemUserLabel(user: Pick<SystemUser, 'userName' | 'employeeCode'>): string {
  const code = user.employeeCode?.trim();
  return code ? `${user.userName}（${code}）` : user.userName;
}

/** A user as an option: labelled by name and code, described by the organisation. */
export function toUserOption(user: SystemUser): SelectOption<SystemUser> {
  const option: SelectOption<SystemUser> = { label: systemUserLabel(user), value: user.id, raw: user };
  const org = user.orgName?.trim();
  if (org) option.description = org;
  return option;
}

/** Users as options, dropping repeated ids (the first one wins). */
export function toUserOptions(users: readonly SystemUser[] | undefined): SelectOption<SystemUser>[] {
  const seen = new Set<SelectKey>();
  const result: SelectOption<SystemUser>[] = [];
  for (const user of users ?? []) {
    if (user == null || user.id == null || seen.has(user.id)) continue;
    seen.add(user.id);
    result.push(toUserOption(user));
  }
  return result;
}

/** The users behind chosen options (stand-ins for unknown ids are left out). */
export function chosenUsers(selected: readonly SelectOption<SystemUser | undefined>[]): SystemUser[] {
  return selected.flatMap((option) => (option.raw ? [option.raw] : []));
}
