/**
 * Shipments, acceptance, vehicle changes and allocation (issue 24, part H2): the shipment list, detail,
 * save, delete and import; the warehouse's acceptance; finishing a pick's shipping; the audited vehicle
 * changes with their history; allocations of accepted quantities with their EBS messages.
 */
import './shipping-message-texts.js';
import type { AreaPlugin } from '../area.js';
import { acceptanceRoutes } from './acceptance.js';
import { allocationRoutes } from './allocation.js';
import { shippingDoneRoutes } from './shipping-done.js';
import { shippingImportRoutes } from './shipping-import.js';
import { shippingRoutes } from './shipping-routes.js';
import { vehicleAuditRoutes } from './vehicle-audit.js';

export const pickShippingPart: AreaPlugin = async (app, { db, outbox }) => {
  await app.register(shippingRoutes, { db });
  await app.register(shippingImportRoutes(db));
  await app.register(acceptanceRoutes, { db });
  await app.register(shippingDoneRoutes, { db });
  await app.register(vehicleAuditRoutes, { db });
  await app.register(allocationRoutes, { db, outbox });
};
