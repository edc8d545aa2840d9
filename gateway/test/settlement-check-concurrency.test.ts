/**
 * Concurrent account checks on one shipment (issue 25, "The chain"): saves racing on the same accepted
 * shipment queue on its row lock, so exactly the ones that fit succeed and Σ checked never exceeds the
 * accepted quantity, on both databases.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../src/api/index.js';
import { stlAccountCheckLine } from '../src/db/tables/settlement.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { acceptedShipments, CHECK, checkBody } from './helpers/settlement-fixtures.js';

describe.each(eachDatabase)('[%s] concurrent account checks', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;

  beforeAll(async () => {
    app = await startGateway(database());
    [admin] = await signInAll(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets exactly the checks that fit the accepted quantity through', async () => {
    const fixture = await acceptedShipments(database(), 1);
    const save = () => app.inject({ method: 'POST', url: `${CHECK}/save`, headers: { authorization: `Bearer ${admin}` }, payload: checkBody(fixture, ['10']) });
    const answers = await Promise.all(Array.from({ length: 6 }, () => save()));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    for (const answer of answers.filter((item) => item.statusCode === 400)) expect(answer.json<ErrorEnvelope>().message).toMatch(/^发运单FY\d+可对账数量不足，剩余0\.134$/);
    const [total] = await database()
      .db.select({ quantity: sql<string>`sum(${stlAccountCheckLine.quantity})::text` })
      .from(stlAccountCheckLine)
      .where(eq(stlAccountCheckLine.shippingId, fixture.shippingIds[0]!));
    expect(total?.quantity).toBe('30.000');
  });
});
