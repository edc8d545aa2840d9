/**
 * A pick head's figures, recomputed from its lines and shipments inside the caller's transaction after
 * any write that moves them (save, shipping, acceptance, close): planned, shipped, accepted and released
 * quantities (exact sums in SQL), the receive status (spec 02 §4: 0 nothing accepted, 1 every shipment
 * accepted, 2 some), the receive matching (0 nothing accepted, 1 partly, 2 the plan fully accepted) and
 * the shipping status's first move (NEW → SHIPPING once a shipment exists; SHIPPING_DONE and CLOSE are
 * set by their own actions and kept).
 */
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/connection.js';

export async function refreshPickTotals(db: Pick<AppDatabase, 'execute'>, pickId: number): Promise<void> {
  await db.execute(sql`
    with lines as (
      select coalesce(sum(planned_quantity), 0) as planned, coalesce(sum(shipped_quantity), 0) as shipped,
        coalesce(sum(accepted_quantity), 0) as accepted, coalesce(sum(released_quantity), 0) as released
      from pur_pick_material where pick_id = ${pickId}
    ), ships as (
      select count(*) filter (where shipping_status <> 'CLOSE') as live, count(*) filter (where receive_status = 1) as received
      from pur_pick_shipping where pick_id = ${pickId}
    )
    update pur_pick_head h set
      planned_quantity = lines.planned, shipped_quantity = lines.shipped,
      accepted_quantity = lines.accepted, released_quantity = lines.released,
      receive_status = case when ships.received = 0 then 0 when ships.received >= ships.live then 1 else 2 end,
      receive_matching = case when lines.accepted = 0 then 0 when lines.accepted >= lines.planned then 2 else 1 end,
      shipping_status = case when h.shipping_status = 'NEW' and ships.live > 0 then 'SHIPPING' else h.shipping_status end
    from lines, ships
    where h.id = ${pickId}`);
}
