/** Multilateral trade and pick applies (part G3): placeholder until the part lands. */
import type { AreaPlugin } from '../area.js';

export const multiTradePart: AreaPlugin = async () => {};
