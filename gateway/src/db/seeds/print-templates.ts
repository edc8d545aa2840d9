/**
 * Demo print templates and contract templates. A seed has no file storage, so every row names a
 * built-in template by its code (modules/print/builtin-templates.ts: a .docx generated in code with
 * the placeholders of its business type): each one prints, and an uploaded .docx replaces it. Adding a
 * row here needs its built-in document there (test/print.test.ts prints every seeded template).
 * Contract samples need a stored file each, so none are seeded.
 *
 * Hooked into seedDemoData (db/seed.ts), inside its transaction, after seedContracts:
 *   await seedPrintTemplates(tx, context);
 */
import { conTemplate, sysPrintTemplate } from '../tables/print-templates.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

export interface PrintTemplateSeed {
  name: string;
  code: string;
  type: string;
  bizType: string;
}

export const DEMO_PRINT_TEMPLATES: readonly PrintTemplateSeed[] = [
  { name: '采购合同（标准版）', code: 'PT_CONTRACT_STANDARD', type: 'contract', bizType: 'contract' },
  { name: '通用通知单', code: 'PT_GENERIC_NOTICE', type: 'notice', bizType: 'generic' },
  { name: '玉米集中采购框架合同（东北产区二等黄玉米，含质量扣量标准及运输条款）', code: 'PT_CONTRACT_CORN_FRAME', type: 'contract', bizType: 'contract' },
  { name: '豆粕采购合同', code: 'PT_CONTRACT_SOYBEAN_MEAL', type: 'contract', bizType: 'contract' },
  { name: '提货单', code: 'PT_PICK_ORDER', type: 'pick', bizType: 'pick' },
  { name: '发货单', code: 'PT_SHIPPING_ORDER', type: 'shipping', bizType: 'generic' },
  { name: '过磅单', code: 'PT_WEIGH_TICKET', type: 'shipping', bizType: 'generic' },
  { name: '对账单', code: 'PT_ACCOUNT_CHECK', type: 'settlement', bizType: 'generic' },
  { name: '付款申请单', code: 'PT_PAYMENT_APPLY', type: 'settlement', bizType: 'generic' },
  { name: '质检报告', code: 'PT_QUALITY_REPORT', type: 'quality', bizType: 'generic' },
  { name: '入库单', code: 'PT_STOCK_IN', type: 'pick', bizType: 'generic' },
  { name: '退货单', code: 'PT_RETURN_ORDER', type: 'shipping', bizType: 'generic' },
];

export const DEMO_CONTRACT_TEMPLATES: readonly { name: string; code: string; templateType: string }[] = [
  { name: '一口价采购合同模板', code: 'CT_FIXED_PRICE', templateType: 'fixedPrice' },
  { name: '基差采购合同模板', code: 'CT_BASIS', templateType: 'basis' },
  { name: '战略采购合同模板', code: 'CT_STRATEGIC', templateType: 'strategic' },
  { name: '调拨合同模板', code: 'CT_TRANSFER', templateType: 'transfer' },
];

/** Writes the demo templates; codes already present are left as they are (idempotent). */
export async function seedPrintTemplates(db: AppDatabase, context: Pick<SeedContext, 'audit'>): Promise<void> {
  await db
    .insert(sysPrintTemplate)
    .values(DEMO_PRINT_TEMPLATES.map((template, index) => ({ ...template, sortNumber: (index + 1) * 10, ...context.audit })))
    .onConflictDoNothing({ target: sysPrintTemplate.code });
  await db
    .insert(conTemplate)
    .values(DEMO_CONTRACT_TEMPLATES.map((template, index) => ({ ...template, sortNumber: (index + 1) * 10, ...context.audit })))
    .onConflictDoNothing({ target: conTemplate.code });
}
