/**
 * Vehicle changes under audit (issue 24, part H2) on both databases: a supplier asks for a change on its
 * own pick only, in the format rules' words; one pending request per vehicle; approval applies the change
 * with one history row per changed field, rejection needs an opinion, and nothing is audited twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, VehicleAuditRow, VehicleHistoryRow } from '../src/api/index.js';
import { purPickVehicle, purPickVehicleUpdateAudit } from '../src/db/tables/pick.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { callerOf, insertPick } from './helpers/pick-shipping-fixtures.js';

const CHANGE = { plateNo: '冀C24680', driverName: '新司机', driverPhone: '13987654321', idCard: '110101199003074514', reason: '原车辆故障' };

describe.each(eachDatabase)('[%s] vehicle change audits', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens: Record<string, string> = {};
  const as = (account: string) => callerOf(app, () => tokens[account] as string);
  const data = <T>(response: { json<R>(): R }) => response.json<Envelope<T>>().data;

  beforeAll(async () => {
    app = await startGateway(database());
    const accounts = ['admin', 'supplier1', 'supplier2', 'sunli'] as const;
    const signed = await signInAll(app, ...accounts);
    accounts.forEach((account, index) => (tokens[account] = signed[index] as string));
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets a supplier ask for a change on its own pick only, in the format rules’ words', async () => {
    const own = await insertPick(database());
    const other = await insertPick(database(), { supplierSn: 'S0002', supplierName: '北大荒粮食集团有限公司' });
    const supplier = as('supplier1');
    const refused = await supplier('POST', 'pick-vehicle-update-audit/add', { ...CHANGE, vehicleId: other.vehicleIds[0] });
    expect(refused.statusCode).toBe(404);
    expect(await database().db.select().from(purPickVehicleUpdateAudit).where(eq(purPickVehicleUpdateAudit.pickId, other.pickId))).toEqual([]);
    for (const [field, value, message] of [
      ['plateNo', '冀I12345', '车牌号有误'],
      ['driverPhone', '12345', '手机号有误'],
      ['idCard', '110101199003074515', '身份证号有误'],
    ] as const) {
      const response = await supplier('POST', 'pick-vehicle-update-audit/add', { ...CHANGE, vehicleId: own.vehicleIds[0], [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toBe(message);
    }
    const taken = await supplier('POST', 'pick-vehicle-update-audit/add', { ...CHANGE, vehicleId: own.vehicleIds[0], plateNo: '冀B67890' });
    expect(taken.json<ErrorEnvelope>().message).toBe('车牌号冀B67890已在该提货单中');
    const added = await supplier('POST', 'pick-vehicle-update-audit/add', { ...CHANGE, vehicleId: own.vehicleIds[0] });
    expect(added.statusCode, added.body).toBe(200);
    const again = await supplier('POST', 'pick-vehicle-update-audit/add', { ...CHANGE, vehicleId: own.vehicleIds[0], driverName: '另一位' });
    expect(again.json<ErrorEnvelope>().message).toBe('车辆冀A12345已有待审核的变更申请');
    // The supplier role has no audit pages.
    expect((await supplier('POST', 'pick-vehicle-update-audit/getPageList', { page: 1 })).statusCode).toBe(403);
  });

  it('applies an approved change with one history row per changed field, once', async () => {
    const pick = await insertPick(database());
    const added = await as('supplier1')('POST', 'pick-vehicle-update-audit/add', { ...CHANGE, vehicleId: pick.vehicleIds[0] });
    const auditId = data<{ id: number }>(added).id;
    const warehouse = as('sunli');
    const page = await warehouse('POST', 'pick-vehicle-update-audit/getPageList', { page: 1, pageSize: 50, pickNo: pick.pickNo });
    expect(page.statusCode, page.body).toBe(200);
    expect(data<{ result: VehicleAuditRow[] }>(page).result.map((row) => [row.id, row.status, row.oldPlateNo, row.plateNo])).toEqual([[auditId, 'pending', '冀A12345', '冀C24680']]);
    const approved = await warehouse('POST', 'pick-vehicle-update-audit/auditBatch', { ids: [auditId], approved: true });
    expect(approved.statusCode, approved.body).toBe(200);
    const [vehicle] = await database().db.select().from(purPickVehicle).where(eq(purPickVehicle.id, pick.vehicleIds[0]!));
    expect(vehicle).toMatchObject({ plateNo: '冀C24680', driverName: '新司机', driverPhone: '13987654321', idCard: '110101199003074514' });
    const history = data<VehicleHistoryRow[]>(await warehouse('GET', `pick-vehicle-update-history/getListByAuditId?auditId=${auditId}`));
    expect(history.map((row) => [row.fieldName, row.oldValue, row.newValue])).toEqual([
      ['plateNo', '冀A12345', '冀C24680'],
      ['driverName', '司机1', '新司机'],
      ['driverPhone', '13812345670', '13987654321'],
    ]);
    const twice = await warehouse('POST', 'pick-vehicle-update-audit/auditBatch', { ids: [auditId], approved: false, opinion: '不同意' });
    expect(twice.json<ErrorEnvelope>().message).toBe('车辆变更申请（冀C24680）已审核，不能重复审核');
  });

  it('rejects with an opinion only, and leaves the vehicle as it was', async () => {
    const pick = await insertPick(database());
    const auditId = data<{ id: number }>(await as('admin')('POST', 'pick-vehicle-update-audit/add', { ...CHANGE, vehicleId: pick.vehicleIds[1] })).id;
    const noOpinion = await as('admin')('POST', 'pick-vehicle-update-audit/auditBatch', { ids: [auditId], approved: false });
    expect(noOpinion.json<ErrorEnvelope>().message).toBe('驳回时请填写审核意见');
    const english = await as('admin')('POST', 'pick-vehicle-update-audit/auditBatch', { ids: [auditId], approved: false }, { 'accept-language': 'en' });
    expect(english.json<ErrorEnvelope>()).toMatchObject({ errorCode: 'pick.vehicle.opinionRequired', message: 'Enter a review opinion to reject' });
    const rejected = await as('admin')('POST', 'pick-vehicle-update-audit/auditBatch', { ids: [auditId], approved: false, opinion: '车辆未备案' });
    expect(rejected.statusCode).toBe(200);
    const [audit] = await database().db.select().from(purPickVehicleUpdateAudit).where(eq(purPickVehicleUpdateAudit.id, auditId));
    expect(audit).toMatchObject({ status: 'rejected', opinion: '车辆未备案' });
    const [vehicle] = await database().db.select().from(purPickVehicle).where(eq(purPickVehicle.id, pick.vehicleIds[1]!));
    expect(vehicle?.plateNo).toBe('冀B67890');
    expect(data<VehicleHistoryRow[]>(await as('admin')('GET', `pick-vehicle-update-history/getListByAuditId?auditId=${auditId}`))).toEqual([]);
  });

  it('shows the seeded requests in every status', async () => {
    const all = data<{ result: VehicleAuditRow[] }>(await as('admin')('POST', 'pick-vehicle-update-audit/getPageList', { pageSize: 100, sort: 'id,asc' }));
    expect(new Set(all.result.map((row) => row.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
  });
});
