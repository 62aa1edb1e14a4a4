import { DatabaseError, Pool } from 'pg';
import { AppendResult, StreamAppend, WrongExpectedVersionError } from '../port';
import { EncodedAppends, emptyEncoded, encodeAppend } from './encode-appends';

export interface GroupCommitOptions {
  /** Most appends in one transaction (default 64). */
  maxBatch?: number;
  /** Most group transactions running at once (default 2). */
  maxInFlight?: number;
}

interface Pending {
  appends: StreamAppend[];
  encoded: EncodedAppends;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

interface GroupRow {
  out_append: number;
  out_versions: string[] | null;
  out_last_global: string | null;
  out_conflict_stream: string | null;
  out_conflict_actual: string | null;
  out_transaction_id: string;
}

const GROUP_SQL =
  'select * from es_append_group($1::int[], $2::text[], $3::bigint[], $4::int[], $5::text[], $6::jsonb[], $7::jsonb[])';

/**
 * Group commit: appends that arrive while `maxInFlight` groups are running wait and then go
 * together in ONE transaction (one round trip, one WAL flush), each with its own
 * expected-version check. No timer: a lone append goes at once through `single`.
 * A group PostgreSQL rejects as a whole (a deadlock, a bad payload) was rolled back entirely,
 * so each of its appends is then retried on its own and gets its own answer.
 * The position each append of a group gets is the group's last event: the whole group becomes
 * visible to readers at once, so waiting for it is waiting for the append's own events.
 */
export class GroupCommitter {
  private readonly queue: Pending[] = [];
  private inFlight = 0;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(
    private readonly pool: Pool,
    private readonly single: (appends: StreamAppend[]) => Promise<AppendResult>,
    private readonly committed: () => void,
    options: GroupCommitOptions = {},
  ) {
    this.maxBatch = Math.max(1, options.maxBatch ?? 64);
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 2);
  }

  async append(appends: StreamAppend[]): Promise<AppendResult> {
    const encoded = encodeAppend(appends);
    return new Promise((resolve, reject) => {
      this.queue.push({ appends, encoded, resolve, reject });
      this.drain();
    });
  }

  private drain(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.drain();
      });
    }
  }

  private async flush(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return this.alone(batch[0]);
    const all = emptyEncoded();
    const sizes: number[] = [];
    for (const pending of batch) {
      sizes.push(pending.encoded.streams.length);
      for (const key of Object.keys(all) as (keyof EncodedAppends)[]) {
        (all[key] as unknown[]).push(...pending.encoded[key]);
      }
    }
    let rows: GroupRow[];
    try {
      const result = await this.pool.query({
        name: 'es_append_group',
        text: GROUP_SQL,
        values: [sizes, all.streams, all.expected, all.counts, all.types, all.data, all.metadata],
      });
      rows = result.rows as GroupRow[];
    } catch (error) {
      if (error instanceof DatabaseError) await Promise.all(batch.map((pending) => this.alone(pending)));
      else batch.forEach((pending) => pending.reject(error));
      return;
    }
    this.committed();
    for (const row of rows) settle(batch[row.out_append - 1], row);
  }

  private alone(pending: Pending): Promise<void> {
    return this.single(pending.appends).then(pending.resolve, pending.reject);
  }
}

function settle(pending: Pending, row: GroupRow): void {
  if (row.out_conflict_stream !== null) {
    const append = pending.appends.find((a) => a.streamId === row.out_conflict_stream) ?? pending.appends[0];
    const actual = row.out_conflict_actual === null ? null : Number(row.out_conflict_actual);
    pending.reject(new WrongExpectedVersionError(append.streamId, append.expectedVersion, actual));
    return;
  }
  const versions = row.out_versions ?? [];
  pending.resolve({
    position: { commit: row.out_transaction_id, position: row.out_last_global as string },
    versions: pending.appends.map((a, i) => ({ streamId: a.streamId, version: Number(versions[i]) })),
  });
}
