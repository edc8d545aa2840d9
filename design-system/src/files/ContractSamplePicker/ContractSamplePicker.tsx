import { ClassNames, css, type Theme } from '@emotion/react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { Dialog } from '../../overlays/Dialog';
import { EMPTY_SELECTION, type RowKey, type Selection } from '../../table/grid/selection';
import { ProTable, type ProTableHandle } from '../../table/ProTable';
import type { TableRequest } from '../../table/types';
import { SAMPLE_PAGE_SIZE, sampleColumns, sampleKey, selectedSample, type ContractSampleRow, type LoadContractSamples } from './samplePicker';

export interface ContractSamplePickerProps {
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether it starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (取消, Escape, ×, or after a confirmed choice). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Loads one page of samples; called on open and on every page change. */
  loadSamples: LoadContractSamples;
  /**
   * Called with the chosen sample. The dialog closes when it returns (or its promise resolves) and
   * stays open when the promise rejects.
   */
  onConfirm: (sample: ContractSampleRow) => void | Promise<void>;
  /**
   * The dialog title.
   * @default '选择合同范本' / 'Choose contract sample'
   */
  title?: string;
  /**
   * Rows per page.
   * @default 10
   */
  pageSize?: number;
}

function pickerStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};

    .srm-sample-picker-message {
      margin: 0;
      color: ${c.danger};
      font-size: ${theme.fontSizes.sm};
    }
    .srm-sample-picker-failed {
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      color: ${c.danger};
    }
    .srm-sample-picker-failed p {
      margin: 0;
    }
  `;
}

/**
 * The contract-sample picker (spec 01 §2.7): a dialog titled 选择合同范本 with a radio table of
 * contract template name, sample name and file name (10 rows a page), 取消 and 确定. 确定 with no
 * row chosen says 请选择范本. Data comes from `loadSamples`; see README.md.
 */
export function ContractSamplePicker({ isOpen: isOpenProp, defaultOpen = false, onOpenChange, ...props }: ContractSamplePickerProps) {
  const [isOpen, setOpen] = useControlledState(isOpenProp, defaultOpen, onOpenChange);
  // Mounted only while open: every opening starts on page 1 with nothing chosen.
  if (!isOpen) return null;
  return <PickerDialog {...props} onClose={() => setOpen(false)} />;
}

function PickerDialog({
  loadSamples,
  onConfirm,
  title,
  pageSize = SAMPLE_PAGE_SIZE,
  onClose,
}: Omit<ContractSamplePickerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & { onClose: () => void }) {
  const { t } = useLocale();
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [showRequired, setShowRequired] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [isPending, setPending] = useState(false);
  const seen = useRef(new Map<RowKey, ContractSampleRow>());
  const table = useRef<ProTableHandle>(null);
  const messageId = useId();
  const columns = useMemo(() => sampleColumns(t), [t]);

  const request = useCallback<TableRequest<ContractSampleRow>>(
    async ({ page, pageSize: size }) => {
      setLoadFailed(false);
      try {
        const result = await loadSamples({ page, pageSize: size });
        for (const row of result.data) seen.current.set(sampleKey(row), row);
        return result;
      } catch (error) {
        setLoadFailed(true);
        throw error;
      }
    },
    [loadSamples],
  );

  const confirm = async () => {
    const sample = selectedSample(selection, seen.current);
    if (!sample) {
      setShowRequired(true);
      return;
    }
    const result = onConfirm(sample);
    // Pending only while a promise runs (a pending button is announced, and would point at a closed dialog).
    if (!result) {
      onClose();
      return;
    }
    setPending(true);
    try {
      await result;
      onClose();
    } catch {
      // The caller showed why; the dialog stays open.
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title ?? t('contractSample.title')}
      width="medium"
      aria-describedby={showRequired ? messageId : undefined}
      footer={
        <>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" isPending={isPending} onPress={() => void confirm()}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <ClassNames>
        {({ css: toClass, theme }) => (
          <div className={toClass(pickerStyles(theme))}>
            {loadFailed ? (
              <div className="srm-sample-picker-failed">
                <p role="alert">{t('contractSample.loadFailed')}</p>
                <Button size="small" onPress={() => table.current?.reload()}>
                  {t('print.retry')}
                </Button>
              </div>
            ) : null}
            <ProTable<ContractSampleRow>
              ref={table}
              aria-label={t('contractSample.tableLabel')}
              columns={columns}
              rowKey={sampleKey}
              request={request}
              defaultPageSize={pageSize}
              selectionMode="radio"
              selection={selection}
              onSelectionChange={(next) => {
                setSelection(next);
                setShowRequired(false);
              }}
              toolbar={false}
              height="auto"
              virtual={false}
            />
            {showRequired ? (
              <p id={messageId} role="alert" className="srm-sample-picker-message">
                {t('contractSample.chooseSample')}
              </p>
            ) : null}
          </div>
        )}
      </ClassNames>
    </Dialog>
  );
}
