/**
 * 数据字典 and 品类管理 editing (issue 21) on both databases: add and edit a dictionary item, edit a
 * category; a stale version is 409, a duplicate item code 400, a caller without the button 403; a saved
 * item shows at once in dictAll and selectDictList.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryDetail,
  CategoryTreeNode,
  DictMap,
  Envelope,
  ErrorEnvelope,
  LoginInfo,
  SysDictItemDetail,
  SysDictView,
} from '../src/api/index.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { CATEGORY_EDIT_MESSAGES } from '../src/modules/system/categories.js';
import { DICT_EDIT_MESSAGES } from '../src/modules/system/dictionaries.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway/system';
const DENIED = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };

type Method = 'GET' | 'POST';

function flatten<T extends { children?: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe.each(eachDatabase)('[%s] data admin editing', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'buyer']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password;
      const response = await app.inject({ method: 'POST', url: `${API}/login/loginByAccount`, payload: { account, password } });
      tokens.set(account, response.json<Envelope<LoginInfo>>().data.accessToken);
    }
  });
  afterAll(async () => {
    await app.close();
  });

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

  async function itemOf(dictCode: string, itemCode: string): Promise<SysDictItemDetail> {
    const dicts = await data<SysDictView[]>('admin', 'GET', '/dict/list');
    const item = dicts.find((dict) => dict.dictCode === dictCode)?.items.find((entry) => entry.dictItemCode === itemCode);
    if (!item) throw new Error(`no item ${dictCode}/${itemCode}`);
    return data<SysDictItemDetail>('admin', 'GET', '/dict/item/detail', undefined, { id: String(item.id) });
  }

  describe('dictionary items', () => {
    it('adds an item, shown at once in dictAll and selectDictList', async () => {
      const response = await call('admin', 'POST', '/dict/item/add', {
        dictCode: 'deliverType',
        dictItemCode: 'pickup',
        dictItemName: ' 自提 ',
        dictItemNameEn: 'Pick-up',
        sortNumber: 3,
        enabled: 1,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Envelope<SysDictItemDetail>>();
      expect(body.message).toBe(DICT_EDIT_MESSAGES.itemAdded);
      expect(body.data).toMatchObject({ dictCode: 'deliverType', dictItemCode: 'pickup', dictItemName: '自提', dictItemNameEn: 'Pick-up', sortNumber: 3, enabled: 1, version: 0 });
      const all = await data<DictMap>('buyer', 'GET', '/dict/dictAll');
      expect(all['deliverType']?.map((item) => item.dictItemCode)).toEqual(['transfer', 'direct', 'pickup']);
      const some = await data<DictMap>('buyer', 'POST', '/dict/selectDictList', { codelist: ['deliverType'] });
      expect(some['deliverType']?.at(-1)).toEqual({ dictItemCode: 'pickup', dictItemName: '自提', dictItemNameEn: 'Pick-up' });
    });

    it('answers 400 to a code the dictionary already has, and 404 to an unknown dictionary', async () => {
      const duplicate = await call('admin', 'POST', '/dict/item/add', { dictCode: 'deliverType', dictItemCode: 'direct', dictItemName: '重复', sortNumber: 9, enabled: 1 });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json<ErrorEnvelope>()).toMatchObject({ success: false, message: DICT_EDIT_MESSAGES.duplicateItemCode, errorCode: 'system.dict.duplicateItemCode' });
      // The same code in another dictionary is fine.
      expect((await call('admin', 'POST', '/dict/item/add', { dictCode: 'payMethod', dictItemCode: 'direct', dictItemName: '直付', sortNumber: 9, enabled: 0 })).statusCode).toBe(200);
      const unknown = await call('admin', 'POST', '/dict/item/add', { dictCode: 'noSuchDict', dictItemCode: 'x', dictItemName: 'x', sortNumber: 1, enabled: 1 });
      expect(unknown.statusCode).toBe(404);
      const blank = await call('admin', 'POST', '/dict/item/add', { dictCode: 'deliverType', dictItemCode: 'x', dictItemName: '   ', sortNumber: 1, enabled: 1 });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<ErrorEnvelope>().message).toBe(DICT_EDIT_MESSAGES.itemNameRequired);
    });

    it('edits an item (name, English name, sort, enabled), shown at once; a stale version is 409', async () => {
      const before = await itemOf('pricingPoint', 'PT01');
      const saved = await call('admin', 'POST', '/dict/item/update', {
        id: before.id,
        version: before.version,
        dictItemName: '合同定价',
        dictItemNameEn: 'By the contract',
        sortNumber: 5,
        enabled: 1,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<Envelope<SysDictItemDetail>>()).toMatchObject({
        message: DICT_EDIT_MESSAGES.itemUpdated,
        data: { id: before.id, dictItemCode: 'PT01', dictItemName: '合同定价', dictItemNameEn: 'By the contract', sortNumber: 5, version: before.version + 1 },
      });
      let all = await data<DictMap>('buyer', 'GET', '/dict/dictAll');
      expect(all['pricingPoint']).toEqual([
        { dictItemCode: 'PT02', dictItemName: '按物料定价', dictItemNameEn: expect.any(String) as unknown },
        { dictItemCode: 'PT01', dictItemName: '合同定价', dictItemNameEn: 'By the contract' },
      ]);

      const stale = await call('admin', 'POST', '/dict/item/update', { id: before.id, version: before.version, dictItemName: '旧', sortNumber: 1, enabled: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorEnvelope>()).toMatchObject({ success: false, message: '数据已被他人修改，请刷新后重试', errorCode: 'common.versionConflict' });

      // Disabling hides it from the selects at once.
      await data('admin', 'POST', '/dict/item/update', { id: before.id, version: before.version + 1, dictItemName: '合同定价', dictItemNameEn: null, sortNumber: 5, enabled: 0 });
      all = await data<DictMap>('buyer', 'GET', '/dict/dictAll');
      expect(all['pricingPoint']?.map((item) => item.dictItemCode)).toEqual(['PT02']);
      expect((await itemOf('pricingPoint', 'PT01')).dictItemNameEn).toBeNull();
    });

    it('answers 404 to an unknown item and 400 to a malformed body', async () => {
      expect((await call('admin', 'POST', '/dict/item/update', { id: 999999, version: 0, dictItemName: 'x', sortNumber: 1, enabled: 1 })).statusCode).toBe(404);
      expect((await call('admin', 'GET', '/dict/item/detail', undefined, { id: '999999' })).statusCode).toBe(404);
      expect((await call('admin', 'POST', '/dict/item/update', { id: 1, version: 0, dictItemName: 'x', sortNumber: 1, enabled: 2 })).statusCode).toBe(400);
      expect((await call('admin', 'POST', '/dict/item/add', { dictCode: 'deliverType', dictItemCode: 'y', dictItemName: 'y', sortNumber: -1, enabled: 1 })).statusCode).toBe(400);
    });

    it('refuses a caller without the 编辑字典 button (403) and an anonymous one (401)', async () => {
      const item = await itemOf('deliverType', 'transfer');
      const body = { id: item.id, version: item.version, dictItemName: '改', sortNumber: 1, enabled: 1 };
      const denied = await call('buyer', 'POST', '/dict/item/update', body);
      expect(denied.statusCode).toBe(403);
      expect(denied.json<ErrorEnvelope>()).toEqual(DENIED);
      expect((await call('buyer', 'POST', '/dict/item/add', { dictCode: 'deliverType', dictItemCode: 'z', dictItemName: 'z', sortNumber: 1, enabled: 1 })).statusCode).toBe(403);
      expect((await call(null, 'POST', '/dict/item/update', body)).statusCode).toBe(401);
      expect((await itemOf('deliverType', 'transfer')).dictItemName).toBe('调拨');
    });
  });

  describe('categories', () => {
    async function someCategory(): Promise<CategoryDetail> {
      const tree = await data<CategoryTreeNode[]>('admin', 'POST', '/category/tree', {});
      const [first] = flatten(tree);
      if (!first) throw new Error('no category');
      return data<CategoryDetail>('admin', 'GET', '/category/detail', undefined, { id: String(first.id) });
    }

    it('edits the name and the online flag; a stale version is 409', async () => {
      const before = await someCategory();
      const saved = await call('admin', 'POST', '/category/update', { id: before.id, version: before.version, categoryName: ' 新品类名 ', isOnline: 0 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<Envelope<CategoryDetail>>()).toMatchObject({
        message: CATEGORY_EDIT_MESSAGES.updated,
        data: { id: before.id, categoryCode: before.categoryCode, categoryName: '新品类名', isOnline: 0, level: before.level, version: before.version + 1 },
      });
      const got = await data<CategoryDetail>('buyer', 'GET', '/category/get', undefined, { id: String(before.id) });
      expect(got).toMatchObject({ categoryName: '新品类名', isOnline: 0 });
      const stale = await call('admin', 'POST', '/category/update', { id: before.id, version: before.version, categoryName: '旧', isOnline: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorEnvelope>()).toMatchObject({ errorCode: 'common.versionConflict' });
      const blank = await call('admin', 'POST', '/category/update', { id: before.id, version: before.version + 1, categoryName: ' ', isOnline: 1 });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<ErrorEnvelope>().message).toBe(CATEGORY_EDIT_MESSAGES.nameRequired);
      expect((await call('admin', 'POST', '/category/update', { id: 999999, version: 0, categoryName: 'x', isOnline: 1 })).statusCode).toBe(404);
    });

    it('refuses a caller without the 编辑品类 button', async () => {
      const category = await someCategory();
      const denied = await call('buyer', 'POST', '/category/update', { id: category.id, version: category.version, categoryName: 'x', isOnline: 1 });
      expect(denied.statusCode).toBe(403);
      expect(denied.json<ErrorEnvelope>()).toEqual(DENIED);
    });
  });
});
