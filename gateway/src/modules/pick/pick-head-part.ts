/** Pick heads, lines, costs, vehicles and price rules (issue 24, part H1): placeholder until built. */
import type { AreaPlugin } from '../area.js';

export const pickHeadPart: AreaPlugin = async () => {};
