/**
 * Who may read or write a stored file (sys_file): a file follows the data scope of the business record
 * it is bound to (`bizType` + `bizKey`). Each business area registers, from its own module, one rule per
 * bizType it binds files to:
 *
 *   registerFileAccess(app, 'contract', scopedRecordFileAccess(db, contractHeadResource, { read: [...], write: [...] }));
 *
 * Rules:
 * - `records`: the bizKey is the id of a record of a list-engine resource; the caller may read (write) a
 *   file when they hold one of the read (write) codes and the record is inside their data scope on the
 *   resource's scope menu (the list engine's own `scopedById`, so there is one scope logic). A file of
 *   such a type without a bizKey (uploaded before its record was saved) is unbound: see below.
 * - `shared`: files judged by their type alone (template files): `may(access, mode)`.
 * - `owner`: files that belong to nobody else (generic print output): the uploader and admins only.
 *
 * A bizType nobody registered is refused for everyone, admins included: a typo or a new area that forgot
 * its rule fails closed. An unbound file (no bizKey, on a `records` type) is open only to its uploader and
 * to admins (role type 1). The files routes answer a file the caller may not read as missing (404), and
 * refuse a record-level call (list, upload, bind) they may not make with 403 您暂无此权限.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/connection.js';
import type { UserAccess } from './access.js';
import { permissionDenied } from './envelope.js';
import { resourceScopeFor, scopedById, type ListResource } from './list/query.js';

export type FileAccessMode = 'read' | 'write';

/** What a rule is asked about: one file's binding and uploader. */
export interface FileBinding {
  bizType: string;
  bizKey: string | null;
  /** The uploader of a stored file (null: unknown); leave it out for a file the caller is uploading now. */
  creatorId?: number | null | undefined;
}

export type FileAccessRule =
  | {
      kind: 'records';
      /** Of the given keys (never empty), those whose record the caller may read / write. */
      allowedKeys(access: UserAccess, mode: FileAccessMode, bizKeys: readonly string[]): Promise<ReadonlySet<string>>;
    }
  | { kind: 'shared'; may(access: UserAccess, mode: FileAccessMode): boolean }
  | { kind: 'owner' };

/** Files that belong to their uploader alone (and admins). */
export const OWNER_ONLY_FILES: FileAccessRule = { kind: 'owner' };

/** Record ids as stored in bizKey: decimal, no sign, no leading zero, within the safe integers. */
const RECORD_ID = /^[1-9][0-9]{0,14}$/;

/**
 * The rule of files bound to records of a list-engine resource (bizKey: the record's id), using the
 * resource's own data scope (`resource.scope.menu`). `read` and `write` are menu or button codes: one of
 * them is needed (admins hold them all).
 */
export function scopedRecordFileAccess(db: AppDatabase, resource: ListResource, codes: { read: readonly string[]; write: readonly string[] }): FileAccessRule {
  return {
    kind: 'records',
    async allowedKeys(access, mode, bizKeys) {
      const needed = mode === 'read' ? codes.read : codes.write;
      if (!access.isAdmin && !needed.some((code) => access.codes.has(code))) return new Set();
      const ids = [...new Set(bizKeys.filter((key) => RECORD_ID.test(key)).map(Number))].filter(Number.isSafeInteger);
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: resource.id }).from(resource.table).where(scopedById(resource, ids, resourceScopeFor(resource, access)));
      return new Set(rows.map((row) => String(row.id)));
    },
  };
}

export class FileAccessRegistry {
  private readonly rules = new Map<string, FileAccessRule>();

  /** Registers the rule of a bizType; a second rule for the same type is a programming error. */
  register(bizType: string, rule: FileAccessRule): void {
    if (this.rules.has(bizType)) throw new Error(`file access rule for bizType "${bizType}" registered twice`);
    this.rules.set(bizType, rule);
  }

  has(bizType: string): boolean {
    return this.rules.has(bizType);
  }

  /** The registered bizTypes, sorted. */
  types(): string[] {
    return [...this.rules.keys()].sort();
  }

  /** For each binding (in order), whether the caller may read / write it. */
  async check(access: UserAccess, mode: FileAccessMode, bindings: readonly FileBinding[]): Promise<boolean[]> {
    const answers: boolean[] = bindings.map(() => false);
    // Keys to ask each `records` rule, asked once per type.
    const pending = new Map<string, { rule: Extract<FileAccessRule, { kind: 'records' }>; keys: Set<string> }>();
    // Undefined: the caller is uploading it now; null: a stored file whose uploader is unknown (admins only).
    const ownsOrAdmin = (binding: FileBinding) => access.isAdmin || binding.creatorId === undefined || binding.creatorId === access.userId;
    bindings.forEach((binding, index) => {
      const rule = this.rules.get(binding.bizType);
      if (!rule) return;
      if (rule.kind === 'shared') {
        answers[index] = rule.may(access, mode);
      } else if (rule.kind === 'owner' || binding.bizKey === null || binding.bizKey === '') {
        answers[index] = ownsOrAdmin(binding);
      } else {
        const entry = pending.get(binding.bizType) ?? { rule, keys: new Set<string>() };
        entry.keys.add(binding.bizKey);
        pending.set(binding.bizType, entry);
      }
    });
    const allowed = new Map<string, ReadonlySet<string>>();
    for (const [bizType, { rule, keys }] of pending) {
      allowed.set(bizType, await rule.allowedKeys(access, mode, [...keys]));
    }
    bindings.forEach((binding, index) => {
      const keys = allowed.get(binding.bizType);
      if (keys && binding.bizKey !== null) answers[index] = keys.has(binding.bizKey);
    });
    return answers;
  }

  async may(access: UserAccess, mode: FileAccessMode, binding: FileBinding): Promise<boolean> {
    const [answer] = await this.check(access, mode, [binding]);
    return answer === true;
  }

  /** Throws 403 您暂无此权限 unless the caller may `mode` the binding (an upload, a list, a rebinding). */
  async assert(access: UserAccess, mode: FileAccessMode, binding: FileBinding): Promise<void> {
    if (!(await this.may(access, mode, binding))) throw permissionDenied();
  }
}

/** The registry of an app (set by buildServer); a module registers its rules with `registerFileAccess`. */
export function fileAccessOf(app: FastifyInstance): FileAccessRegistry {
  const registry = app.fileAccess;
  if (!registry) throw new Error('the file access registry is not set up (buildServer decorates fileAccess)');
  return registry;
}

/** One call from an area's module: the rule of the files it binds to `bizType`. */
export function registerFileAccess(app: FastifyInstance, bizType: string, rule: FileAccessRule): void {
  fileAccessOf(app).register(bizType, rule);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildServer: the file access rule of every bizType (core/file-access.ts). */
    fileAccess?: FileAccessRegistry;
  }
}
