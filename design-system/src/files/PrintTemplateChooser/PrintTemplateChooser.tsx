import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Button } from '../../controls/Button';
import { Radio, RadioGroup } from '../../controls/RadioGroup';
import { Empty } from '../../display/Empty';
import { Pagination } from '../../display/Pagination';
import { Spinner } from '../../display/Spinner';
import { useLocale } from '../../i18n/LocaleProvider';
import { ChoiceDialog, ChoiceDialogGate, ChoiceRequired, useChoiceConfirm, type ChoiceDialogOpenProps } from '../ChoiceDialog';
import {
  chosenTemplate,
  PRINT_TEMPLATE_PAGE_SIZE,
  printableTemplates,
  TEMPLATE_LABEL_MAX,
  templateKey,
  templateLabel,
  type LoadPrintTemplates,
  type PrintTemplateOption,
  type PrintTemplatePage,
} from './templateChoice';

export interface PrintTemplateChooserProps extends ChoiceDialogOpenProps {
  /** Loads one page of templates; called on open and on every page change. */
  loadTemplates: LoadPrintTemplates;
  /**
   * Called with the chosen template. The dialog closes when it returns (or its promise resolves) and
   * stays open when the promise rejects (the caller shows why).
   */
  onConfirm: (template: PrintTemplateOption) => void | Promise<void>;
  /**
   * The dialog title.
   * @default '选择打印模板' / 'Choose a print template'
   */
  title?: string;
  /**
   * Templates per page.
   * @default 10
   */
  pageSize?: number;
  /**
   * Labels longer than this many characters are cut with '…' (the full name in a title and for screen readers).
   * @default 30
   */
  maxLabelLength?: number;
  /** The template chosen when the dialog opens. */
  defaultTemplateId?: string | number;
}

/** The answer to the request `key` (page and attempt); while it is for another key, the page is loading. */
type Loaded = { key: string; status: 'error' } | { key: string; status: 'done'; page: PrintTemplatePage };
type LoadState = { status: 'loading' } | Loaded;

/** The list's states and the radios (the column and the required message come from ChoiceDialog). */
function chooserStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    min-height: calc(${theme.space[10]} * 2);

    .srm-print-chooser-status {
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: ${theme.space[2]};
      min-height: calc(${theme.space[10]} * 2);
      color: ${c.textTertiary};
    }
    .srm-print-chooser-status[data-error] {
      color: ${c.danger};
    }
    .srm-print-chooser-list .srm-choice-list {
      gap: ${theme.space[2]};
    }
    .srm-print-chooser-name {
      overflow-wrap: anywhere;
    }
  `;
}

/**
 * The print-template chooser (spec 01 §2.7): a dialog listing the print templates a page of 10 at a
 * time as radios, labels cut at 30 characters. 确定 with nothing chosen says 请选择打印模板 and keeps
 * the dialog open. Data comes from `loadTemplates`; see README.md.
 */
export function PrintTemplateChooser({ isOpen, defaultOpen, onOpenChange, ...props }: PrintTemplateChooserProps) {
  // Mounted only while open, so each opening starts afresh: page 1, the default choice, no message.
  return (
    <ChoiceDialogGate isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {(close) => <ChooserDialog {...props} onClose={close} />}
    </ChoiceDialogGate>
  );
}

function ChooserDialog({
  loadTemplates,
  onConfirm,
  title,
  pageSize = PRINT_TEMPLATE_PAGE_SIZE,
  maxLabelLength = TEMPLATE_LABEL_MAX,
  defaultTemplateId,
  onClose,
}: Omit<PrintTemplateChooserProps, keyof ChoiceDialogOpenProps> & { onClose: () => void }) {
  const { t } = useLocale();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const requestKey = `${page}:${attempt}`;
  const load: LoadState = loaded && loaded.key === requestKey ? loaded : { status: 'loading' };
  // The pager keeps the last known total while the next page loads.
  const [total, setTotal] = useState(0);
  const [chosen, setChosen] = useState<string | null>(defaultTemplateId === undefined ? null : String(defaultTemplateId));
  const seen = useRef(new Map<string, PrintTemplateOption>());

  useEffect(() => {
    let current = true;
    loadTemplates({ page, pageSize }).then(
      (result) => {
        if (!current) return;
        // A template that cannot print (no stored file) is never offered.
        const data = printableTemplates(result.data);
        for (const template of data) seen.current.set(templateKey(template), template);
        setLoaded({ key: requestKey, status: 'done', page: { data, total: result.total - (result.data.length - data.length) } });
        setTotal(result.total - (result.data.length - data.length));
      },
      () => {
        if (current) setLoaded({ key: requestKey, status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [loadTemplates, page, pageSize, requestKey]);

  const choice = useChoiceConfirm(() => chosenTemplate(chosen, seen.current), onConfirm, onClose);

  let body;
  if (load.status === 'loading') {
    body = (
      <div className="srm-print-chooser-status">
        <Spinner labelPlacement="end" />
      </div>
    );
  } else if (load.status === 'error') {
    body = (
      <div className="srm-print-chooser-status" data-error="">
        <p role="alert">{t('print.loadTemplatesFailed')}</p>
        <Button size="small" onPress={() => setAttempt((value) => value + 1)}>
          {t('print.retry')}
        </Button>
      </div>
    );
  } else if (load.page.data.length === 0 && load.page.total === 0) {
    body = <Empty size="small" />;
  } else {
    body = (
      <RadioGroup
        className="srm-print-chooser-list"
        aria-label={t('print.templateList')}
        aria-describedby={choice.describedBy}
        orientation="vertical"
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          choice.clearRequired();
        }}
      >
        {load.page.data.map((template) => {
          const label = templateLabel(template.name, maxLabelLength);
          return (
            <Radio key={templateKey(template)} value={templateKey(template)}>
              {label.truncated ? (
                <span className="srm-print-chooser-name" title={label.full} data-truncated="">
                  <span aria-hidden="true">{label.text}</span>
                  <VisuallyHidden>{label.full}</VisuallyHidden>
                </span>
              ) : (
                <span className="srm-print-chooser-name">{label.full}</span>
              )}
            </Radio>
          );
        })}
      </RadioGroup>
    );
  }

  return (
    <ChoiceDialog title={title ?? t('print.chooserTitle')} width="small" choice={choice} onClose={onClose} bodyStyles={chooserStyles} status={load.status}>
      {body}
      <ChoiceRequired choice={choice}>{t('print.chooseTemplate')}</ChoiceRequired>
      {total > pageSize ? (
        <Pagination
          total={total}
          page={page}
          pageSize={pageSize}
          layout={['total', 'prev', 'pager', 'next']}
          isDisabled={load.status === 'loading'}
          aria-label={t('print.templateList')}
          onChange={(next) => setPage(next)}
        />
      ) : null}
    </ChoiceDialog>
  );
}
