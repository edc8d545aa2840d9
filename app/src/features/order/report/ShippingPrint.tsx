import { PrintPreview, type PrintTemplateOption } from '@srm/design-system';
import type { SaleShippingRow } from '@srm/gateway/api';
import { useEffect, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { fetchSaleShippingPdf, fetchSaleShippingTemplates, SALE_SHIPPING_PRINT } from './saleReportApi';

/**
 * 打印 of a shipment on 发运确认 (issue 26): the print preview with the 销售发运单 templates (bizType
 * order-shipping, PT_SALE_SHIPPING first and chosen once the list is in), filled by the gateway from the
 * shipment (POST /system/print/pdf).
 */
export function ShippingPrint({ shipping, onClose }: { shipping: SaleShippingRow; onClose: () => void }) {
  const t = useAppT();
  const [templates, setTemplates] = useState<PrintTemplateOption[] | null>(null);
  useEffect(() => {
    let live = true;
    void unlessFailed(fetchSaleShippingTemplates()).then((list) => {
      if (!live) return;
      const options = (list ?? []).map((template) => ({ id: template.id, name: template.name, code: template.code, type: template.type, printable: template.printable }));
      setTemplates(options.sort((a, b) => Number(b.code === SALE_SHIPPING_PRINT.templateCode) - Number(a.code === SALE_SHIPPING_PRINT.templateCode)));
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <PrintPreview
      key={templates === null ? 'loading' : 'loaded'}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('order.report.printTitle', { shippingNo: shipping.shippingNo })}
      templates={templates ?? []}
      isLoadingTemplates={templates === null}
      defaultTemplateId={templates?.find((template) => template.code === SALE_SHIPPING_PRINT.templateCode && template.printable)?.id ?? null}
      loadPdf={(template) => fetchSaleShippingPdf(shipping.id, Number(template.id))}
      fileName={(template) => `${shipping.shippingNo}-${template.name}.pdf`}
    />
  );
}
