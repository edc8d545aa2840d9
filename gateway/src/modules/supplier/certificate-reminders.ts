/**
 * 资质证照 expiry reminders (issue 22): the buyer's to-dos (sys_message, msgType 1, busType `certificate`)
 * for the certificates that expire within 30 days (即将过期) or have expired (已过期). Run daily and once at
 * start (index.ts, `jobs.every`).
 */
import { isDateText } from '@srm/rules';
import { and, asc, eq, like, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_ROLE_TYPE, dataScopeFor, loadAccess } from '../../core/access.js';
import { whereOf } from '../../core/list/query.js';
import { hasPermission } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema.js';
import { supQualification, supQualificationView as certificate } from '../../db/tables/supplier.js';
import { sysDictItem, sysMessage } from '../../db/tables/system-data.js';
import { CERTIFICATE_REMINDER_MESSAGES } from './certificate-reminder-message-texts.js';
import { qualificationResource, SUPPLIER_MENUS } from './lists.js';

export { CERTIFICATE_REMINDER_MESSAGES };

/** A certificate is 即将过期 from this many days before its validTo (the view's 30, migration 0026). */
export const CERTIFICATE_REMINDER_DAYS = 30;
/** The to-do's busType. */
export const CERTIFICATE_BUS_TYPE = 'certificate';
/** Where the to-do leads: the 资质证照 page (it reads no query, so the plain route). */
export const CERTIFICATE_REMINDER_LINK = '/supplier/qualification';
/** The to-dos' createdBy / updatedBy. */
const ACTOR = 'job:certificate';
/** Rows per insert. */
const INSERT_BATCH = 500;

export type CertificateReminderState = 'expiring' | 'expired';

/** The to-do's business key: one per certificate, validTo and state, so a renewal or the date passing writes a new one. */
export const certificateReminderKey = (id: number, validTo: string, state: CertificateReminderState): string => `certificate:${String(id)}:${validTo}:${state}`;

export interface CertificateReminderResult {
  /** To-dos written by this run (a repeat writes none). */
  inserted: number;
  /** Open to-dos marked done because their certificate was renewed, superseded, deleted or moved to expired. */
  done: number;
  /** The users the certificates were looked up for. */
  recipients: number;
}

/** Today (the given day, or the database's current_date: the connection's time zone, like the view). */
const dayOf = (today: string | undefined): SQL => (today === undefined ? sql`current_date` : sql`${today}::date`);

/**
 * The certificates to remind of, as of `day`: validTo within 30 days (inclusive) or past, and still the
 * supplier's current one of its type (no certificate of the same supplier and type runs later).
 */
function dueWhere(day: SQL, table: { supplierSn: AnyPgColumn; certType: AnyPgColumn; validTo: AnyPgColumn }): SQL {
  return sql`${table.validTo} <= ${day} + ${CERTIFICATE_REMINDER_DAYS}::int and not exists (select 1 from ${supQualification} "renewed" where "renewed"."supplier_sn" = ${table.supplierSn} and "renewed"."cert_type" = ${table.certType} and "renewed"."valid_to" > ${table.validTo})`;
}

/**
 * The users to remind: staff (never a supplier user: a supplier sees its own certificates on its page,
 * and is not the buyer to act) who are enabled and hold `supplier:qualification` through a normal (buyer)
 * role, e.g. 采购经理. The administrators (admin role, every code) are left out, so the admin account's
 * to-do list is not filled with every supplier's certificates; only when no buyer role holds the menu
 * do they get the to-dos, so that an expiring certificate always reaches someone.
 */
async function recipientsOf(db: AppDatabase): Promise<number[]> {
  const staff = and(eq(sysUser.enabled, 1), ne(sysUser.userType, 'supplier'));
  const buyers = await db
    .selectDistinct({ id: sysUser.id })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
    .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
    .where(and(staff, ne(sysRole.roleType, ADMIN_ROLE_TYPE), eq(sysMenu.menuCode, SUPPLIER_MENUS.qualification)))
    .orderBy(asc(sysUser.id));
  if (buyers.length > 0) return buyers.map((row) => row.id);
  const admins = await db
    .selectDistinct({ id: sysUser.id })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(staff, eq(sysRole.roleType, ADMIN_ROLE_TYPE)))
    .orderBy(asc(sysUser.id));
  return admins.map((row) => row.id);
}

/**
 * Writes the buyers' to-dos for the certificates that expire within 30 days (inclusive) or have expired,
 * as of `today` (YYYY-MM-DD; by default the database's current date), and closes the ones that no longer
 * apply. For every certificate that is still its supplier's current one of its type (not superseded by
 * a renewed certificate of the same type with a later validTo), each recipient (recipientsOf) whose data
 * scope on `supplier:qualification` covers it (the list's own scope, `whereOf` with `dataScopeFor`) gets
 * one to-do:
 *
 * - msgType 1, handleStatus 0, busType `certificate`, link `/supplier/qualification`;
 * - content 供应商{name}的{证照类型}（{证号}）将于{validTo}到期, or …已于{validTo}过期 once past;
 * - bizKey `certificate:{id}:{validTo}:{expiring|expired}`, unique per user (migration 0027): a repeat
 *   run inserts nothing (ON CONFLICT DO NOTHING), also when two gateways run it at once.
 *
 * An open certificate to-do whose key is no longer the certificate's current one is marked done
 * (handleStatus 1): the certificate was renewed (a new validTo, or a newer certificate of its type),
 * deleted, or its 即将过期 to-do gave way to the 已过期 one. A key once written is never written again
 * for that user, even if the certificate returns to the same validTo later.
 */
export async function remindExpiringCertificates(db: AppDatabase, today?: string): Promise<CertificateReminderResult> {
  if (today !== undefined && !isDateText(today)) throw new Error(`remindExpiringCertificates: ${today} is not a date (YYYY-MM-DD)`);
  const day = dayOf(today);
  const recipients = await recipientsOf(db);
  const state = sql<CertificateReminderState>`case when ${certificate.validTo} < ${day} then 'expired' else 'expiring' end`;
  const certTypeName = alias(sysDictItem, 'cert_type_name');

  // Each recipient's to-dos, within the scope it has on the 资质证照 list.
  const rows: (typeof sysMessage.$inferInsert)[] = [];
  for (const userId of recipients) {
    const access = await loadAccess(db, userId);
    if (access.supplierSn !== undefined || !hasPermission(access, SUPPLIER_MENUS.qualification)) continue;
    const scope = whereOf(qualificationResource, [], dataScopeFor(access, SUPPLIER_MENUS.qualification));
    const due = await db
      .select({
        id: certificate.id,
        supplierName: certificate.supplierName,
        certNo: certificate.certNo,
        validTo: certificate.validTo,
        certType: sql<string>`coalesce(${certTypeName.itemName}, ${certificate.certType})`,
        state,
      })
      .from(certificate)
      .leftJoin(certTypeName, and(eq(certTypeName.dictCode, 'certType'), eq(certTypeName.itemCode, certificate.certType)))
      .where(and(dueWhere(day, certificate), scope))
      .orderBy(asc(certificate.validTo), asc(certificate.id));
    for (const found of due) {
      const write = found.state === 'expired' ? CERTIFICATE_REMINDER_MESSAGES.expired : CERTIFICATE_REMINDER_MESSAGES.expiring;
      rows.push({
        userId,
        content: write(found.supplierName, found.certType, found.certNo, found.validTo),
        link: CERTIFICATE_REMINDER_LINK,
        busType: CERTIFICATE_BUS_TYPE,
        msgType: 1,
        bizKey: certificateReminderKey(found.id, found.validTo, found.state),
        createdBy: ACTOR,
        updatedBy: ACTOR,
      });
    }
  }

  return db.transaction(async (tx) => {
    // The keys that still apply, whoever sees them; any other open certificate to-do is done.
    const currentKeys = tx
      .select({
        key: sql`'certificate:' || ${supQualification.id}::text || ':' || to_char(${supQualification.validTo}, 'YYYY-MM-DD') || ':' || (case when ${supQualification.validTo} < ${day} then 'expired' else 'expiring' end)`,
      })
      .from(supQualification)
      .where(dueWhere(day, supQualification));
    const closed = await tx
      .update(sysMessage)
      .set({ handleStatus: 1, updatedBy: ACTOR, updatedTime: sql`now()`, version: sql`${sysMessage.version} + 1` })
      .where(
        and(
          eq(sysMessage.busType, CERTIFICATE_BUS_TYPE),
          eq(sysMessage.msgType, 1),
          eq(sysMessage.handleStatus, 0),
          like(sysMessage.bizKey, 'certificate:%'),
          notInArray(sysMessage.bizKey, currentKeys),
        ),
      )
      .returning({ id: sysMessage.id });
    let inserted = 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const written = await tx
        .insert(sysMessage)
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ id: sysMessage.id });
      inserted += written.length;
    }
    return { inserted, done: closed.length, recipients: recipients.length };
  });
}
