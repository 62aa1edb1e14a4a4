import { Knex } from 'knex';
import { Checkpoint, readCheckpoints } from './checkpoints';
import { nextStamp } from './wake-signal';

/**
 * Least time between two looks of an idle runner at its stored checkpoint, and so how old a shared
 * read may be to answer a look.
 */
export const STORED_CHECK_MS = 1000;

interface Read {
  startedAt: number;
  at: number;
  rows: Promise<Map<string, Checkpoint>>;
}

/**
 * The idle runners' looks at their stored checkpoints (a rebuild in another process may have reset
 * one), shared by the runners of a host: one read of the schema's checkpoint table answers each
 * runner whose own last write of its checkpoint came before that read started, for a second.
 * Each runner looked on its own before: one statement a second per runner, on an idle server.
 * A runner given none has one of its own.
 */
export class SharedCheckpointLooks {
  private last: Read | null = null;

  constructor(
    private readonly knex: Knex,
    private readonly schema: string,
  ) {}

  /** `name`'s stored checkpoint, read after `since` (the `nextStamp` of the runner's last write). */
  async look(name: string, since: number): Promise<Checkpoint | null> {
    let read = this.last;
    if (!read || read.startedAt < since || Date.now() - read.at >= STORED_CHECK_MS) {
      const rows = readCheckpoints(this.knex, this.schema).then(
        (checkpoints) => new Map(checkpoints.map((checkpoint) => [checkpoint.name, checkpoint])),
      );
      const started: Read = { startedAt: nextStamp(), at: Date.now(), rows };
      rows.catch(() => {
        if (this.last === started) this.last = null;
      });
      this.last = read = started;
    }
    return (await read.rows).get(name) ?? null;
  }
}
