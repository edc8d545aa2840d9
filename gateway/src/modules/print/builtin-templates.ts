/**
 * Built-in templates: .docx files generated in code, so the demo data can offer working print and
 * contract templates without files in the storage (a seed has no storage). A template row without a
 * file whose code is listed here prints with the built-in document; an uploaded file always wins.
 */
import PizZip from 'pizzip';
import { escapeHtml } from './docx.js';

/** A paragraph (a heading when `heading` is set) or a table of text cells; text may hold {tags}. */
export type DocxBlock = { text: string; heading?: 1 | 2; bold?: boolean } | { rows: readonly (readonly string[])[] };

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

/** Heading 1 and 2 (mammoth maps them to h1 and h2 by their names). */
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="center"/></w:pPr><w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style></w:styles>`;

// The XML escape is the same as HTML's for these five characters.
const xmlText = escapeHtml;

function run(text: string, bold = false): string {
  return `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r>`;
}

function paragraph(block: { text: string; heading?: 1 | 2; bold?: boolean }): string {
  const style = block.heading ? `<w:pPr><w:pStyle w:val="Heading${block.heading}"/></w:pPr>` : '';
  return `<w:p>${style}${run(block.text, block.bold)}</w:p>`;
}

function table(rows: readonly (readonly string[])[]): string {
  const border = '<w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/>';
  const body = rows.map((cells) => `<w:tr>${cells.map((cell) => `<w:tc><w:p>${run(cell)}</w:p></w:tc>`).join('')}</w:tr>`).join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/><w:tblBorders>${border}</w:tblBorders></w:tblPr>${body}</w:tbl>`;
}

/** A minimal valid .docx of the given blocks (A4 page). */
export function buildDocx(blocks: readonly DocxBlock[]): Buffer {
  const body = blocks.map((block) => ('rows' in block ? table(block.rows) : paragraph(block))).join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1020" w:bottom="1134" w:left="1020" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  zip.file('word/styles.xml', STYLES);
  zip.file('word/document.xml', document);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The standard purchase contract: filled by the contract resolver. */
export const CONTRACT_BLOCKS: readonly DocxBlock[] = [
  { text: '采购合同', heading: 1 },
  { text: '合同编号：{contractNo}' },
  { text: '合同名称：{contractName}' },
  { text: '甲方（采购方）：{orgName}' },
  { text: '乙方（供应商）：{supplierName}（{supplierSn}）' },
  { text: '签订日期：{signDate}' },
  {
    rows: [
      ['品类', '合同类别', '数量（吨）', '合同金额（{currencyCode}）'],
      ['{categoryName}', '{contractCategoryName}', '{totalQuantity}', '{totalAmountText}'],
    ],
  },
  { text: '一、交货期限：{startDate} 至 {endDate}；交货方式：{deliverTypeName}。' },
  { text: '二、价格类型：{priceTypeName}；付款方式：{payMethod}；付款条件：{payTerms}。' },
  { text: '三、质量标准按国家标准执行，验收以甲方检验结果为准。' },
  { text: '四、备注：{remark}' },
  { text: '甲方（盖章）：{orgName}', bold: true },
  { text: '乙方（盖章）：{supplierName}', bold: true },
  { text: '打印日期：{printDate}　打印人：{printedBy}' },
];

/** A notice printed from the caller's values: title, content and a list of items. */
export const NOTICE_BLOCKS: readonly DocxBlock[] = [
  { text: '{title}', heading: 1 },
  { text: '{content}' },
  { text: '{#items}{name}：{value}{/items}' },
  { text: '打印日期：{printDate}　打印人：{printedBy}' },
];

/** Codes of the built-in templates (print templates PT_…, contract templates CT_…). */
export const BUILTIN_TEMPLATE_BLOCKS: Readonly<Record<string, readonly DocxBlock[]>> = {
  PT_CONTRACT_STANDARD: CONTRACT_BLOCKS,
  PT_GENERIC_NOTICE: NOTICE_BLOCKS,
  CT_FIXED_PRICE: CONTRACT_BLOCKS,
  CT_BASIS: CONTRACT_BLOCKS,
  CT_STRATEGIC: CONTRACT_BLOCKS,
  CT_TRANSFER: CONTRACT_BLOCKS,
};

const cache = new Map<string, Buffer>();

/** The built-in .docx of a template code, or null when the code has none. */
export function builtinTemplate(code: string): Buffer | null {
  const blocks = Object.hasOwn(BUILTIN_TEMPLATE_BLOCKS, code) ? BUILTIN_TEMPLATE_BLOCKS[code] : undefined;
  if (!blocks) return null;
  let docx = cache.get(code);
  if (!docx) {
    docx = buildDocx(blocks);
    cache.set(code, docx);
  }
  return docx;
}
