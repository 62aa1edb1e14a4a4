import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { IdempotentRequest } from '../../shared/idempotent-request';
import { PG_POOL } from './tokens';

/** How many ids of a kind a process takes from its sequence at once. */
const BLOCK = 20;
/** Up to this many ids asked at once come from the block, one by one. */
const FEW = 5;

interface Block {
  ids: string[];
  refill: Promise<void> | null;
}

/**
 * Numeric ids for new records, one sequence per kind (ids may skip; they never repeat). Single ids
 * are handed out from blocks this process took from the sequence, so a busy command (a sale takes
 * two) does not ask the database for each; a restart skips what was left of a block. Within a request
 * with an `Idempotency-Key` the ids are noted, and a retry of a request stored before gets the same
 * ids again (see IdempotentRequest).
 */
@Injectable()
export class IdGenerator {
  private readonly created = new Set<string>();
  private readonly blocks = new Map<string, Block>();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async next(kind: string): Promise<string> {
    const request = IdempotentRequest.current();
    const [again] = request?.idsHandedBefore(kind, 1) ?? [];
    if (again) return again;
    const id = await this.fromBlock(kind);
    request?.handed(kind, [id]);
    return id;
  }

  /**
   * `count` new ids of one kind: a few from this process's block (a client payment's parts, a
   * purchase's payments: no round trip most times), more in one round trip (an import numbers
   * thousands of records at once).
   */
  async nextMany(kind: string, count: number): Promise<string[]> {
    const request = IdempotentRequest.current();
    const again = request?.idsHandedBefore(kind, count) ?? [];
    if (again.length === count) return again;
    const fresh = await this.freshIds(kind, count - again.length);
    request?.handed(kind, fresh);
    return [...again, ...fresh];
  }

  private async freshIds(kind: string, count: number): Promise<string[]> {
    if (count > FEW) return this.fromSequence(kind, count);
    const ids: string[] = [];
    while (ids.length < count) ids.push(await this.fromBlock(kind));
    return ids;
  }

  private async fromBlock(kind: string): Promise<string> {
    let block = this.blocks.get(kind);
    if (!block) this.blocks.set(kind, (block = { ids: [], refill: null }));
    while (block.ids.length === 0) {
      block.refill ??= this.fromSequence(kind, BLOCK)
        .then((ids) => void block.ids.push(...ids))
        .finally(() => (block.refill = null));
      await block.refill;
    }
    return block.ids.shift()!;
  }

  private async fromSequence(kind: string, count: number): Promise<string[]> {
    if (!/^[a-z_]+$/.test(kind)) throw new Error(`Tipo de id inválido: ${kind}`);
    const sequence = `ids_${kind}`;
    if (!this.created.has(sequence)) {
      // Two requests may create the same sequence at once: the loser's error only means it exists.
      await this.pool.query(`create sequence if not exists ${sequence}`).catch((error: { code?: string }) => {
        if (error.code !== '23505' && error.code !== '42P07') throw error;
      });
      this.created.add(sequence);
    }
    if (count === 1) {
      const result = await this.pool.query(`select nextval('${sequence}')::text as id`);
      return [result.rows[0].id as string];
    }
    const result = await this.pool.query(
      `select n::text as id from (select nextval('${sequence}') as n from generate_series(1, $1::int)) ids order by n`,
      [count],
    );
    return (result.rows as { id: string }[]).map((row) => row.id);
  }
}
