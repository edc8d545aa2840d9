import { Button, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { SupplierInquiryRow } from '@srm/gateway/api';
import { useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchInquiryPage } from '../api/supplierApi';
import { InquiryDetailDrawer } from './InquiryDetailDrawer';
import { InquiryDialog } from './InquiryDialog';
import { INQUIRY_BUTTONS, inquiryRowActions, isSupplierSide, type InquiryButtons } from './inquiryActions';
import { INQUIRY_TABLE_ID, inquiryColumns, inquirySearchFields } from './inquiryList';
import { QuoteDialog } from './QuoteDialog';

type Opened = { id: number; inquiryNo: string };

/**
 * 询价管理 (supplier/inquiry; issue 22): the inquiry sheets with their status tags and quotation
 * deadlines. Staff: 新增 (supplier:inquiry:add) and 编辑 of a draft (:edit) open one dialog; 详情 shows the
 * head, lines, invited suppliers and the sealed quote comparison with 发布 (:publish), 取消 (:edit) and
 * 定标 (:award). A supplier user (:quote only): 报价 on a published inquiry before its deadline.
 */
export function InquiryPage() {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const buttons = useMemo(
    (): InquiryButtons => ({
      add: hasRole(INQUIRY_BUTTONS.add),
      edit: hasRole(INQUIRY_BUTTONS.edit),
      publish: hasRole(INQUIRY_BUTTONS.publish),
      award: hasRole(INQUIRY_BUTTONS.award),
      quote: hasRole(INQUIRY_BUTTONS.quote),
    }),
    [hasRole],
  );
  const [open, setOpen] = useState<Opened | null>(null);
  const [dialog, setDialog] = useState<{ row?: SupplierInquiryRow } | null>(null);
  const [quoting, setQuoting] = useState<Opened | null>(null);
  const actions = useMemo((): RowAction<SupplierInquiryRow>[] => {
    const allowed = (row: SupplierInquiryRow) => inquiryRowActions(row, buttons, new Date());
    return [
      { key: 'detail', label: t('inquiry.detail'), onAction: (row) => setOpen({ id: row.id, inquiryNo: row.inquiryNo }) },
      { key: 'edit', label: t('inquiry.edit'), isHidden: (row) => !allowed(row).edit, onAction: (row) => setDialog({ row }) },
      { key: 'quote', label: t('inquiry.quote'), isHidden: (row) => !allowed(row).quote, onAction: (row) => setQuoting({ id: row.id, inquiryNo: row.inquiryNo }) },
    ];
  }, [buttons, t]);
  const reload = () => tableRef.current?.reload();
  const saved = () => {
    setDialog(null);
    reload();
  };
  const quoted = () => {
    setQuoting(null);
    reload();
  };
  const canAdd = buttons.add && !isSupplierSide(buttons);
  return (
    <>
      <MenuListPage<SupplierInquiryRow>
        titleKey="supplier.inquiry.title"
        tableId={INQUIRY_TABLE_ID}
        columns={inquiryColumns}
        fields={inquirySearchFields}
        request={fetchInquiryPage}
        actions={actions}
        tableRef={tableRef}
        toolbarExtra={
          canAdd ? (
            <Button variant="primary" onPress={() => setDialog({})}>
              {t('inquiry.add')}
            </Button>
          ) : undefined
        }
      />
      {open ? (
        <InquiryDetailDrawer
          key={open.id}
          inquiry={open}
          buttons={buttons}
          onClose={() => setOpen(null)}
          onChanged={reload}
          onQuote={(detail) => {
            setOpen(null);
            setQuoting({ id: detail.id, inquiryNo: detail.inquiryNo });
          }}
        />
      ) : null}
      {dialog ? <InquiryDialog row={dialog.row} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {quoting ? <QuoteDialog inquiry={quoting} onClose={() => setQuoting(null)} onQuoted={quoted} /> : null}
    </>
  );
}
