/**
 * Printing: print and contract templates, samples and prints (modules/print).
 * What a client sends is a TypeBox schema, the one the route validates, with its Static type; what the
 * gateway answers is an interface. The app imports only types (`import type`), never the schemas.
 */
import { Type, type Static, type TProperties } from 'typebox';
import { FileKey, Id, PageNumber, PageSize, Version } from '../core/schemas.js';
import { BIZ_ID_PATTERN } from '../modules/print/params.js';

const BizId = Type.Union([Id, Type.String({ pattern: BIZ_ID_PATTERN })]);
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** A template's type, biz type or contract category. */
const Kind = Type.String({ minLength: 1, maxLength: 40 });
const OptionalId = Type.Optional(Type.Union([Id, Type.Null()]));
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Remark = Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()]));
/** Extra values of a print: a JSON object, or its JSON text. */
const FrontParams = Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.String({ maxLength: 200_000 })]));
// ---------------------------------------------------------------------------------------------------
// Printing (spec 01 §2.7, §3 "Print template" / "Contract sample", §7.3; spec 02 "Print"; modules/print/).
// Templates are .docx files with {placeholders}; a print fills one with a record's data and answers a
// PDF (or the filled .docx), inline or as a download, or stores it as a file (FileInfo). Errors:
// 400 bad input (请选择打印模板 without a template), 404 未找到打印模板 / 未找到合同模板, 403/404 for
// a record the caller may not print, 422 a template that is not a valid .docx, 503 打印服务不可用，请联系管理员
// when Chromium is missing. A blob call that fails answers the JSON envelope instead of the blob.
// ---------------------------------------------------------------------------------------------------

/** Which template table a PDF call means: print templates (default) or contract templates. */
export type PrintTemplateKind = NonNullable<PrintPdfBody['templateType']>;
/** 'pdf' (default) or 'word': the filled .docx itself. */
export type PrintOutputType = NonNullable<PrintPdfBody['printType']>;
/** 'upload' stores the result as a file and answers FileInfo; otherwise the blob is answered. */
export type PrintActionType = NonNullable<PrintPdfBody['actionType']>;
export type PrintDisposition = NonNullable<PrintPdfBody['previewOrDownLoad']>;

/** A print template (chooser and admin). */
export interface PrintTemplate {
  id: number;
  name: string;
  code: string;
  /** What it prints (contract, pick, shipping, notice …); the chooser filters on it. */
  type: string;
  /** The data resolver that fills it: contract, generic, … */
  bizType: string;
  /** The .docx, by its file's key; null for a built-in template (or after its file was deleted). */
  fileId: string | null;
  /** The .docx's original name; null without a file. */
  fileName: string | null;
  /**
   * Whether it can print: it has a stored .docx, or its code has a built-in document. The chooser's
   * list (GET /system/print/templates) answers only printable templates.
   */
  printable: boolean;
  enabled: 0 | 1;
  sortNumber: number;
  remark: string | null;
  version: number;
}

/**
 * GET /system/print/templates (any signed-in user): enabled templates, page size 10 by default (spec 02
 * §9), filtered by bizType, type and a name or code fragment (`name`); in sort order. Answers
 * PageData<PrintTemplate>.
 */
export const PrintTemplateQuerySchema = Type.Object(
  {
    page: Type.Optional(PageNumber(100_000)),
    pageSize: Type.Optional(PageSize(100)),
    bizType: Type.Optional(Text(40)),
    type: Type.Optional(Text(40)),
    name: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type PrintTemplateQuery = Static<typeof PrintTemplateQuerySchema>;

/** The save body of a template kind: the fields both kinds share, with the kind's own after the code. */
function templateSave<Kind extends TProperties>(kind: Kind) {
  return Type.Object(
    {
      id: OptionalId,
      version: Type.Optional(Version),
      name: Name,
      code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
      ...kind,
      fileId: Type.Optional(Type.Union([FileKey, Type.Null()])),
      enabled: Type.Optional(Flag),
      sortNumber: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
      remark: Remark,
    },
    { additionalProperties: false },
  );
}

/**
 * POST /system/print/template/save (system:print-template:add without id, :edit with id and version):
 * answers SavedTemplate. `code` is unique (422); `bizType` must be a registered resolver (400);
 * `fileId` must be a .docx whose placeholders parse (422). The admin list is the list engine's
 * /system/print/template/custom-page (filters name.contains, code, type, bizType, enabled).
 */
export const PrintTemplateSaveBodySchema = templateSave({ type: Kind, bizType: Kind });
export type PrintTemplateSaveBody = Static<typeof PrintTemplateSaveBodySchema>;

/** The id and new version of a saved template or sample. */
export interface SavedTemplate {
  id: number;
  version: number;
}

/** GET /system/print/bizTypes (signed in): the data resolvers a template may name. */
export interface PrintBizType {
  bizType: string;
  label: string;
}

/** Extra values merged into a template's data: a JSON object (or its JSON text). At most 64 KB. */
export type PrintFrontParams = Record<string, unknown>;

/** POST /system/print/print (signed in): the PDF of a print template, inline. */
export const PrintBodySchema = Type.Object(
  {
    bizId: Type.Optional(BizId),
    templateCode: Type.String({ minLength: 1, maxLength: 64 }),
    frontParams: FrontParams,
  },
  { additionalProperties: false },
);
export type PrintBody = Static<typeof PrintBodySchema>;

/**
 * POST /system/print/pdf (and GET with the same fields as query parameters; signed in): the PDF call of
 * spec 01 §7.3. The template is `templateId` or `templateCode` of `templateType` ('print' by default;
 * 'contract' picks a contract template, and with neither id nor code the first enabled template of the
 * contract's category). `printType` 'word' answers the filled .docx. `actionType` 'upload' stores the
 * result as a file bound to `bizType`/`bizKey` (default: the template's biz type and `bizId`) and
 * answers Envelope<FileInfo>; otherwise the blob, `previewOrDownLoad` 'preview' (default, inline) or
 * 'download' (attachment). POST /system/print/createAndUpload is the same with actionType 'upload'.
 */
const printPdfFields = {
  bizId: Type.Optional(BizId),
  templateId: Type.Optional(Id),
  templateType: Type.Optional(Type.Union([Type.Literal('print'), Type.Literal('contract')])),
  templateCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  printType: Type.Optional(Type.Union([Type.Literal('pdf'), Type.Literal('word')])),
  actionType: Type.Optional(Type.Union([Type.Literal('preview'), Type.Literal('download'), Type.Literal('upload')])),
  previewOrDownLoad: Type.Optional(Type.Union([Type.Literal('preview'), Type.Literal('download')])),
  /** Upload only: the file's binding and attributes. */
  bizType: Type.Optional(Text(64)),
  bizKey: Type.Optional(Text(128)),
  module: Type.Optional(Text(64)),
  contractFileType: Type.Optional(Text(64)),
  /** The file name without extension (default: template name and bizId). */
  fileName: Type.Optional(Text(100)),
};
export const PrintPdfBodySchema = Type.Object({ ...printPdfFields, frontParams: FrontParams }, { additionalProperties: false });
export type PrintPdfBody = Static<typeof PrintPdfBodySchema>;

/** GET /system/print/pdf: PrintPdfBody's fields as query parameters, frontParams as JSON text. */
export const PrintPdfQuerySchema = Type.Object({ ...printPdfFields, frontParams: Type.Optional(Type.String({ maxLength: 200_000 })) }, { additionalProperties: false });
export type PrintPdfQuery = Static<typeof PrintPdfQuerySchema>;

/** A contract template (合同模板): /purchase/api/v1/con-template list engine, save, upload. */
export interface ContractTemplate {
  id: number;
  name: string;
  code: string;
  /** The contract category it serves (dictionary contractCategory). */
  templateType: string;
  fileId: string | null;
  fileName: string | null;
  enabled: 0 | 1;
  sortNumber: number;
  remark: string | null;
  version: number;
}

/**
 * GET|POST /purchase/api/v1/con-template/oa/page (signed in; page, pageSize 10, templateType, name —
 * name or code contains): the enabled contract templates that have a file, as OA offers them in an
 * approval, each with the count of its enabled samples. Answers PageData<ContractTemplateOaItem>.
 */
export interface ContractTemplateOaItem extends ContractTemplate {
  sampleCount: number;
}

/**
 * POST /purchase/api/v1/con-template/save (contract:template:add / :edit): answers SavedTemplate; the
 * same rules as print templates. DELETE /purchase/api/v1/con-template/deleteByIds also deletes the
 * templates' samples. POST /purchase/api/v1/con-template/upload (multipart `multipartFile`, a .docx;
 * contract:template:add or :edit) and POST /system/print/template/upload (system:print-template:add or
 * :edit) store a template file (module 'template') and answer Envelope<FileInfo>.
 */
export const ContractTemplateSaveBodySchema = templateSave({ templateType: Kind });
export type ContractTemplateSaveBody = Static<typeof ContractTemplateSaveBodySchema>;

/** A contract sample (范本), as the contract-sample picker lists it (spec 01 §3 "Contract sample"). */
export interface ContractSample {
  conSampleId: number;
  conTemplateId: number;
  conTemplateName: string;
  conSampleName: string;
  /** The sample file's key. */
  fileId: string;
  fileName: string;
  /** Download path of the sample file (needs the bearer header). */
  filePath: string;
  enabled: 0 | 1;
  version: number;
}

/**
 * GET|POST /purchase/api/v1/con-template/sample/page (signed in): enabled samples, page size 10 by
 * default, filtered by template, contract category and a name fragment (template or sample name).
 * Answers PageData<ContractSample>.
 */
export const ContractSamplePageQuerySchema = Type.Object(
  {
    page: Type.Optional(PageNumber(100_000)),
    pageSize: Type.Optional(PageSize(100)),
    conTemplateId: Type.Optional(Id),
    templateType: Type.Optional(Kind),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    enabled: Type.Optional(Flag),
  },
  { additionalProperties: false },
);
export type ContractSamplePageQuery = Static<typeof ContractSamplePageQuerySchema>;

/**
 * POST /purchase/api/v1/con-template/sample/save (contract:template:add / :edit): answers SavedTemplate.
 * DELETE /purchase/api/v1/con-template/sample/deleteByIds (contract:template:delete), ids in the query or body.
 */
export const ContractSampleSaveBodySchema = Type.Object(
  {
    id: OptionalId,
    version: Type.Optional(Version),
    conTemplateId: Id,
    conSampleName: Name,
    fileId: FileKey,
    enabled: Type.Optional(Flag),
    remark: Remark,
  },
  { additionalProperties: false },
);
export type ContractSampleSaveBody = Static<typeof ContractSampleSaveBodySchema>;

/**
 * GET /purchase/api/v1/con-template/getTemplateList (signed in): the enabled contract templates of a
 * category (`templateType`, or the category of contract `bizId`), or with `useSample` 1 their samples.
 * 404 未找到合同模板 when there is none.
 */
export const ContractTemplateListQuerySchema = Type.Object(
  {
    bizId: Type.Optional(BizId),
    templateType: Type.Optional(Kind),
    /** 1 or true: the samples. */
    useSample: Type.Optional(Type.Union([Flag, Type.Boolean()])),
  },
  { additionalProperties: false },
);
export type ContractTemplateListQuery = Static<typeof ContractTemplateListQuerySchema>;

export type ContractTemplateListItem = ContractTemplate | ContractSample;
// ---- end of printing ----
