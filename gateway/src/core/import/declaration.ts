/**
 * An import, declared once (issue 21): its columns with their types and rules, how a row is checked
 * against the database, and how the checked rows are saved. The pipeline (core/import/routes.ts) derives
 * from it the template, the upload, the check with its error workbook, the commit and the export columns.
 */
import type { AppDatabase } from '../../db/connection.js';

/** 'text' as written; 'decimal' an exact decimal string; 'integer'; 'date' YYYY-MM-DD; 'choice' one of `choices`. */
export type ImportCellType = 'text' | 'decimal' | 'integer' | 'date' | 'choice';

export interface ImportColumn<Key extends string = string> {
  key: Key;
  /** The header in the template and the error workbook (matched without a trailing `*`). */
  header: string;
  type: ImportCellType;
  required?: boolean;
  /** Text: at most this many characters (default 200). */
  maxLength?: number;
  /** Decimal: at most this many digits after the point. */
  scale?: number;
  /** Decimal and integer bounds, inclusive, as decimal strings. */
  min?: string;
  max?: string;
  /** Choice: the labels a cell may hold and the value each stands for (a cell may also hold the value). */
  choices?: readonly { label: string; value: string }[];
  /** The template's sample row. */
  sample: string;
}

/** One row's cells, parsed: decimal strings, ISO dates, choice values; null for an empty cell. */
export type ImportValues<Key extends string = string> = Record<Key, string | null>;

/** A row that passed the cell rules, with its sheet row number (the header is row 1). */
export interface ImportRowOf<Key extends string = string> {
  rowNumber: number;
  values: ImportValues<Key>;
}

export interface ImportCommitMeta {
  /** The audit name of the user who commits. */
  userName: string;
  /** Adds to a count of the commit besides its rows (shown in the summary's counts). */
  count(name: string, amount: number): void;
  /** State the declaration keeps across the batches of one commit (the users already counted …). */
  state: Map<string, unknown>;
}

/** Who runs a check or commit: the declaration reads their data scope from it (core/access.ts loadAccess). */
export interface ImportCaller {
  userId: number;
}

/** The database handle of a commit: the transaction it runs in. */
export type ImportTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export interface ImportDeclaration<Key extends string = string, Context = unknown> {
  /** URL-safe name, stored with each run (`material-index`). */
  name: string;
  /** What is imported, in Chinese (`物料质量指标`): the template's sheet and file names derive from it. */
  label: string;
  /** The permission a caller needs to check and commit (and to download the template). */
  permission: string;
  columns: readonly ImportColumn<Key>[];
  /** A header problem beyond missing required columns (the headers present, without marks), or null. */
  checkHeader?(present: ReadonlySet<string>): string | null;
  /** The success message of a commit (default 导入成功，共导入 N 行). */
  committedMessage?(imported: number, counts: Readonly<Record<string, number>>): string;
  /** Lines of the template's 填写说明 sheet (the pipeline adds the general ones). */
  instructions?: readonly string[];
  /** A row's identity in the file: two rows with the same key are refused as duplicates. */
  rowKey?(values: ImportValues<Key>): string;
  /**
   * Loads what the row checks need (known codes, the caller's scope …) for a batch of rows, in as few
   * queries as possible; a row outside the caller's scope is then a row problem, named in the check.
   */
  loadContext(db: AppDatabase, rows: readonly ImportValues<Key>[], caller: ImportCaller): Promise<Context>;
  /** The row's problems beyond its cells (unknown code, min above max …), without the 第N行： prefix. */
  checkRow(values: ImportValues<Key>, context: Context): string[];
  /** Saves a batch of checked rows in the commit's transaction; answers the rows written. */
  saveRows(tx: ImportTransaction, rows: readonly ImportRowOf<Key>[], meta: ImportCommitMeta): Promise<number>;
  /** After the commit's transaction, with every row it saved (drop caches …). */
  afterCommit?(db: AppDatabase, rows: readonly ImportRowOf<Key>[]): Promise<void>;
}

/** Any declaration, as the pipeline holds them (the methods are bivariant in their context). */
export type AnyImportDeclaration = ImportDeclaration<string, unknown>;
