import { DatePicker, PageSelect, Select, TextArea, type PageSelectLoadPage, type SelectValue } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { sessionDataAtom } from '../../../state/session';
import { fetchCompanies, fetchOrderSuppliers, savePurchaseOrder, type OrderSupplierOption } from '../api/purchaseApi';
import { OrderLinesTable } from './OrderLinesTable';
import { emptyPurchaseLine, purchaseDraftOf, purchaseDraftProblem, toPurchaseSaveBody, type PurchaseDraft } from './purchaseDraft';

const keyOf = (value: SelectValue) => (value === null || value === undefined ? null : String(Array.isArray(value) ? (value[0] ?? '') : value) || null);
const SUPPLIER_NAMES = { label: 'name', value: 'sn' } as const;

/**
 * 新增采购订单: 组织 (the trading companies), 品类 (the user's), 供应商 (by name), 订单日期, the
 * delivery window and the lines (物料, 数量, 含税单价, 税率(%), amount live); 保存 sends POST
 * …/order/purchase/save; the gateway's 400/409/422 show in the dialog, which keeps what was typed.
 */
export function PurchaseOrderDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.purchase.addTitle');
  const session = useAtomValue(sessionDataAtom);
  const companies = useRemote(fetchCompanies);
  const orgOptions = useMemo(() => (companies.data ?? []).filter((org) => org.isTradingCompany === 1).map((org) => ({ value: org.orgCode, label: org.orgName })), [companies.data]);
  const categoryOptions = useMemo(() => (session?.categories ?? []).map((category) => ({ value: category.categoryCode, label: category.categoryName })), [session]);
  const loadSuppliers = useCallback<PageSelectLoadPage<OrderSupplierOption>>(({ keyword, page, signal }) => fetchOrderSuppliers(keyword, page, signal), []);
  const { draft, patch, setDraft, problem, isSaving, save } = useDraftSaveDialog<PurchaseDraft>(
    () => purchaseDraftOf(),
    { conflictText: t('order.purchase.conflict'), shownStatuses: [400, 422] },
    { problemOf: (current) => purchaseDraftProblem(current, t), call: (current) => savePurchaseOrder(toPurchaseSaveBody(current)), savedText: t('order.purchase.saved'), onSaved },
  );
  return (
    <SaveDialog title={title} width="large" cancelLabel={t('order.purchase.cancel')} saveLabel={t('order.purchase.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={3}>
          <Select label={t('order.purchase.org')} isRequired isFilterable isLoading={companies.isLoading} options={orgOptions} value={draft.orgCode} onChange={(value) => patch({ orgCode: keyOf(value) })} />
          <Select label={t('order.purchase.category')} isRequired isFilterable options={categoryOptions} value={draft.categoryCode} onChange={(value) => patch({ categoryCode: keyOf(value) })} />
          <PageSelect<OrderSupplierOption>
            label={t('order.purchase.supplier')}
            isRequired
            loadPage={loadSuppliers}
            fieldNames={SUPPLIER_NAMES}
            pageSize={50}
            debounceMs={300}
            value={draft.supplierSn}
            onChange={(value) => patch({ supplierSn: keyOf(value) })}
          />
          <DatePicker label={t('order.purchase.orderDate')} isRequired value={draft.orderDate} onChange={(orderDate) => patch({ orderDate })} />
          <DatePicker label={t('order.purchase.deliveryStart')} value={draft.deliveryStart} onChange={(deliveryStart) => patch({ deliveryStart })} />
          <DatePicker label={t('order.purchase.deliveryEnd')} value={draft.deliveryEnd} onChange={(deliveryEnd) => patch({ deliveryEnd })} />
        </FieldGrid>
        <OrderLinesTable
          menuCode="order:purchase"
          lines={draft.lines}
          labels={{
            caption: t('order.purchase.lines'),
            material: t('order.purchase.material'),
            quantity: t('order.purchase.quantity'),
            priceWithTax: t('order.purchase.priceWithTax'),
            taxRate: t('order.purchase.taxRate'),
            amount: t('order.purchase.amount'),
            addLine: t('order.purchase.addLine'),
            removeLine: t('order.purchase.removeLine'),
            total: (totals) => t('order.purchase.total', totals),
          }}
          onPatch={(key, values) => setDraft((current) => ({ ...current, lines: current.lines.map((line) => (line.key === key ? { ...line, ...values } : line)) }))}
          onAdd={() => setDraft((current) => ({ ...current, lines: [...current.lines, emptyPurchaseLine(Math.max(0, ...current.lines.map((line) => line.key)) + 1)] }))}
          onRemove={(key) => setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }))}
        />
        <TextArea label={t('order.purchase.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}
