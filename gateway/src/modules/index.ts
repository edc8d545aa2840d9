/**
 * Every business area of the gateway, in registration order: server.ts registers each with the same
 * AreaOptions under /gateway. A new area adds its folder and one line here (README "Add a business area").
 */
import type { AreaPlugin } from './area.js';
import { contractArea } from './contract/index.js';
import { demandArea } from './demand/index.js';
import { downloadsArea } from './downloads/index.js';
import { filesArea } from './files/index.js';
import { lookupsArea } from './lookups/index.js';
import { masterArea } from './master/index.js';
import { mobileArea } from './mobile/index.js';
import { orderArea } from './order/index.js';
import { pickArea } from './pick/index.js';
import { settlementArea } from './settlement/index.js';
import { printArea } from './print/index.js';
import { reportArea } from './report/index.js';
import { supplierArea } from './supplier/index.js';
import { systemArea } from './system/index.js';

export interface GatewayArea {
  /** The area's name: its tag in the OpenAPI document. */
  name: string;
  plugin: AreaPlugin;
}

export const GATEWAY_AREAS: readonly GatewayArea[] = [
  { name: 'system', plugin: systemArea },
  { name: 'files', plugin: filesArea },
  { name: 'lookups', plugin: lookupsArea },
  { name: 'contract', plugin: contractArea },
  { name: 'downloads', plugin: downloadsArea },
  { name: 'print', plugin: printArea },
  { name: 'master', plugin: masterArea },
  { name: 'supplier', plugin: supplierArea },
  { name: 'demand', plugin: demandArea },
  { name: 'pick', plugin: pickArea },
  { name: 'settlement', plugin: settlementArea },
  { name: 'order', plugin: orderArea },
  { name: 'report', plugin: reportArea },
  { name: 'mobile', plugin: mobileArea },
];
