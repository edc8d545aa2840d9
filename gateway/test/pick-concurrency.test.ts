/**
 * Concurrent picks on one contract residual (issue 24, "Quantities"): saves racing on the same contract
 * line queue on its row lock, so exactly the ones that fit succeed and the open plan never exceeds
 * quantity − executed, on both databases.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope } from '../src/api/index.js';
import { purPickMaterial } from '../src/db/tables/pick.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { PICK, pickBody, signedContract } from './helpers/pick-fixtures.js';

describe.each(eachDatabase)('[%s] concurrent picks', (_name, target) => {
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

  it('lets exactly the picks that fit the residual through', async () => {
    const contract = await signedContract(database(), [{ lineNo: 1, matCode: 'M0101', quantity: '100', executedQuantity: '10' }]);
    const save = (planned: string) =>
      app.inject({ method: 'POST', url: `${PICK}/pick-head/save`, headers: { authorization: `Bearer ${admin}` }, payload: pickBody(contract.id, contract.lineIds, [planned]) });
    const answers = await Promise.all(Array.from({ length: 6 }, () => save('25')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    for (const answer of answers.filter((item) => item.statusCode === 400)) expect(answer.json<ErrorEnvelope>().message).toBe('合同行1（玉米）可提货数量不足，剩余15.000');
    const [total] = await database()
      .db.select({ planned: sql<string>`sum(${purPickMaterial.plannedQuantity})::text` })
      .from(purPickMaterial)
      .where(eq(purPickMaterial.contractLineId, contract.lineIds[0]!));
    expect(total?.planned).toBe('75.000');
    expect(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<Envelope<{ pickNo: string }>>().data.pickNo).length).toBe(3);
  });

  it('lets different lines of one contract be picked at once', async () => {
    const contract = await signedContract(database(), [{ lineNo: 1, matCode: 'M0101', quantity: '10' }, { lineNo: 2, matCode: 'M0102', quantity: '10' }]);
    const answers = await Promise.all(
      contract.lineIds.map((lineId) => app.inject({ method: 'POST', url: `${PICK}/pick-head/save`, headers: { authorization: `Bearer ${admin}` }, payload: pickBody(contract.id, [lineId], ['10']) })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });
});
