/** 行情指数, wfdata, resource work-top and dashboard summary under /report/api/v1 (issue 27, part R2): placeholder until the part lands. */
import type { AreaPlugin } from '../area.js';

export const marketIndexPart: AreaPlugin = async () => {};
