/** Purchase orders (part G1): placeholder until the part lands. */
import type { AreaPlugin } from '../area.js';

export const purchaseOrderPart: AreaPlugin = async () => {};
