import { ClassNames } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { translate } from '../../i18n/messages';
import { Dialog } from '../../overlays/Dialog';
import { ChoiceDialogGate, type ChoiceDialogOpenProps } from '../ChoiceDialog';
import { FILE_SIZE_LIMIT, sizeLimitLabel } from '../fileRules';
import { UploadPicker } from '../Upload/UploadPicker';
import { canCheck, canCommit, canPick, currentStep, importPhase, type ImportCheckSummary } from './importDialogState';
import { importDialogStyles } from './importDialogStyles';
import { IMPORT_ACCEPT } from './importFile';
import { ImportCheckResult, ImportOutcome, ImportProgress, ImportSteps } from './ImportParts';
import { useImportFlow } from './useImportFlow';

export interface ImportDialogProps extends ChoiceDialogOpenProps {
  /** The dialog's title, e.g. 导入物料质量指标. */
  title: string;
  /** Extra hint under the title (what the import does); it describes the dialog. */
  description?: ReactNode;
  /**
   * Largest file in bytes (文件大小不能超过10M). Only .xlsx is accepted (文件格式不正确，请上传 xlsx 文件).
   * @default 10485760
   */
  maxSize?: number;
  /** 下载模板: the button is pending while the promise runs; a thrown Error's message is shown. */
  onDownloadTemplate: () => Promise<void>;
  /**
   * Upload + check. Answers the summary, or null when the call failed and its message was already
   * shown by the caller. A thrown Error's message is shown inside the dialog (role=alert).
   */
  onCheck: (file: File) => Promise<ImportCheckSummary | null>;
  /** Polled every `pollIntervalMs` while status is checking or committing. Same null/throw rules. */
  onRefresh: (checkId: string) => Promise<ImportCheckSummary | null>;
  /** 下载错误文件 (shown when the summary `hasErrorFile`). */
  onDownloadErrors: (checkId: string) => Promise<void>;
  /** Commit all rows (all or nothing). Same null/throw rules. */
  onCommit: (checkId: string) => Promise<ImportCheckSummary | null>;
  /** Called once after status committed (the page reloads its list). */
  onCommitted?: (summary: ImportCheckSummary) => void;
  /**
   * Milliseconds between polls while the gateway checks or commits.
   * @default 1000
   */
  pollIntervalMs?: number;
}

/**
 * The dialog of the shared Excel import pipeline: 下载模板 → 上传文件 → 校验数据 → 导入. The file is
 * checked locally (.xlsx, size) before `onCheck`; a running check or commit is polled with
 * `onRefresh` and shown as a progress bar; the error rows are listed (at most 100) with
 * 下载错误文件, and 导入 waits until every row passes. Each opening starts afresh; closing (取消, ×,
 * Escape) stops polling (a background task carries on in the download centre).
 */
export function ImportDialog({ isOpen, defaultOpen, onOpenChange, ...props }: ImportDialogProps) {
  return (
    <ChoiceDialogGate isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {(close) => <ImportDialogContent {...props} onClose={close} />}
    </ChoiceDialogGate>
  );
}

function ImportDialogContent({ title, description, onClose, ...calls }: Omit<ImportDialogProps, keyof ChoiceDialogOpenProps> & { onClose: () => void }) {
  const { t, locale } = useLocale();
  const flow = useImportFlow(calls, translate(locale, 'import.failed'));
  const { state } = flow;
  const phase = importPhase(state);
  const summary = state.summary;
  const descriptionId = useId();
  const fileLabelId = useId();
  const fixHintId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const committed = phase === 'committed';
  const hasErrors = phase === 'checked' && summary !== null && summary.invalid > 0;

  // 导入 disappears once committed: focus moves to 关闭 rather than to the page.
  useEffect(() => {
    if (committed) closeRef.current?.focus();
  }, [committed]);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      width="small"
      aria-describedby={description != null ? descriptionId : undefined}
      footer={
        <>
          <Button ref={closeRef} onPress={onClose}>
            {t(committed ? 'common.close' : 'common.cancel')}
          </Button>
          {committed ? null : (
            <>
              <Button
                variant={phase === 'checked' ? 'default' : 'primary'}
                isDisabled={!canCheck(state) && phase !== 'uploading' && phase !== 'checking'}
                isPending={phase === 'uploading' || phase === 'checking'}
                onPress={flow.check}
              >
                {t('import.check')}
              </Button>
              <Button
                variant="primary"
                isDisabled={!canCommit(state) && state.busy !== 'commit' && phase !== 'committing'}
                isPending={state.busy === 'commit' || phase === 'committing'}
                aria-describedby={hasErrors ? fixHintId : undefined}
                onPress={flow.commit}
              >
                {t('import.commit')}
              </Button>
            </>
          )}
        </>
      }
    >
      <ClassNames>
        {({ css, theme }) => (
          <div className={css(importDialogStyles(theme))} data-phase={phase}>
            {description != null ? (
              <p className="srm-import-description" id={descriptionId}>
                {description}
              </p>
            ) : null}
            <ImportSteps current={currentStep(state)} />
            <div className="srm-import-row">
              <Button isPending={flow.templatePending} onPress={flow.downloadTemplate}>
                {t('import.downloadTemplate')}
              </Button>
              <p className="srm-import-hint">{t('import.templateHint')}</p>
            </div>
            <div className="srm-import-row" data-align="start" role="group" aria-labelledby={fileLabelId}>
              <span className="srm-import-label" id={fileLabelId}>
                {t('import.file')}
              </span>
              <div className="srm-import-file">
                <UploadPicker
                  variant="button"
                  allowsMultiple={false}
                  accept={IMPORT_ACCEPT}
                  isDisabled={!canPick(state)}
                  triggerLabel={t('import.chooseFile')}
                  dropLabel={t('import.file')}
                  dropHint={t('import.chooseFile')}
                  hints={[t('import.fileHint', { size: sizeLimitLabel(calls.maxSize ?? FILE_SIZE_LIMIT) })]}
                  onBlocked={() => undefined}
                  onFiles={flow.pick}
                />
                <span className="srm-import-file-name" data-empty={state.file ? undefined : true}>
                  {state.file ? state.file.name : t('import.noFile')}
                </span>
                {state.fileIssue ? (
                  <p className="srm-import-message" data-kind="error" role="alert">
                    {t(state.fileIssue.key, state.fileIssue.values)}
                  </p>
                ) : null}
              </div>
            </div>
            {phase === 'uploading' ? (
              <p className="srm-import-hint" role="status">
                {t('import.uploading')}
              </p>
            ) : null}
            {summary && (phase === 'checking' || phase === 'committing') ? <ImportProgress summary={summary} /> : null}
            {summary && phase === 'checked' ? (
              <ImportCheckResult summary={summary} fixHintId={fixHintId} onDownloadErrors={flow.downloadErrors} errorsPending={flow.errorsPending} />
            ) : null}
            {summary && (committed || summary.status === 'failed') && phase !== 'checked' ? <ImportOutcome summary={summary} /> : null}
            {state.error ? (
              <p className="srm-import-message" data-kind="error" role="alert">
                {state.error}
              </p>
            ) : null}
          </div>
        )}
      </ClassNames>
    </Dialog>
  );
}
