import { css, type Theme } from '@emotion/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { EMPTY_SELECTION, type RowKey, type Selection } from '../../table/grid/selection';
import { ProTable, type ProTableHandle } from '../../table/ProTable';
import type { TableRequest } from '../../table/types';
import { ChoiceDialog, ChoiceDialogGate, ChoiceRequired, useChoiceConfirm, type ChoiceDialogOpenProps } from '../ChoiceDialog';
import { SAMPLE_PAGE_SIZE, sampleColumns, sampleKey, selectedSample, type ContractSampleRow, type LoadContractSamples } from './samplePicker';

export interface ContractSamplePickerProps extends ChoiceDialogOpenProps {
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

/** The load failure line above the table (the column and the required message come from ChoiceDialog). */
function pickerStyles(theme: Theme) {
  return css`
    .srm-sample-picker-failed {
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      color: ${theme.colors.danger};
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
export function ContractSamplePicker({ isOpen, defaultOpen, onOpenChange, ...props }: ContractSamplePickerProps) {
  // Mounted only while open: every opening starts on page 1 with nothing chosen.
  return (
    <ChoiceDialogGate isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {(close) => <PickerDialog {...props} onClose={close} />}
    </ChoiceDialogGate>
  );
}

function PickerDialog({
  loadSamples,
  onConfirm,
  title,
  pageSize = SAMPLE_PAGE_SIZE,
  onClose,
}: Omit<ContractSamplePickerProps, keyof ChoiceDialogOpenProps> & { onClose: () => void }) {
  const { t } = useLocale();
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [loadFailed, setLoadFailed] = useState(false);
  const seen = useRef(new Map<RowKey, ContractSampleRow>());
  const table = useRef<ProTableHandle>(null);
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

  const choice = useChoiceConfirm(() => selectedSample(selection, seen.current), onConfirm, onClose);

  return (
    <ChoiceDialog
      title={title ?? t('contractSample.title')}
      width="medium"
      choice={choice}
      onClose={onClose}
      aria-describedby={choice.describedBy}
      bodyStyles={pickerStyles}
    >
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
          choice.clearRequired();
        }}
        toolbar={false}
        height="auto"
        virtual={false}
      />
      <ChoiceRequired choice={choice}>{t('contractSample.chooseSample')}</ChoiceRequired>
    </ChoiceDialog>
  );
}
