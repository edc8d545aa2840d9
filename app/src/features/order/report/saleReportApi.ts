/**
 * 发运报表 and 销售发运单 print (issue 26): POST …/order/sale/recordReport (rows), its /export (an .xlsx
 * saved at once), the print templates of a sales shipment (bizType order-shipping) and a shipment's PDF.
 */
import type { PageData, PrintTemplate, SaleRecordReportBody, SaleRecordReportRow } from '@srm/gateway/api';
import { request, requestBlob } from '../../../api/http';
import { saveBlob } from '../../../downloads/api';
import { SALE_ORDER_API } from '../api/saleApi';

export const SALE_REPORT_URLS = {
  report: `${SALE_ORDER_API}/recordReport`,
  export: `${SALE_ORDER_API}/recordReport/export`,
} as const;

export const SALE_SHIPPING_PRINT = { type: 'shipping', bizType: 'order-shipping', templateCode: 'PT_SALE_SHIPPING' } as const;

export function fetchSaleRecordReport(body: SaleRecordReportBody): Promise<SaleRecordReportRow[]> {
  return request<SaleRecordReportRow[]>({ method: 'POST', url: SALE_REPORT_URLS.report, data: body });
}

/** Downloads the report's .xlsx, named by the gateway (else `fallbackName`). */
export async function exportSaleRecordReport(body: SaleRecordReportBody, fallbackName: string): Promise<void> {
  const file = await requestBlob({ method: 'POST', url: SALE_REPORT_URLS.export, data: body });
  saveBlob(file.blob, file.fileName ?? fallbackName);
}

/** The enabled print templates of a sales shipment (PT_SALE_SHIPPING and uploaded ones of bizType order-shipping). */
export async function fetchSaleShippingTemplates(): Promise<PrintTemplate[]> {
  const page = await request<PageData<PrintTemplate>>({ method: 'GET', url: '/system/print/templates', params: { type: SALE_SHIPPING_PRINT.type, bizType: SALE_SHIPPING_PRINT.bizType, pageSize: 50 } });
  return page.result.filter((template) => template.bizType === SALE_SHIPPING_PRINT.bizType);
}

/** The PDF of a shipment filled into a print template (POST /system/print/pdf). */
export async function fetchSaleShippingPdf(shippingId: number, templateId: number): Promise<Blob> {
  const file = await requestBlob({ method: 'POST', url: '/system/print/pdf', data: { bizId: shippingId, templateId, templateType: 'print', previewOrDownLoad: 'preview' } });
  return file.blob;
}
