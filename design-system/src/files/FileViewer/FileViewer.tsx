import { ClassNames } from '@emotion/react';
import { useCallback, useEffect, useReducer, useRef, useState, type ReactElement } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../../controls/Button';
import { Empty } from '../../display/Empty';
import { Spinner } from '../../display/Spinner';
import { useLocale } from '../../i18n/LocaleProvider';
import { Dialog } from '../../overlays/Dialog';
import { useOptionalToast } from '../../overlays/Toast';
import { Tooltip } from '../../overlays/Tooltip';
import { previewKind, type PreviewKind } from '../preview/fileKind';
import { canDownload, downloadViewerFile, loadErrorMessage, loadFileBlob, type ViewerFile } from '../preview/fileSource';
import {
  DownloadIcon,
  FileIcon,
  NextIcon,
  PreviousIcon,
  ResetIcon,
  RotateLeftIcon,
  RotateRightIcon,
  WarningIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './icons';
import {
  canZoomIn,
  canZoomOut,
  commandForKey,
  counterText,
  initialTransform,
  isInitialTransform,
  scalePercent,
  stepIndex,
  transformReducer,
  wrapIndex,
  type TransformAction,
  type ViewerCommand,
} from './viewerState';
import { viewerStyles } from './viewerStyles';
import { DocxView } from './views/DocxView';
import { ImageView } from './views/ImageView';
import { PdfView } from './views/PdfView';
import type { ViewProps } from './views/types';
import { XlsxView } from './views/XlsxView';

export interface FileViewerProps {
  /** The files to page through; each has a name and a `url` or a `load` function. */
  files: readonly ViewerFile[];
  /** The shown file (controlled); out-of-range values wrap. */
  index?: number;
  /**
   * The first shown file (uncontrolled).
   * @default 0
   */
  defaultIndex?: number;
  /** Called with the new index when the user goes to the previous or next file. */
  onIndexChange?: (index: number) => void;
  /** Whether the viewer is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether it is open at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the viewer opens or closes (关闭, Escape, a click outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Downloads a file (下载 in the toolbar and 下载文件 in the fallback). Without it, the viewer
   * downloads from the file's `url` or `load` itself.
   */
  onDownload?: (file: ViewerFile, index: number) => void | Promise<void>;
  /**
   * Extensions the caller allows to preview, e.g. `limitedPreviewTypes` (png, jpg, jpeg, gif, pdf;
   * spec 01 §5). Any other type shows the fallback 暂不支持预览当前文件类型 with a download offer.
   * @default every type the viewer renders (images, pdf, docx, xlsx)
   */
  previewTypes?: readonly string[];
  /**
   * Whether a click outside the viewer closes it.
   * @default true
   */
  isDismissable?: boolean;
}

type LoadStatus = 'loading' | 'ready' | 'error';
export type ViewerStatus = LoadStatus | 'unsupported';

interface PreviewState {
  /** The file the state belongs to (see `fileKey`). */
  key: string;
  status: LoadStatus;
  message: string;
  blob: Blob | null;
  /** An object URL of `blob`, for pictures. */
  href: string | null;
}

/** A file's identity for loading: its position and where it comes from (not the object, which callers may recreate). */
function fileKey(index: number, file: ViewerFile | undefined): string {
  return file ? [index, file.name, file.url ?? '', file.type ?? '', file.load ? 'load' : ''].join('\u0000') : `${index}`;
}

/** Whether the viewer fetches the file's bytes itself (an image with an address loads in its `<img>`). */
function needsBytes(kind: PreviewKind, file: ViewerFile): boolean {
  if (kind === 'unsupported') return false;
  return kind !== 'image' || !!file.load || !file.url;
}

function ToolButton({ label, icon, onPress, isDisabled }: { label: string; icon: ReactElement; onPress: () => void; isDisabled?: boolean }) {
  return (
    <Tooltip content={label}>
      <Button variant="text" size="small" className="srm-viewer-tool" aria-label={label} onPress={onPress} isDisabled={isDisabled}>
        {icon}
      </Button>
    </Tooltip>
  );
}

interface ViewerContentProps {
  files: readonly ViewerFile[];
  index: number;
  setIndex: (index: number) => void;
  onDownload?: FileViewerProps['onDownload'];
  previewTypes?: readonly string[];
}

function ViewerContent({ files, index, setIndex, onDownload, previewTypes }: ViewerContentProps) {
  const { t } = useLocale();
  const toast = useOptionalToast();
  const rootRef = useRef<HTMLDivElement>(null);
  const count = files.length;
  const current = wrapIndex(index, count);
  const file = files[current];
  const kind: PreviewKind = file ? previewKind(file, previewTypes) : 'unsupported';
  const key = fileKey(current, file);

  // Zoom and rotation start over for every file.
  const [transformState, dispatch] = useReducer(
    (state: { key: string; transform: typeof initialTransform }, action: TransformAction & { key: string }) =>
      state.key === action.key ? { key: state.key, transform: transformReducer(state.transform, action) } : { key: action.key, transform: transformReducer(initialTransform, action) },
    { key, transform: initialTransform },
  );
  const transform = transformState.key === key ? transformState.transform : initialTransform;
  const act = useCallback((action: TransformAction) => dispatch({ ...action, key }), [key]);

  const [preview, setPreview] = useState<PreviewState>({ key, status: 'loading', message: '', blob: null, href: null });
  const state: PreviewState = preview.key === key ? preview : { key, status: 'loading', message: '', blob: null, href: null };
  const status: ViewerStatus = kind === 'unsupported' ? 'unsupported' : state.status;
  const update = useCallback((next: Partial<PreviewState>) => {
    setPreview((prev) => ({ ...(prev.key === key ? prev : { key, status: 'loading' as const, message: '', blob: null, href: null }), ...next }));
  }, [key]);

  const fileRef = useRef(file);
  useEffect(() => {
    fileRef.current = file;
  });

  useEffect(() => {
    const source = fileRef.current;
    if (!source || !needsBytes(kind, source)) return undefined;
    const controller = new AbortController();
    let href: string | null = null;
    loadFileBlob(source, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        if (kind === 'image') href = URL.createObjectURL(blob);
        update({ blob, href });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) update({ status: 'error', message: loadErrorMessage(error, t('viewer.loadFailed')) });
      },
    );
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [key, kind, update, t]);

  const go = useCallback((step: 1 | -1) => {
    if (count > 1) setIndex(stepIndex(current, count, step));
  }, [count, current, setIndex]);

  const download = useCallback(() => {
    if (!file) return;
    if (onDownload) {
      void onDownload(file, current);
      return;
    }
    downloadViewerFile(file).catch((error: unknown) => toast?.error(loadErrorMessage(error, t('viewer.downloadFailed'))));
  }, [file, current, onDownload, toast, t]);

  const canTransform = status === 'ready';
  const run = useCallback((command: ViewerCommand) => {
    if (command === 'previous') go(-1);
    else if (command === 'next') go(1);
    else if (!canTransform) return;
    else if (command === 'rotate') act({ type: 'rotate' });
    else act({ type: command });
  }, [go, act, canTransform]);

  // Keys work anywhere in the viewer, unless a control inside has used them (the sheet tabs use the arrows).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = rootRef.current?.closest('[role="dialog"]');
      const target = event.target as Element | null;
      if (event.defaultPrevented || !dialog || !target || !dialog.contains(target)) return;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const command = commandForKey(event);
      if (!command) return;
      // In the sheet tabs the arrows move between sheets.
      if ((command === 'previous' || command === 'next') && target.closest('[role="tablist"]')) return;
      event.preventDefault();
      run(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [run]);

  const ready = useCallback(() => update({ status: 'ready' }), [update]);
  const failed = useCallback(
    (message: string) => () => update({ status: 'error', message }),
    [update],
  );
  const onWheelZoom = useCallback((deltaY: number) => act({ type: 'wheel', deltaY }), [act]);

  if (!file) {
    return (
      <div ref={rootRef} className="srm-viewer" data-status="empty">
        <Empty description={t('common.noData')} />
      </div>
    );
  }

  const label = t('viewer.stage', { name: file.name });
  const viewProps: ViewProps = {
    stage: { transform, label, onWheelZoom },
    onReady: ready,
    onError: failed(t('viewer.renderFailed')),
  };
  const downloadable = canDownload(file, onDownload);

  let view: ReactElement | null = null;
  if (status !== 'unsupported' && status !== 'error') {
    if (kind === 'image') {
      const src = needsBytes(kind, file) ? state.href : (file.url ?? null);
      if (src) view = <ImageView key={key} src={src} alt={file.name} {...viewProps} onError={failed(t('image.loadFailed'))} />;
    } else if (state.blob) {
      if (kind === 'pdf') view = <PdfView key={key} data={state.blob} {...viewProps} />;
      else if (kind === 'docx') view = <DocxView key={key} data={state.blob} {...viewProps} />;
      else if (kind === 'xlsx') view = <XlsxView key={key} data={state.blob} {...viewProps} />;
    }
  }

  return (
    <div ref={rootRef} className="srm-viewer" data-kind={kind} data-status={status}>
      <div className="srm-viewer-toolbar" role="group" aria-label={t('viewer.toolbar')}>
        <span className="srm-viewer-counter" aria-live="polite" aria-atomic="true">
          {counterText(current, count)}
        </span>
        <ToolButton label={t('viewer.previous')} icon={<PreviousIcon />} onPress={() => go(-1)} isDisabled={count < 2} />
        <ToolButton label={t('viewer.next')} icon={<NextIcon />} onPress={() => go(1)} isDisabled={count < 2} />
        <span className="srm-viewer-separator" aria-hidden="true" />
        <ToolButton label={t('viewer.zoomOut')} icon={<ZoomOutIcon />} onPress={() => act({ type: 'zoomOut' })} isDisabled={!canTransform || !canZoomOut(transform)} />
        <span className="srm-viewer-zoom">{`${scalePercent(transform.scale)}%`}</span>
        <ToolButton label={t('viewer.zoomIn')} icon={<ZoomInIcon />} onPress={() => act({ type: 'zoomIn' })} isDisabled={!canTransform || !canZoomIn(transform)} />
        <ToolButton label={t('viewer.rotateLeft')} icon={<RotateLeftIcon />} onPress={() => act({ type: 'rotate', direction: -1 })} isDisabled={!canTransform} />
        <ToolButton label={t('viewer.rotateRight')} icon={<RotateRightIcon />} onPress={() => act({ type: 'rotate' })} isDisabled={!canTransform} />
        <ToolButton label={t('viewer.reset')} icon={<ResetIcon />} onPress={() => act({ type: 'reset' })} isDisabled={!canTransform || isInitialTransform(transform)} />
        <span className="srm-viewer-spacer" />
        {downloadable ? <ToolButton label={t('viewer.download')} icon={<DownloadIcon />} onPress={download} /> : null}
      </div>
      <div className="srm-viewer-main">
        {view}
        {status === 'loading' ? (
          <div className="srm-viewer-overlay">
            <Spinner size="large" labelPlacement="bottom" />
          </div>
        ) : null}
        {status === 'unsupported' || status === 'error' ? (
          <div className="srm-viewer-overlay" role={status === 'error' ? 'alert' : undefined}>
            <span className="srm-viewer-overlay-icon">{status === 'error' ? <WarningIcon /> : <FileIcon />}</span>
            <p className="srm-viewer-message">{status === 'error' ? state.message : t('viewer.unsupported')}</p>
            <p className="srm-viewer-hint">{t('viewer.downloadHint')}</p>
            {downloadable ? (
              <Button variant="primary" onPress={download}>
                {t('viewer.downloadFile')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A modal viewer for one file of a list (spec 01 §2.7): pictures, PDF (every page, scrolling),
 * Word (.docx) and Excel (.xlsx) drawn in the page, anything else (or any type outside
 * `previewTypes`) a fallback 暂不支持预览当前文件类型 with a download button. Previous and next wrap
 * both ways; zoom in steps of 0.2 (0.015 per wheel step, never below 0.2), rotate by 90°, reset.
 * Keys: ←/→ previous/next, + or = and - zoom, r rotates, 0 resets, Escape closes. The PDF, Word and
 * Excel renderers load on first use only. States: `data-kind` and `data-status` (`loading`,
 * `ready`, `error`, `unsupported`) on `.srm-viewer`; `data-scale`, `data-rotation` on the content.
 */
export function FileViewer({
  files,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  isOpen,
  defaultOpen,
  onOpenChange,
  onDownload,
  previewTypes,
  isDismissable = true,
}: FileViewerProps) {
  const { t } = useLocale();
  const [index, setIndex] = useControlledState(indexProp, defaultIndex, onIndexChange);
  const current = wrapIndex(index, files.length);
  const title = files[current]?.name || t('viewer.title');
  return (
    <ClassNames>
      {({ css, theme }) => (
        <Dialog
          title={title}
          width="large"
          isOpen={isOpen}
          defaultOpen={defaultOpen}
          onOpenChange={onOpenChange}
          isDismissable={isDismissable}
          className={css(viewerStyles(theme))}
          style={{ height: '100%' }}
        >
          <ViewerContent files={files} index={current} setIndex={setIndex} onDownload={onDownload} previewTypes={previewTypes} />
        </Dialog>
      )}
    </ClassNames>
  );
}
