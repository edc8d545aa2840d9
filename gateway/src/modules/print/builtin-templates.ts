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

/** A purchase contract titled `title`: filled by the contract resolver. */
export function contractBlocks(title: string): readonly DocxBlock[] {
  return [
    { text: title, heading: 1 },
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
}

/** The standard purchase contract: filled by the contract resolver. */
export const CONTRACT_BLOCKS: readonly DocxBlock[] = contractBlocks('采购合同');

/** A notice printed from the caller's values: title, content and a list of items. */
export const NOTICE_BLOCKS: readonly DocxBlock[] = [
  { text: '{title}', heading: 1 },
  { text: '{content}' },
  { text: '{#items}{name}：{value}{/items}' },
  { text: '打印日期：{printDate}　打印人：{printedBy}' },
];

/**
 * A business form printed from the caller's values (the generic resolver): a title, head fields
 * (label and tag), a table whose second row repeats for each of `{#lines}` (label and tag per column),
 * the remark, and the signatures with the print date.
 */
export function formBlocks(title: string, fields: readonly (readonly [label: string, tag: string])[], columns: readonly (readonly [label: string, tag: string])[]): readonly DocxBlock[] {
  const last = columns.length - 1;
  return [
    { text: title, heading: 1 },
    ...fields.map(([label, tag]): DocxBlock => ({ text: `${label}：{${tag}}` })),
    {
      rows: [
        columns.map(([label]) => label),
        columns.map(([, tag], index) => `${index === 0 ? '{#lines}' : ''}{${tag}}${index === last ? '{/lines}' : ''}`),
      ],
    },
    { text: '备注：{remark}' },
    { text: '经办人：{handler}　审核人：{reviewer}', bold: true },
    { text: '打印日期：{printDate}　打印人：{printedBy}' },
  ];
}

const GOODS_COLUMNS = [
  ['物料名称', 'materialName'],
  ['规格', 'spec'],
  ['数量', 'quantity'],
  ['单位', 'unit'],
] as const;

/** Pick and stock forms (type pick). */
export const PICK_ORDER_BLOCKS = formBlocks(
  '提货单',
  [['提货单号', 'billNo'], ['提货日期', 'billDate'], ['供应商', 'supplierName'], ['提货单位', 'orgName'], ['仓库', 'warehouseName'], ['车牌号', 'plateNo']],
  GOODS_COLUMNS,
);
export const STOCK_IN_BLOCKS = formBlocks(
  '入库单',
  [['入库单号', 'billNo'], ['入库日期', 'billDate'], ['供应商', 'supplierName'], ['收货单位', 'orgName'], ['仓库', 'warehouseName']],
  GOODS_COLUMNS,
);

/** Shipping forms (type shipping). */
export const SHIPPING_ORDER_BLOCKS = formBlocks(
  '发货单',
  [['发货单号', 'billNo'], ['发货日期', 'billDate'], ['发货方', 'supplierName'], ['收货方', 'orgName'], ['收货地址', 'address'], ['车牌号', 'plateNo'], ['司机', 'driverName']],
  GOODS_COLUMNS,
);
export const WEIGH_TICKET_BLOCKS = formBlocks(
  '过磅单',
  [['磅单号', 'billNo'], ['过磅时间', 'billDate'], ['供应商', 'supplierName'], ['车牌号', 'plateNo'], ['物料', 'materialName']],
  [
    ['毛重（吨）', 'grossWeight'],
    ['皮重（吨）', 'tareWeight'],
    ['扣重（吨）', 'deductWeight'],
    ['净重（吨）', 'netWeight'],
  ],
);
export const RETURN_ORDER_BLOCKS = formBlocks(
  '退货单',
  [['退货单号', 'billNo'], ['退货日期', 'billDate'], ['供应商', 'supplierName'], ['退货单位', 'orgName'], ['退货原因', 'reason']],
  GOODS_COLUMNS,
);

/** A sales shipment (type shipping, bizType order-shipping): filled by the order area's resolver. */
export const SALE_SHIPPING_BLOCKS = formBlocks(
  '销售发运单',
  [['发运单号', 'billNo'], ['发运日期', 'billDate'], ['销售订单号', 'saleOrderNo'], ['订单日期', 'orderDate'], ['销售组织', 'orgName'], ['客户', 'customerOrgName'], ['采购订单号', 'purchaseOrderNo'], ['车牌号', 'plateNo'], ['司机', 'driverName'], ['司机电话', 'driverPhone'], ['状态', 'statusName']],
  [
    ['物料编码', 'matCode'],
    ['物料名称', 'materialName'],
    ['发运数量', 'quantity'],
    ['确认数量', 'confirmedQuantity'],
    ['单位', 'unit'],
  ],
);

/** Settlement forms (type settlement). */
export const ACCOUNT_CHECK_BLOCKS = formBlocks(
  '对账单',
  [['对账单号', 'billNo'], ['对账期间', 'period'], ['供应商', 'supplierName'], ['采购单位', 'orgName'], ['对账金额（元）', 'amount']],
  [
    ['合同编号', 'contractNo'],
    ['物料名称', 'materialName'],
    ['数量', 'quantity'],
    ['金额（元）', 'amount'],
  ],
);
export const PAYMENT_APPLY_BLOCKS = formBlocks(
  '付款申请单',
  [['申请单号', 'billNo'], ['申请日期', 'billDate'], ['收款单位', 'supplierName'], ['付款单位', 'orgName'], ['付款金额（元）', 'amount'], ['开户行', 'bankName'], ['银行账号', 'bankAccount']],
  [
    ['合同编号', 'contractNo'],
    ['发票号', 'invoiceNo'],
    ['金额（元）', 'amount'],
  ],
);

/** Quality report (type quality). */
export const QUALITY_REPORT_BLOCKS = formBlocks(
  '质检报告',
  [['报告编号', 'billNo'], ['检验日期', 'billDate'], ['供应商', 'supplierName'], ['物料', 'materialName'], ['样品编号', 'sampleNo'], ['检验结论', 'conclusion']],
  [
    ['检验项目', 'itemName'],
    ['标准', 'standard'],
    ['检验结果', 'result'],
  ],
);

/**
 * Codes of the built-in templates (print templates PT_…, contract templates CT_…): every template the
 * demo seed writes (db/seeds/print-templates.ts) has one, so each of them prints.
 */
export const BUILTIN_TEMPLATE_BLOCKS: Readonly<Record<string, readonly DocxBlock[]>> = {
  PT_CONTRACT_STANDARD: CONTRACT_BLOCKS,
  PT_GENERIC_NOTICE: NOTICE_BLOCKS,
  PT_CONTRACT_CORN_FRAME: contractBlocks('玉米集中采购框架合同'),
  PT_CONTRACT_SOYBEAN_MEAL: contractBlocks('豆粕采购合同'),
  PT_PICK_ORDER: PICK_ORDER_BLOCKS,
  PT_SHIPPING_ORDER: SHIPPING_ORDER_BLOCKS,
  PT_WEIGH_TICKET: WEIGH_TICKET_BLOCKS,
  PT_ACCOUNT_CHECK: ACCOUNT_CHECK_BLOCKS,
  PT_PAYMENT_APPLY: PAYMENT_APPLY_BLOCKS,
  PT_QUALITY_REPORT: QUALITY_REPORT_BLOCKS,
  PT_STOCK_IN: STOCK_IN_BLOCKS,
  PT_RETURN_ORDER: RETURN_ORDER_BLOCKS,
  PT_SALE_SHIPPING: SALE_SHIPPING_BLOCKS,
  CT_FIXED_PRICE: CONTRACT_BLOCKS,
  CT_BASIS: CONTRACT_BLOCKS,
  CT_STRATEGIC: CONTRACT_BLOCKS,
  CT_TRANSFER: CONTRACT_BLOCKS,
};

/** The codes that print without a file (the chooser's list offers a file-less template only with one of these). */
export const BUILTIN_TEMPLATE_CODES: readonly string[] = Object.keys(BUILTIN_TEMPLATE_BLOCKS);

/** Whether a template code has a built-in document. */
export function hasBuiltinTemplate(code: string): boolean {
  return Object.hasOwn(BUILTIN_TEMPLATE_BLOCKS, code);
}

const cache = new Map<string, Buffer>();

/** The built-in .docx of a template code, or null when the code has none. */
export function builtinTemplate(code: string): Buffer | null {
  const blocks = hasBuiltinTemplate(code) ? BUILTIN_TEMPLATE_BLOCKS[code] : undefined;
  if (!blocks) return null;
  let docx = cache.get(code);
  if (!docx) {
    docx = buildDocx(blocks);
    cache.set(code, docx);
  }
  return docx;
}
