import { useId } from 'react';
import { ProgressBar } from 'react-aria-components';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { IMPORT_STEPS, progressPercent, shownErrors, MAX_SHOWN_ERRORS, type ImportCheckSummary, type ImportStep } from './importDialogState';

const stepLabels: Record<ImportStep, MessageKey> = {
  template: 'import.step.template',
  upload: 'import.step.upload',
  check: 'import.step.check',
  commit: 'import.step.commit',
};

/** The ordered list 1 下载模板 2 上传文件 3 校验数据 4 导入; the current one is `aria-current="step"`. */
export function ImportSteps({ current }: { current: ImportStep }) {
  const { t } = useLocale();
  const at = IMPORT_STEPS.indexOf(current);
  return (
    <ol className="srm-import-steps" aria-label={t('import.steps')}>
      {IMPORT_STEPS.map((step, index) => (
        <li key={step} data-state={index < at ? 'done' : index === at ? 'current' : 'upcoming'} aria-current={index === at ? 'step' : undefined}>
          <span className="srm-import-step-index" aria-hidden="true">
            {index + 1}
          </span>
          <span className="srm-import-step-label">{t(stepLabels[step])}</span>
        </li>
      ))}
    </ol>
  );
}

/** The progress of a running check or commit: a `progressbar` with 已校验 {checked}/{total} 行 (or 已导入 …). */
export function ImportProgress({ summary }: { summary: ImportCheckSummary }) {
  const { t } = useLocale();
  const committing = summary.status === 'committing';
  const percent = progressPercent(summary);
  const text = committing
    ? t('import.importedRows', { imported: summary.imported, total: summary.total })
    : t('import.checkedRows', { checked: summary.checkedRows, total: summary.total });
  return (
    <>
      <ProgressBar className="srm-import-progress" value={percent} aria-label={t(committing ? 'import.commitProgress' : 'import.checkProgress')} valueLabel={text}>
        <span className="srm-import-progress-value">{text}</span>
        <span className="srm-import-progress-value">{`${percent}%`}</span>
        <span className="srm-import-track" aria-hidden="true">
          <span className="srm-import-fill" style={{ width: `${percent}%` }} />
        </span>
      </ProgressBar>
      {summary.isTask ? <p className="srm-import-note">{t('import.task')}</p> : null}
    </>
  );
}

export interface ImportCheckResultProps {
  summary: ImportCheckSummary;
  /** The id of 请修改错误后重新上传 (it describes the disabled 导入). */
  fixHintId: string;
  onDownloadErrors: () => void;
  errorsPending: boolean;
}

/**
 * After the check: 共 {total} 行，通过 {valid} 行，错误 {invalid} 行, then either 校验通过 or the error
 * rows (a scrollable list named 错误明细, at most 100), 下载错误文件 and 请修改错误后重新上传.
 */
export function ImportCheckResult({ summary, fixHintId, onDownloadErrors, errorsPending }: ImportCheckResultProps) {
  const { t } = useLocale();
  const titleId = useId();
  const { errors, truncated } = shownErrors(summary);
  return (
    <>
      <p className="srm-import-counts" role="status">
        {t('import.counts', { total: summary.total, valid: summary.valid, invalid: summary.invalid })}
      </p>
      {summary.invalid === 0 ? (
        <p className="srm-import-message" data-kind="success">
          {t('import.allValid')}
        </p>
      ) : (
        <>
          {errors.length > 0 ? (
            <>
              <h3 className="srm-import-errors-title" id={titleId}>
                {t('import.errors')}
              </h3>
              {/* Scrolls: focusable so the keyboard can scroll it. */}
              <div className="srm-import-errors" role="region" aria-labelledby={titleId} tabIndex={0}>
                <ul aria-labelledby={titleId}>
                  {errors.map((error, index) => (
                    <li key={index}>{error}</li>
                  ))}
                </ul>
              </div>
            </>
          ) : null}
          {truncated ? <p className="srm-import-hint">{t('import.errorsTruncated', { count: MAX_SHOWN_ERRORS })}</p> : null}
          <div className="srm-import-row">
            {summary.hasErrorFile ? (
              <Button size="small" isPending={errorsPending} onPress={onDownloadErrors}>
                {t('import.downloadErrors')}
              </Button>
            ) : null}
            <p className="srm-import-message" data-kind="error" id={fixHintId}>
              {t('import.fixErrors')}
            </p>
          </div>
        </>
      )}
    </>
  );
}

/** The end of the flow: the success text (status) or the failure (alert). */
export function ImportOutcome({ summary }: { summary: ImportCheckSummary }) {
  const { t } = useLocale();
  if (summary.status === 'committed') {
    return (
      <p className="srm-import-message" data-kind="success" role="status">
        {summary.message || t('import.success', { imported: summary.imported })}
      </p>
    );
  }
  return (
    <p className="srm-import-message" data-kind="error" role="alert">
      {summary.message || t('import.failed')}
    </p>
  );
}
