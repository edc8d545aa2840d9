/**
 * The shared Excel import pipeline (issue 21; gateway core/import): every import answers the same
 * summary, at each of its routes under the import's base (`/system/material/index-import` …):
 *
 * - GET  {base}/template            the template workbook (headers, a sample row, 填写说明);
 * - POST {base}/check               multipart with one .xlsx (≤ 10 MB): stores it and checks every row;
 *                                   a file over 5,000 rows answers status `checking` with isTask and goes
 *                                   on as a task listed in the download centre;
 * - GET  {base}/runs/{checkId}      the summary now (the dialog polls it while checking or committing);
 * - GET  {base}/runs/{checkId}/errors  the error workbook: the failing rows as written, with 错误信息;
 * - POST {base}/runs/{checkId}/commit  all rows in one transaction, or none (a run with errors: 400).
 */
export type ImportCheckStatus = 'checking' | 'checked' | 'committing' | 'committed' | 'failed';

export interface ImportCheckSummary {
  checkId: string;
  status: ImportCheckStatus;
  /** Data rows in the file (blank rows are skipped); known once checked. */
  total: number;
  /** Rows checked so far (or saved so far while committing). */
  checkedRows: number;
  valid: number;
  invalid: number;
  /** The first row messages, `第3行：水分标准上限须为数字`. */
  errors: string[];
  /** Whether the error workbook can be downloaded. */
  hasErrorFile: boolean;
  /** Rows written by the commit. */
  imported: number;
  /** What the commit counted besides rows, by the import's own names (users touched, roles added …). */
  counts: Record<string, number>;
  /** Why the run failed, or the commit's success message. */
  message: string | null;
  /** Whether it runs as a task (listed in the download centre). */
  isTask: boolean;
}
