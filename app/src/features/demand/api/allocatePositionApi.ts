/**
 * 库位分配 (issue 23 part B) under /demand/api/v1/dem/allocate-position: an org's stores with their
 * positions, a position's save (400, 409 and 422 left to the dialog) and the synch to the storage system.
 */
import type { AllocatePositionSaveBody, AllocatePositionSaved, AllocatePositionStoreList, AllocatePositionSynched } from '@srm/gateway/api';
import { request, requestEnvelope } from '../../../api/http';

const BASE = '/demand/api/v1/dem/allocate-position';

export interface AllocatePositionCallResult<T> {
  data: T;
  message: string;
}

/** GET .../store-list?orgCode=: the org's stores with their positions and free capacity. */
export function fetchAllocateStoreList(orgCode: string): Promise<AllocatePositionStoreList> {
  return request<AllocatePositionStoreList>({ method: 'GET', url: `${BASE}/store-list`, data: { orgCode } });
}

/** POST .../save (demand:month:edit): one position with its version. */
export async function saveAllocatePosition(body: AllocatePositionSaveBody): Promise<AllocatePositionCallResult<AllocatePositionSaved>> {
  const envelope = await requestEnvelope<AllocatePositionSaved>({ url: `${BASE}/save`, data: body }, { allowedCodes: [400, 409, 422] });
  return { data: envelope.data, message: envelope.message };
}

/** POST .../synch {ids} (demand:month:edit): one message per position to the storage system. */
export async function synchAllocatePositions(ids: readonly number[]): Promise<AllocatePositionCallResult<AllocatePositionSynched>> {
  const envelope = await requestEnvelope<AllocatePositionSynched>({ url: `${BASE}/synch`, data: { ids } }, { allowedCodes: [400, 404, 409, 422] });
  return { data: envelope.data, message: envelope.message };
}
