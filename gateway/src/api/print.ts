/**
 * Printing: print and contract templates, samples and prints (modules/print).
 * API shapes only: the app imports them with `import type`; nothing here may be a runtime value.
 */
// ---------------------------------------------------------------------------------------------------
// Printing (spec 01 §2.7, §3 "Print template" / "Contract sample", §7.3; spec 02 "Print"; modules/print/).
// Templates are .docx files with {placeholders}; a print fills one with a record's data and answers a
// PDF (or the filled .docx), inline or as a download, or stores it as a file (FileInfo). Errors:
// 400 bad input (请选择打印模板 without a template), 404 未找到打印模板 / 未找到合同模板, 403/404 for
// a record the caller may not print, 422 a template that is not a valid .docx, 503 打印服务不可用，请联系管理员
// when Chromium is missing. A blob call that fails answers the JSON envelope instead of the blob.
// ---------------------------------------------------------------------------------------------------

/** Which template table a PDF call means: print templates (default) or contract templates. */
export type PrintTemplateKind = 'print' | 'contract';
/** 'pdf' (default) or 'word': the filled .docx itself. */
export type PrintOutputType = 'pdf' | 'word';
/** 'upload' stores the result as a file and answers FileInfo; otherwise the blob is answered. */
export type PrintActionType = 'preview' | 'download' | 'upload';
export type PrintDisposition = 'preview' | 'download';

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
export interface PrintTemplateQuery {
  page?: number;
  pageSize?: number;
  bizType?: string;
  type?: string;
  name?: string;
}

/**
 * POST /system/print/template/save (system:print-template:add without id, :edit with id and version):
 * answers SavedTemplate. `code` is unique (422); `bizType` must be a registered resolver (400);
 * `fileId` must be a .docx whose placeholders parse (422). The admin list is the list engine's
 * /system/print/template/custom-page (filters name.contains, code, type, bizType, enabled).
 */
export interface PrintTemplateSaveBody {
  id?: number | null;
  version?: number;
  name: string;
  code: string;
  type: string;
  bizType: string;
  fileId?: string | null;
  enabled?: 0 | 1;
  sortNumber?: number;
  remark?: string | null;
}

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
export interface PrintBody {
  bizId?: string | number;
  templateCode: string;
  frontParams?: PrintFrontParams | string;
}

/**
 * POST /system/print/pdf (and GET with the same fields as query parameters; signed in): the PDF call of
 * spec 01 §7.3. The template is `templateId` or `templateCode` of `templateType` ('print' by default;
 * 'contract' picks a contract template, and with neither id nor code the first enabled template of the
 * contract's category). `printType` 'word' answers the filled .docx. `actionType` 'upload' stores the
 * result as a file bound to `bizType`/`bizKey` (default: the template's biz type and `bizId`) and
 * answers Envelope<FileInfo>; otherwise the blob, `previewOrDownLoad` 'preview' (default, inline) or
 * 'download' (attachment). POST /system/print/createAndUpload is the same with actionType 'upload'.
 */
export interface PrintPdfBody {
  bizId?: string | number;
  templateId?: number;
  templateType?: PrintTemplateKind;
  templateCode?: string;
  printType?: PrintOutputType;
  actionType?: PrintActionType;
  previewOrDownLoad?: PrintDisposition;
  frontParams?: PrintFrontParams | string;
  /** Upload only: the file's binding and attributes. */
  bizType?: string;
  bizKey?: string;
  module?: string;
  contractFileType?: string;
  /** The file name without extension (default: template name and bizId). */
  fileName?: string;
}

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
export interface ContractTemplateSaveBody {
  id?: number | null;
  version?: number;
  name: string;
  code: string;
  templateType: string;
  fileId?: string | null;
  enabled?: 0 | 1;
  sortNumber?: number;
  remark?: string | null;
}

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
export interface ContractSamplePageQuery {
  page?: number;
  pageSize?: number;
  conTemplateId?: number;
  templateType?: string;
  name?: string;
}

/**
 * POST /purchase/api/v1/con-template/sample/save (contract:template:add / :edit): answers SavedTemplate.
 * DELETE /purchase/api/v1/con-template/sample/deleteByIds (contract:template:delete), ids in the query or body.
 */
export interface ContractSampleSaveBody {
  id?: number | null;
  version?: number;
  conTemplateId: number;
  conSampleName: string;
  fileId: string;
  enabled?: 0 | 1;
  remark?: string | null;
}

/**
 * GET /purchase/api/v1/con-template/getTemplateList (signed in): the enabled contract templates of a
 * category (`templateType`, or the category of contract `bizId`), or with `useSample` 1 their samples.
 * 404 未找到合同模板 when there is none.
 */
export interface ContractTemplateListQuery {
  bizId?: string | number;
  templateType?: string;
  useSample?: 0 | 1;
}

export type ContractTemplateListItem = ContractTemplate | ContractSample;
// ---- end of printing ----
