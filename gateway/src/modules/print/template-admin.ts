/**
 * The administration of templates: print templates and contract templates (list engine lists and
 * deletes, saves with their checks, uploads of the .docx), contract samples (page, save, delete,
 * upload) and the contract template list the contract screens ask for. See routes.ts for the paths.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Type, type Static, type TSchema } from 'typebox';
import type { ContractSample, ContractTemplate, ContractTemplateOaItem, Envelope, FileInfo, PageData, SavedTemplate } from '../../api/index.js';
import {
  ContractSamplePageQuerySchema,
  ContractSampleSaveBodySchema,
  ContractTemplateListQuerySchema,
  ContractTemplateSaveBodySchema,
  PrintTemplateSaveBodySchema,
  type ContractSamplePageQuery,
  type ContractSampleSaveBody,
  type ContractTemplateListQuery,
  type ContractTemplateSaveBody,
  type PrintTemplateSaveBody,
} from '../../api/print.js';
import type { UserAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { sniffFileType, SNIFF_WINDOW } from '../../core/file-type.js';
import { containsPattern } from '../../core/list/filters.js';
import type { ListField, ListResource } from '../../core/list/query.js';
import { registerListRoutes, SAVE_MESSAGES } from '../../core/list/routes.js';
import { fileAccessOf, registerFileAccess, type FileAccessRule } from '../../core/file-access.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import { sysFile } from '../../db/tables/files.js';
import { conTemplate, conTemplateSample, sysPrintTemplate } from '../../db/tables/print-templates.js';
import { FILE_MESSAGES } from '../files/routes.js';
import { extensionOf } from '../files/names.js';
import { PRINT_PERMISSIONS, TEMPLATE_FILE_BIZ, type PrintContext } from './context.js';
import { checkTemplate } from './docx.js';
import { PRINT_MESSAGES } from './messages.js';
import { normaliseBizId } from './params.js';
import { readFileBytes, saveFile } from './stored-files.js';
import { Id, IdsQuery, PageNumber, PageSize } from '../../core/schemas.js';

export const PRINT_TEMPLATE_BASE = '/system/print/template';
export const CONTRACT_TEMPLATE_BASE = '/purchase/api/v1/con-template';
export const CONTRACT_SAMPLE_BASE = `${CONTRACT_TEMPLATE_BASE}/sample`;
/** The sample picker's page size (spec 01 §9: plain tables 10). */
export const SAMPLE_PAGE_SIZE = 10;

type TemplateTable = typeof sysPrintTemplate | typeof conTemplate;

/**
 * The list engine's resource of a template kind: the fields print and contract templates share, with
 * the kind's own fields (`kind`) after the code, sorted by sort number then id, 10 a page.
 */
function templateResource(label: string, table: TemplateTable, kind: Record<string, ListField>): ListResource {
  return {
    label,
    table,
    id: table.id,
    version: table.version,
    fields: {
      id: { column: table.id, type: 'integer', sortable: true, selective: true, notNull: true, title: 'ID', exported: false },
      name: { column: table.name, type: 'text', sortable: true, notNull: true, title: '模板名称' },
      code: { column: table.code, type: 'text', sortable: true, selective: true, notNull: true, title: '模板编码' },
      ...kind,
      fileId: { column: table.fileId, type: 'text', title: '模板文件', exported: false },
      enabled: { column: table.enabled, type: 'integer', notNull: true, title: '是否启用' },
      sortNumber: { column: table.sortNumber, type: 'integer', sortable: true, notNull: true, title: '排序' },
      remark: { column: table.remark, type: 'text', title: '备注' },
      createdTime: { column: table.createdTime, type: 'datetime', sortable: true, notNull: true, title: '创建时间' },
      updatedTime: { column: table.updatedTime, type: 'datetime', sortable: true, notNull: true, title: '更新时间' },
      version: { column: table.version, type: 'integer', filterable: false, title: '版本', exported: false },
    },
    defaultSort: [
      { field: 'sortNumber', order: 'asc' },
      { field: 'id', order: 'asc' },
    ],
    defaultPageSize: 10,
  };
}

export const printTemplateResource = templateResource('打印模板', sysPrintTemplate, {
  type: { column: sysPrintTemplate.type, type: 'text', sortable: true, notNull: true, title: '模板类型' },
  bizType: { column: sysPrintTemplate.bizType, type: 'text', notNull: true, title: '业务类型' },
});

export const contractTemplateResource = templateResource('合同模板', conTemplate, {
  templateType: { column: conTemplate.templateType, type: 'text', sortable: true, notNull: true, title: '合同类别', dictCode: 'contractCategory' },
});

const Kind = Type.String({ minLength: 1, maxLength: 40 });

/** What the save of either kind reads from its body: the fields both kinds share. */
type TemplateSaveBody = Omit<PrintTemplateSaveBody, 'type' | 'bizType'>;

const OaPage = Type.Object(
  {
    page: Type.Optional(PageNumber(100_000)),
    pageSize: Type.Optional(PageSize(100)),
    templateType: Type.Optional(Kind),
    name: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

const IdsBody = Type.Union([Type.Array(Id, { maxItems: 1000 }), Type.Object({ ids: Type.Array(Id, { maxItems: 1000 }) }), Type.Null()]);
const NoQuery = Type.Object({});

function idsOf(query: Static<typeof IdsQuery>, body: unknown): number[] {
  const fromBody = Array.isArray(body) ? body : body && typeof body === 'object' && 'ids' in body ? (body as { ids: number[] }).ids : [];
  const fromQuery = query.ids === undefined ? [] : (Array.isArray(query.ids) ? query.ids : [query.ids]).flatMap((item) => item.split(','));
  return [...new Set([...fromQuery.filter((item) => item !== '').map(Number), ...fromBody.map(Number)])];
}

/** A unique constraint refused the write (pg and PGlite both report SQLSTATE 23505, maybe as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function requireOne(access: UserAccess, codes: readonly string[]): void {
  if (!codes.some((code) => hasPermission(access, code))) throw permissionDenied();
}

function isBlank<T extends number | string>(id: T | null | undefined): id is null | undefined {
  return id === undefined || id === null;
}

/** The menu and button codes of one administration screen. */
interface AdminPermissions {
  read: string;
  add: string;
  edit: string;
  remove: string;
}

const P = PRINT_PERMISSIONS;
const PRINT_TEMPLATE_PERMISSIONS: AdminPermissions = { read: P.printTemplate, add: P.printTemplateAdd, edit: P.printTemplateEdit, remove: P.printTemplateDelete };
const CONTRACT_TEMPLATE_PERMISSIONS: AdminPermissions = {
  read: P.contractTemplate,
  add: P.contractTemplateAdd,
  edit: P.contractTemplateEdit,
  remove: P.contractTemplateDelete,
};

/** A table saved with an optimistic lock: its id and version columns. */
interface VersionedTable {
  table: PgTable;
  id: AnyPgColumn;
  version: AnyPgColumn;
}

/** How an upload is stored: its sys_file binding and whether it must be a .docx template. */
interface UploadKind {
  bizType: string;
  /** The form field that names the record when `bizKey` is absent. */
  keyField: string;
  template: boolean;
}

/** One kind of template (print or contract): its paths, list, save and upload. */
interface TemplateKind<Body extends TemplateSaveBody> {
  base: string;
  resource: ListResource;
  table: TemplateTable;
  permissions: AdminPermissions;
  /** The sys_file bizType of its uploaded .docx files. */
  fileBiz: string;
  body: TSchema;
  notFound: string;
  /** The columns of this kind only, from the body; throws when the body does not fit. */
  kindValues(body: Body): Record<string, unknown>;
}

/**
 * The file access rules of template files (core/file-access.ts), judged by type alone: contract
 * templates and samples are read by every signed-in user (the contract screens offer them to anyone who
 * may print or pick a sample, as their lists are open); print template files by the print template
 * screen's users. Writing them takes the screen's add or edit button, as their upload call does.
 */
export function registerTemplateFileAccess(app: FastifyInstance): void {
  const shared = (read: string | null, write: readonly string[]): FileAccessRule => ({
    kind: 'shared',
    may: (access, mode) => (mode === 'read' ? read === null || hasPermission(access, read) : write.some((code) => hasPermission(access, code))),
  });
  const P = PRINT_PERMISSIONS;
  registerFileAccess(app, TEMPLATE_FILE_BIZ.print, shared(P.printTemplate, [P.printTemplateAdd, P.printTemplateEdit]));
  registerFileAccess(app, TEMPLATE_FILE_BIZ.contract, shared(null, [P.contractTemplateAdd, P.contractTemplateEdit]));
  registerFileAccess(app, TEMPLATE_FILE_BIZ.sample, shared(null, [P.contractTemplateAdd, P.contractTemplateEdit]));
}

export function registerTemplateAdmin(app: FastifyInstance, context: PrintContext): void {
  const { db, storage, prefix, resolvers } = context;

  /** The file must exist and be a .docx template whose placeholders parse. */
  async function checkTemplateFile(fileId: string): Promise<void> {
    const stored = await readFileBytes(db, storage, fileId);
    if (!stored) throw new ApiError(404, FILE_MESSAGES.notFound);
    await checkTemplate(stored.bytes);
  }

  async function fileExists(fileId: string): Promise<void> {
    const [file] = await db.select({ id: sysFile.id }).from(sysFile).where(eq(sysFile.fileKey, fileId));
    if (!file) throw new ApiError(404, FILE_MESSAGES.notFound);
  }

  /** The one file of a multipart request, as bytes (413 over 10 MB, 400 when absent). */
  async function readUpload(request: FastifyRequest): Promise<{ file: MultipartFile; bytes: Buffer }> {
    if (!request.isMultipart()) throw new ApiError(400, FILE_MESSAGES.empty);
    try {
      const file = await request.file();
      if (!file) throw new ApiError(400, FILE_MESSAGES.empty);
      const bytes = await file.toBuffer();
      if (bytes.length === 0) throw new ApiError(400, FILE_MESSAGES.empty);
      return { file, bytes };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, FILE_MESSAGES.tooLarge);
      if (typeof code === 'string' && code.startsWith('FST_')) throw new ApiError(400, FILE_MESSAGES.empty);
      throw error;
    }
  }

  function fieldOf(file: MultipartFile, name: string): string | null {
    const field = file.fields[name];
    const part = Array.isArray(field) ? field[0] : field;
    const value = part && part.type === 'field' && typeof part.value === 'string' ? part.value.trim() : '';
    return value === '' ? null : value.slice(0, 128);
  }

  /**
   * POST `base/upload`: stores the uploaded file as a template file of `kind` (a template must be a
   * .docx whose placeholders parse). Needs `permissions.add` or `permissions.edit`.
   */
  function registerUpload(base: string, permissions: AdminPermissions, kind: UploadKind): void {
    app.post(`${base}/upload`, { schema: { querystring: NoQuery }, config: { permission: permissions.read } }, async (request): Promise<Envelope<FileInfo>> => {
      const access = accessOf(request);
      requireOne(access, [permissions.add, permissions.edit]);
      const { file, bytes } = await readUpload(request);
      if (kind.template) {
        const sniffed = sniffFileType(bytes.subarray(0, SNIFF_WINDOW), bytes.length > SNIFF_WINDOW ? bytes.subarray(bytes.length - SNIFF_WINDOW) : undefined);
        if (extensionOf(file.filename) !== 'docx' || sniffed.ext !== 'docx') throw new ApiError(422, PRINT_MESSAGES.templateNotDocx);
        await checkTemplate(bytes);
      }
      const bizKey = fieldOf(file, 'bizKey') ?? fieldOf(file, kind.keyField);
      await fileAccessOf(app).assert(access, 'write', { bizType: kind.bizType, bizKey });
      const info = await saveFile(db, storage, prefix, access, bytes, {
        originalName: file.filename,
        bizType: kind.bizType,
        bizKey,
        module: 'template',
      });
      return ok(info, PRINT_MESSAGES.uploaded);
    });
  }

  /**
   * Inserts (no id) or updates (id and version; a stale version is 409, a missing row 404 with
   * `messages.notFound`) a row of `target`, with the caller as author; a unique constraint refusing
   * the write is a 422 with `messages.taken`.
   */
  async function saveVersioned(
    target: VersionedTable,
    body: { id?: number | null | undefined; version?: number | undefined },
    values: Record<string, unknown>,
    access: UserAccess,
    messages: { notFound: string; taken: string },
  ): Promise<Envelope<SavedTemplate>> {
    const written = { ...values, updatedBy: String(access.userId), updatedTime: new Date() };
    const saved = { id: target.id, version: target.version };
    try {
      if (isBlank(body.id)) {
        const [created] = await db
          .insert(target.table)
          .values({ ...written, createdBy: String(access.userId) })
          .returning(saved);
        if (!created) throw new Error('the row was not written');
        return ok(created as SavedTemplate, SAVE_MESSAGES.created);
      }
      if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
      const [updated] = await db
        .update(target.table)
        .set({ ...written, version: sql`${target.version} + 1` })
        .where(and(eq(target.id, body.id), eq(target.version, body.version)))
        .returning(saved);
      if (updated) return ok(updated as SavedTemplate, SAVE_MESSAGES.updated);
      const [exists] = await db.select({ id: target.id }).from(target.table).where(eq(target.id, body.id));
      if (!exists) throw new ApiError(404, messages.notFound);
      throw versionConflict();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(422, messages.taken);
      throw error;
    }
  }

  /** The list engine's routes, upload and save of one template kind, under `kind.base`. */
  function registerTemplateKind<Body extends TemplateSaveBody>(kind: TemplateKind<Body>): void {
    const { base, permissions } = kind;
    registerListRoutes(app, base, { db, resource: kind.resource, permissions: { read: permissions.read, remove: permissions.remove } });
    registerUpload(base, permissions, { bizType: kind.fileBiz, keyField: 'templateId', template: true });
    const target = { table: kind.table, id: kind.table.id, version: kind.table.version };
    app.post(`${base}/save`, { schema: { body: kind.body }, config: { permission: permissions.read } }, async (request): Promise<Envelope<SavedTemplate>> => {
      const access = accessOf(request);
      const body = request.body as Body;
      requireOne(access, [isBlank(body.id) ? permissions.add : permissions.edit]);
      const own = kind.kindValues(body);
      if (!isBlank(body.fileId)) await checkTemplateFile(body.fileId);
      const values = {
        name: body.name.trim(),
        code: body.code,
        ...own,
        fileId: body.fileId ?? null,
        enabled: body.enabled ?? 1,
        sortNumber: body.sortNumber ?? 0,
        remark: body.remark?.trim() || null,
      };
      return saveVersioned(target, body, values, access, { notFound: kind.notFound, taken: PRINT_MESSAGES.codeTaken(body.code) });
    });
  }

  // ---- print templates ----------------------------------------------------------------------------
  registerTemplateKind<PrintTemplateSaveBody>({
    base: PRINT_TEMPLATE_BASE,
    resource: printTemplateResource,
    table: sysPrintTemplate,
    permissions: PRINT_TEMPLATE_PERMISSIONS,
    fileBiz: TEMPLATE_FILE_BIZ.print,
    body: PrintTemplateSaveBodySchema,
    notFound: PRINT_MESSAGES.printTemplateNotFound,
    kindValues(body) {
      if (!resolvers.has(body.bizType)) throw new ApiError(400, PRINT_MESSAGES.unknownBizType(body.bizType));
      return { type: body.type.trim(), bizType: body.bizType };
    },
  });

  // ---- contract templates -------------------------------------------------------------------------
  registerTemplateKind<ContractTemplateSaveBody>({
    base: CONTRACT_TEMPLATE_BASE,
    resource: contractTemplateResource,
    table: conTemplate,
    permissions: CONTRACT_TEMPLATE_PERMISSIONS,
    fileBiz: TEMPLATE_FILE_BIZ.contract,
    body: ContractTemplateSaveBodySchema,
    notFound: PRINT_MESSAGES.contractTemplateNotFound,
    kindValues: (body) => ({ templateType: body.templateType.trim() }),
  });

  const contractTemplateColumns = {
    id: conTemplate.id,
    name: conTemplate.name,
    code: conTemplate.code,
    templateType: conTemplate.templateType,
    fileId: conTemplate.fileId,
    fileName: sysFile.originalName,
    enabled: conTemplate.enabled,
    sortNumber: conTemplate.sortNumber,
    remark: conTemplate.remark,
    version: conTemplate.version,
  };

  const sampleColumns = {
    conSampleId: conTemplateSample.id,
    conTemplateId: conTemplateSample.templateId,
    conTemplateName: conTemplate.name,
    conSampleName: conTemplateSample.sampleName,
    fileId: conTemplateSample.fileId,
    fileName: sysFile.originalName,
    enabled: conTemplateSample.enabled,
    version: conTemplateSample.version,
  };

  type SampleRow = Omit<ContractSample, 'filePath'>;
  const toSample = (row: SampleRow): ContractSample => ({ ...row, filePath: `${prefix}/system/file/${row.fileId}` });

  /** The samples meeting `where` with their template and file, by template order then sample id. */
  const selectSamples = (where: SQL | undefined) =>
    db
      .select(sampleColumns)
      .from(conTemplateSample)
      .innerJoin(conTemplate, eq(conTemplate.id, conTemplateSample.templateId))
      .innerJoin(sysFile, eq(sysFile.fileKey, conTemplateSample.fileId))
      .where(where)
      .orderBy(asc(conTemplate.sortNumber), asc(conTemplate.id), asc(conTemplateSample.id));

  /** The category to list templates for: as given, else the contract's (read with the caller's scope). */
  async function templateTypeFor(access: UserAccess, query: ContractTemplateListQuery): Promise<string | null> {
    if (query.templateType) return query.templateType;
    const bizId = normaliseBizId(query.bizId);
    if (bizId === undefined) return null;
    const contract = resolvers.get('contract');
    if (!contract?.templateTypeOf) return null;
    return contract.templateTypeOf({ db, access, bizId, frontParams: {} });
  }

  app.get(
    `${CONTRACT_TEMPLATE_BASE}/getTemplateList`,
    { schema: { querystring: ContractTemplateListQuerySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<ContractTemplate[] | ContractSample[]>> => {
      const query = request.query as ContractTemplateListQuery;
      const templateType = await templateTypeFor(accessOf(request), query);
      const conditions: SQL[] = [eq(conTemplate.enabled, 1)];
      if (templateType) conditions.push(eq(conTemplate.templateType, templateType));
      if (query.useSample === 1 || query.useSample === true) {
        const samples = await selectSamples(and(...conditions, eq(conTemplateSample.enabled, 1)));
        return ok(samples.map(toSample));
      }
      const templates = await db
        .select(contractTemplateColumns)
        .from(conTemplate)
        .leftJoin(sysFile, eq(sysFile.fileKey, conTemplate.fileId))
        .where(and(...conditions))
        .orderBy(asc(conTemplate.sortNumber), asc(conTemplate.id));
      if (templates.length === 0) throw new ApiError(404, PRINT_MESSAGES.contractTemplateNotFound);
      return ok(templates);
    },
  );

  // ---- the OA page: the templates OA offers in an approval ------------------------------------------
  const oaPage = async (input: Static<typeof OaPage>): Promise<Envelope<PageData<ContractTemplateOaItem>>> => {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? SAMPLE_PAGE_SIZE;
    const conditions: SQL[] = [eq(conTemplate.enabled, 1), sql`${conTemplate.fileId} is not null`];
    if (input.templateType) conditions.push(eq(conTemplate.templateType, input.templateType));
    const name = input.name?.trim();
    if (name) conditions.push(or(ilike(conTemplate.name, containsPattern(name)), ilike(conTemplate.code, containsPattern(name))) as SQL);
    const where = and(...conditions);
    const sampleCount = sql<number>`(select count(*) from ${conTemplateSample} where ${conTemplateSample.templateId} = ${conTemplate.id} and ${conTemplateSample.enabled} = 1)`.mapWith(Number);
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...contractTemplateColumns, sampleCount })
        .from(conTemplate)
        .leftJoin(sysFile, eq(sysFile.fileKey, conTemplate.fileId))
        .where(where)
        .orderBy(asc(conTemplate.sortNumber), asc(conTemplate.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ value: count() }).from(conTemplate).where(where),
    ]);
    return ok({ result: rows, total: total?.value ?? 0, page, pageSize });
  };
  app.get(`${CONTRACT_TEMPLATE_BASE}/oa/page`, { schema: { querystring: OaPage }, config: { permission: SIGNED_IN } }, (request) =>
    oaPage(request.query as Static<typeof OaPage>),
  );
  app.post(`${CONTRACT_TEMPLATE_BASE}/oa/page`, { schema: { body: OaPage }, config: { permission: SIGNED_IN } }, (request) =>
    oaPage(request.body as Static<typeof OaPage>),
  );

  // ---- contract samples ---------------------------------------------------------------------------
  const samplePage = async (input: ContractSamplePageQuery): Promise<Envelope<PageData<ContractSample>>> => {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? SAMPLE_PAGE_SIZE;
    const conditions: (SQL | undefined)[] = [eq(conTemplateSample.enabled, input.enabled ?? 1), eq(conTemplate.enabled, 1)];
    if (input.conTemplateId !== undefined) conditions.push(eq(conTemplateSample.templateId, input.conTemplateId));
    if (input.templateType) conditions.push(eq(conTemplate.templateType, input.templateType));
    const name = input.name?.trim();
    if (name) conditions.push(or(ilike(conTemplate.name, containsPattern(name)), ilike(conTemplateSample.sampleName, containsPattern(name))));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      selectSamples(where)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ value: count() })
        .from(conTemplateSample)
        .innerJoin(conTemplate, eq(conTemplate.id, conTemplateSample.templateId))
        .where(where),
    ]);
    return ok({ result: rows.map(toSample), total: total?.value ?? 0, page, pageSize });
  };
  app.get(`${CONTRACT_SAMPLE_BASE}/page`, { schema: { querystring: ContractSamplePageQuerySchema }, config: { permission: SIGNED_IN } }, (request) =>
    samplePage(request.query as ContractSamplePageQuery),
  );
  app.post(`${CONTRACT_SAMPLE_BASE}/page`, { schema: { body: ContractSamplePageQuerySchema }, config: { permission: SIGNED_IN } }, (request) =>
    samplePage(request.body as ContractSamplePageQuery),
  );

  registerUpload(CONTRACT_SAMPLE_BASE, CONTRACT_TEMPLATE_PERMISSIONS, { bizType: TEMPLATE_FILE_BIZ.sample, keyField: 'conTemplateId', template: false });

  app.post(`${CONTRACT_SAMPLE_BASE}/save`, { schema: { body: ContractSampleSaveBodySchema }, config: { permission: P.contractTemplate } }, async (request): Promise<Envelope<SavedTemplate>> => {
    const access = accessOf(request);
    const body = request.body as ContractSampleSaveBody;
    requireOne(access, [isBlank(body.id) ? P.contractTemplateAdd : P.contractTemplateEdit]);
    const [template] = await db.select({ id: conTemplate.id }).from(conTemplate).where(eq(conTemplate.id, body.conTemplateId));
    if (!template) throw new ApiError(404, PRINT_MESSAGES.contractTemplateNotFound);
    await fileExists(body.fileId);
    const values = {
      templateId: body.conTemplateId,
      sampleName: body.conSampleName.trim(),
      fileId: body.fileId,
      enabled: body.enabled ?? 1,
      remark: body.remark?.trim() || null,
    };
    const target = { table: conTemplateSample, id: conTemplateSample.id, version: conTemplateSample.version };
    return saveVersioned(target, body, values, access, { notFound: PRINT_MESSAGES.sampleNotFound, taken: PRINT_MESSAGES.sampleNameTaken(values.sampleName) });
  });

  app.delete(
    `${CONTRACT_SAMPLE_BASE}/deleteByIds`,
    { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: P.contractTemplateDelete } },
    async (request): Promise<Envelope<{ deleted: number }>> => {
      const ids = idsOf(request.query as Static<typeof IdsQuery>, request.body);
      if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(conTemplateSample).where(inArray(conTemplateSample.id, ids)).returning({ id: conTemplateSample.id });
        // All or nothing: one missing id rolls the whole delete back.
        if (deleted.length !== ids.length) throw new ApiError(404, PRINT_MESSAGES.sampleNotFound);
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    },
  );
}
