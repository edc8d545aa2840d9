/**
 * Printing (spec 01 §2.7, §3 "Print template" / "Contract sample", §5, §7.3; spec 02 "Print"), under the
 * /gateway prefix. Templates are .docx files with {placeholders} (docxtemplater syntax, see docx.ts);
 * a print fills one with a record's data (core/print-data.ts: the resolver its area registered), converts it with mammoth to HTML and prints
 * that with Chromium to an A4 PDF (renderer.ts).
 *
 * Printing (any signed-in user; the record's own rules apply: a contract needs contract:list and
 * must be in the caller's orgs and categories):
 * - GET    /system/print/templates      ?page&pageSize (10)&bizType&type&name: enabled print templates
 *                                       that can print (a stored file or a built-in document)
 * - GET    /system/print/bizTypes       the data resolvers a template may name
 * - POST   /system/print/print          { bizId, templateCode, frontParams? } → the PDF, inline
 * - POST   /system/print/pdf            the PDF call of spec 01 §7.3: { bizId, templateId | templateCode,
 *   GET    /system/print/pdf            templateType (print | contract), printType (pdf | word),
 *                                       actionType (upload → store it, answer FileInfo), previewOrDownLoad
 *                                       (preview inline | download attachment), frontParams, and for an
 *                                       upload bizType, bizKey, module, contractFileType, fileName }
 * - POST   /system/print/createAndUpload  the same, always stored as a file (FileInfo)
 *
 * Print templates (menu system:print-template, buttons :add, :edit, :delete):
 * - GET|POST /system/print/template/custom-page, GET …/page, …/detail?id=, …/:id   (list engine)
 * - POST   /system/print/template/save         { id?, version?, name, code, type, bizType, fileId?, … }
 * - DELETE /system/print/template/deleteByIds  ?ids=1&ids=2 or a body of ids
 * - POST   /system/print/template/upload       multipart `multipartFile`: a .docx template → FileInfo
 *
 * Contract templates and samples (menu contract:template, buttons :add, :edit, :delete; the lists the
 * contract screens use are open to any signed-in user):
 * - GET|POST /purchase/api/v1/con-template/custom-page, …/page, …/detail?id=, …/:id   (list engine)
 * - POST   /purchase/api/v1/con-template/save         { id?, version?, name, code, templateType, fileId?, … }
 * - DELETE /purchase/api/v1/con-template/deleteByIds  (its samples go with it)
 * - POST   /purchase/api/v1/con-template/upload       multipart: a .docx template → FileInfo
 * - GET    /purchase/api/v1/con-template/getTemplateList  ?bizId&templateType&useSample (signed in)
 * - GET|POST /purchase/api/v1/con-template/oa/page        ?page&pageSize (10)&templateType&name: the enabled templates
 *   that have a file, with their enabled samples' count, as OA offers them in an approval (signed in)
 * - GET|POST /purchase/api/v1/con-template/sample/page    ?page&pageSize (10)&conTemplateId&templateType&name (signed in)
 * - POST   /purchase/api/v1/con-template/sample/save      { id?, version?, conTemplateId, conSampleName, fileId }
 * - DELETE /purchase/api/v1/con-template/sample/deleteByIds
 * - POST   /purchase/api/v1/con-template/sample/upload    multipart: the sample file → FileInfo
 *
 * Errors: 400 bad input (请选择打印模板 when a call names no template), 404 未找到打印模板 /
 * 未找到合同模板 (unknown or disabled), 422 a file that is not a .docx template, 413 over 10 MB, 503
 * 打印服务不可用，请联系管理员 when Chromium is missing or fails (never 500). Generated and uploaded files
 * become sys_file rows like any upload (stored-files.ts), in the same storage as modules/files.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { OWNER_ONLY_FILES, registerFileAccess } from '../../core/file-access.js';
import { printDataOf, registerPrintData } from '../../core/print-data.js';
import type { FileStorage } from '../../core/storage.js';
import type { AppDatabase } from '../../db/connection.js';
import { MAX_FILE_SIZE } from '../files/routes.js';
import type { PrintContext } from './context.js';
import { registerPrintCalls } from './print-calls.js';
import { acquirePdfRenderer, chromiumPath } from './renderer.js';
import { GENERIC_PRINT_BIZ_TYPE, genericResolver } from './resolvers.js';
import { registerTemplateAdmin, registerTemplateFileAccess } from './template-admin.js';

export interface PrintRoutesOptions {
  db: AppDatabase;
  /** The server's one file storage (AreaOptions.storage), shared with modules/files. */
  storage: FileStorage;
  /** The Chromium executable; CHROMIUM_PATH or /usr/bin/chromium when undefined. */
  chromiumPath?: string | undefined;
}

export const printRoutes: FastifyPluginAsync<PrintRoutesOptions> = async (app, options) => {
  const renderer = acquirePdfRenderer(options.chromiumPath ?? chromiumPath());
  app.addHook('onClose', async () => {
    await renderer.release();
  });

  await app.register(multipart, { limits: { fileSize: MAX_FILE_SIZE, files: 1, fields: 10, fieldSize: 4096, parts: 20 } });

  const context: PrintContext = {
    db: options.db,
    storage: options.storage,
    renderer,
    resolvers: printDataOf(app),
    prefix: app.prefix,
  };
  registerPrintCalls(app, context);
  registerTemplateAdmin(app, context);
  // Files this area binds (core/file-access.ts): template files, and generic prints (their bizKey names
  // no record anyone's scope covers, so a stored one is its printer's and admins' only).
  registerTemplateFileAccess(app);
  registerFileAccess(app, GENERIC_PRINT_BIZ_TYPE, OWNER_ONLY_FILES);
  registerPrintData(app, genericResolver);
};

