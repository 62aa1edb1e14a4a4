import { Knex } from 'knex';
import { Position, START } from '@bo/event-store';
import { schemaIdentifier } from './sql';
import { prepared } from './prepared';

/** Where each projection of a schema stands: the position of the last event it applied. */
export interface Checkpoint {
  name: string;
  version: number;
  position: Position;
}

type Db = Knex | Knex.Transaction;

export async function createCheckpointTable(db: Db, schema: string): Promise<void> {
  await db.raw(`create table if not exists ${schemaIdentifier(schema)}.projection_checkpoints (
    name text primary key,
    version integer not null,
    "commit" xid8 not null default '0',
    "position" bigint not null default 0,
    updated_at timestamptz not null default now()
  )`);
}

interface CheckpointRow {
  name: string;
  version: number;
  commit: string;
  position: string;
}

const COLUMNS = `name, version, "commit"::text as "commit", "position"::text as "position"`;

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return { name: row.name, version: Number(row.version), position: { commit: row.commit, position: row.position } };
}

export async function readCheckpoints(db: Db, schema: string): Promise<Checkpoint[]> {
  const result = await db.raw(`select ${COLUMNS} from ${schemaIdentifier(schema)}.projection_checkpoints`);
  return (result.rows as CheckpointRow[]).map(toCheckpoint);
}

/** `lock`: 'update' while moving it, 'share' to keep it still while reading the tables. */
export async function readCheckpoint(
  db: Db,
  schema: string,
  name: string,
  lock: 'none' | 'share' | 'update' = 'none',
): Promise<Checkpoint | null> {
  const suffix = lock === 'none' ? '' : ` for ${lock}`;
  const result = await prepared(
    db,
    `select ${COLUMNS} from ${schemaIdentifier(schema)}.projection_checkpoints where name = ?${suffix}`,
    [name],
  );
  const row = (result.rows as CheckpointRow[])[0];
  return row ? toCheckpoint(row) : null;
}

/** Back to the start with the code's version: the projection will replay every event. */
export async function resetCheckpoint(db: Db, schema: string, name: string, version: number): Promise<void> {
  await db.raw(
    `insert into ${schemaIdentifier(schema)}.projection_checkpoints (name, version, "commit", "position")
     values (?, ?, ?::xid8, ?::bigint)
     on conflict (name) do update set version = excluded.version, "commit" = excluded."commit",
       "position" = excluded."position", updated_at = now()`,
    [name, version, START.commit, START.position],
  );
}
