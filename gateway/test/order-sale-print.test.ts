/**
 * 销售发运单 (issue 26): the built-in template PT_SALE_SHIPPING is listed (printable, bizType
 * order-shipping) and prints a seeded shipment with its sale order, customer, material, plate and
 * quantities; a caller whose order:sale scope does not hold the shipment's org gets 404, and a shipment
 * id that is not a number 404 too. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, PageData, PrintTemplate, SaleShippingRow } from '../src/api/index.js';
import type { GatewayApp } from '../src/server.js';
import { documentXml, pdfText } from './fixtures/print/docx.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const SALE = '/gateway/material/api/v1/order/sale';
const PDF = '/gateway/system/print/pdf';
const TEMPLATES = '/gateway/system/print/templates';

describe.each(eachDatabase)('[%s] sales shipment print', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let scoped: string;

  const shipments = async (token: string) => {
    const response = await app.inject({ method: 'POST', url: `${SALE}/confirm/page`, payload: { page: 1, pageSize: 100 }, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<PageData<SaleShippingRow>>>().data.result;
  };
  const print = (token: string, bizId: unknown, printType: 'word' | 'pdf' = 'word') =>
    app.inject({ method: 'POST', url: PDF, payload: { bizId, templateCode: 'PT_SALE_SHIPPING', ...(printType === 'word' ? { printType } : {}) }, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, scoped] = await signInAll(app, 'admin', 'huangtao');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists PT_SALE_SHIPPING as printable and prints a shipment with its order, customer, material, plate and quantities', async () => {
    const listed = await app.inject({ method: 'GET', url: `${TEMPLATES}?type=shipping&bizType=order-shipping`, headers: { authorization: `Bearer ${admin}` } });
    expect(listed.statusCode, listed.body).toBe(200);
    const template = listed.json<Envelope<PageData<PrintTemplate>>>().data.result.find((row) => row.code === 'PT_SALE_SHIPPING');
    expect(template).toMatchObject({ name: '销售发运单', bizType: 'order-shipping', printable: true });

    const [shipment] = await shipments(admin);
    expect(shipment).toBeDefined();
    const printed = await print(admin, shipment!.id);
    expect(printed.statusCode, printed.body.slice(0, 200)).toBe(200);
    const xml = documentXml(printed.rawPayload);
    expect(xml).toContain('销售发运单');
    expect(xml).toContain(`发运单号：${shipment!.shippingNo}`);
    expect(xml).toContain(`销售订单号：${shipment!.saleOrderNo}`);
    expect(xml).toContain(`车牌号：${shipment!.plateNo}`);
    if (shipment!.customerOrgName) expect(xml).toContain(`客户：${shipment!.customerOrgName}`);
    expect(xml).toContain(shipment!.matName);
    expect(xml).toContain(shipment!.quantity);
    // The app's preview asks for the PDF of the same template.
    const pdf = await print(admin, shipment!.id, 'pdf');
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(await pdfText(pdf.rawPayload)).toContain(shipment!.shippingNo);
  });

  it('refuses a shipment outside the caller’s order:sale scope (404) and a bad id', async () => {
    const visible = new Set((await shipments(scoped)).map((row) => row.id));
    const outside = (await shipments(admin)).find((row) => !visible.has(row.id));
    expect(outside, 'a seeded shipment outside huangtao’s scope').toBeDefined();
    const refused = await print(scoped, outside!.id);
    expect([refused.statusCode, refused.json<ErrorEnvelope>().message]).toEqual([404, '发运记录不存在或无权查看']);
    expect((await print(admin, 'x1')).statusCode).toBe(404);
    expect((await print(admin, undefined)).statusCode).toBe(400);
  });
});
