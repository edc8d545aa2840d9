/**
 * GET /gateway/ready's checks: the database answers, every migration of MIGRATIONS_FOLDER is in
 * drizzle's table of applied migrations, and the job queue runs (when this process runs jobs).
 *
 * Migrations are compared by the journal's `when`, which drizzle's migrator stores as the row's
 * `created_at`. Once every migration is found applied the answer is kept (migrations are never taken
 * back while a process runs), so a probe after that costs one `select 1`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseConnection } from '../../db/connection.js';
import type { JobQueue } from '../jobs.js';
import { OBSERVABILITY_MESSAGES } from './messages.js';

export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations of a drizzle journal (meta/_journal.json), in order. */
export function journalEntries(journal: unknown): JournalEntry[] {
  const entries = (journal as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) throw new Error('the migrations journal has no entries');
  return entries.map((entry: { tag?: unknown; when?: unknown }) => {
    if (typeof entry.tag !== 'string' || typeof entry.when !== 'number') throw new Error('a migrations journal entry has no tag or when');
    return { tag: entry.tag, when: entry.when };
  });
}

/** The tags of the journal's migrations whose `when` is not among the applied `created_at` values. */
export function missingMigrations(journal: readonly JournalEntry[], appliedCreatedAt: readonly unknown[]): string[] {
  const applied = new Set(appliedCreatedAt.map((value) => String(value)));
  return journal.filter((entry) => !applied.has(String(entry.when))).map((entry) => entry.tag);
}

export interface ReadinessOptions {
  db: DatabaseConnection;
  jobs: JobQueue | undefined;
  migrationsFolder: string;
  /** How long the database may take to answer before the process counts as not ready. */
  timeoutMs?: number;
}

export type ReadinessResult =
  | { ready: true; info: { status: 'ready'; db: DatabaseConnection['kind']; migrations: 'applied'; jobs: 'running' | 'off' } }
  | { ready: false; message: string; error?: unknown };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Answers the process's readiness; keeps "all migrations applied" once it was seen. */
export class ReadinessCheck {
  private migrationsApplied = false;
  private journal: Promise<JournalEntry[]> | undefined;

  constructor(private readonly options: ReadinessOptions) {}

  private readJournal(): Promise<JournalEntry[]> {
    this.journal ??= readFile(join(this.options.migrationsFolder, 'meta', '_journal.json'), 'utf8').then((text) => journalEntries(JSON.parse(text)));
    return this.journal;
  }

  private async appliedCreatedAt(): Promise<unknown[]> {
    try {
      const { rows } = await this.options.db.executeSql('select created_at from drizzle.__drizzle_migrations');
      return rows.map((row) => (row as { created_at: unknown }).created_at);
    } catch {
      // No table yet: nothing was migrated.
      return [];
    }
  }

  async check(): Promise<ReadinessResult> {
    const { db, jobs } = this.options;
    const timeoutMs = this.options.timeoutMs ?? 5000;
    try {
      await withTimeout(db.executeSql('select 1'), timeoutMs);
    } catch (error) {
      return { ready: false, message: OBSERVABILITY_MESSAGES.databaseDown, error };
    }
    if (!this.migrationsApplied) {
      const [journal, applied] = await Promise.all([this.readJournal(), withTimeout(this.appliedCreatedAt(), timeoutMs)]);
      const missing = missingMigrations(journal, applied);
      if (missing.length > 0) return { ready: false, message: OBSERVABILITY_MESSAGES.migrationsPending, error: { missing } };
      this.migrationsApplied = true;
    }
    if (jobs && !jobs.isStarted) return { ready: false, message: OBSERVABILITY_MESSAGES.jobsStopped };
    return { ready: true, info: { status: 'ready', db: db.kind, migrations: 'applied', jobs: jobs ? 'running' : 'off' } };
  }
}
