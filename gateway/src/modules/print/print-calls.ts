/**
 * The print calls: the template chooser's list, printing a template to PDF (or the filled .docx) and
 * storing the result as a file. See routes.ts for the paths.
 */
import { fileAccessOf } from '../../core/file-access.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, FileInfo, PageData, PrintBizType, PrintTemplate } from '../../api/index.js';
import { PrintBodySchema, PrintPdfBodySchema, PrintPdfQuerySchema, PrintTemplateQuerySchema, type PrintBody, type PrintPdfBody, type PrintTemplateQuery } from '../../api/print.js';
import type { UserAccess } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { containsPattern } from '../../core/list/filters.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import { sysFile } from '../../db/tables/files.js';
import { sysPrintTemplate } from '../../db/tables/print-templates.js';
import { contentDisposition } from '../files/names.js';
import { BUILTIN_TEMPLATE_CODES, hasBuiltinTemplate } from './builtin-templates.js';
import type { PrintContext } from './context.js';
import { DOCX_MIME, docxToHtml, fillTemplate, printableHtml } from './docx.js';
import { PRINT_MESSAGES } from './messages.js';
import { normaliseBizId, outputFileName, parseFrontParams } from './params.js';
import { PrintServiceUnavailable } from './renderer.js';
import { commonPrintData } from './resolvers.js';
import { findContractTemplate, findPrintTemplate, templateBytes, type ResolvedTemplate } from './templates.js';
import { saveFile } from './stored-files.js';

/** Spec 02 §9: print template list page 10. */
export const PRINT_TEMPLATE_PAGE_SIZE = 10;

const NoQuery = Type.Object({});

interface PrintOutput {
  bytes: Buffer;
  ext: 'pdf' | 'docx';
  mime: string;
  fileName: string;
}

/** Fills the template with the record's data and prints it (or keeps the .docx for 'word'). */
async function produce(
  context: PrintContext,
  request: FastifyRequest,
  access: UserAccess,
  template: ResolvedTemplate,
  input: { bizId: string | undefined; frontParams: Record<string, unknown>; printType: 'pdf' | 'word'; fileName?: string | undefined },
): Promise<PrintOutput> {
  const resolver = context.resolvers.get(template.bizType);
  if (!resolver) throw new ApiError(422, PRINT_MESSAGES.unknownBizType(template.bizType));
  const resolved = await resolver.resolve({ db: context.db, access, bizId: input.bizId, frontParams: input.frontParams });
  const data = { ...(await commonPrintData(context.db, access)), templateName: template.name, ...resolved };
  const filled = await fillTemplate(await templateBytes(context, template), data);
  if (input.printType === 'word') {
    return { bytes: filled, ext: 'docx', mime: DOCX_MIME, fileName: outputFileName('docx', template.name, input.bizId, input.fileName) };
  }
  const html = printableHtml(await docxToHtml(filled), template.name);
  try {
    const pdf = await context.renderer.render(html);
    return { bytes: pdf, ext: 'pdf', mime: 'application/pdf', fileName: outputFileName('pdf', template.name, input.bizId, input.fileName) };
  } catch (error) {
    if (!(error instanceof PrintServiceUnavailable)) throw error;
    request.log.error({ err: error, executablePath: context.renderer.executablePath }, 'print service unavailable');
    throw new ApiError(503, PRINT_MESSAGES.printUnavailable);
  }
}

function sendOutput(reply: FastifyReply, output: PrintOutput, disposition: 'preview' | 'download'): FastifyReply {
  return reply
    .header('content-type', output.mime)
    .header('content-length', output.bytes.length)
    .header('content-disposition', contentDisposition(disposition === 'download' ? 'attachment' : 'inline', output.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(output.bytes);
}

async function templateOf(context: PrintContext, access: UserAccess, input: PrintPdfBody, bizId: string | undefined, frontParams: Record<string, unknown>) {
  if (input.templateType === 'contract') {
    let templateType: string | null | undefined;
    if (input.templateId === undefined && input.templateCode === undefined && bizId !== undefined) {
      const contract = context.resolvers.get('contract');
      templateType = contract?.templateTypeOf ? await contract.templateTypeOf({ db: context.db, access, bizId, frontParams }) : undefined;
    }
    return findContractTemplate(context.db, { id: input.templateId, code: input.templateCode, templateType });
  }
  return findPrintTemplate(context.db, { id: input.templateId, code: input.templateCode });
}

export function registerPrintCalls(app: FastifyInstance, context: PrintContext): void {
  const { db } = context;

  app.get(
    '/system/print/templates',
    { schema: { querystring: PrintTemplateQuerySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<PageData<PrintTemplate>>> => {
      const query = request.query as PrintTemplateQuery;
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? PRINT_TEMPLATE_PAGE_SIZE;
      // Only templates that can print: a stored file (the row is there), or a built-in document.
      const conditions: (SQL | undefined)[] = [eq(sysPrintTemplate.enabled, 1), or(isNotNull(sysFile.fileKey), inArray(sysPrintTemplate.code, [...BUILTIN_TEMPLATE_CODES]))];
      if (query.bizType) conditions.push(eq(sysPrintTemplate.bizType, query.bizType));
      if (query.type) conditions.push(eq(sysPrintTemplate.type, query.type));
      const name = query.name?.trim();
      if (name) conditions.push(or(ilike(sysPrintTemplate.name, containsPattern(name)), ilike(sysPrintTemplate.code, containsPattern(name))));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ template: sysPrintTemplate, fileName: sysFile.originalName })
          .from(sysPrintTemplate)
          .leftJoin(sysFile, eq(sysFile.fileKey, sysPrintTemplate.fileId))
          .where(where)
          .orderBy(asc(sysPrintTemplate.sortNumber), asc(sysPrintTemplate.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(sysPrintTemplate).leftJoin(sysFile, eq(sysFile.fileKey, sysPrintTemplate.fileId)).where(where),
      ]);
      return ok({ result: rows.map(({ template, fileName }) => printTemplateView(template, fileName)), total: total?.value ?? 0, page, pageSize });
    },
  );

  app.get('/system/print/bizTypes', { schema: { querystring: NoQuery }, config: { permission: SIGNED_IN } }, async (): Promise<Envelope<PrintBizType[]>> => ok(context.resolvers.list()));

  /** The PDF call: answers the blob, or with actionType upload the stored file. */
  const pdfCall = async (request: FastifyRequest, reply: FastifyReply, input: PrintPdfBody) => {
    const access = accessOf(request);
    const bizId = normaliseBizId(input.bizId);
    const frontParams = parseFrontParams(input.frontParams);
    const template = await templateOf(context, access, input, bizId, frontParams);
    const binding = { bizType: input.bizType ?? template.bizType, bizKey: input.bizKey ?? bizId ?? null };
    // Storing the print binds it to a record: the caller must be able to write that record's files.
    if (input.actionType === 'upload') await fileAccessOf(app).assert(access, 'write', binding);
    const output = await produce(context, request, access, template, { bizId, frontParams, printType: input.printType ?? 'pdf', fileName: input.fileName });
    if (input.actionType === 'upload') {
      const info = await saveFile(db, context.storage, context.prefix, access, output.bytes, {
        originalName: output.fileName,
        ...binding,
        module: input.module,
        contractFileType: input.contractFileType,
      });
      return reply.send(ok<FileInfo>(info, PRINT_MESSAGES.uploaded));
    }
    const disposition = input.previewOrDownLoad ?? (input.actionType === 'download' ? 'download' : 'preview');
    return sendOutput(reply, output, disposition);
  };

  app.post('/system/print/pdf', { schema: { body: PrintPdfBodySchema }, config: { permission: SIGNED_IN } }, (request, reply) =>
    pdfCall(request, reply, request.body as PrintPdfBody),
  );
  app.get('/system/print/pdf', { schema: { querystring: PrintPdfQuerySchema }, config: { permission: SIGNED_IN } }, (request, reply) =>
    pdfCall(request, reply, request.query as PrintPdfBody),
  );
  app.post('/system/print/createAndUpload', { schema: { body: PrintPdfBodySchema }, config: { permission: SIGNED_IN } }, (request, reply) =>
    pdfCall(request, reply, { ...(request.body as PrintPdfBody), actionType: 'upload' }),
  );
  app.post('/system/print/print', { schema: { body: PrintBodySchema }, config: { permission: SIGNED_IN } }, (request, reply) => {
    const body = request.body as PrintBody;
    return pdfCall(request, reply, { bizId: body.bizId, templateCode: body.templateCode, frontParams: body.frontParams, templateType: 'print' });
  });
}

/** A print template row as the API answers it. */
export function printTemplateView(row: typeof sysPrintTemplate.$inferSelect, fileName: string | null): PrintTemplate {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    bizType: row.bizType,
    fileId: row.fileId,
    fileName: row.fileId === null ? null : fileName,
    printable: (row.fileId !== null && fileName !== null) || hasBuiltinTemplate(row.code),
    enabled: row.enabled,
    sortNumber: row.sortNumber,
    remark: row.remark,
    version: row.version,
  };
}
