/** Account checks, pricing confirmations and business confirmations (issue 25, part S1): placeholder until built. */
import type { AreaPlugin } from '../area.js';

export const accountCheckPart: AreaPlugin = async () => {};
