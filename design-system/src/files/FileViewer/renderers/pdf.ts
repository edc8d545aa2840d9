/**
 * PDF.js, loaded only when a PDF is shown (dynamic import), so the package's main bundle does not
 * carry it. Its worker is the package's own `pdf.worker.min.mjs`, addressed with
 * `new URL(…, import.meta.url)`, which Vite (the app, Storybook) resolves and emits as an asset.
 */
import type { PDFDocumentLoadingTask } from 'pdfjs-dist';

/**
 * Where PDF.js finds its worker and data files. Apps that show PDFs with non-embedded Chinese fonts
 * serve `pdfjs-dist/cmaps/` and `pdfjs-dist/standard_fonts/` and pass their addresses here once
 * (`setPdfAssets`) at start-up; without them PDF.js falls back to system fonts.
 */
export interface PdfAssets {
  /** The worker script. @default the package's `pdfjs-dist/build/pdf.worker.min.mjs` */
  workerSrc?: string;
  /** Folder of the packed CMaps (`pdfjs-dist/cmaps/`), ending with `/`. */
  cMapUrl?: string;
  /** Folder of the standard fonts (`pdfjs-dist/standard_fonts/`), ending with `/`. */
  standardFontDataUrl?: string;
  /** Folder of the wasm decoders (`pdfjs-dist/wasm/`), ending with `/`. */
  wasmUrl?: string;
}

let assets: PdfAssets = {};

/** Sets where PDF.js finds its worker and data files, for every FileViewer. */
export function setPdfAssets(next: PdfAssets): void {
  assets = { ...next };
}

/** CSS pixels per PDF point (PDF is 72 per inch, CSS 96). */
export const CSS_PER_POINT = 96 / 72;

async function loadPdfjs() {
  const pdfjs = await import('pdfjs-dist');
  const options = pdfjs.GlobalWorkerOptions;
  if (assets.workerSrc) options.workerSrc = assets.workerSrc;
  else if (!options.workerSrc && !options.workerPort) {
    options.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
  }
  return pdfjs;
}

/** Opens a PDF from its bytes; destroy the returned task when done with the document. */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentLoadingTask> {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    ...(assets.cMapUrl ? { cMapUrl: assets.cMapUrl, cMapPacked: true } : {}),
    ...(assets.standardFontDataUrl ? { standardFontDataUrl: assets.standardFontDataUrl } : {}),
    ...(assets.wasmUrl ? { wasmUrl: assets.wasmUrl } : {}),
  });
}
