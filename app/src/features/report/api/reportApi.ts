/**
 * 报告中心 (issue 27) under /report/api/v1/report: the four lists (全部报告, 我的收藏, 草稿箱, 报告模板; GET
 * and POST `<list>/page` on the list engine), a report by id, 保存草稿 (createReport), 提交
 * (commitReport), 删除, 收藏 and 取消收藏, 使用模板 (createFromTemplate), 删除模板, and the uploads of the
 * editor (images and referenced files through the file service, bizType `report`, bizKey the report's
 * id when it has one: the save binds unbound files). A save's refusal (400, 409) is left to the editor.
 */
import { createFileClient, type FileClient, type TableRequestParams, type TableRequestResult } from '@srm/design-system';
import type { ReportBody, ReportDetail, ReportList, ReportRow } from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { tokenAtom } from '../../../state/session';
import { appStore } from '../../../state/store';

export const REPORT_API = '/report/api/v1/report';

/** The sys_file bizType of a report's files (content images, analysis images, referenced files). */
export const REPORT_FILE_BIZ_TYPE = 'report';

/** Each list's address (all: the committed reports; favourite and draft: the caller's; template). */
export const REPORT_LIST_URLS: Readonly<Record<ReportList, string>> = {
  all: `${REPORT_API}/page`,
  favourite: `${REPORT_API}/favourite/page`,
  draft: `${REPORT_API}/draft/page`,
  template: `${REPORT_API}/template/page`,
};

/** The refusals the editor shows itself. */
export const REPORT_SAVE_REFUSALS = [400, 409] as const;

/** A write's answer with the gateway's message. */
export interface ReportCallResult<T> {
  data: T;
  message: string;
}

async function reportCall<T>(url: string, data: unknown, allowedCodes: readonly number[] = []): Promise<ReportCallResult<T>> {
  const envelope = await requestEnvelope<T>({ method: 'POST', url, data }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/** POST `<list>/page` with the table's filters. */
export function fetchReportPage(list: ReportList, params: TableRequestParams): Promise<TableRequestResult<ReportRow>> {
  return requestTable<ReportRow>({ method: 'POST', url: REPORT_LIST_URLS[list], data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET getReportById?id=: the report with its blocks, analyses and references (image addresses readable without a bearer). */
export function fetchReportById(id: number): Promise<ReportDetail> {
  return request<ReportDetail>({ method: 'GET', url: `${REPORT_API}/getReportById`, data: { id } });
}

/** POST createReport: a draft (or, isTemplate, a template); new without id, an update with id and version. */
export function saveReportDraft(body: ReportBody): Promise<ReportCallResult<ReportDetail | null>> {
  return reportCall<ReportDetail | null>(`${REPORT_API}/createReport`, body, REPORT_SAVE_REFUSALS);
}

/** POST commitReport: the same body stored committed. */
export function commitReport(body: ReportBody): Promise<ReportCallResult<ReportDetail | null>> {
  return reportCall<ReportDetail | null>(`${REPORT_API}/commitReport`, body, REPORT_SAVE_REFUSALS);
}

/** POST deleteReport {id}. */
export function deleteReport(id: number): Promise<ReportCallResult<unknown>> {
  return reportCall<unknown>(`${REPORT_API}/deleteReport`, { id });
}

/** POST collect {id} (收藏) or cancelCollect {id} (取消收藏). */
export function setReportFavourite(id: number, favourite: boolean): Promise<ReportCallResult<unknown>> {
  return reportCall<unknown>(`${REPORT_API}/${favourite ? 'collect' : 'cancelCollect'}`, { id });
}

/** POST createFromTemplate {templateId}: a new draft copying the template → the draft. */
export function createReportFromTemplate(templateId: number): Promise<ReportCallResult<ReportDetail>> {
  return reportCall<ReportDetail>(`${REPORT_API}/createFromTemplate`, { templateId });
}

/** POST deleteTemplate {id}. */
export function deleteReportTemplate(id: number): Promise<ReportCallResult<unknown>> {
  return reportCall<unknown>(`${REPORT_API}/deleteTemplate`, { id });
}

/** The gateway's file calls with the signed-in user's bearer token. */
export const reportFileClient: FileClient = createFileClient({
  headers: (): Record<string, string> => {
    const token = appStore.get(tokenAtom);
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
});

/** An uploaded file of a report: its key, an address the browser shows it from, and its name. */
export interface UploadedReportFile {
  fileKey: string;
  url: string;
  name: string;
}

/** Uploads one file (an image or a referenced file) to /system/file/upload, bizType `report`. */
export async function uploadReportFile(file: File, reportId: number | null | undefined, client: FileClient = reportFileClient): Promise<UploadedReportFile> {
  const stored = await client.upload(file, { bizType: REPORT_FILE_BIZ_TYPE, bizKey: reportId ? String(reportId) : null });
  return { fileKey: stored.id, url: stored.reviewUrl ?? stored.url ?? '', name: stored.originalName };
}
