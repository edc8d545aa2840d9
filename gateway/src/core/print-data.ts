/**
 * Where the data that fills a print template comes from: one resolver per business type (a print
 * template's `biz_type`; contract templates always use `contract`). A resolver reads the record `bizId`
 * with the caller's permissions and data scope and answers the values the template's {placeholders}
 * name; it throws an ApiError (400/403/404) when the record cannot be printed.
 *
 * The registry is shared like the file access rules (core/file-access.ts): buildServer decorates it,
 * each area registers the resolvers of its own records from its plugin (`registerPrintData`), and the
 * print module reads it when a template is saved or printed. The print module itself registers
 * `generic` (the caller's values are the data); the contract area registers `contract`.
 */
import type { FastifyInstance } from 'fastify';
import type { UserAccess } from './access.js';
import type { AppDatabase } from '../db/connection.js';

export type PrintData = Record<string, unknown>;

export interface ResolveContext {
  db: AppDatabase;
  access: UserAccess;
  /** The record to print; undefined when the call named none. */
  bizId: string | undefined;
  /** Extra values from the caller (an object, already parsed and size-checked). */
  frontParams: Readonly<PrintData>;
}

export interface PrintDataResolver {
  /** The business type it serves (a print template's biz_type). */
  bizType: string;
  /** What it prints, in Chinese (for the template admin's choices). */
  label: string;
  /** The template data; throws an ApiError (400/403/404) when the record cannot be printed. */
  resolve(context: ResolveContext): Promise<PrintData>;
  /**
   * The contract category of the record, used to pick a contract template when the call names none
   * (only the contract resolver has one).
   */
  templateTypeOf?(context: ResolveContext): Promise<string | null>;
}

/** Messages a resolver of any area answers with. */
export const PRINT_DATA_MESSAGES = {
  bizIdRequired: '业务主键不能为空',
} as const;

export class PrintResolverRegistry {
  private readonly byType = new Map<string, PrintDataResolver>();

  constructor(resolvers: readonly PrintDataResolver[] = []) {
    for (const resolver of resolvers) this.register(resolver);
  }

  /** Adds a resolver; a second one for the same bizType is a programming error. */
  register(resolver: PrintDataResolver): void {
    if (this.byType.has(resolver.bizType)) throw new Error(`print data resolver for bizType "${resolver.bizType}" registered twice`);
    this.byType.set(resolver.bizType, resolver);
  }

  get(bizType: string): PrintDataResolver | undefined {
    return this.byType.get(bizType);
  }

  has(bizType: string): boolean {
    return this.byType.has(bizType);
  }

  /** The registered business types with their labels, sorted by type. */
  list(): { bizType: string; label: string }[] {
    return [...this.byType.values()].map(({ bizType, label }) => ({ bizType, label })).sort((a, b) => a.bizType.localeCompare(b.bizType));
  }
}

/** `1234567.5` → `1,234,567.50`: a decimal string with thousands separators and exactly 2 decimals. */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  // Rounded half up on the third decimal, as decimal text (no float).
  let cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const yuan = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${yuan}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** The registry of an app (set by buildServer); an area adds its resolvers with `registerPrintData`. */
export function printDataOf(app: FastifyInstance): PrintResolverRegistry {
  const registry = app.printData;
  if (!registry) throw new Error('the print data registry is not set up (buildServer decorates printData)');
  return registry;
}

/** One call from an area's plugin: the resolver of the records it prints. */
export function registerPrintData(app: FastifyInstance, resolver: PrintDataResolver): void {
  printDataOf(app).register(resolver);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildServer: the print data resolver of every bizType (core/print-data.ts). */
    printData?: PrintResolverRegistry;
  }
}
