/**
 * The state of the import dialog (template → upload → check → errors → commit), pure and React-free:
 * a reducer over the user's picks and the answers of the caller's calls, and what the view derives
 * from it (the phase, the current step, which buttons work, when to poll).
 */
import type { FileIssue } from '../fileRules';

export type ImportCheckStatus = 'checking' | 'checked' | 'committing' | 'committed' | 'failed';

/** What the gateway answers for an import check (and its commit). */
export interface ImportCheckSummary {
  checkId: string;
  status: ImportCheckStatus;
  /** Data rows in the file (0 until known). */
  total: number;
  /** Rows checked so far (progress while checking) */
  checkedRows: number;
  valid: number;
  invalid: number;
  /** Row messages in the spec's form `第3行：水分标准上限须为数字`, at most the first 100. */
  errors: string[];
  /** Whether an annotated error workbook (failing rows + a message column) can be downloaded. */
  hasErrorFile: boolean;
  /** Rows written by the commit (status committed). */
  imported: number;
  /** The gateway's message: the failure (status failed) or the success text (committed). */
  message: string | null;
  /** True when the file was large (> 5,000 rows) and runs as a task listed in the download centre. */
  isTask: boolean;
}

/** The four steps, in order: 下载模板, 上传文件, 校验数据, 导入. */
export const IMPORT_STEPS = ['template', 'upload', 'check', 'commit'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** Row messages shown at most (the gateway sends at most this many too). */
export const MAX_SHOWN_ERRORS = 100;

/** The call running: 校验 (onCheck), 导入 (onCommit); polls are not counted here. */
export type ImportBusy = 'check' | 'commit' | null;

export interface ImportState {
  /** The chosen file (kept until another is chosen or one is refused). */
  file: File | null;
  /** Why the last pick was refused (size, format, empty), before any call. */
  fileIssue: FileIssue | null;
  /** The last summary of the current file's check; null before 校验 or after a new pick. */
  summary: ImportCheckSummary | null;
  busy: ImportBusy;
  /** The message of a call that threw, shown as an alert until the next action. */
  error: string | null;
  /** A poll failed (null or thrown): polling stopped, the user may choose a file again. */
  pollStopped: boolean;
  /** The last call of the flow that ran: 校验 or 导入 (where a failure belongs). */
  stage: 'check' | 'commit' | null;
  /** The template was downloaded (the flow moves on to 上传文件). */
  templateDone: boolean;
  /** Polls answered so far: each answer schedules the next poll, even when nothing changed. */
  polls: number;
}

export const initialImportState: ImportState = {
  file: null,
  fileIssue: null,
  summary: null,
  busy: null,
  error: null,
  pollStopped: false,
  stage: null,
  templateDone: false,
  polls: 0,
};

export type ImportAction =
  | { type: 'templateDownloaded' }
  /** A pick checked locally: `issue` refuses it (nothing is kept), else the file starts over. */
  | { type: 'picked'; file: File | null; issue: FileIssue | null }
  | { type: 'checkStarted' }
  | { type: 'commitStarted' }
  /** The answer of onCheck or onCommit: a summary, or null (the caller showed why). */
  | { type: 'answered'; summary: ImportCheckSummary | null }
  /** A poll's summary (ignored unless it belongs to the check being polled). */
  | { type: 'refreshed'; summary: ImportCheckSummary }
  /** A poll answered null or threw (`message` when it threw). */
  | { type: 'pollFailed'; message: string | null }
  /** onCheck or onCommit threw: its message is shown. */
  | { type: 'callFailed'; message: string }
  /** A download (template, error file) threw: its message is shown, the flow is unchanged. */
  | { type: 'downloadFailed'; message: string };

/** Whether the gateway is still working on the check (or its commit): the dialog polls. */
export function isRunning(status: ImportCheckStatus | undefined): boolean {
  return status === 'checking' || status === 'committing';
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'templateDownloaded':
      return { ...state, templateDone: true, error: null };
    case 'picked':
      if (action.issue || !action.file) {
        return { ...initialImportState, templateDone: state.templateDone, fileIssue: action.issue ?? { key: 'import.empty' } };
      }
      return { ...initialImportState, templateDone: state.templateDone, file: action.file };
    case 'checkStarted':
      if (!state.file || state.busy) return state;
      return { ...state, busy: 'check', stage: 'check', error: null, fileIssue: null, summary: null, pollStopped: false };
    case 'commitStarted':
      if (!canCommit(state)) return state;
      return { ...state, busy: 'commit', stage: 'commit', error: null };
    case 'answered': {
      const busy = null;
      if (!action.summary) return { ...state, busy };
      return { ...state, busy, summary: action.summary, pollStopped: false };
    }
    case 'refreshed':
      if (!state.summary || state.pollStopped || !isRunning(state.summary.status)) return state;
      if (action.summary.checkId !== state.summary.checkId) return state;
      return { ...state, summary: action.summary, polls: state.polls + 1 };
    case 'pollFailed':
      if (!state.summary || !isRunning(state.summary.status)) return state;
      return { ...state, pollStopped: true, error: action.message };
    case 'callFailed':
      return { ...state, busy: null, error: action.message };
    case 'downloadFailed':
      return { ...state, error: action.message };
    default:
      return state;
  }
}

/**
 * What the dialog shows: `idle` (no file), `ready` (a file, not checked), `uploading` (onCheck runs),
 * then the gateway's status; `failed` too when polling stopped.
 */
export type ImportPhase = 'idle' | 'ready' | 'uploading' | ImportCheckStatus;

export function importPhase(state: ImportState): ImportPhase {
  if (state.busy === 'check') return 'uploading';
  if (state.summary) {
    if (state.pollStopped) return 'failed';
    return state.summary.status;
  }
  return state.file ? 'ready' : 'idle';
}

/** The step marked current (`aria-current="step"`). */
export function currentStep(state: ImportState): ImportStep {
  const phase = importPhase(state);
  switch (phase) {
    case 'idle':
      return state.templateDone || state.fileIssue ? 'upload' : 'template';
    case 'ready':
      return 'upload';
    case 'uploading':
    case 'checking':
      return 'check';
    case 'checked':
      return state.summary && state.summary.invalid > 0 ? 'check' : 'commit';
    case 'failed':
      return state.stage === 'commit' ? 'commit' : 'check';
    default:
      return 'commit';
  }
}

/** 校验 works with a chosen file while nothing runs and nothing is committed (checking again is harmless). */
export function canCheck(state: ImportState): boolean {
  const phase = importPhase(state);
  return state.file !== null && state.busy === null && (phase === 'ready' || phase === 'checked' || phase === 'failed');
}

/** 导入 works once every row passed, while nothing runs. */
export function canCommit(state: ImportState): boolean {
  const { summary } = state;
  return state.busy === null && !state.pollStopped && summary?.status === 'checked' && summary.invalid === 0 && summary.total > 0;
}

/** A file may be chosen unless a call or the gateway is working on the current one. */
export function canPick(state: ImportState): boolean {
  const phase = importPhase(state);
  return state.busy === null && phase !== 'checking' && phase !== 'committing' && phase !== 'committed';
}

/** Progress of a running check or commit, in percent (0 while the total is unknown). */
export function progressPercent(summary: ImportCheckSummary): number {
  if (summary.total <= 0) return 0;
  const done = summary.status === 'committing' ? summary.imported : summary.checkedRows;
  return Math.max(0, Math.min(100, Math.round((done / summary.total) * 100)));
}

/** The row messages to list: at most 100, and whether more rows failed than are listed. */
export function shownErrors(summary: ImportCheckSummary): { errors: string[]; truncated: boolean } {
  const errors = summary.errors.slice(0, MAX_SHOWN_ERRORS);
  return { errors, truncated: summary.invalid > errors.length };
}
