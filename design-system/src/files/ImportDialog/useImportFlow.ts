import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { FILE_SIZE_LIMIT } from '../fileRules';
import {
  canCheck,
  canCommit,
  canPick,
  importReducer,
  initialImportState,
  isRunning,
  type ImportAction,
  type ImportCheckSummary,
  type ImportState,
} from './importDialogState';
import { importFileIssue } from './importFile';

/** The caller's calls (see `ImportDialogProps`). */
export interface ImportFlowCalls {
  maxSize?: number;
  onDownloadTemplate: () => Promise<void>;
  onCheck: (file: File) => Promise<ImportCheckSummary | null>;
  onRefresh: (checkId: string) => Promise<ImportCheckSummary | null>;
  onDownloadErrors: (checkId: string) => Promise<void>;
  onCommit: (checkId: string) => Promise<ImportCheckSummary | null>;
  onCommitted?: (summary: ImportCheckSummary) => void;
  pollIntervalMs?: number;
}

export interface ImportFlow {
  state: ImportState;
  /** A pick of the file chooser: checked locally, then kept (starting over) or refused. */
  pick: (files: readonly File[]) => void;
  check: () => void;
  commit: () => void;
  downloadTemplate: () => void;
  downloadErrors: () => void;
  templatePending: boolean;
  errorsPending: boolean;
}

/** The message of a thrown value (an Error's message), or `fallback`. */
export function thrownMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * Runs the import flow for one opening of the dialog: the reducer (importDialogState.ts), the caller's
 * calls, polling every `pollIntervalMs` while the gateway is checking or committing, and
 * `onCommitted` once. Nothing is dispatched after unmount, and polling stops with it.
 */
export function useImportFlow(calls: ImportFlowCalls, failedText: string): ImportFlow {
  const [state, rawDispatch] = useReducer(importReducer, initialImportState);
  const [templatePending, setTemplatePending] = useState(false);
  const [errorsPending, setErrorsPending] = useState(false);
  const latest = useRef(calls);
  useLayoutEffect(() => {
    latest.current = calls;
  });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const dispatch = useCallback((action: ImportAction) => {
    if (alive.current) rawDispatch(action);
  }, []);

  const run = (start: ImportAction, call: () => Promise<ImportCheckSummary | null>) => {
    dispatch(start);
    void (async () => {
      try {
        dispatch({ type: 'answered', summary: await call() });
      } catch (error) {
        dispatch({ type: 'callFailed', message: thrownMessage(error, failedText) });
      }
    })();
  };

  const download = (setPending: (pending: boolean) => void, call: () => Promise<void>, done?: ImportAction) => {
    setPending(true);
    void (async () => {
      try {
        await call();
        if (done) dispatch(done);
      } catch (error) {
        dispatch({ type: 'downloadFailed', message: thrownMessage(error, failedText) });
      } finally {
        if (alive.current) setPending(false);
      }
    })();
  };

  const { summary, pollStopped, polls } = state;
  useEffect(() => {
    if (!summary || pollStopped || !isRunning(summary.status)) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const next = await latest.current.onRefresh(summary.checkId);
          if (cancelled) return;
          dispatch(next ? { type: 'refreshed', summary: next } : { type: 'pollFailed', message: null });
        } catch (error) {
          if (!cancelled) dispatch({ type: 'pollFailed', message: thrownMessage(error, failedText) });
        }
      })();
    }, latest.current.pollIntervalMs ?? 1000);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [summary, pollStopped, polls, dispatch, failedText]);

  const notified = useRef<string | null>(null);
  useEffect(() => {
    if (summary?.status !== 'committed' || notified.current === summary.checkId) return;
    notified.current = summary.checkId;
    latest.current.onCommitted?.(summary);
  }, [summary]);

  return {
    state,
    pick: (files) => {
      if (!canPick(state)) return;
      const file = files[0] ?? null;
      dispatch({ type: 'picked', file, issue: importFileIssue(file, latest.current.maxSize ?? FILE_SIZE_LIMIT) });
    },
    check: () => {
      const { file } = state;
      if (!file || !canCheck(state)) return;
      run({ type: 'checkStarted' }, () => latest.current.onCheck(file));
    },
    commit: () => {
      if (!summary || !canCommit(state)) return;
      run({ type: 'commitStarted' }, () => latest.current.onCommit(summary.checkId));
    },
    downloadTemplate: () => download(setTemplatePending, () => latest.current.onDownloadTemplate(), { type: 'templateDownloaded' }),
    downloadErrors: () => {
      if (summary) download(setErrorsPending, () => latest.current.onDownloadErrors(summary.checkId));
    },
    templatePending,
    errorsPending,
  };
}
