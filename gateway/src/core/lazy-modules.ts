/**
 * The heavy libraries only a few requests need (issue 29, a quick start): each is imported at its first
 * use and kept, so starting the gateway does not load them (playwright-core alone took ~0.3-1.4 s).
 */
import type ExcelJS from 'exceljs';
import type * as Playwright from 'playwright-core';
import type Docxtemplater from 'docxtemplater';
import type mammoth from 'mammoth';

type Mammoth = typeof mammoth;

/** A loader that imports once: every call answers the same promise; a failed import is tried again. */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

let excelJs: typeof ExcelJS | undefined;

/** exceljs (spreadsheets: exports, imports, reports). */
export const loadExcelJs = lazyImport(async () => {
  excelJs = (await import('exceljs')).default;
  return excelJs;
});

/** exceljs once loadExcelJs has answered (for code that can only run after it, such as a sheet being read). */
export function loadedExcelJs(): typeof ExcelJS {
  if (!excelJs) throw new Error('exceljs is not loaded yet: await loadExcelJs() first');
  return excelJs;
}

/** playwright-core (the print converter's Chromium). */
export const loadPlaywright = lazyImport((): Promise<typeof Playwright> => import('playwright-core'));

/** docxtemplater (print templates). */
export const loadDocxtemplater = lazyImport(async (): Promise<typeof Docxtemplater> => (await import('docxtemplater')).default);

/** mammoth (a filled .docx → HTML). */
export const loadMammoth: () => Promise<Mammoth> = lazyImport(async () => (await import('mammoth')).default);
