/** Sales orders (part G2): placeholder until the part lands. */
import type { AreaPlugin } from '../area.js';

export const saleOrderPart: AreaPlugin = async () => {};
