/**
 * The administration of templates: print templates and contract templates (list engine lists and
 * deletes, saves with their checks, uploads of the .docx), contract samples (page, save, delete,
 * upload) and the contract template list the contract screens ask for. See routes.ts for the paths.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { ContractSample, ContractTemplate, Envelope, FileInfo, PageData, SavedTemplate } from '../../contract.js';
import type { UserAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { sniffFileType, SNIFF_WINDOW } from '../../core/file-type.js';
import { containsPattern } from '../../core/list/filters.js';
import type { ListResource } from '../../core/list/query.js';
import { registerListRoutes, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import { sysFile } from '../../db/tables/files.js';
import { conTemplate, conTemplateSample, sysPrintTemplate } from '../../db/tables/print-templates.js';
import { FILE_MESSAGES } from '../files/routes.js';
import { extensionOf } from '../files/names.js';
import { PRINT_PERMISSIONS, TEMPLATE_FILE_BIZ, type PrintContext } from './context.js';
import { checkTemplate } from './docx.js';
import { PRINT_MESSAGES } from './messages.js';
import { BIZ_ID_PATTERN, normaliseBizId } from './params.js';
import { readFileBytes, saveFile } from './stored-files.js';

export const PRINT_TEMPLATE_BASE = '/system/print/template';
export const CONTRACT_TEMPLATE_BASE = '/purchase/api/v1/con-template';
export const CONTRACT_SAMPLE_BASE = `${CONTRACT_TEMPLATE_BASE}/sample`;
/** The sample picker's page size (spec 01 §9: plain tables 10). */
export const SAMPLE_PAGE_SIZE = 10;

const auditFields = (table: typeof sysPrintTemplate | typeof conTemplate) => ({
  createdTime: { column: table.createdTime, type: 'datetime' as const, sortable: true, notNull: true, title: '创建时间' },
  updatedTime: { column: table.updatedTime, type: 'datetime' as const, sortable: true, notNull: true, title: '更新时间' },
  version: { column: table.version, type: 'integer' as const, filterable: false, title: '版本', exported: false },
});

export const printTemplateResource: ListResource = {
  label: '打印模板',
  table: sysPrintTemplate,
  id: sysPrintTemplate.id,
  version: sysPrintTemplate.version,
  fields: {
    id: { column: sysPrintTemplate.id, type: 'integer', sortable: true, selective: true, notNull: true, title: 'ID', exported: false },
    name: { column: sysPrintTemplate.name, type: 'text', sortable: true, notNull: true, title: '模板名称' },
    code: { column: sysPrintTemplate.code, type: 'text', sortable: true, selective: true, notNull: true, title: '模板编码' },
    type: { column: sysPrintTemplate.type, type: 'text', sortable: true, notNull: true, title: '模板类型' },
    bizType: { column: sysPrintTemplate.bizType, type: 'text', notNull: true, title: '业务类型' },
    fileId: { column: sysPrintTemplate.fileId, type: 'integer', title: '模板文件' },
    enabled: { column: sysPrintTemplate.enabled, type: 'integer', notNull: true, title: '是否启用' },
    sortNumber: { column: sysPrintTemplate.sortNumber, type: 'integer', sortable: true, notNull: true, title: '排序' },
    remark: { column: sysPrintTemplate.remark, type: 'text', title: '备注' },
    ...auditFields(sysPrintTemplate),
  },
  defaultSort: [
    { field: 'sortNumber', order: 'asc' },
    { field: 'id', order: 'asc' },
  ],
  defaultPageSize: 10,
};

export const contractTemplateResource: ListResource = {
  label: '合同模板',
  table: conTemplate,
  id: conTemplate.id,
  version: conTemplate.version,
  fields: {
    id: { column: conTemplate.id, type: 'integer', sortable: true, selective: true, notNull: true, title: 'ID', exported: false },
    name: { column: conTemplate.name, type: 'text', sortable: true, notNull: true, title: '模板名称' },
    code: { column: conTemplate.code, type: 'text', sortable: true, selective: true, notNull: true, title: '模板编码' },
    templateType: { column: conTemplate.templateType, type: 'text', sortable: true, notNull: true, title: '合同类别', dictCode: 'contractCategory' },
    fileId: { column: conTemplate.fileId, type: 'integer', title: '模板文件' },
    enabled: { column: conTemplate.enabled, type: 'integer', notNull: true, title: '是否启用' },
    sortNumber: { column: conTemplate.sortNumber, type: 'integer', sortable: true, notNull: true, title: '排序' },
    remark: { column: conTemplate.remark, type: 'text', title: '备注' },
    ...auditFields(conTemplate),
  },
  defaultSort: [
    { field: 'sortNumber', order: 'asc' },
    { field: 'id', order: 'asc' },
  ],
  defaultPageSize: 10,
};

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const OptionalId = Type.Optional(Type.Union([Id, Type.Null()]));
const Name = Type.String({ minLength: 1, maxLength: 100 });
const TemplateCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const Kind = Type.String({ minLength: 1, maxLength: 40 });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const SortNumber = Type.Integer({ minimum: 0, maximum: 999_999 });
const Remark = Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()]));

const PrintTemplateSave = Type.Object(
  {
    id: OptionalId,
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    name: Name,
    code: TemplateCode,
    type: Kind,
    bizType: Kind,
    fileId: OptionalId,
    enabled: Type.Optional(Flag),
    sortNumber: Type.Optional(SortNumber),
    remark: Remark,
  },
  { additionalProperties: false },
);

const ContractTemplateSave = Type.Object(
  {
    id: OptionalId,
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    name: Name,
    code: TemplateCode,
    templateType: Kind,
    fileId: OptionalId,
    enabled: Type.Optional(Flag),
    sortNumber: Type.Optional(SortNumber),
    remark: Remark,
  },
  { additionalProperties: false },
);

const SampleSave = Type.Object(
  {
    id: OptionalId,
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    conTemplateId: Id,
    conSampleName: Name,
    fileId: Id,
    enabled: Type.Optional(Flag),
    remark: Remark,
  },
  { additionalProperties: false },
);

const SamplePage = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    conTemplateId: Type.Optional(Id),
    templateType: Type.Optional(Kind),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    enabled: Type.Optional(Flag),
  },
  { additionalProperties: false },
);

const TemplateListQuery = Type.Object(
  {
    bizId: Type.Optional(Type.Union([Id, Type.String({ pattern: BIZ_ID_PATTERN })])),
    templateType: Type.Optional(Kind),
    useSample: Type.Optional(Type.Union([Flag, Type.Boolean()])),
  },
  { additionalProperties: false },
);

const IdsQuery = Type.Object({ ids: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9,]{1,20000}$' }), Type.Array(Type.String({ pattern: '^[0-9]{1,15}$' }), { maxItems: 1000 })])) });
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

function isBlank(id: number | null | undefined): id is null | undefined {
  return id === undefined || id === null;
}

export function registerTemplateAdmin(app: FastifyInstance, context: PrintContext): void {
  const { db, storage, prefix, resolvers } = context;
  const P = PRINT_PERMISSIONS;

  /** The file must exist and be a .docx template whose placeholders parse. */
  async function checkTemplateFile(fileId: number): Promise<void> {
    const stored = await readFileBytes(db, storage, fileId);
    if (!stored) throw new ApiError(404, FILE_MESSAGES.notFound);
    checkTemplate(stored.bytes);
  }

  async function fileExists(fileId: number): Promise<void> {
    const [file] = await db.select({ id: sysFile.id }).from(sysFile).where(eq(sysFile.id, fileId));
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

  /** Stores an uploaded .docx template (checked) as a template file. */
  async function uploadTemplate(request: FastifyRequest, bizType: string): Promise<Envelope<FileInfo>> {
    const { file, bytes } = await readUpload(request);
    const sniffed = sniffFileType(bytes.subarray(0, SNIFF_WINDOW), bytes.length > SNIFF_WINDOW ? bytes.subarray(bytes.length - SNIFF_WINDOW) : undefined);
    if (extensionOf(file.filename) !== 'docx' || sniffed.ext !== 'docx') throw new ApiError(422, PRINT_MESSAGES.templateNotDocx);
    checkTemplate(bytes);
    const info = await saveFile(db, storage, prefix, accessOf(request), bytes, {
      originalName: file.filename,
      bizType,
      bizKey: fieldOf(file, 'bizKey') ?? fieldOf(file, 'templateId'),
      module: 'template',
    });
    return ok(info, PRINT_MESSAGES.uploaded);
  }

  // ---- print templates ----------------------------------------------------------------------------
  registerListRoutes(app, PRINT_TEMPLATE_BASE, {
    db,
    resource: printTemplateResource,
    permissions: { read: P.printTemplate, remove: P.printTemplateDelete },
  });

  app.post(`${PRINT_TEMPLATE_BASE}/upload`, { schema: { querystring: NoQuery }, config: { permission: P.printTemplate } }, async (request) => {
    requireOne(accessOf(request), [P.printTemplateAdd, P.printTemplateEdit]);
    return uploadTemplate(request, TEMPLATE_FILE_BIZ.print);
  });

  app.post(`${PRINT_TEMPLATE_BASE}/save`, { schema: { body: PrintTemplateSave }, config: { permission: P.printTemplate } }, async (request): Promise<Envelope<SavedTemplate>> => {
    const access = accessOf(request);
    const body = request.body as Static<typeof PrintTemplateSave>;
    const isCreate = isBlank(body.id);
    requireOne(access, [isCreate ? P.printTemplateAdd : P.printTemplateEdit]);
    if (!resolvers.has(body.bizType)) throw new ApiError(400, PRINT_MESSAGES.unknownBizType(body.bizType));
    if (!isBlank(body.fileId)) await checkTemplateFile(body.fileId);
    const values = {
      name: body.name.trim(),
      code: body.code,
      type: body.type.trim(),
      bizType: body.bizType,
      fileId: body.fileId ?? null,
      enabled: body.enabled ?? 1,
      sortNumber: body.sortNumber ?? 0,
      remark: body.remark?.trim() || null,
      updatedBy: String(access.userId),
      updatedTime: new Date(),
    };
    try {
      if (isBlank(body.id)) {
        const [created] = await db
          .insert(sysPrintTemplate)
          .values({ ...values, createdBy: String(access.userId) })
          .returning({ id: sysPrintTemplate.id, version: sysPrintTemplate.version });
        if (!created) throw new Error('the template row was not written');
        return ok(created, SAVE_MESSAGES.created);
      }
      if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
      const [updated] = await db
        .update(sysPrintTemplate)
        .set({ ...values, version: sql`${sysPrintTemplate.version} + 1` })
        .where(and(eq(sysPrintTemplate.id, body.id), eq(sysPrintTemplate.version, body.version)))
        .returning({ id: sysPrintTemplate.id, version: sysPrintTemplate.version });
      if (updated) return ok(updated, SAVE_MESSAGES.updated);
      const [exists] = await db.select({ id: sysPrintTemplate.id }).from(sysPrintTemplate).where(eq(sysPrintTemplate.id, body.id));
      if (!exists) throw new ApiError(404, PRINT_MESSAGES.printTemplateNotFound);
      throw versionConflict();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(422, PRINT_MESSAGES.codeTaken(body.code));
      throw error;
    }
  });

  // ---- contract templates -------------------------------------------------------------------------
  registerListRoutes(app, CONTRACT_TEMPLATE_BASE, {
    db,
    resource: contractTemplateResource,
    permissions: { read: P.contractTemplate, remove: P.contractTemplateDelete },
  });

  app.post(`${CONTRACT_TEMPLATE_BASE}/upload`, { schema: { querystring: NoQuery }, config: { permission: P.contractTemplate } }, async (request) => {
    requireOne(accessOf(request), [P.contractTemplateAdd, P.contractTemplateEdit]);
    return uploadTemplate(request, TEMPLATE_FILE_BIZ.contract);
  });

  app.post(`${CONTRACT_TEMPLATE_BASE}/save`, { schema: { body: ContractTemplateSave }, config: { permission: P.contractTemplate } }, async (request): Promise<Envelope<SavedTemplate>> => {
    const access = accessOf(request);
    const body = request.body as Static<typeof ContractTemplateSave>;
    requireOne(access, [isBlank(body.id) ? P.contractTemplateAdd : P.contractTemplateEdit]);
    if (!isBlank(body.fileId)) await checkTemplateFile(body.fileId);
    const values = {
      name: body.name.trim(),
      code: body.code,
      templateType: body.templateType.trim(),
      fileId: body.fileId ?? null,
      enabled: body.enabled ?? 1,
      sortNumber: body.sortNumber ?? 0,
      remark: body.remark?.trim() || null,
      updatedBy: String(access.userId),
      updatedTime: new Date(),
    };
    try {
      if (isBlank(body.id)) {
        const [created] = await db
          .insert(conTemplate)
          .values({ ...values, createdBy: String(access.userId) })
          .returning({ id: conTemplate.id, version: conTemplate.version });
        if (!created) throw new Error('the template row was not written');
        return ok(created, SAVE_MESSAGES.created);
      }
      if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
      const [updated] = await db
        .update(conTemplate)
        .set({ ...values, version: sql`${conTemplate.version} + 1` })
        .where(and(eq(conTemplate.id, body.id), eq(conTemplate.version, body.version)))
        .returning({ id: conTemplate.id, version: conTemplate.version });
      if (updated) return ok(updated, SAVE_MESSAGES.updated);
      const [exists] = await db.select({ id: conTemplate.id }).from(conTemplate).where(eq(conTemplate.id, body.id));
      if (!exists) throw new ApiError(404, PRINT_MESSAGES.contractTemplateNotFound);
      throw versionConflict();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(422, PRINT_MESSAGES.codeTaken(body.code));
      throw error;
    }
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

  /** The category to list templates for: as given, else the contract's (read with the caller's scope). */
  async function templateTypeFor(access: UserAccess, query: Static<typeof TemplateListQuery>): Promise<string | null> {
    if (query.templateType) return query.templateType;
    const bizId = normaliseBizId(query.bizId);
    if (bizId === undefined) return null;
    const contract = resolvers.get('contract');
    if (!contract?.templateTypeOf) return null;
    return contract.templateTypeOf({ db, access, bizId, frontParams: {} });
  }

  app.get(
    `${CONTRACT_TEMPLATE_BASE}/getTemplateList`,
    { schema: { querystring: TemplateListQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<ContractTemplate[] | ContractSample[]>> => {
      const query = request.query as Static<typeof TemplateListQuery>;
      const templateType = await templateTypeFor(accessOf(request), query);
      const conditions: SQL[] = [eq(conTemplate.enabled, 1)];
      if (templateType) conditions.push(eq(conTemplate.templateType, templateType));
      if (query.useSample === 1 || query.useSample === true) {
        const samples = await db
          .select(sampleColumns)
          .from(conTemplateSample)
          .innerJoin(conTemplate, eq(conTemplate.id, conTemplateSample.templateId))
          .innerJoin(sysFile, eq(sysFile.id, conTemplateSample.fileId))
          .where(and(...conditions, eq(conTemplateSample.enabled, 1)))
          .orderBy(asc(conTemplate.sortNumber), asc(conTemplate.id), asc(conTemplateSample.id));
        return ok(samples.map(toSample));
      }
      const templates = await db
        .select(contractTemplateColumns)
        .from(conTemplate)
        .leftJoin(sysFile, eq(sysFile.id, conTemplate.fileId))
        .where(and(...conditions))
        .orderBy(asc(conTemplate.sortNumber), asc(conTemplate.id));
      if (templates.length === 0) throw new ApiError(404, PRINT_MESSAGES.contractTemplateNotFound);
      return ok(templates);
    },
  );

  // ---- contract samples ---------------------------------------------------------------------------
  const samplePage = async (input: Static<typeof SamplePage>): Promise<Envelope<PageData<ContractSample>>> => {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? SAMPLE_PAGE_SIZE;
    const conditions: (SQL | undefined)[] = [eq(conTemplateSample.enabled, input.enabled ?? 1), eq(conTemplate.enabled, 1)];
    if (input.conTemplateId !== undefined) conditions.push(eq(conTemplateSample.templateId, input.conTemplateId));
    if (input.templateType) conditions.push(eq(conTemplate.templateType, input.templateType));
    const name = input.name?.trim();
    if (name) conditions.push(or(ilike(conTemplate.name, containsPattern(name)), ilike(conTemplateSample.sampleName, containsPattern(name))));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select(sampleColumns)
        .from(conTemplateSample)
        .innerJoin(conTemplate, eq(conTemplate.id, conTemplateSample.templateId))
        .innerJoin(sysFile, eq(sysFile.id, conTemplateSample.fileId))
        .where(where)
        .orderBy(asc(conTemplate.sortNumber), asc(conTemplate.id), asc(conTemplateSample.id))
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
  app.get(`${CONTRACT_SAMPLE_BASE}/page`, { schema: { querystring: SamplePage }, config: { permission: SIGNED_IN } }, (request) =>
    samplePage(request.query as Static<typeof SamplePage>),
  );
  app.post(`${CONTRACT_SAMPLE_BASE}/page`, { schema: { body: SamplePage }, config: { permission: SIGNED_IN } }, (request) =>
    samplePage(request.body as Static<typeof SamplePage>),
  );

  app.post(`${CONTRACT_SAMPLE_BASE}/upload`, { schema: { querystring: NoQuery }, config: { permission: P.contractTemplate } }, async (request) => {
    const access = accessOf(request);
    requireOne(access, [P.contractTemplateAdd, P.contractTemplateEdit]);
    const { file, bytes } = await readUpload(request);
    const info = await saveFile(db, storage, prefix, access, bytes, {
      originalName: file.filename,
      bizType: TEMPLATE_FILE_BIZ.sample,
      bizKey: fieldOf(file, 'bizKey') ?? fieldOf(file, 'conTemplateId'),
      module: 'template',
    });
    return ok(info, PRINT_MESSAGES.uploaded);
  });

  app.post(`${CONTRACT_SAMPLE_BASE}/save`, { schema: { body: SampleSave }, config: { permission: P.contractTemplate } }, async (request): Promise<Envelope<SavedTemplate>> => {
    const access = accessOf(request);
    const body = request.body as Static<typeof SampleSave>;
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
      updatedBy: String(access.userId),
      updatedTime: new Date(),
    };
    try {
      if (isBlank(body.id)) {
        const [created] = await db
          .insert(conTemplateSample)
          .values({ ...values, createdBy: String(access.userId) })
          .returning({ id: conTemplateSample.id, version: conTemplateSample.version });
        if (!created) throw new Error('the sample row was not written');
        return ok(created, SAVE_MESSAGES.created);
      }
      if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
      const [updated] = await db
        .update(conTemplateSample)
        .set({ ...values, version: sql`${conTemplateSample.version} + 1` })
        .where(and(eq(conTemplateSample.id, body.id), eq(conTemplateSample.version, body.version)))
        .returning({ id: conTemplateSample.id, version: conTemplateSample.version });
      if (updated) return ok(updated, SAVE_MESSAGES.updated);
      const [exists] = await db.select({ id: conTemplateSample.id }).from(conTemplateSample).where(eq(conTemplateSample.id, body.id));
      if (!exists) throw new ApiError(404, PRINT_MESSAGES.sampleNotFound);
      throw versionConflict();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(422, PRINT_MESSAGES.sampleNameTaken(values.sampleName));
      throw error;
    }
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
