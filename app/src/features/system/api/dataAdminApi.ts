/**
 * The calls of 数据字典 and 品类管理 editing (issue 21; gateway/src/modules/system/dictionaries.ts and
 * categories.ts). Saves are silent: the dialog shows a refusal (a taken code, 409 …) in place and keeps
 * what was typed; the caller shows the envelope's message after a save.
 */
import type {
  CategoryDetail,
  CategoryUpdateBody,
  DictItemAddBody,
  DictItemUpdateBody,
  DictMap,
  SysDictItemDetail,
} from '@srm/gateway/api';
import { request, requestEnvelope, type CallOptions } from '../../../api/http';

/** A saved record and the gateway's message for it (字典项已保存 …). */
export interface SavedRecord<T> {
  data: T;
  message: string;
}

const SAVE: CallOptions = { silent: true };

async function save<T>(url: string, body: object): Promise<SavedRecord<T>> {
  const envelope = await requestEnvelope<T>({ method: 'POST', url, data: body }, SAVE);
  return { data: envelope.data, message: envelope.message };
}

/** One dictionary item with its version (GET /system/dict/item/detail). */
export function fetchDictItem(id: number): Promise<SysDictItemDetail> {
  return request<SysDictItemDetail>({ method: 'GET', url: '/system/dict/item/detail', params: { id } });
}

export function addDictItem(body: DictItemAddBody): Promise<SavedRecord<SysDictItemDetail>> {
  return save('/system/dict/item/add', body);
}

export function updateDictItem(body: DictItemUpdateBody): Promise<SavedRecord<SysDictItemDetail>> {
  return save('/system/dict/item/update', body);
}

/** Every dictionary's enabled items, as the session preloads them (GET /system/dict/dictAll). */
export function fetchAllDictionaries(): Promise<DictMap> {
  return request<DictMap>({ method: 'GET', url: '/system/dict/dictAll' }, { silent: true });
}

/** One category with its version (GET /system/category/detail). */
export function fetchCategoryDetail(id: number): Promise<CategoryDetail> {
  return request<CategoryDetail>({ method: 'GET', url: '/system/category/detail', params: { id } });
}

export function updateCategory(body: CategoryUpdateBody): Promise<SavedRecord<CategoryDetail>> {
  return save('/system/category/update', body);
}
