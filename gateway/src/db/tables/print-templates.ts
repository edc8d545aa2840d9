/**
 * Drizzle mirror of `migrations/0013_print_templates.sql` and `0020_file_keys.sql` (the SQL is the source of truth; keep them in
 * step): print templates, contract templates and their samples (modules/print/).
 */
import { bigint, index, integer, pgTable, smallint, text, unique, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { auditColumns, id, type Flag } from '../schema.js';
import { sysFile } from './files.js';

/**
 * The columns print and contract templates share, in table order, with the columns of their kind
 * (`kind`) after the code. Fresh builders per call, as auditColumns.
 */
function templateColumns<Kind extends Record<string, PgColumnBuilderBase>>(kind: Kind) {
  return {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    ...kind,
    /**
     * The .docx template, by its file's key (migrations/0020_file_keys.sql); null for a built-in template
     * named by its code, or after the file was deleted.
     */
    fileId: text('file_key').references(() => sysFile.fileKey, { onDelete: 'set null' }),
    enabled: smallint('enabled').$type<Flag>().notNull().default(1),
    sortNumber: integer('sort_number').notNull().default(0),
    remark: text('remark'),
    ...auditColumns(),
  };
}

export const sysPrintTemplate = pgTable(
  'sys_print_template',
  templateColumns({
    /** What the template prints (contract, pick, shipping …): shown and filtered in the chooser. */
    type: text('type').notNull(),
    /** The data resolver that fills it (modules/print/resolvers.ts): contract, generic … */
    bizType: text('biz_type').notNull().default('generic'),
  }),
  (t) => [
    unique('sys_print_template_code_unique').on(t.code),
    index('sys_print_template_biz_type_idx').on(t.bizType, t.type, t.sortNumber, t.id),
    index('sys_print_template_file_key_idx').on(t.fileId),
  ],
);

export const conTemplate = pgTable(
  'con_template',
  templateColumns({
    /** The contract category it serves (dictionary contractCategory: fixedPrice, basis …). */
    templateType: text('template_type').notNull(),
  }),
  (t) => [
    unique('con_template_code_unique').on(t.code),
    index('con_template_type_idx').on(t.templateType, t.sortNumber, t.id),
    index('con_template_file_key_idx').on(t.fileId),
  ],
);

export const conTemplateSample = pgTable(
  'con_template_sample',
  {
    id: id(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => conTemplate.id, { onDelete: 'cascade' }),
    sampleName: text('sample_name').notNull(),
    /** The sample's file, by its key. */
    fileId: text('file_key')
      .notNull()
      .references(() => sysFile.fileKey, { onDelete: 'cascade' }),
    enabled: smallint('enabled').$type<Flag>().notNull().default(1),
    remark: text('remark'),
    ...auditColumns(),
  },
  (t) => [unique('con_template_sample_name_unique').on(t.templateId, t.sampleName), index('con_template_sample_file_key_idx').on(t.fileId)],
);

export type PrintTemplateRow = typeof sysPrintTemplate.$inferSelect;
export type ConTemplateRow = typeof conTemplate.$inferSelect;
export type ConTemplateSampleRow = typeof conTemplateSample.$inferSelect;
