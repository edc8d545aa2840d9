/**
 * The first sheet of an uploaded xlsx as exceljs rows, read through the archive's central directory.
 *
 * exceljs's streaming WorkbookReader reads the zip in one pass, in stored order, and now and then loses
 * a part's content on the way (exceljs issue #3064): a file exceljs wrote (our templates, our error
 * workbooks, many systems' exports) stores xl/workbook.xml last, and about one read in 250 of such a file
 * failed with "Cannot read properties of undefined (reading 'sheets')", which the import turned into
 * 文件格式不正确 for a good file (gateway tests failed on it now and then). Here the archive is opened
 * by its directory (unzipper, the library exceljs itself uses), the parts the sheet needs are parsed first,
 * in order, and only then the sheet, still row by row: memory holds the compressed upload (at most the
 * 10 MB upload limit), never the whole sheet.
 *
 * The parts are parsed by the reader's own methods, which exceljs 4.4.0 has but does not type; exceljs is
 * pinned to that version for it (package.json), and sheet-reader.test.ts reads real workbooks through them.
 */
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import unzipper from 'unzipper';

/** What of exceljs 4.4.0's WorkbookReader this module drives. */
interface WorkbookParts {
  model?: { sheets?: readonly { rId?: string }[] };
  workbookRels?: readonly { Id?: string; Target?: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(chunks: AsyncIterable<Buffer>, sheetNo: string): Iterable<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

type ArchiveFile = unzipper.File;

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/u;

/** A sheet part's number (sheet3.xml: 3); a part named otherwise sorts last. */
const sheetNumber = (file: ArchiveFile): number => Number(SHEET_PATH.exec(file.path)?.[1] ?? Number.MAX_SAFE_INTEGER);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The sheet the workbook lists first (its tab order), else the lowest-numbered sheet part. */
function firstSheetFile(parts: WorkbookParts, files: ReadonlyMap<string, ArchiveFile>): ArchiveFile | undefined {
  const firstId = parts.model?.sheets?.[0]?.rId;
  const target = parts.workbookRels?.find((rel) => rel.Id === firstId)?.Target;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const listed = files.get(path);
    if (listed) return listed;
  }
  const numbered = [...files.values()].filter((file) => SHEET_PATH.test(file.path));
  return numbered.sort((a, b) => sheetNumber(a) - sheetNumber(b))[0];
}

/**
 * The rows of the upload's first sheet, or null when the workbook has none. Throws when the bytes are not
 * a zip or a part is not the XML it should be (the caller names that a bad file).
 */
export async function firstSheetRows(excelJs: typeof ExcelJS, upload: Readable): Promise<AsyncIterable<ExcelJS.Row> | null> {
  const directory = await unzipper.Open.buffer(await bytesOf(upload));
  const files = new Map(directory.files.filter((file) => file.type === 'File').map((file) => [file.path, file]));
  const parts = new excelJs.stream.xlsx.WorkbookReader(null as never, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' }) as unknown as WorkbookParts;
  const part = (path: string) => files.get(path)?.stream() as Readable | undefined;
  const rels = part('xl/_rels/workbook.xml.rels');
  if (rels) await parts._parseRels(rels);
  const workbook = part('xl/workbook.xml');
  if (workbook) await parts._parseWorkbook(workbook);
  const sharedStrings = part('xl/sharedStrings.xml');
  // With sharedStrings 'cache' the strings are kept on the reader and nothing is yielded.
  if (sharedStrings) for await (const event of parts._parseSharedStrings(sharedStrings)) void event;
  const styles = part('xl/styles.xml');
  if (styles) await parts._parseStyles(styles);
  const sheet = firstSheetFile(parts, files);
  if (!sheet) return null;
  parts.model ??= { sheets: [] };
  for (const { eventType, value } of parts._parseWorksheet(sheet.stream() as Readable, String(sheetNumber(sheet)))) {
    if (eventType === 'worksheet') return value;
  }
  return null;
}
