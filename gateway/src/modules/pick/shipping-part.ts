/** Shipments, acceptance, vehicle changes and allocation (issue 24, part H2): placeholder until built. */
import type { AreaPlugin } from '../area.js';

export const pickShippingPart: AreaPlugin = async () => {};
