/**
 * The calls of the shared import pipeline (gateway api/imports.ts) for the design system's ImportDialog,
 * for an import's base (`/system/material/index-import` …). Failures are shown by the call layer, so a
 * failed call answers null, as the dialog expects.
 */
import type { Envelope, ImportCheckSummary } from '@srm/gateway/api';
import { saveBlob } from '../downloads/api';
import { unlessFailed } from './callFailure';
import { requestBlob, requestEnvelope } from './http';

export interface ImportCalls {
  onDownloadTemplate: () => Promise<void>;
  onCheck: (file: File) => Promise<ImportCheckSummary | null>;
  onRefresh: (checkId: string) => Promise<ImportCheckSummary | null>;
  onDownloadErrors: (checkId: string) => Promise<void>;
  onCommit: (checkId: string) => Promise<ImportCheckSummary | null>;
}

/** Where an import checks and commits when not at the pipeline's own `{base}/check` and `{base}/runs/{id}/commit`. */
export interface ImportRoutes {
  check?: string;
  commit?: (checkId: string) => string;
}

/**
 * The dialog's callbacks for the import under `base`; files are saved under the gateway's names, or these.
 * `routes` names an import's own check and commit (行情指数's uploadCheck and uploadInsert, which add to
 * the pipeline's summary).
 */
export function importCalls(base: string, fallbackNames: { template: string; errors: string }, routes: ImportRoutes = {}): ImportCalls {
  const summary = async (call: Promise<Envelope<ImportCheckSummary>>) => {
    // The summary carries the commit's success message (and a failed run's reason) itself.
    const envelope = await unlessFailed(call);
    return envelope ? envelope.data : null;
  };
  const download = async (url: string, fallbackName: string) => {
    const file = await unlessFailed(requestBlob({ url }));
    if (file) saveBlob(file.blob, file.fileName ?? fallbackName);
  };
  return {
    onDownloadTemplate: () => download(`${base}/template`, fallbackNames.template),
    onCheck: (file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return summary(requestEnvelope<ImportCheckSummary>({ method: 'POST', url: routes.check ?? `${base}/check`, data: form, headers: { 'Content-Type': 'multipart/form-data' } }));
    },
    onRefresh: (checkId) => summary(requestEnvelope<ImportCheckSummary>({ method: 'GET', url: `${base}/runs/${encodeURIComponent(checkId)}` })),
    onDownloadErrors: (checkId) => download(`${base}/runs/${encodeURIComponent(checkId)}/errors`, fallbackNames.errors),
    onCommit: (checkId) =>
      summary(requestEnvelope<ImportCheckSummary>({ method: 'POST', url: routes.commit?.(checkId) ?? `${base}/runs/${encodeURIComponent(checkId)}/commit` })),
  };
}
