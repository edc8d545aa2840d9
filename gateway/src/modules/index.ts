/**
 * Every business area of the gateway, in registration order: server.ts registers each with the same
 * AreaOptions under /gateway. A new area adds its folder and one line here (README "Add a business area").
 */
import type { AreaPlugin } from './area.js';
import { contractArea } from './contract/index.js';
import { downloadsArea } from './downloads/index.js';
import { filesArea } from './files/index.js';
import { lookupsArea } from './lookups/index.js';
import { printArea } from './print/index.js';
import { systemArea } from './system/index.js';

export const GATEWAY_AREAS: readonly AreaPlugin[] = [systemArea, filesArea, lookupsArea, contractArea, downloadsArea, printArea];
