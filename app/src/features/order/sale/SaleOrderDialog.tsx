import { DatePicker, Select, TextArea, type SelectValue } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { sessionDataAtom } from '../../../state/session';
import { fetchCompanies } from '../api/purchaseApi';
import { saveSaleOrder } from '../api/saleApi';
import { OrderLinesTable } from '../purchase/OrderLinesTable';
import { emptySaleLine, saleDraftOf, saleDraftProblem, toSaleSaveBody, type SaleDraft } from './saleDraft';

const keyOf = (value: SelectValue) => (value === null || value === undefined ? null : String(Array.isArray(value) ? (value[0] ?? '') : value) || null);

/**
 * 新增销售订单: 销售组织 (the trading companies), 客户组织 (the companies, not the seller), 品类, 订单日期,
 * 交货日期 and the lines (物料, 数量, 含税单价, 税率(%), amount live); 保存 sends POST …/order/sale/save;
 * the gateway's 400/409/422 show in the dialog, which keeps what was typed.
 */
export function SaleOrderDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.sale.addTitle');
  const session = useAtomValue(sessionDataAtom);
  const companies = useRemote(fetchCompanies);
  const sellerOptions = useMemo(() => (companies.data ?? []).filter((org) => org.isTradingCompany === 1).map((org) => ({ value: org.orgCode, label: org.orgName })), [companies.data]);
  const customerOptions = useMemo(() => (companies.data ?? []).map((org) => ({ value: org.orgCode, label: org.orgName })), [companies.data]);
  const categoryOptions = useMemo(() => (session?.categories ?? []).map((category) => ({ value: category.categoryCode, label: category.categoryName })), [session]);
  const { draft, patch, setDraft, problem, isSaving, save } = useDraftSaveDialog<SaleDraft>(
    () => saleDraftOf(),
    { conflictText: t('order.sale.conflict'), shownStatuses: [400, 422] },
    { problemOf: (current) => saleDraftProblem(current, t), call: (current) => saveSaleOrder(toSaleSaveBody(current)), savedText: t('order.sale.saved'), onSaved },
  );
  return (
    <SaveDialog title={title} width="large" cancelLabel={t('order.sale.cancel')} saveLabel={t('order.sale.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={3}>
          <Select label={t('order.sale.org')} isRequired isFilterable isLoading={companies.isLoading} options={sellerOptions} value={draft.orgCode} onChange={(value) => patch({ orgCode: keyOf(value) })} />
          <Select
            label={t('order.sale.customer')}
            isRequired
            isFilterable
            isLoading={companies.isLoading}
            options={customerOptions}
            value={draft.customerOrgCode}
            onChange={(value) => patch({ customerOrgCode: keyOf(value) })}
          />
          <Select label={t('order.sale.category')} isRequired isFilterable options={categoryOptions} value={draft.categoryCode} onChange={(value) => patch({ categoryCode: keyOf(value) })} />
          <DatePicker label={t('order.sale.orderDate')} isRequired value={draft.orderDate} onChange={(orderDate) => patch({ orderDate })} />
          <DatePicker label={t('order.sale.deliveryDate')} value={draft.deliveryDate} onChange={(deliveryDate) => patch({ deliveryDate })} />
        </FieldGrid>
        <OrderLinesTable
          menuCode="order:sale"
          lines={draft.lines}
          labels={{
            caption: t('order.sale.lines'),
            material: t('order.sale.material'),
            quantity: t('order.sale.quantity'),
            priceWithTax: t('order.sale.priceWithTax'),
            taxRate: t('order.sale.taxRate'),
            amount: t('order.sale.amount'),
            addLine: t('order.sale.addLine'),
            removeLine: t('order.sale.removeLine'),
            total: (totals) => t('order.sale.total', totals),
          }}
          onPatch={(key, values) => setDraft((current) => ({ ...current, lines: current.lines.map((line) => (line.key === key ? { ...line, ...values } : line)) }))}
          onAdd={() => setDraft((current) => ({ ...current, lines: [...current.lines, emptySaleLine(Math.max(0, ...current.lines.map((line) => line.key)) + 1)] }))}
          onRemove={(key) => setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }))}
        />
        <TextArea label={t('order.sale.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}
