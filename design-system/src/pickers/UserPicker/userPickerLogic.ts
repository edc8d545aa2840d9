/**
 * The pure side of the user picker (spec 01 §2.6, §7.5, §9): the employee query built from the
 * table's request (page, pageSize 10, userName, employeeCode, orgName), the company and post shown
 * for a user, and the users behind a table selection that may span several pages.
 */
import type { SelectKey } from '../../controls/selectCore/options';
import type { RowKey, Selection } from '../../table/grid/selection';
import type { TableRequestParams } from '../../table/types';

/** Spec 01 §9: the user picker pages by 10. */
export const USER_PICKER_PAGE_SIZE = 10;

/** An employee as the picker lists it (the gateway's `EmployeeOption`); extra fields are kept. */
export interface PickerUser {
  id: SelectKey;
  userName: string;
  employeeCode?: string | null;
  /** The HR company text; the picker's company column falls back to `orgName`. */
  companyDesc?: string | null;
  orgName?: string | null;
  positionDesc?: string | null;
  /** The spec's name for the post; used when `positionDesc` is empty. */
  jobDesc?: string | null;
  [field: string]: unknown;
}

/** What the picker asks for: `POST /system/user/employee/page`'s body (spec 01 §7.5). */
export interface UserPickerQuery {
  page: number;
  pageSize: number;
  /** Contained in the company (or any org) name. */
  orgName?: string;
  employeeCode?: string;
  userName?: string;
}

/** One page of employees. */
export interface UserPickerPage {
  users: readonly PickerUser[];
  total: number;
}

export type LoadPickerUsers = (query: UserPickerQuery) => Promise<UserPickerPage>;

/** The picker's filters, in form order: company name, employee code, employee name. */
export const USER_PICKER_FILTERS = ['orgName', 'employeeCode', 'userName'] as const;

/** The employee query of a table request: paging plus each filter given (as `prop` or `prop.contains`), trimmed. */
export function toUserPickerQuery(params: TableRequestParams): UserPickerQuery {
  const query: UserPickerQuery = { page: params.page, pageSize: params.pageSize };
  for (const filter of USER_PICKER_FILTERS) {
    const raw = params[`${filter}.contains`] ?? params[filter];
    const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (text !== '') query[filter] = text;
  }
  return query;
}

const firstText = (...values: unknown[]): string => {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
};

/** The company column: the HR company text, else the names of the user's orgs. */
export function userCompany(user: PickerUser): string {
  return firstText(user.companyDesc, user.orgName);
}

/** The post column: positionDesc, else jobDesc. */
export function userPost(user: PickerUser): string {
  return firstText(user.positionDesc, user.jobDesc);
}

/** The users met so far, by id (a later copy of a user replaces the earlier one). */
export function rememberUsers(known: ReadonlyMap<RowKey, PickerUser>, users: readonly PickerUser[]): Map<RowKey, PickerUser> {
  const next = new Map(known);
  for (const user of users) next.set(user.id, user);
  return next;
}

/** The selection that ticks these users. */
export function selectionOf(users: readonly PickerUser[] | null | undefined): Selection {
  return { kind: 'keys', keys: new Set((users ?? []).map((user) => user.id)) };
}

/**
 * The users a selection stands for: the ticked ids (in the order they were ticked, across pages), or
 * for a select-all the rows of the page shown (`pageKeys`) but the unticked ones. Ids never loaded are
 * left out.
 */
export function pickedUsers(selection: Selection, pageKeys: readonly RowKey[], known: ReadonlyMap<RowKey, PickerUser>): PickerUser[] {
  const keys = selection.kind === 'keys' ? [...selection.keys] : pageKeys.filter((key) => !selection.except.has(key));
  return keys.flatMap((key) => {
    const user = known.get(key);
    return user ? [user] : [];
  });
}
