/** What the print routes share: the database, the file storage, the PDF renderer and the resolvers. */
import type { FileStorage } from '../../core/storage.js';
import type { AppDatabase } from '../../db/connection.js';
import type { PdfRenderer } from './renderer.js';
import type { PrintResolverRegistry } from '../../core/print-data.js';

export interface PrintContext {
  db: AppDatabase;
  storage: FileStorage;
  renderer: PdfRenderer;
  resolvers: PrintResolverRegistry;
  /** The route prefix (/gateway), for the file addresses in answers. */
  prefix: string;
}

/** Menu and button codes of the template administration screens. */
export const PRINT_PERMISSIONS = {
  printTemplate: 'system:print-template',
  printTemplateAdd: 'system:print-template:add',
  printTemplateEdit: 'system:print-template:edit',
  printTemplateDelete: 'system:print-template:delete',
  contractTemplate: 'contract:template',
  contractTemplateAdd: 'contract:template:add',
  contractTemplateEdit: 'contract:template:edit',
  contractTemplateDelete: 'contract:template:delete',
} as const;

/** The sys_file binding of uploaded template files. */
export const TEMPLATE_FILE_BIZ = { print: 'printTemplate', contract: 'conTemplate', sample: 'conSample' } as const;
