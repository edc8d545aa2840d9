import { ClassNames } from '@emotion/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog as RACDialog, Modal, ModalOverlay } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../../controls/Button';
import { Select } from '../../controls/Select';
import type { SelectValue } from '../../controls/Select';
import { Spinner } from '../../display/Spinner';
import { useLocale } from '../../i18n/LocaleProvider';
import { backdropStyles, overlayChromeStyles } from '../../overlays/Dialog/dialogStyles';
import { OverlayBody, OverlayHeader } from '../../overlays/Dialog/parts';
import { useOptionalToast } from '../../overlays/Toast';
import { printableTemplates, templateKey, type PrintTemplateOption } from '../PrintTemplateChooser/templateChoice';
import { checkPrintBlob, printFileName } from './printBlob';
import { previewBoxStyles, previewContentStyles } from './printPreviewStyles';

export interface PrintPreviewProps {
  /** Whether the preview is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether it starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the preview opens or closes (×, Escape). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * The title in the header.
   * @default '打印预览' / 'Print preview'
   */
  title?: string;
  /** The templates offered by the selector. */
  templates: readonly PrintTemplateOption[];
  /**
   * The templates are still being fetched: the selector shows a spinner.
   * @default false
   */
  isLoadingTemplates?: boolean;
  /** The chosen template's id (controlled); null for none. */
  templateId?: string | number | null;
  /**
   * The template chosen at first (uncontrolled).
   * @default null
   */
  defaultTemplateId?: string | number | null;
  /** Called when the user picks another template. */
  onTemplateChange?: (templateId: string | number | null) => void;
  /**
   * Fetches the PDF of a template (the gateway's print call as a blob). A blob holding a JSON
   * envelope instead of a PDF shows its message (or 获取打印信息出错了); so does a rejection with such a blob.
   */
  loadPdf: (template: PrintTemplateOption) => Promise<Blob>;
  /** 生成并上传: stores the PDF as an attachment (the button shows only with it). Resolve when done. */
  onUpload?: (template: PrintTemplateOption) => Promise<unknown>;
  /**
   * The download name of the PDF.
   * @default the template name + '.pdf'
   */
  fileName?: (template: PrintTemplateOption) => string;
}

/** The answer to the request `key` (template and attempt); while it is for another key, the PDF is loading. */
type PdfResult = { key: string; status: 'error'; message: string | null } | { key: string; status: 'ready'; url: string };
type PdfState = { status: 'idle' } | { status: 'loading' } | PdfResult;

/**
 * The PDF preview overlay (spec 01 §2.7): a full-screen sheet with a template selector, the PDF of the
 * chosen template, and 生成并上传, 下载 and 打印. It is a modal dialog named by its title; see
 * README.md for behaviour and keys.
 */
export function PrintPreview({ isOpen: isOpenProp, defaultOpen = false, onOpenChange, title, ...props }: PrintPreviewProps) {
  const { t } = useLocale();
  const [isOpen, setOpen] = useControlledState(isOpenProp, defaultOpen, onOpenChange);
  return (
    <ClassNames>
      {({ css, cx, theme }) => (
        <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable={false} className={css(backdropStyles(theme))}>
          <Modal className={css(previewBoxStyles(theme))}>
            <RACDialog className={cx(css(overlayChromeStyles(theme)), css(previewContentStyles(theme)))} data-print-preview="">
              {({ close }) => (
                <>
                  <OverlayHeader title={title ?? t('print.previewTitle')} onClose={close} />
                  <OverlayBody>
                    <PreviewContent {...props} />
                  </OverlayBody>
                </>
              )}
            </RACDialog>
          </Modal>
        </ModalOverlay>
      )}
    </ClassNames>
  );
}

function PreviewContent({
  templates,
  isLoadingTemplates = false,
  templateId,
  defaultTemplateId = null,
  onTemplateChange,
  loadPdf,
  onUpload,
  fileName,
}: Omit<PrintPreviewProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'title'>) {
  const { t } = useLocale();
  const toast = useOptionalToast();
  const [chosenId, setChosenId] = useControlledState<string | number | null>(templateId, defaultTemplateId, onTemplateChange);
  // A template that cannot print (no stored file) is neither offered nor previewed.
  const offered = useMemo(() => printableTemplates(templates), [templates]);
  const template = useMemo(
    () => (chosenId === null ? null : (offered.find((candidate) => templateKey(candidate) === String(chosenId)) ?? null)),
    [chosenId, offered],
  );
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<PdfResult | null>(null);
  const requestKey = template ? `${templateKey(template)}:${attempt}` : null;
  const pdf: PdfState = requestKey === null ? { status: 'idle' } : result && result.key === requestKey ? result : { status: 'loading' };
  const [isUploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!template || requestKey === null) return;
    let current = true;
    let url: string | null = null;
    const fail = async (reason: unknown) => {
      const check = reason instanceof Blob ? await checkPrintBlob(reason) : null;
      if (current) setResult({ key: requestKey, status: 'error', message: check && !check.ok ? check.message : null });
    };
    loadPdf(template).then(async (blob) => {
      const check = await checkPrintBlob(blob);
      if (!current) return;
      if (!check.ok) {
        setResult({ key: requestKey, status: 'error', message: check.message });
        return;
      }
      url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
      setResult({ key: requestKey, status: 'ready', url });
    }, fail);
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [loadPdf, requestKey, template]);

  const ready = pdf.status === 'ready' && template !== null;

  const download = () => {
    if (pdf.status !== 'ready' || !template) return;
    const link = document.createElement('a');
    link.href = pdf.url;
    link.download = fileName ? fileName(template) : printFileName(template.name);
    document.body.append(link);
    link.click();
    link.remove();
  };

  const print = () => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    view.focus();
    view.print();
  };

  const upload = async () => {
    if (!template || !onUpload) return;
    setUploading(true);
    setNotice(null);
    try {
      await onUpload(template);
      const message = t('print.uploaded');
      setNotice(message);
      toast?.success(message);
    } catch {
      // The caller's request layer shows why.
    } finally {
      setUploading(false);
    }
  };

  let viewer;
  if (!template) {
    viewer = (
      <div className="srm-print-preview-status" role="status">
        <p>{t('print.chooseTemplate')}</p>
      </div>
    );
  } else if (pdf.status === 'error') {
    viewer = (
      <div className="srm-print-preview-status" data-error="">
        <p role="alert">{pdf.message ?? t('print.fetchFailed')}</p>
        <Button
          size="small"
          onPress={() => {
            setNotice(null);
            setAttempt((value) => value + 1);
          }}
        >
          {t('print.retry')}
        </Button>
      </div>
    );
  } else if (pdf.status === 'ready') {
    viewer = <iframe ref={frame} className="srm-print-preview-frame" src={pdf.url} title={t('print.pdfFrame', { name: template.name })} />;
  } else {
    viewer = (
      <div className="srm-print-preview-status">
        <Spinner label={t('print.generating')} labelPlacement="bottom" />
      </div>
    );
  }

  return (
    <>
      <div className="srm-print-preview-toolbar" role="toolbar" aria-label={t('print.toolbar')}>
        <Select<PrintTemplateOption>
          className="srm-print-preview-template"
          label={t('print.templateLabel')}
          options={offered}
          fieldNames={{ label: 'name', value: 'id' }}
          value={template === null ? null : chosenId}
          isLoading={isLoadingTemplates}
          onChange={(value: SelectValue) => {
            setNotice(null);
            setChosenId(Array.isArray(value) ? (value[0] ?? null) : value);
          }}
        />
        <div className="srm-print-preview-actions">
          {onUpload ? (
            <Button isDisabled={!ready} isPending={isUploading} onPress={() => void upload()}>
              {t('print.generateUpload')}
            </Button>
          ) : null}
          <Button isDisabled={!ready} onPress={download}>
            {t('print.download')}
          </Button>
          <Button variant="primary" isDisabled={!ready} onPress={print}>
            {t('print.print')}
          </Button>
        </div>
      </div>
      {notice ? (
        <p className="srm-print-preview-notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="srm-print-preview-viewer" aria-busy={pdf.status === 'loading' || undefined} data-status={template ? pdf.status : 'none'}>
        {viewer}
      </div>
    </>
  );
}
