import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useLocale } from '../../../i18n/LocaleProvider';
import { CSS_PER_POINT, openPdf } from '../renderers/pdf';
import { useStageElement, ZoomStage } from '../ZoomStage';
import type { ViewProps } from './types';
import { useLatest } from './useLatest';

export interface PdfViewProps extends ViewProps {
  data: Blob;
}

interface PageBox {
  number: number;
  /** CSS pixels at scale 1. */
  width: number;
  height: number;
}

/**
 * Canvas pixels per CSS pixel beyond the screen's own ratio, so a page zoomed in a little stays
 * sharp; the device ratio counts up to 2.
 */
const SHARPNESS = 1.5;

/** Text items of a page joined as lines (for screen readers; the canvas itself is a picture). */
function pageText(items: readonly unknown[]): string {
  return items
    .map((item) => {
      const { str, hasEOL } = item as { str?: string; hasEOL?: boolean };
      return typeof str === 'string' ? str + (hasEOL ? '\n' : '') : '';
    })
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function isCancelled(error: unknown) {
  return !!error && typeof error === 'object' && (error as { name?: string }).name === 'RenderingCancelledException';
}

/** One page: a canvas drawn once the page comes near the visible part of the stage. */
function PdfPage({ pdf, page, total, onError }: { pdf: PDFDocumentProxy; page: PageBox; total: number; onError: (error: unknown) => void }) {
  const { t } = useLocale();
  const stage = useStageElement();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [isNear, setNear] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const onErrorRef = useLatest(onError);
  const lastRender = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const box = boxRef.current;
    if (!box || !stage || isNear) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true));
      return undefined;
    }
    // One stage height above and below the visible part counts as near.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { root: stage, rootMargin: '100% 0px' });
    observer.observe(box);
    return () => observer.disconnect();
  }, [stage, isNear]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!isNear || !canvas) return undefined;
    let cancelled = false;
    let task: RenderTask | null = null;
    // One canvas takes one render at a time: wait for an abandoned one to finish cancelling.
    const previous = lastRender.current;
    const run = (async () => {
      await previous.catch(() => undefined);
      if (cancelled) return;
      const proxy = await pdf.getPage(page.number);
      if (cancelled) return;
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2) * SHARPNESS;
      const viewport = proxy.getViewport({ scale: CSS_PER_POINT * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = proxy.render({ canvas, viewport });
      await task.promise;
      const content = await proxy.getTextContent();
      if (!cancelled) setText(pageText(content.items));
    })();
    lastRender.current = run;
    run.catch((error: unknown) => {
      if (!cancelled && !isCancelled(error)) onErrorRef.current(error);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [isNear, pdf, page.number, onErrorRef]);

  return (
    <div
      ref={boxRef}
      className="srm-viewer-pdf-page"
      role="group"
      aria-label={t('viewer.pdfPage', { page: page.number, total })}
      data-rendered={text !== null || undefined}
      style={{ width: page.width, aspectRatio: `${page.width} / ${page.height}` }}
    >
      <canvas ref={canvasRef} aria-hidden="true" />
      {text ? <VisuallyHidden>{text}</VisuallyHidden> : null}
    </div>
  );
}

/**
 * A PDF drawn by PDF.js (loaded on first use): every page in one scrolling column, each page drawn
 * on a canvas when it comes near the visible part, its text kept for screen readers.
 */
export function PdfView({ data, stage, onReady, onError }: PdfViewProps) {
  const [doc, setDoc] = useState<{ pdf: PDFDocumentProxy; pages: PageBox[] } | null>(null);
  const callbacks = useLatest({ onReady, onError });

  useEffect(() => {
    let cancelled = false;
    let task: PDFDocumentLoadingTask | null = null;
    (async () => {
      const bytes = await data.arrayBuffer();
      if (cancelled) return;
      task = await openPdf(bytes);
      if (cancelled) {
        void task.destroy();
        return;
      }
      const pdf = await task.promise;
      const pages: PageBox[] = [];
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const viewport = (await pdf.getPage(number)).getViewport({ scale: CSS_PER_POINT });
        pages.push({ number, width: viewport.width, height: viewport.height });
      }
      if (cancelled) return;
      setDoc({ pdf, pages });
      callbacks.current.onReady();
    })().catch((error: unknown) => {
      if (!cancelled) callbacks.current.onError(error);
    });
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [data, callbacks]);

  return (
    <ZoomStage {...stage} wheelZoom="modifier">
      <div className="srm-viewer-pdf" data-pages={doc?.pages.length}>
        {doc?.pages.map((page) => (
          <PdfPage key={page.number} pdf={doc.pdf} page={page} total={doc.pages.length} onError={onError} />
        ))}
      </div>
    </ZoomStage>
  );
}
