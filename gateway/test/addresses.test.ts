import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, AddressFieldError, AddressTypeOption, Envelope, ErrorEnvelope, LoginInfo, PageData } from '../src/api/index.js';
import { hashPassword } from '../src/core/password.js';
import { sysMenu, sysOrg, sysRole, sysRoleMenu, sysUser, sysUserOrg, sysUserRole } from '../src/db/schema.js';
import { DEMO_ORGS, DEMO_USERS } from '../src/db/seed.js';
import { DEMO_ADDRESSES, DEMO_COMPANY_ADDRESSES } from '../src/db/seeds/addresses.js';
import { sysAddress } from '../src/db/tables/addresses.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway/system/address';
const DENIED = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };

type ListBody = Record<string, unknown>;

const FACTORY = {
  addressCode: 1,
  addressTag: '测试饲料厂',
  addressOwnerCode: 'SUP9001',
  addressOwnerName: '测试供应商有限公司',
  province: '河北省',
  city: '石家庄市',
  area: '长安区',
  addrDetail: '测试路1号',
};

const orgName = (code: string) => DEMO_ORGS.find((org) => org.orgCode === code)?.orgName;

describe.each(eachDatabase)('[%s] address points', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  /** A user holding the address menu and its edit button, with the orgs given. */
  async function addAddressEditor(account: string, orgCodes: readonly string[]): Promise<void> {
    const { db } = database();
    const [role] = await db.insert(sysRole).values({ roleCode: `${account}-role`, roleName: '地址维护员', roleType: 2 }).returning({ id: sysRole.id });
    const menus = await db.select({ id: sysMenu.id, code: sysMenu.menuCode }).from(sysMenu);
    for (const code of ['system', 'system:address', 'system:address:edit']) {
      const menu = menus.find((row) => row.code === code);
      if (menu && role) await db.insert(sysRoleMenu).values({ roleId: role.id, menuId: menu.id });
    }
    const [user] = await db
      .insert(sysUser)
      .values({ account, userName: '王地址', passwordHash: await hashPassword('Editor@123') })
      .returning({ id: sysUser.id });
    if (!user || !role) throw new Error('editor not written');
    await db.insert(sysUserRole).values({ userId: user.id, roleId: role.id });
    for (const code of orgCodes) {
      const [org] = await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.orgCode, code));
      if (org) await db.insert(sysUserOrg).values({ userId: user.id, orgId: org.id });
    }
  }

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'buyer']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
      tokens.set(account, await signIn(account, password));
    }
    await addAddressEditor('editor', ['101001']);
    tokens.set('editor', await signIn('editor', 'Editor@123'));
  });
  afterAll(async () => {
    await app.close();
  });

  function post(account: string | null, path: string, payload?: object) {
    return app.inject({
      method: 'POST',
      url: `${API}/${path}`,
      ...(payload === undefined ? {} : { payload }),
      ...(account === null ? {} : { headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` } }),
    });
  }

  async function list(account: string, body: ListBody = {}): Promise<PageData<Address>> {
    const response = await post(account, 'listAddress', { pageSize: 1000, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<PageData<Address>>>().data;
  }

  async function save(account: string, body: object): Promise<Envelope<Address>> {
    const response = await post(account, 'saveAddress', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<Address>>();
  }

  async function refused(account: string, body: object): Promise<{ status: number; body: Envelope<AddressFieldError[] | null> }> {
    const response = await post(account, 'saveAddress', body);
    return { status: response.statusCode, body: response.json<Envelope<AddressFieldError[] | null>>() };
  }

  describe('getAddressType', () => {
    it('offers every type but 6, with Chinese labels', async () => {
      const response = await post('buyer', 'getAddressType');
      expect(response.statusCode).toBe(200);
      const options = response.json<Envelope<AddressTypeOption[]>>().data;
      expect(options.map((option) => option.addressCode)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 20]);
      expect(options.slice(0, 5).map((option) => option.addressType)).toEqual(['工厂', '仓库', '库点', '自有仓库', '中转库']);
      expect(options.find((option) => option.addressCode === 7)?.addressType).toBe('港口');
    });
  });

  describe('listAddress', () => {
    it('lists the seeded addresses newest first with every field, for the admin', async () => {
      const page = await list('admin', { addressCode: 7 });
      const ports = DEMO_ADDRESSES.filter((seed) => seed.addressCode === 7);
      expect(page.total).toBe(ports.length);
      expect(page.result.map((row) => row.addressTag)).toEqual(ports.map((seed) => seed.addressTag).reverse());
      const tianjin = page.result.find((row) => row.addressTag === '天津港');
      expect(tianjin).toMatchObject({
        addressCode: 7,
        addressType: '港口',
        province: '天津市',
        city: '天津市',
        area: '滨海新区',
        addrDesc: '天津市滨海新区新港二号路35号',
        companyType: 3,
        version: 0,
      });
      expect(tianjin?.doorCode).toMatch(/^AD\d{8}$/);
      // The municipal 市辖区 form was stored as the municipality.
      expect(page.result.find((row) => row.addressTag === '上海港外高桥')).toMatchObject({ city: '上海市', addrDesc: '上海市浦东新区港建路1号' });
    });

    it('pages', async () => {
      const all = await list('admin');
      const second = await list('admin', { page: 2, pageSize: 5 });
      expect(second).toMatchObject({ page: 2, pageSize: 5, total: all.total });
      expect(second.result.map((row) => row.id)).toEqual(all.result.slice(5, 10).map((row) => row.id));
      const empty = await post('admin', 'listAddress');
      expect(empty.statusCode).toBe(200);
      expect(empty.json<Envelope<PageData<Address>>>().data).toMatchObject({ page: 1, pageSize: 20 });
    });

    it('searches names, descriptions, door codes and owner names with queryContent', async () => {
      const byName = await list('admin', { queryContent: '  码头 ' });
      expect(byName.result.map((row) => row.addressTag).sort()).toEqual(DEMO_ADDRESSES.filter((seed) => seed.addressTag?.includes('码头')).map((seed) => seed.addressTag).sort());

      const byDesc = await list('admin', { queryContent: '滨海新区' });
      expect(byDesc.total).toBeGreaterThanOrEqual(3);
      expect(byDesc.result.every((row) => row.addrDesc.includes('滨海新区'))).toBe(true);

      const byOwner = await list('admin', { queryContent: '象屿' });
      expect(byOwner.result.map((row) => row.addressTag).sort()).toEqual(['象屿大连北良仓', '象屿绥化库点']);

      const any = (await list('admin', { addressCode: 8 })).result[0];
      const byDoor = await list('admin', { queryContent: any?.doorCode });
      expect(byDoor.result.map((row) => row.id)).toEqual([any?.id]);
    });

    it('takes % and _ in queryContent literally', async () => {
      expect((await list('admin', { queryContent: '%' })).total).toBe(0);
      expect((await list('admin', { queryContent: '_' })).total).toBe(0);
      const created = await save('admin', { ...FACTORY, addressTag: '百分百_厂%' });
      const found = await list('admin', { queryContent: '_厂%' });
      expect(found.result.map((row) => row.id)).toEqual([created.data.id]);
    });

    it('filters by company and by supplier', async () => {
      const hebei = await list('admin', { companyCode: '101001' });
      expect(hebei.result.map((row) => row.addressTag).sort()).toEqual(
        DEMO_COMPANY_ADDRESSES.filter((seed) => seed.companyCode === '101001').map((seed) => seed.addressTag).sort(),
      );
      expect(hebei.result.every((row) => row.companyName === orgName('101001'))).toBe(true);
      const cofco = await list('admin', { addressOwnerCode: 'SUP0001' });
      expect(cofco.total).toBe(DEMO_ADDRESSES.filter((seed) => seed.addressOwnerCode === 'SUP0001').length);
    });

    it("shows a user company-owned addresses of their own companies only, and every shared one", async () => {
      const admin = await list('admin', { addressCode: 4 });
      expect(new Set(admin.result.map((row) => row.companyCode))).toEqual(new Set(['101001', '101002', '102001']));

      const buyer = await list('buyer', { addressCode: 4 });
      expect(buyer.result.length).toBeGreaterThan(0);
      expect(buyer.result.every((row) => row.companyCode === '101001')).toBe(true);
      expect((await list('buyer', { companyCode: '102001' })).total).toBe(0);

      const ports = await list('buyer', { addressCode: 7 });
      expect(ports.total).toBe((await list('admin', { addressCode: 7 })).total);
      const everything = await list('buyer');
      expect(everything.total).toBe((await list('admin')).total - admin.result.filter((row) => row.companyCode !== '101001').length);
    });

    it('answers 400 for bad paging or a malformed type', async () => {
      for (const body of [{ pageSize: 0 }, { pageSize: 1001 }, { page: 0 }, { addressCode: 'abc' }, { queryContent: 'x'.repeat(201) }]) {
        const response = await post('buyer', 'listAddress', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json<ErrorEnvelope>()).toMatchObject({ code: 400, success: false, data: null });
      }
    });
  });

  describe('saveAddress', () => {
    it('creates an address with a generated door code, company type 3 and a composed description', async () => {
      const created = await save('admin', FACTORY);
      expect(created.message).toBe('新增成功');
      expect(created.data).toMatchObject({
        addressCode: 1,
        addressType: '工厂',
        addressTag: '测试饲料厂',
        addrDesc: '河北省石家庄市长安区测试路1号',
        addressOwnerCode: 'SUP9001',
        addressOwnerName: '测试供应商有限公司',
        companyCode: null,
        companyType: 3,
        version: 0,
      });
      expect(created.data.doorCode).toMatch(/^AD\d{8}$/);
      const listed = await list('buyer', { queryContent: created.data.doorCode });
      expect(listed.result).toEqual([created.data]);
    });

    it('normalises a municipality and takes Hong Kong by the province alone', async () => {
      const beijing = await save('admin', { ...FACTORY, province: '北京市', city: '市辖区', area: '朝阳区', addrDetail: '建国路1号' });
      expect(beijing.data).toMatchObject({ province: '北京市', city: '北京市', area: '朝阳区', addrDesc: '北京市朝阳区建国路1号' });
      const hongKong = await save('admin', { ...FACTORY, province: '香港特别行政区', city: null, area: null, addrDetail: '葵涌道1号' });
      expect(hongKong.data).toMatchObject({ province: '香港特别行政区', city: null, addrDesc: '香港特别行政区葵涌道1号' });
    });

    it('stores the company name of a type-4 address from the org, and drops derived fields sent back', async () => {
      const created = await save('admin', {
        addressCode: 4,
        addressTag: '广东自有仓',
        companyCode: '102001',
        companyName: '别的名字',
        addressType: '随便',
        addrDesc: '随便',
        doorCode: 'X1',
        province: '广东省',
        city: '广州市',
        area: '番禺区',
        addrDetail: '市桥街1号',
      });
      expect(created.data).toMatchObject({ companyCode: '102001', companyName: orgName('102001'), addressType: '自有仓库', addrDesc: '广东省广州市番禺区市桥街1号' });
      expect(created.data.doorCode).toMatch(/^AD\d{8}$/);
    });

    it('updates with the current version and refuses a stale one with 409', async () => {
      const created = (await save('admin', FACTORY)).data;
      const updated = await save('admin', { ...FACTORY, id: created.id, version: created.version, addressTag: '改名饲料厂', area: '桥西区' });
      expect(updated.message).toBe('修改成功');
      expect(updated.data).toMatchObject({ id: created.id, doorCode: created.doorCode, addressTag: '改名饲料厂', addrDesc: '河北省石家庄市桥西区测试路1号', version: 1 });

      const stale = await post('admin', 'saveAddress', { ...FACTORY, id: created.id, version: created.version, addressTag: '迟到的修改' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorEnvelope>()).toEqual({ code: 409, success: false, message: '数据已被他人修改，请刷新后重试', errorCode: 'common.versionConflict', data: null });
      const [row] = await database().db.select({ addressTag: sysAddress.addressTag }).from(sysAddress).where(eq(sysAddress.id, created.id));
      expect(row?.addressTag).toBe('改名饲料厂');

      const noVersion = await post('admin', 'saveAddress', { ...FACTORY, id: created.id });
      expect(noVersion.statusCode).toBe(400);
      const unknown = await post('admin', 'saveAddress', { ...FACTORY, id: 987_654_321, version: 0 });
      expect(unknown.statusCode).toBe(404);
    });

    it.each([
      [{ ...FACTORY, addressCode: null }, 'addressCode', '请选择地址类型'],
      [{ ...FACTORY, addressOwnerCode: '' }, 'addressOwnerCode', '请选择供应商'],
      [{ ...FACTORY, addressCode: 4, companyCode: null }, 'companyCode', '请选择所属主体'],
      [{ ...FACTORY, addressCode: 5, subName: null, secondaryInventoryName: 'ZZ01' }, 'subName', '请选择中转库'],
      [{ ...FACTORY, addressTag: '  ' }, 'addressTag', '请输入名称'],
      [{ ...FACTORY, province: null, city: null, area: null }, 'region', '请选择省市区'],
      [{ ...FACTORY, city: null }, 'region', '请至少选择到省市'],
      [{ ...FACTORY, addrDetail: '' }, 'addrDetail', '请输入详细地址'],
    ])('refuses %j with 400 naming %s', async (body, field, message) => {
      const before = (await list('admin')).total;
      const { status, body: answer } = await refused('admin', body);
      expect(status).toBe(400);
      expect(answer).toEqual({ code: 400, success: false, message, errorCode: expect.stringMatching(/^address\./), data: [{ field, message }] });
      expect((await list('admin')).total).toBe(before);
    });

    it('lists every field error at once, the first as the message', async () => {
      const { status, body } = await refused('admin', { addressCode: 2 });
      expect(status).toBe(400);
      expect(body.message).toBe('请选择供应商');
      expect(body.data?.map((error) => error.message)).toEqual(['请选择供应商', '请输入名称', '请选择省市区', '请输入详细地址']);
    });

    it('refuses to save type 6 new, but lets an old type-6 row be edited', async () => {
      const { status, body } = await refused('admin', { ...FACTORY, addressCode: 6 });
      expect(status).toBe(400);
      expect(body.data).toEqual([{ field: 'addressCode', message: '该地址类型已停用，请选择其他类型' }]);

      const old = (await list('admin', { addressCode: 6 })).result[0];
      expect(old).toBeDefined();
      const edited = await save('admin', { ...old, addrDetail: '农林路22号' });
      expect(edited.data).toMatchObject({ addressCode: 6, addressType: '其他', addrDesc: '河北省邯郸市邯山区农林路22号' });

      const other = (await save('admin', FACTORY)).data;
      const toSix = await refused('admin', { ...FACTORY, id: other.id, version: other.version, addressCode: 6 });
      expect(toSix.status).toBe(400);
    });

    it("refuses the buyer (no edit button) with 403 and body code 40301, writing nothing", async () => {
      const before = (await list('admin')).total;
      const response = await post('buyer', 'saveAddress', FACTORY);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorEnvelope>()).toEqual(DENIED);
      expect((await list('admin')).total).toBe(before);
    });

    it("keeps an editor's type-4 saves within their companies", async () => {
      const own = await save('editor', { addressCode: 4, addressTag: '河北新仓', companyCode: '101001', province: '河北省', city: '保定市', addrDetail: '朝阳北大街' });
      expect(own.data.companyName).toBe(orgName('101001'));

      const other = await post('editor', 'saveAddress', { addressCode: 4, addressTag: '广东新仓', companyCode: '102001', province: '广东省', city: '广州市', addrDetail: '环市路' });
      expect(other.statusCode).toBe(403);
      expect(other.json<ErrorEnvelope>()).toEqual({ code: 40301, success: false, message: '您暂无该组织的权限', errorCode: 'list.noOrgPermission', data: null });

      const unknown = await refused('editor', { addressCode: 4, addressTag: '无主仓', companyCode: 'NOPE', province: '河北省', city: '保定市', addrDetail: '某路' });
      expect(unknown).toMatchObject({ status: 400, body: { message: '所属主体不存在', data: [{ field: 'companyCode', message: '所属主体不存在' }] } });

      // A company-owned address of another company is out of sight: updating it is a 404.
      const foreign = (await list('admin', { companyCode: '102001' })).result[0];
      expect(foreign).toBeDefined();
      const update = await post('editor', 'saveAddress', { ...foreign, addressTag: '偷改' });
      expect(update.statusCode).toBe(404);
      expect(update.json<ErrorEnvelope>().message).toBe('地址不存在或无权查看');

      // Shared addresses are everyone's.
      const port = (await list('editor', { addressCode: 7 })).result[0];
      const edited = await save('editor', { ...port, addrDetail: `${port?.addrDetail ?? ''}（东）` });
      expect(edited.data.version).toBe((port?.version ?? 0) + 1);
    });

    it('answers 401 to anonymous callers', async () => {
      for (const path of ['getAddressType', 'listAddress', 'saveAddress']) {
        const response = await post(null, path, {});
        expect(response.statusCode).toBe(401);
      }
    });
  });
});
