import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Category,
  CategoryTreeNode,
  DictMap,
  Envelope,
  ErrorEnvelope,
  LoginInfo,
  OrgDetail,
  OrgTreeNode,
  PageData,
  ShortMenu,
  SysDictItemDTO,
  SysMessage,
} from '../src/api/index.js';
import { sysMenu, sysOrg } from '../src/db/schema.js';
import { DEMO_CATEGORIES, DEMO_ORGS, DEMO_USERS } from '../src/db/seed.js';
import { DEMO_MESSAGES } from '../src/db/seeds/system-data.js';
import { sysDictItem, sysShortMenu } from '../src/db/tables/system-data.js';
import { DICTIONARIES } from '../src/modules/system/dictionary-data.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway/system';
const DENIED = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function flatten<T extends { children?: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** The tree as nested codes, e.g. `{ BU01: { AREA01: { ... } } }`, to compare shapes at a glance. */
function shape<T extends { children?: T[] }>(nodes: readonly T[], code: (node: T) => string): Record<string, unknown> {
  return Object.fromEntries(nodes.map((node) => [code(node), shape(node.children ?? [], code)]));
}

/** The same nested codes, from the seed lists: the subtree below `parentCode`. */
function seedShape<T extends { parentCode: string | null }>(rows: readonly T[], code: (row: T) => string, parentCode: string | null): Record<string, unknown> {
  return Object.fromEntries(rows.filter((row) => row.parentCode === parentCode).map((row) => [code(row), seedShape(rows, code, code(row))]));
}

const orgCode = (row: { orgCode: string }) => row.orgCode;
const categoryCode = (row: { categoryCode: string }) => row.categoryCode;
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Seeded org codes matching `keep`, in the answer order of the org lists (level, then code). */
const seededOrgs = (keep: (row: (typeof DEMO_ORGS)[number]) => boolean) =>
  DEMO_ORGS.filter(keep)
    .sort((a, b) => a.level - b.level || byCode(a.orgCode, b.orgCode))
    .map(orgCode);

describe.each(eachDatabase)('[%s] system data', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, number>();
  const orgIds = new Map<string, number>();
  const menuIds = new Map<string, number>();

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'buyer']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password;
      const response = await app.inject({ method: 'POST', url: `/gateway/system/login/loginByAccount`, payload: { account, password } });
      const info = response.json<Envelope<LoginInfo>>().data;
      tokens.set(account, info.accessToken);
      userIds.set(account, info.sysUserInfo.id);
    }
    const { db } = database();
    for (const row of await db.select({ id: sysOrg.id, code: sysOrg.orgCode }).from(sysOrg)) orgIds.set(row.code, row.id);
    for (const row of await db.select({ id: sysMenu.id, code: sysMenu.menuCode }).from(sysMenu)) menuIds.set(row.code, row.id);
  });
  afterAll(async () => {
    await app.close();
  });

  const idOf = (ids: Map<string, number>, key: string): number => {
    const value = ids.get(key);
    if (value === undefined) throw new Error(`unknown ${key}`);
    return value;
  };
  const user = (account: string) => idOf(userIds, account);
  const org = (code: string) => idOf(orgIds, code);
  const menu = (code: string) => idOf(menuIds, code);

  function call(account: string | null, method: Method, url: string, payload?: object, query?: Record<string, string>) {
    const options: InjectOptions = { method, url: `${API}${url}` };
    if (payload !== undefined) options.payload = payload;
    if (query !== undefined) options.query = query;
    if (account !== null) options.headers = { authorization: `Bearer ${tokens.get(account) ?? ''}` };
    return app.inject(options);
  }

  async function data<T>(account: string, method: Method, url: string, payload?: object, query?: Record<string, string>): Promise<T> {
    const response = await call(account, method, url, payload, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<T>>().data;
  }

  describe('every system-data route', () => {
    it('answers 401 to an anonymous caller', async () => {
      const routes = app.gatewayRoutes.filter(
        (route) =>
          /^\/gateway\/system\/(dict|category|org|short-menu|message)\//.test(route.url) ||
          route.url === '/gateway/system/user/getCategoryListByUserId',
      );
      // 7 dictionary (dict/list for the admin view; item detail, add, update), 6 category (detail,
      // update), 8 org (update for 组织管理's 编辑), 4 short-menu and 3 message routes.
      expect(routes).toHaveLength(28);
      for (const route of routes) {
        const response = await app.inject({ method: route.method as Method, url: route.url.replace(':id', '1') });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json<ErrorEnvelope>()).toMatchObject({ code: 401, success: false });
      }
    });
  });

  describe('dictionaries', () => {
    it('selectDictList answers the seeded items in order and [] for an unknown code', async () => {
      const map = await data<DictMap>('buyer', 'POST', '/dict/selectDictList', { codelist: ['contractStatus', 'receiveStatus', 'noSuchCode'] });
      expect(map['contractStatus']?.map((item) => item.dictItemCode)).toEqual([
        'draft',
        'APPROVING',
        'APPROVED',
        'SENT',
        'SIGN_SALE',
        'SIGN_BUY',
        'SIGN',
        'PIGEONHOLE_E',
        'PIGEONHOLE',
        'REJECT',
        'CANCEL',
        'CLOSE',
      ]);
      // Each item with its English name, for the app's English mode.
      expect(map['contractStatus']?.[0]).toEqual({ dictItemCode: 'draft', dictItemName: '草稿', dictItemNameEn: 'Draft' });
      expect(map['receiveStatus']).toEqual([
        { dictItemCode: '0', dictItemName: '未收货', dictItemNameEn: 'Not received' },
        { dictItemCode: '1', dictItemName: '已收货', dictItemNameEn: 'Received' },
        { dictItemCode: '2', dictItemName: '部分收货', dictItemNameEn: 'Partly received' },
        { dictItemCode: '3', dictItemName: '同步中', dictItemNameEn: 'Syncing' },
      ]);
      expect(map['noSuchCode']).toEqual([]);
    });

    it('leaves disabled items out', async () => {
      const { db } = database();
      const where = and(eq(sysDictItem.dictCode, 'deliverType'), eq(sysDictItem.itemCode, 'direct'));
      await db.update(sysDictItem).set({ enabled: 0 }).where(where);
      try {
        const map = await data<DictMap>('buyer', 'POST', '/dict/selectDictList', { codelist: ['deliverType'] });
        expect(map['deliverType']).toEqual([{ dictItemCode: 'transfer', dictItemName: '调拨', dictItemNameEn: 'Transfer' }]);
      } finally {
        await db.update(sysDictItem).set({ enabled: 1 }).where(where);
      }
    });

    it('refuses more than 100 codes with a 400', async () => {
      const response = await call('buyer', 'POST', '/dict/selectDictList', { codelist: Array.from({ length: 101 }, (_, i) => `c${i}`) });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toContain('请求参数错误');
    });

    it('dictAll answers every seeded dictionary (the app preloads about 40)', async () => {
      const map = await data<DictMap>('buyer', 'GET', '/dict/dictAll');
      expect(Object.keys(map).sort()).toEqual(DICTIONARIES.map((definition) => definition.dictCode).sort());
      expect(Object.keys(map).length).toBeGreaterThanOrEqual(40);
      for (const definition of DICTIONARIES) {
        expect(map[definition.dictCode]?.map((item) => [item.dictItemCode, item.dictItemName])).toEqual(definition.items);
      }
      expect(map['supplierFinancialStatus']?.map((item) => item.dictItemCode)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect(map['downloadTaskStatus']?.map((item) => item.dictItemCode)).toEqual(['0', '1', '2', '3', '4', '5']);
    });

    it('selectSysDictItemDTO answers one item or the items of a code, 404 for an unknown item', async () => {
      const item = await data<SysDictItemDTO>('buyer', 'GET', '/dict/selectSysDictItemDTO', undefined, {
        dictCode: 'pricingPoint',
        dictItemCode: 'PT02',
      });
      expect(item).toMatchObject({ dictCode: 'pricingPoint', dictName: '定价点', dictItemCode: 'PT02', dictItemName: '按物料定价' });
      const items = await data<SysDictItemDTO[]>('buyer', 'GET', '/dict/selectSysDictItemDTO', undefined, { dictCode: 'msgType' });
      expect(items.map((entry) => entry.dictItemName)).toEqual(['待办', '通知']);
      const missing = await call('buyer', 'GET', '/dict/selectSysDictItemDTO', undefined, { dictCode: 'msgType', dictItemCode: '9' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorEnvelope>().message).toBe('字典项不存在');
      expect((await call('buyer', 'GET', '/dict/selectSysDictItemDTO')).statusCode).toBe(400);
    });
  });

  describe('orgs', () => {
    it('lists only online orgs of the asked level', async () => {
      const companies = await data<OrgDetail[]>('buyer', 'GET', '/org/list', undefined, { level: '6' });
      expect(companies.map(orgCode)).toEqual(seededOrgs((row) => row.level === 6 && row.isOnline === 1));
      expect(companies.map(orgCode)).toEqual(expect.arrayContaining(['101001', '101002', '102001']));
      expect(companies.map(orgCode)).not.toContain('101003');
      expect(companies.every((row) => row.level === 6 && row.isOnline === 1)).toBe(true);
      const bus = await data<OrgDetail[]>('buyer', 'GET', '/org/list', undefined, { level: '3' });
      expect(bus.map(orgCode)).toEqual(seededOrgs((row) => row.level === 3 && row.isOnline === 1));
      expect(bus.map(orgCode)).toContain('BU01');
      expect((await call('buyer', 'GET', '/org/list', undefined, { level: '5' })).statusCode).toBe(400);
    });

    it('drops an area from the level-4 list while it is offline', async () => {
      const { db } = database();
      await db.update(sysOrg).set({ isOnline: 0 }).where(eq(sysOrg.orgCode, 'AREA02'));
      try {
        const areas = await data<OrgDetail[]>('buyer', 'GET', '/org/list', undefined, { level: '4' });
        expect(areas.map(orgCode)).toEqual(seededOrgs((row) => row.level === 4 && row.orgCode !== 'AREA02'));
        expect(areas.map(orgCode)).toContain('AREA01');
      } finally {
        await db.update(sysOrg).set({ isOnline: 1 }).where(eq(sysOrg.orgCode, 'AREA02'));
      }
      const areas = await data<OrgDetail[]>('buyer', 'GET', '/org/list', undefined, { level: '4' });
      expect(areas.map(orgCode)).toEqual(seededOrgs((row) => row.level === 4));
      expect(areas.map(orgCode)).toEqual(expect.arrayContaining(['AREA01', 'AREA02']));
    });

    it('getOrgByLevel filters by parent', async () => {
      const rows = await data<OrgDetail[]>('buyer', 'GET', '/org/getOrgByLevel', undefined, { level: '6', parentId: String(org('AREA02')) });
      expect(rows.map(orgCode)).toEqual(seededOrgs((row) => row.parentCode === 'AREA02' && row.isOnline === 1));
      expect(rows.map(orgCode)).toContain('102001');
      expect(rows.every((row) => row.level === 6)).toBe(true);
    });

    it('getTree nests BU, areas, companies and inventory orgs', async () => {
      const tree = await data<OrgTreeNode[]>('buyer', 'GET', '/org/getTree');
      const nested = shape(tree, orgCode);
      expect(nested).toEqual(seedShape(DEMO_ORGS, orgCode, null));
      // The rows other areas rely on sit where they always did, the offline company included.
      expect(nested).toMatchObject({
        BU01: {
          AREA01: { '101001': { '10100101': {} }, '101002': {}, '101003': {} },
          AREA02: { '102001': {} },
        },
      });
    });

    it('getLevel4ByLevel6OrgId answers the area above a company', async () => {
      const area = await data<OrgDetail>('buyer', 'GET', '/org/getLevel4ByLevel6OrgId', undefined, { orgId: String(org('102001')) });
      expect(area).toMatchObject({ orgCode: 'AREA02', orgName: '华南区域', level: 4 });
      const notCompany = await call('buyer', 'GET', '/org/getLevel4ByLevel6OrgId', undefined, { orgId: String(org('AREA01')) });
      expect(notCompany.statusCode).toBe(422);
      const missing = await call('buyer', 'GET', '/org/getLevel4ByLevel6OrgId', undefined, { orgId: '999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorEnvelope>().message).toBe('组织不存在');
    });

    it('getByName searches names that contain the text, wildcards taken literally', async () => {
      const rows = await data<OrgDetail[]>('buyer', 'GET', '/org/getByName', undefined, { orgName: '河北' });
      expect(rows.map(orgCode)).toEqual(seededOrgs((row) => row.orgName.includes('河北')));
      expect(rows.map(orgCode)).toEqual(expect.arrayContaining(['101001', '10100101']));
      expect(await data<OrgDetail[]>('buyer', 'GET', '/org/getByName', undefined, { orgName: '%' })).toEqual([]);
    });

    it('getTreeForSmallMaterial keeps the caller companies, their ancestors and inventory orgs', async () => {
      const tree = await data<OrgTreeNode[]>('buyer', 'GET', '/org/getTreeForSmallMaterial');
      // The buyer's one company with every inventory org below it.
      expect(shape(tree, orgCode)).toEqual({ BU01: { AREA01: { '101001': seedShape(DEMO_ORGS, orgCode, '101001') } } });
      expect(shape(tree, orgCode)).toMatchObject({ BU01: { AREA01: { '101001': { '10100101': {} } } } });
      const all = await data<OrgTreeNode[]>('admin', 'GET', '/org/getTreeForSmallMaterial');
      expect(flatten(all).map((node) => node.orgCode)).not.toContain('101003');
      expect(flatten(all).map((node) => node.orgCode)).toContain('102001');
    });

    it('update/bu changes the BU, refuses a stale version with 409 and a buyer with 40301', async () => {
      const id = org('BU01');
      const [before] = await database().db.select({ version: sysOrg.version }).from(sysOrg).where(eq(sysOrg.id, id));
      const version = before?.version ?? 0;

      const byBuyer = await call('buyer', 'POST', '/org/update/bu', { id, orgName: '改名', version });
      expect(byBuyer.statusCode).toBe(403);
      expect(byBuyer.json()).toEqual(DENIED);

      const updated = await data<OrgDetail>('admin', 'POST', '/org/update/bu', { id, buCode: 'BU01X', orgName: '牧原饲料集团（总部）', version });
      expect(updated).toMatchObject({ orgCode: 'BU01', buCode: 'BU01X', orgName: '牧原饲料集团（总部）', version: version + 1 });

      const stale = await call('admin', 'POST', '/org/update/bu', { id, orgName: '再改名', version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 409, success: false, message: '数据已被他人修改，请刷新后重试', errorCode: 'common.versionConflict' });
      const [after] = await database().db.select({ orgName: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.id, id));
      expect(after?.orgName).toBe('牧原饲料集团（总部）');

      const notBu = await call('admin', 'POST', '/org/update/bu', { id: org('101001'), orgName: 'x', version: 0 });
      expect(notBu.statusCode).toBe(422);
      expect((await call('admin', 'POST', '/org/update/bu', { id, version: 'x' })).statusCode).toBe(400);
    });
  });

  describe('categories', () => {
    it('the tree with onlyMine keeps the buyer categories and their ancestors', async () => {
      const mine = await data<CategoryTreeNode[]>('buyer', 'POST', '/category/tree', { onlyMine: true });
      // Their own categories come with every category below them (玉米 → 国产玉米 → 东北玉米 …).
      expect(shape(mine, categoryCode)).toEqual({
        '10': {
          '1001': { '100101': seedShape(DEMO_CATEGORIES, categoryCode, '100101') },
          '1002': { '100201': seedShape(DEMO_CATEGORIES, categoryCode, '100201') },
        },
      });
      expect(flatten(mine).map(categoryCode)).not.toContain('100102');
      const all = await data<CategoryTreeNode[]>('buyer', 'POST', '/category/tree');
      expect(flatten(all)).toHaveLength(DEMO_CATEGORIES.length);
      expect(shape(all, categoryCode)).toEqual(seedShape(DEMO_CATEGORIES, categoryCode, null));
      expect(Object.keys(shape(all, categoryCode))).toEqual(expect.arrayContaining(['10', '20']));
    });

    it('get answers a category by id or code and 404 品类不存在 otherwise', async () => {
      const byCode = await data<Category>('buyer', 'GET', '/category/get', undefined, { categoryCode: '100101' });
      expect(byCode).toMatchObject({ categoryName: '玉米', level: 4, buyType: '2' });
      const byId = await data<Category>('buyer', 'GET', '/category/get', undefined, { id: String(byCode.id) });
      expect(byId).toEqual(byCode);
      const missing = await call('buyer', 'GET', '/category/get', undefined, { categoryCode: 'nope' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorEnvelope>().message).toBe('品类不存在');
    });

    it('custom-page pages, filters and escapes wildcards', async () => {
      const seeded = (keep: (row: (typeof DEMO_CATEGORIES)[number]) => boolean) => DEMO_CATEGORIES.filter(keep).map(categoryCode).sort(byCode);
      const levelFour = seeded((row) => row.level === 4);
      const page = await data<PageData<Category>>('buyer', 'POST', '/category/custom-page', { page: 1, pageSize: 2, level: 4 });
      expect(page).toMatchObject({ total: levelFour.length, page: 1, pageSize: 2 });
      expect(page.result.map(categoryCode)).toEqual(levelFour.slice(0, 2));
      expect(page.result.map(categoryCode)).toEqual(['100101', '100102']);
      const byName = await data<PageData<Category>>('buyer', 'POST', '/category/custom-page', { categoryName: '米', pageSize: 100 });
      expect(byName.result.map(categoryCode)).toEqual(seeded((row) => row.categoryName.includes('米')));
      expect(byName.result.map((row) => row.categoryName)).toContain('玉米');
      expect(byName.result.every((row) => row.categoryName.includes('米'))).toBe(true);
      const byParent = await data<PageData<Category>>('buyer', 'POST', '/category/custom-page', { parentCode: '20' });
      expect(byParent.result.map(categoryCode)).toEqual(seeded((row) => row.parentCode === '20'));
      expect(byParent.result.map(categoryCode)).toEqual(expect.arrayContaining(['2001', '2002']));
      expect((await data<PageData<Category>>('buyer', 'POST', '/category/custom-page', { categoryName: '_' })).total).toBe(0);
      expect((await call('buyer', 'POST', '/category/custom-page', { pageSize: 1001 })).statusCode).toBe(400);
    });

    it('getCategoryListByUserId answers the caller own list, or anyone for an admin', async () => {
      const own = await data<Category[]>('buyer', 'GET', '/user/getCategoryListByUserId', undefined, { userId: String(user('buyer')) });
      expect(own.map((row) => row.categoryCode)).toEqual(['100101', '100201']);
      const other = await call('buyer', 'GET', '/user/getCategoryListByUserId', undefined, { userId: String(user('admin')) });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual(DENIED);
      const byAdmin = await data<Category[]>('admin', 'GET', '/user/getCategoryListByUserId', undefined, { userId: String(user('buyer')) });
      expect(byAdmin).toEqual(own);
    });
  });

  describe('short menus', () => {
    const list = (account: string, owner = account) =>
      data<ShortMenu[]>(account, 'GET', '/short-menu/list', undefined, { userId: String(user(owner)) });

    it('saves, lists, replaces and removes the buyer common functions', async () => {
      const buyer = user('buyer');
      expect((await list('buyer')).map((entry) => entry.menuCode)).toEqual(['contract:list']);
      expect((await list('buyer'))[0]).toMatchObject({ menuName: '合同列表', menuNameEn: 'Contract list' });

      const added = await call('buyer', 'POST', '/short-menu/saveShortMenu', { userId: buyer, menuIds: [menu('dashboard'), menu('contract:list')] });
      expect(added.statusCode).toBe(200);
      const afterSave = await list('buyer');
      expect(afterSave.map((entry) => [entry.menuCode, entry.menuName, entry.pathUrl, entry.sortNumber])).toEqual([
        ['contract:list', '合同列表', '/contract/list', 1],
        ['dashboard', '首页', '/dashboard', 2],
      ]);

      const composite = await call('buyer', 'POST', '/short-menu/composite', {
        userId: buyer,
        sysShortMenus: [
          { sortNumber: 2, menuId: menu('contract:list') },
          { sortNumber: 1, menuId: menu('dashboard') },
        ],
      });
      expect(composite.statusCode).toBe(200);
      expect(composite.json<Envelope<ShortMenu[]>>()).toMatchObject({ success: true, message: '常用功能配置成功' });
      expect((await list('buyer')).map((entry) => entry.menuCode)).toEqual(['dashboard', 'contract:list']);

      const removed = await call('buyer', 'DELETE', '/short-menu/removeShortMenu', undefined, {
        userId: String(buyer),
        menuId: String(menu('dashboard')),
      });
      expect(removed.statusCode).toBe(200);
      expect((await list('buyer')).map((entry) => entry.menuCode)).toEqual(['contract:list']);

      const removedByBody = await call('buyer', 'DELETE', '/short-menu/removeShortMenu', { userId: buyer, menuId: menu('contract:list') });
      expect(removedByBody.statusCode).toBe(200);
      expect(await list('buyer')).toEqual([]);
      expect((await call('buyer', 'DELETE', '/short-menu/removeShortMenu')).statusCode).toBe(400);
    });

    it('refuses a menu the user does not hold, and another user list', async () => {
      const buyer = user('buyer');
      const notHeld = await call('buyer', 'POST', '/short-menu/saveShortMenu', { userId: buyer, menuIds: [menu('system:user')] });
      expect(notHeld.statusCode).toBe(403);
      expect(notHeld.json()).toEqual(DENIED);
      const compositeNotHeld = await call('buyer', 'POST', '/short-menu/composite', {
        userId: buyer,
        sysShortMenus: [{ sortNumber: 1, menuId: menu('system:user') }],
      });
      expect(compositeNotHeld.json()).toEqual(DENIED);

      const others = await call('buyer', 'GET', '/short-menu/list', undefined, { userId: String(user('admin')) });
      expect(others.statusCode).toBe(403);
      expect(others.json()).toEqual(DENIED);
      const othersSave = await call('buyer', 'POST', '/short-menu/saveShortMenu', { userId: user('admin'), menuIds: [menu('dashboard')] });
      expect(othersSave.json()).toEqual(DENIED);
      // An admin may look at anyone's common functions.
      expect(await list('admin', 'buyer')).toEqual(await list('buyer'));
    });

    it('allows 15 and refuses the 16th with 422, changing nothing', async () => {
      const { db } = database();
      const admin = user('admin');
      const extra = await db
        .insert(sysMenu)
        .values(
          Array.from({ length: 14 }, (_, i) => ({
            menuCode: `test:page${i}`,
            menuName: `测试页面${i}`,
            pathUrl: `/test/page${i}`,
            pageUrl: `test/page${i}`,
            sortNumber: 100 + i,
          })),
        )
        .returning({ id: sysMenu.id });
      const pageIds = [menu('dashboard'), menu('contract'), menu('contract:list'), menu('system'), menu('system:user'), ...extra.map((row) => row.id)];
      expect(pageIds).toHaveLength(19);

      const fifteen = pageIds.slice(0, 15).map((menuId, index) => ({ sortNumber: index + 1, menuId }));
      const ok15 = await call('admin', 'POST', '/short-menu/composite', { userId: admin, sysShortMenus: fifteen });
      expect(ok15.statusCode).toBe(200);
      const before = await list('admin');
      expect(before).toHaveLength(15);

      const sixteenth = await call('admin', 'POST', '/short-menu/saveShortMenu', { userId: admin, menuIds: [pageIds[15] as number] });
      expect(sixteenth.statusCode).toBe(422);
      expect(sixteenth.json()).toEqual({ code: 422, success: false, message: '抱歉，常用功能不能超过15个', errorCode: 'system.tooManyShortMenus', data: null });
      expect(await list('admin')).toEqual(before);

      const sixteen = pageIds.slice(0, 16).map((menuId, index) => ({ sortNumber: index + 1, menuId }));
      const tooMany = await call('admin', 'POST', '/short-menu/composite', { userId: admin, sysShortMenus: sixteen });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json<ErrorEnvelope>().message).toBe('抱歉，常用功能不能超过15个');
      expect(await list('admin')).toEqual(before);
      const rows = await db.select({ id: sysShortMenu.id }).from(sysShortMenu).where(eq(sysShortMenu.userId, admin));
      expect(rows).toHaveLength(15);
    });
  });

  describe('messages', () => {
    const page = (account: string, body: object) => data<PageData<SysMessage>>(account, 'POST', '/message/page', body);
    const buyerNotices = DEMO_MESSAGES.filter((message) => message.account === 'buyer' && message.msgType === 2);

    it('pages a user messages newest first, 3 per page by default', async () => {
      const first = await page('buyer', { page: 1, userId: user('buyer'), msgType: 2 });
      expect(first).toMatchObject({ total: buyerNotices.length, page: 1, pageSize: 3 });
      expect(first.result).toHaveLength(3);
      const expected = [...buyerNotices].sort((a, b) => a.hoursAgo - b.hoursAgo).map((message) => message.content);
      expect(first.result.map((message) => message.content)).toEqual(expected.slice(0, 3));
      const second = await page('buyer', { page: 2, size: 3, userId: user('buyer'), msgType: 2 });
      expect(second.result.map((message) => message.content)).toEqual(expected.slice(3));

      const todos = await page('buyer', { page: 1, size: 10, userId: user('buyer'), msgType: 1, handleStatus: 0 });
      expect(todos.total).toBe(3);
      expect(todos.result.every((message) => message.msgType === 1 && message.handleStatus === 0)).toBe(true);
      expect(Date.parse(todos.result[0]?.createdTime ?? '')).toBeGreaterThan(Date.parse(todos.result[1]?.createdTime ?? ''));
    });

    it('the buyer cannot page or read the admin messages', async () => {
      const others = await call('buyer', 'POST', '/message/page', { page: 1, userId: user('admin') });
      expect(others.statusCode).toBe(403);
      expect(others.json()).toEqual(DENIED);
      const adminMessages = await page('admin', { page: 1, size: 10, userId: user('admin') });
      const target = adminMessages.result.find((message) => message.readStatus === 0);
      const readOthers = await call('buyer', 'PUT', `/message/read/${target?.id ?? 0}`);
      expect(readOthers.statusCode).toBe(403);
      expect(readOthers.json()).toEqual(DENIED);
      const readAllOthers = await call('buyer', 'PUT', '/message/readAll', { userId: user('admin') });
      expect(readAllOthers.json()).toEqual(DENIED);
      const still = await page('admin', { page: 1, size: 10, userId: user('admin'), readStatus: 0 });
      expect(still.result.map((message) => message.id)).toContain(target?.id);
      expect((await call('buyer', 'PUT', '/message/read/99999999')).statusCode).toBe(404);
    });

    it('marks one read, then all read and answers the count', async () => {
      const buyer = user('buyer');
      const unread = await page('buyer', { page: 1, size: 10, userId: buyer, msgType: 2, readStatus: 0 });
      expect(unread.total).toBe(buyerNotices.length);
      const [first] = unread.result;
      const read = await call('buyer', 'PUT', `/message/read/${first?.id ?? 0}`);
      expect(read.statusCode).toBe(200);
      const after = await page('buyer', { page: 1, size: 10, userId: buyer, msgType: 2, readStatus: 0 });
      expect(after.total).toBe(buyerNotices.length - 1);
      expect(after.result.map((message) => message.id)).not.toContain(first?.id);

      const readAll = await call('buyer', 'PUT', '/message/readAll', { userId: buyer, msgType: 2 });
      expect(readAll.statusCode).toBe(200);
      expect(readAll.json<Envelope<number>>().data).toBe(buyerNotices.length - 1);
      expect((await page('buyer', { page: 1, userId: buyer, msgType: 2, readStatus: 0 })).total).toBe(0);
      // To-dos were left alone.
      expect((await page('buyer', { page: 1, userId: buyer, msgType: 1, readStatus: 0 })).total).toBe(3);
    });
  });
});
