/**
 * The certificate expiry reminders (certificate-reminders.ts, issue 22), on the seeded database: a
 * certificate expiring in 10 days gives the buyer (采购经理 王建华, who holds 资质证照 through his role) one
 * to-do that the dashboard's messages API lists; a repeat run adds none; 60 days out gives none; a
 * supplier user and the admin get none; a renewal (a newer certificate of the type, or a later validTo)
 * marks the old to-do done, and the date passing turns 即将过期 into 已过期; with no buyer role holding the
 * menu, the administrators get the to-dos.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import type { Envelope, LoginInfo, PageData, QualificationSaveBody, QualificationSaved, SysMessage } from '../src/api/index.js';
import { sysMenu, sysRole, sysRoleMenu, sysUser } from '../src/db/schema.js';
import { supSupplier } from '../src/db/tables/lookups.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { DEMO_SUPPLIER_USERS, SUPPLIER_PASSWORD } from '../src/db/seeds/suppliers.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { CERTIFICATE_BUS_TYPE, CERTIFICATE_REMINDER_LINK, CERTIFICATE_REMINDER_MESSAGES as M, remindExpiringCertificates } from '../src/modules/supplier/certificate-reminders.js';

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const TODAY = day(0);
const FOOD_LICENCE = '食品经营许可证';

describe.each(eachDatabase)('[%s] certificate expiry reminders', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, number>();
  const [supplierUser] = DEMO_SUPPLIER_USERS;
  if (!supplierUser) throw new Error('a supplier account is seeded');
  const BUYER = 'wangjianhua';

  const passwordOf = (account: string) => DEMO_USERS.find((user) => user.account === account)?.password ?? '';
  async function signIn(account: string, password: string): Promise<void> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    tokens.set(account, response.json<Envelope<LoginInfo>>().data.accessToken);
    const [user] = await database().db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account));
    if (!user) throw new Error(`${account} is seeded`);
    userIds.set(account, user.id);
  }
  const call = (account: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url: `/gateway${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` }, payload });

  /** The account's to-dos as the dashboard's to-do card asks for them (msgType 1, one tab). */
  async function todos(account: string, handleStatus: 0 | 1): Promise<SysMessage[]> {
    const response = await call(account, 'POST', '/system/message/page', { userId: userIds.get(account), msgType: 1, handleStatus, page: 1, size: 100 });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<Envelope<PageData<SysMessage>>>().data;
    expect(data.total).toBeLessThanOrEqual(100);
    return data.result;
  }
  const about = (rows: readonly SysMessage[], certNo: string) => rows.filter((row) => row.content.includes(`（${certNo}）`));

  async function saveCertificate(values: Partial<QualificationSaveBody> & Pick<QualificationSaveBody, 'supplierSn' | 'validTo'>): Promise<QualificationSaved & { certNo: string }> {
    const body: QualificationSaveBody = { certType: 'food_licence', certNo: `QT-${randomBytes(4).toString('hex')}`, validFrom: day(-300), ...values };
    const response = await call('admin', 'POST', '/supplier/api/v1/qualification/save', body);
    expect(response.statusCode, response.body).toBe(200);
    return { ...response.json<Envelope<QualificationSaved>>().data, certNo: body.certNo };
  }
  async function supplierName(sn: string): Promise<string> {
    const [found] = await database().db.select({ name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, sn));
    if (!found) throw new Error(`${sn} is seeded`);
    return found.name;
  }

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    await signIn('admin', passwordOf('admin'));
    await signIn(BUYER, passwordOf(BUYER));
    await signIn(supplierUser.account, SUPPLIER_PASSWORD);
  });

  afterAll(async () => {
    await app.close();
  });

  it('gives the buyer one to-do for a certificate expiring in 10 days, none for 60 days, and none twice', async () => {
    const soon = await saveCertificate({ supplierSn: supplierUser.supplierSn, validTo: day(10) });
    const later = await saveCertificate({ supplierSn: 'S0002', validTo: day(60) });

    const first = await remindExpiringCertificates(database().db, TODAY);
    expect(first.inserted).toBeGreaterThan(0);
    const open = await todos(BUYER, 0);
    const [todo, ...more] = about(open, soon.certNo);
    expect(more).toEqual([]);
    expect(todo).toMatchObject({ msgType: 1, handleStatus: 0, readStatus: 0, link: CERTIFICATE_REMINDER_LINK, busType: CERTIFICATE_BUS_TYPE });
    expect(todo?.content).toBe(M.expiring(await supplierName(supplierUser.supplierSn), FOOD_LICENCE, soon.certNo, day(10)));
    expect(about(open, later.certNo)).toEqual([]);

    const again = await remindExpiringCertificates(database().db, TODAY);
    expect(again).toMatchObject({ inserted: 0, done: 0 });
    expect(await todos(BUYER, 0)).toHaveLength(open.length);
  });

  it('gives a supplier user and the admin no certificate to-do', async () => {
    // As the daily job runs it: as of the database's current date.
    expect((await remindExpiringCertificates(database().db)).recipients).toBeGreaterThan(0);
    for (const account of [supplierUser.account, 'admin']) {
      for (const handleStatus of [0, 1] as const) {
        expect((await todos(account, handleStatus)).filter((row) => row.busType === CERTIFICATE_BUS_TYPE), `${account} ${String(handleStatus)}`).toEqual([]);
      }
    }
  });

  it('marks the to-do done when a newer certificate of the type replaces it', async () => {
    const old = await saveCertificate({ supplierSn: 'S0003', validTo: day(8) });
    await remindExpiringCertificates(database().db, TODAY);
    expect(about(await todos(BUYER, 0), old.certNo)).toHaveLength(1);

    const renewal = await saveCertificate({ supplierSn: 'S0003', validFrom: day(-1), validTo: day(400) });
    const run = await remindExpiringCertificates(database().db, TODAY);
    expect(run.done).toBeGreaterThanOrEqual(1);
    expect(about(await todos(BUYER, 0), old.certNo)).toEqual([]);
    expect(about(await todos(BUYER, 1), old.certNo)).toHaveLength(1);
    expect(about([...(await todos(BUYER, 0)), ...(await todos(BUYER, 1))], renewal.certNo)).toEqual([]);
  });

  it('marks the to-do done when the certificate gets a later validTo, and turns 即将过期 into 已过期 once the date passes', async () => {
    const cert = await saveCertificate({ supplierSn: 'S0004', validTo: day(5) });
    await remindExpiringCertificates(database().db, TODAY);
    expect(about(await todos(BUYER, 0), cert.certNo).map((row) => row.content)).toEqual([expect.stringContaining(`将于${day(5)}到期`)]);

    const edited = await call('admin', 'POST', '/supplier/api/v1/qualification/save', {
      id: cert.id,
      version: cert.version,
      supplierSn: 'S0004',
      certType: 'food_licence',
      certNo: cert.certNo,
      validFrom: day(-300),
      validTo: day(20),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await remindExpiringCertificates(database().db, TODAY);
    expect(about(await todos(BUYER, 0), cert.certNo).map((row) => row.content)).toEqual([expect.stringContaining(`将于${day(20)}到期`)]);
    expect(about(await todos(BUYER, 1), cert.certNo).map((row) => row.content)).toEqual([expect.stringContaining(`将于${day(5)}到期`)]);

    // 21 days on, the certificate has expired: the 已过期 to-do replaces the 即将过期 one.
    await remindExpiringCertificates(database().db, day(21));
    expect(about(await todos(BUYER, 0), cert.certNo).map((row) => row.content)).toEqual([expect.stringContaining(`已于${day(20)}过期`)]);
    expect(about(await todos(BUYER, 1), cert.certNo)).toHaveLength(2);
  });

  it('reminds the administrators when no buyer role holds 资质证照', async () => {
    const cert = await saveCertificate({ supplierSn: 'S0005', validTo: day(3) });
    const db = database().db;
    const [menu] = await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.menuCode, 'supplier:qualification'));
    const buyerRoles = db.select({ id: sysRole.id }).from(sysRole).where(and(ne(sysRole.roleType, 1), ne(sysRole.roleCode, 'supplier')));
    await db.delete(sysRoleMenu).where(and(eq(sysRoleMenu.menuId, menu?.id ?? 0), inArray(sysRoleMenu.roleId, buyerRoles)));
    await remindExpiringCertificates(db, TODAY);
    expect(about(await todos('admin', 0), cert.certNo).map((row) => row.content)).toEqual([expect.stringContaining(`将于${day(3)}到期`)]);
    expect(about(await todos(supplierUser.account, 0), cert.certNo)).toEqual([]);
  });
});
