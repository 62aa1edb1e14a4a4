/**
 * Why: the books as of an instant replay the screens' own projections into a scratch schema of the
 * request's, up to that instant (docs/architecture.md, "The books as of an instant"). Each request
 * has its own schema, so concurrent ones never see each other's rows.
 */
import { randomBytes } from 'crypto';
import { Knex } from 'knex';
import { EventStore, Position, START } from '@bo/event-store';
import { applyBatchTogether } from '../apply-batch';
import { DEFAULT_BATCH_SIZE } from '../catch-up';
import { EventFeed } from '../event-feed';
import { migrateReadModels } from '../migrate-read-models';
import { Projection } from '../projection';
import { schemaIdentifier } from '../sql';
import { eventsUpTo } from './events-up-to';

export interface ReplayedToInstant {
  /** The scratch schema holding the projections' tables as they were at the instant. */
  schema: string;
  /** The last event folded (START when none). */
  position: Position;
  events: number;
}

/** How long a read of $all held back by a transaction still committing is retried (ms, at most). */
const HELD_BACK_WAIT_MS = 2000;

/**
 * A new scratch schema `<prefix>_<created>_<random>` (created: seconds since 1970 in base 36, so a
 * crash's leftovers can be told by their age) with the projections' empty tables, at the start of $all.
 */
export async function createScratchSchema(knex: Knex, projections: Projection[], prefix = 'rm_asof'): Promise<string> {
  const created = Math.floor(Date.now() / 1000).toString(36);
  const schema = `${prefix}_${created}_${randomBytes(5).toString('hex')}`;
  schemaIdentifier(schema);
  try {
    await migrateReadModels(knex, schema, projections);
  } catch (error) {
    await dropScratchSchema(knex, schema).catch(() => undefined);
    throw error;
  }
  return schema;
}

export async function dropScratchSchema(knex: Knex, schema: string): Promise<void> {
  await knex.raw(`drop schema if exists ${schemaIdentifier(schema)} cascade`);
}

export async function scratchSchemaExists(knex: Knex, schema: string): Promise<boolean> {
  const found = await knex.raw('select 1 from information_schema.schemata where schema_name = ?', [schema]);
  return found.rows.length > 0;
}

/**
 * Drops the scratch schemas of `prefix` created more than `olderThanMs` ago: what a process that
 * died in a replay left. None in use is that old, but a spare kept ahead may be: its owner checks it
 * still exists before using it (scratchSchemaExists). The names dropped.
 */
export async function dropStaleScratchSchemas(knex: Knex, prefix: string, olderThanMs: number): Promise<string[]> {
  schemaIdentifier(prefix);
  const { rows } = await knex.raw<{ rows: { schema_name: string }[] }>(
    'select schema_name from information_schema.schemata where starts_with(schema_name, ?)',
    [`${prefix}_`],
  );
  const limit = (Date.now() - olderThanMs) / 1000;
  const createdOf = (schema: string) => {
    const stamp = schema.slice(prefix.length + 1).split('_')[0];
    return /^[a-z0-9]{1,8}$/.test(stamp) ? parseInt(stamp, 36) : NaN;
  };
  const stale = rows.map((row) => row.schema_name).filter((schema) => createdOf(schema) < limit);
  for (const schema of stale) await dropScratchSchema(knex, schema);
  return stale;
}

/**
 * Runs `read` on the projections' tables as they were at `instant`: a fresh scratch schema is
 * migrated (or `schema`, one made by createScratchSchema and never used), every event of $all
 * recorded at or before it (eventsUpTo) is applied in commit order, then `read` gets the schema;
 * the schema is dropped afterwards, whatever happened (`dropped` resolves then).
 */
export async function readAsOfInstant<T>(
  knex: Knex,
  store: EventStore,
  projections: Projection[],
  instant: Date,
  read: (replayed: ReplayedToInstant) => Promise<T>,
  options: { batchSize?: number; prefix?: string; schema?: string; dropped?: (done: Promise<void>) => void } = {},
): Promise<T> {
  const schema = options.schema ?? (await createScratchSchema(knex, projections, options.prefix));
  try {
    const replayed = await replayInto(knex, store, projections, schema, instant, options.batchSize);
    return await read(replayed);
  } finally {
    const dropping = dropScratchSchema(knex, schema);
    if (options.dropped) options.dropped(dropping);
    else await dropping;
  }
}

async function replayInto(
  knex: Knex,
  store: EventStore,
  projections: Projection[],
  schema: string,
  instant: Date,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<ReplayedToInstant> {
  const feed = new EventFeed(store, batchSize);
  let position = START;
  let events = 0;
  const patience = Date.now() + HELD_BACK_WAIT_MS;
  for (;;) {
    const page = await feed.next(position);
    const { kept, passed } = eventsUpTo(page.events, instant);
    if (kept.length > 0) {
      const from = position;
      position = await applyBatchTogether(
        knex,
        schema,
        projections.map((projection) => ({ projection, from })),
        kept,
      );
      events += kept.length;
    }
    if (passed) break;
    if (page.events.length < batchSize) {
      // A transaction ordered before the rest may still commit (it began before the instant):
      // wait for it, a little, rather than leave out what the screens would have shown.
      if (!page.heldBack || Date.now() > patience || instant.getTime() < Date.now() - HELD_BACK_WAIT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return { schema, position, events };
}
