/**
 * A user's own data (short menus, messages, their category list): the caller may act on it when it is
 * theirs or when they are an admin; otherwise 403 with body code 40301.
 */
import type { UserAccess } from '../../core/access.js';
import { permissionDenied } from '../../core/envelope.js';

export function ensureSelfOrAdmin(access: UserAccess, userId: number): void {
  if (access.userId !== userId && !access.isAdmin) throw permissionDenied();
}

/** The value written to updated_by / created_by for a change made by the caller. */
export function auditName(access: UserAccess): string {
  return String(access.userId);
}
