/**
 * The pick-up area (issue 24; spec 02 §4 shipping, receive and matching statuses and the pick head
 * actions, §7 pick-head, pick-material, pick-cost, pick-vehicle, pick-shipping, pick-price-rules;
 * domain.md "Pick-up (delivery) orders" and "The chain"): pick orders drawn on signed contract lines,
 * the supplier's confirmation, vehicles and their audited changes, shipments weighed and tested,
 * the warehouse's acceptance, allocation, and closing with the release of what was not used.
 */
import type { AreaPlugin } from '../area.js';
import { pickHeadPart } from './pick-head-part.js';
import { pickShippingPart } from './shipping-part.js';

export const pickArea: AreaPlugin = async (app, options) => {
  await app.register(pickHeadPart, options);
  await app.register(pickShippingPart, options);
};
