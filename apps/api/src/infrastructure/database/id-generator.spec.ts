/**
 * Given/when/then for IdGenerator: ids never repeat; a few asked at once come from the process's
 * block (no round trip most times), many in one round trip; a replayed request gets its ids again.
 */
import type { Pool } from 'pg';
import { IdempotentRequest } from '../../shared/idempotent-request';
import { IdGenerator } from './id-generator';

/** One sequence in memory, counting the round trips that take numbers from it. */
function sequencePool() {
  let last = 0;
  const pool = {
    takes: 0,
    async query(text: string, values?: unknown[]) {
      if (text.startsWith('create sequence')) return { rows: [] };
      pool.takes++;
      const count = text.includes('generate_series') ? Number(values![0]) : 1;
      return { rows: Array.from({ length: count }, () => ({ id: String(++last) })) };
    },
  };
  return pool;
}

describe('IdGenerator', () => {
  it('given a block taken, when a few ids are asked at once, then they come from it without a round trip', async () => {
    const pool = sequencePool();
    const ids = new IdGenerator(pool as unknown as Pool);
    const first = await ids.next('order_payments');
    const takes = pool.takes;
    const few = await ids.nextMany('order_payments', 3);
    expect(pool.takes).toBe(takes);
    expect(new Set([first, ...few]).size).toBe(4);
  });

  it('given many ids asked at once, then they come in one round trip, none repeated', async () => {
    const pool = sequencePool();
    const ids = new IdGenerator(pool as unknown as Pool);
    const block = await ids.nextMany('products', 3);
    const many = await ids.nextMany('products', 50);
    expect(pool.takes).toBe(2);
    expect(new Set([...block, ...many]).size).toBe(53);
  });

  it('given a request whose earlier run was handed ids, when it runs again, then it gets the same ids', async () => {
    const ids = new IdGenerator(sequencePool() as unknown as Pool);
    const firstRun = new IdempotentRequest('idempotency-1-k', 'POST /api/payments x');
    const handed = await firstRun.run(() => ids.nextMany('order_payments', 2));
    const recorded = [
      {
        data: { fingerprint: 'POST /api/payments x', ids: handed.map((id) => ({ kind: 'order_payments', id })) },
      },
    ] as unknown as ConstructorParameters<typeof IdempotentRequest>[2];
    const retry = new IdempotentRequest('idempotency-1-k', 'POST /api/payments x', recorded);
    expect(await retry.run(() => ids.nextMany('order_payments', 2))).toEqual(handed);
  });
});
