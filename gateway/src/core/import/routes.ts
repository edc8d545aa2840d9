/**
 * The routes of one declared import (api/imports.ts lists them), under `base`:
 *
 * - GET  {base}/template                the template workbook;
 * - POST {base}/check                   multipart, one .xlsx of at most 10 MB (any field name);
 * - GET  {base}/runs/:checkId           the run's summary (its owner only);
 * - GET  {base}/runs/:checkId/errors    the error workbook;
 * - POST {base}/runs/:checkId/commit    all or nothing.
 *
 * `aliases` give the template and the check the names the original backend used for them
 * (GET /system/material/downloadTemplate, POST /system/material/importIndexFile).
 *
 * @fastify/multipart is registered inside these routes' own scope, with the upload limit of spec 01 §5.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Envelope, ImportCheckSummary } from '../../api/index.js';
import { ApiError, ok } from '../envelope.js';
import { accessOf } from '../permissions.js';
import type { AnyImportDeclaration } from './declaration.js';
import './message-texts.js';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS, type ImportPipeline } from './pipeline.js';
import { templateInstructions, templateWorkbook, WORKBOOK_MESSAGES, XLSX_MIME } from './workbook.js';

/** Spec 01 §5: 10 MB per file, as every upload. */
export const MAX_IMPORT_FILE_SIZE = 10 * 1024 * 1024;

export const MULTIPART_LIMITS = { fileSize: MAX_IMPORT_FILE_SIZE, files: 1, fields: 10, fieldSize: 4096, parts: 20 } as const;

const NoQuery = Type.Object({});
const RunParams = Type.Object({ checkId: Type.String({ maxLength: 64 }) });

/** `attachment` with the Chinese name for browsers and an ASCII fallback. */
export function attachmentOf(asciiName: string, fileName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The uploaded file of a multipart request: its name and bytes (413 over 10 MB, 400 when absent or not an xlsx). */
export async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new ApiError(400, IMPORT_MESSAGES.fileRequired);
  try {
    const file = await request.file();
    if (!file) throw new ApiError(400, IMPORT_MESSAGES.fileRequired);
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new ApiError(400, IMPORT_MESSAGES.fileRequired);
    // An xlsx is a zip: anything else is refused before it is stored.
    if (bytes.subarray(0, 4).toString('binary') !== 'PK\u0003\u0004') throw new ApiError(400, WORKBOOK_MESSAGES.notXlsx);
    return { fileName: file.filename || 'import.xlsx', bytes };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, IMPORT_MESSAGES.tooLarge);
    if (typeof code === 'string' && code.startsWith('FST_')) throw new ApiError(400, IMPORT_MESSAGES.fileRequired);
    throw error;
  }
}

export function pipelineOf(app: FastifyInstance): ImportPipeline {
  const pipeline = app.imports;
  if (!pipeline) throw new Error('the import pipeline is not decorated (server.ts)');
  return pipeline;
}

export interface ImportRouteOptions {
  declaration: AnyImportDeclaration;
  /** The template's ASCII file name fallback (`material-index-template.xlsx`). */
  asciiName: string;
  aliases?: { template?: string; check?: string };
  /** More routes of the import that take its upload (registered in the same scope, with multipart). */
  moreRoutes?: (scope: ImportScope, pipeline: ImportPipeline) => void;
}

/** The Fastify instance the import's routes are registered on. */
export type ImportScope = Parameters<FastifyPluginAsyncTypebox>[0];

/** Registers the import's routes under `base` (a plugin: `app.register(importRoutes(base, options))`). */
export function importRoutes(base: string, { declaration, asciiName, aliases = {}, moreRoutes }: ImportRouteOptions): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
    const pipeline = pipelineOf(app);
    pipeline.register(declaration);
    moreRoutes?.(app, pipeline);
    const permission = declaration.permission;
    const templateName = `${declaration.label}导入模板.xlsx`;

    for (const path of [`${base}/template`, ...(aliases.template ? [aliases.template] : [])]) {
      app.get(path, { schema: { querystring: NoQuery }, config: { permission } }, async (_request, reply) => {
        const instructions = templateInstructions(declaration.instructions ?? [], MAX_IMPORT_ROWS);
        const buffer = await templateWorkbook(declaration.label, declaration.columns, instructions);
        return reply.header('content-type', XLSX_MIME).header('content-disposition', attachmentOf(asciiName, templateName)).send(buffer);
      });
    }

    for (const path of [`${base}/check`, ...(aliases.check ? [aliases.check] : [])]) {
      app.post(path, { schema: { querystring: NoQuery }, config: { permission } }, async (request): Promise<Envelope<ImportCheckSummary>> => {
        const { userId } = accessOf(request);
        const { fileName, bytes } = await readUpload(request);
        return ok(await pipeline.start(declaration, userId, fileName, bytes));
      });
    }

    app.get(`${base}/runs/:checkId`, { schema: { params: RunParams }, config: { permission } }, async (request): Promise<Envelope<ImportCheckSummary>> => {
      return ok(await pipeline.summary(request.params.checkId, accessOf(request).userId));
    });

    app.get(`${base}/runs/:checkId/errors`, { schema: { params: RunParams }, config: { permission } }, async (request, reply) => {
      const { stream, fileName } = await pipeline.errorFile(request.params.checkId, accessOf(request).userId);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachmentOf('import-errors.xlsx', fileName))
        .header('cache-control', 'private, no-store')
        .send(stream);
    });

    app.post(`${base}/runs/:checkId/commit`, { schema: { params: RunParams }, config: { permission } }, async (request): Promise<Envelope<ImportCheckSummary>> => {
      const summary = await pipeline.commit(request.params.checkId, accessOf(request).userId);
      return ok(summary, summary.status === 'committed' ? (summary.message ?? undefined) : undefined);
    });
  };
}
