/**
 * The import's refusal, split for display: the gateway answers one message, e.g.
 * `导入失败，未导入任何数据。共 2 处错误：第2行：工号 E9 不存在；第3行：角色编码 x 不存在`. The dialog shows
 * the sentence before the first `第N行：` and each `第N行：…` on its own line. Pure.
 */
export interface ImportRefusal {
  summary: string;
  rows: string[];
}

const FIRST_ROW = /第\d+行：/u;

export function splitImportRefusal(message: string): ImportRefusal {
  const start = message.search(FIRST_ROW);
  if (start === -1) return { summary: message.trim(), rows: [] };
  const summary = message
    .slice(0, start)
    .trim()
    .replace(/[：:]$/u, '');
  const rows = message
    .slice(start)
    .split('；')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return { summary, rows };
}

/** The file check before sending: an .xlsx of at most 10 MB (spec 01 §5), or the message key. */
export const MAX_IMPORT_BYTES = 10485760;

export function importFileProblem(file: { name: string; size: number } | null): 'system.import.fileRequired' | 'system.import.notXlsx' | 'system.import.tooLarge' | null {
  if (!file || file.size === 0) return 'system.import.fileRequired';
  if (!/\.xlsx$/iu.test(file.name)) return 'system.import.notXlsx';
  if (file.size > MAX_IMPORT_BYTES) return 'system.import.tooLarge';
  return null;
}
