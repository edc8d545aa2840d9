/**
 * The first two steps of the print converter: docxtemplater fills a .docx template's {placeholders}
 * with the business data, mammoth turns the filled .docx into HTML, and `printableHtml` wraps that in
 * a page with the print stylesheet (A4, CJK fonts) that renderer.ts prints to PDF with Chromium.
 *
 * Template syntax (docxtemplater): `{name}` a value, `{#lines}…{/lines}` a loop (a paragraph or a
 * table row holding only the loop tags repeats), `{^flag}…{/flag}` when false or empty. A missing
 * value prints as nothing, never as "undefined". Values are text: XML-escaped by docxtemplater and
 * HTML-escaped by mammoth, so data can never inject markup.
 *
 * docxtemplater and mammoth are imported at the first template checked or printed, not at start-up
 * (issue 29), so these functions are async.
 */
import type Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { ApiError } from '../../core/envelope.js';
import { loadDocxtemplater, loadMammoth } from '../../core/lazy-modules.js';
import { PRINT_MESSAGES } from './messages.js';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface TemplateErrorProperties {
  explanation?: unknown;
  id?: unknown;
  errors?: { properties?: TemplateErrorProperties; message?: unknown }[];
}

/** The first readable explanation of a docxtemplater error ('The tag "name" is unclosed' …). */
export function templateErrorDetail(error: unknown): string {
  const properties = (error as { properties?: TemplateErrorProperties } | null)?.properties;
  const first = properties?.errors?.[0];
  const explanation = first?.properties?.explanation ?? properties?.explanation ?? first?.message ?? (error as Error | null)?.message;
  return typeof explanation === 'string' && explanation.trim() !== '' ? explanation.trim().slice(0, 200) : '无法解析模板';
}

function openZip(template: Buffer): PizZip {
  try {
    return new PizZip(template);
  } catch {
    throw new ApiError(422, PRINT_MESSAGES.templateNotDocx);
  }
}

/** Opens and compiles a template: a bad zip or a document without word/document.xml is not a .docx. */
async function compile(template: Buffer): Promise<Docxtemplater> {
  const zip = openZip(template);
  if (!zip.file('word/document.xml')) throw new ApiError(422, PRINT_MESSAGES.templateNotDocx);
  const Docxtemplater = await loadDocxtemplater();
  try {
    return new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, nullGetter: () => '', errorLogging: false });
  } catch (error) {
    throw new ApiError(422, PRINT_MESSAGES.templateInvalid(templateErrorDetail(error)));
  }
}

/** Checks that a file is a .docx whose placeholders parse; throws a 422 ApiError otherwise. */
export async function checkTemplate(template: Buffer): Promise<void> {
  await compile(template);
}

/** The template with its placeholders filled; a .docx. */
export async function fillTemplate(template: Buffer, data: Readonly<Record<string, unknown>>): Promise<Buffer> {
  const doc = await compile(template);
  try {
    doc.render(data);
  } catch (error) {
    throw new ApiError(422, PRINT_MESSAGES.templateInvalid(templateErrorDetail(error)));
  }
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The body HTML of a .docx (embedded images as data URIs; nothing is fetched from outside). */
export async function docxToHtml(docx: Buffer): Promise<string> {
  const mammoth = await loadMammoth();
  const result = await mammoth.convertToHtml({ buffer: docx }, { externalFileAccess: false, ignoreEmptyParagraphs: false });
  return result.value;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The print stylesheet: A4 with 20 mm / 18 mm margins, Noto CJK first (fonts-noto-cjk) so Chinese
 * prints on any server with those fonts, black ruled tables, headings centred like a contract title.
 */
export const PRINT_STYLESHEET = `
@page { size: A4; margin: 20mm 18mm; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #000; font-family: "Noto Serif CJK SC", "Noto Sans CJK SC", "Source Han Serif SC", "SimSun", serif; font-size: 12pt; line-height: 1.6; }
h1 { margin: 0 0 12pt; font-size: 18pt; text-align: center; }
h2 { margin: 12pt 0 6pt; font-size: 14pt; }
h3, h4 { margin: 10pt 0 4pt; font-size: 12pt; }
p { margin: 0 0 4pt; min-height: 1em; orphans: 2; widows: 2; }
table { width: 100%; margin: 6pt 0; border-collapse: collapse; page-break-inside: auto; }
tr { page-break-inside: avoid; }
td, th { padding: 3pt 6pt; border: 0.75pt solid #000; vertical-align: top; }
td p, th p { margin: 0; }
img { max-width: 100%; }
`;

/** A complete HTML page around a mammoth body, ready for Chromium's page.pdf. */
export function printableHtml(body: string, title: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PRINT_STYLESHEET}</style></head><body>${body}</body></html>`;
}
