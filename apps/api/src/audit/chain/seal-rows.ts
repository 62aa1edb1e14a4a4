/**
 * The seal table's reads and writes (audit.seals, audit.digests): what the sealer appends, what
 * verify walks, what the screens and closings read. Hashes travel as lower-case hex.
 */
import type { Client, Pool, PoolClient } from 'pg';
import type { Position } from '@bo/event-store';

export interface SealRow {
  seq: number;
  position: Position;
  contentHash: Buffer;
  seal: Buffer;
  at: Date;
}

export interface DigestRow {
  kind: 'day' | 'closing';
  /** 'YYYY-MM-DD': the business day, or the closing's until. */
  date: string;
  seq: number;
}

type Queryable = Pool | PoolClient | Client;

// Aliased under the table's own names: ORDER BY and WHERE name the table alias `s`, never the text.
const COLUMNS = `s.seq::text as seq, s.commit_position::text as commit_position, s.position::text as position,
  s.content_hash, s.seal, s.at`;

function sealOf(row: {
  seq: string;
  commit_position: string;
  position: string;
  content_hash: Buffer;
  seal: Buffer;
  at: Date;
}): SealRow {
  return {
    seq: Number(row.seq),
    position: { commit: row.commit_position, position: row.position },
    contentHash: row.content_hash,
    seal: row.seal,
    at: row.at,
  };
}

/** The chain's last seal, or null while nothing is sealed. */
export async function lastSeal(db: Queryable): Promise<SealRow | null> {
  const { rows } = await db.query(`select ${COLUMNS} from audit.seals s order by s.seq desc limit 1`);
  return rows[0] ? sealOf(rows[0]) : null;
}

/** Seals after `seq`, in chain order, at most `limit` (and none past `until`). */
export async function sealsAfter(db: Queryable, seq: number, limit: number, until: number): Promise<SealRow[]> {
  const { rows } = await db.query({
    name: 'audit_seals_after',
    text: `select ${COLUMNS} from audit.seals s where s.seq > $1 and s.seq <= $3 order by s.seq limit $2`,
    values: [seq, limit, until],
  });
  return rows.map(sealOf);
}

/** The seals of the events at these positions. */
export async function sealsAtPositions(db: Queryable, positions: readonly string[]): Promise<SealRow[]> {
  if (positions.length === 0) return [];
  const { rows } = await db.query(`select ${COLUMNS} from audit.seals s where s.position = any($1::numeric[])`, [
    positions,
  ]);
  return rows.map(sealOf);
}

/** The first seal (in chain order) whose content hash is this one: a swapped event's. */
export async function sealWithContent(db: Queryable, contentHash: Buffer): Promise<SealRow | null> {
  const { rows } = await db.query(
    `select ${COLUMNS} from audit.seals s where s.content_hash = $1 order by s.seq limit 1`,
    [contentHash],
  );
  return rows[0] ? sealOf(rows[0]) : null;
}

/** Appends seals (already chained) and the digests they complete, in one statement. */
export async function appendSeals(
  db: Queryable,
  seals: readonly SealRow[],
  digests: readonly DigestRow[],
): Promise<void> {
  if (seals.length === 0) return;
  await db.query({
    name: 'audit_append_seals',
    text: `with sealed as (
        insert into audit.seals (seq, commit_position, position, content_hash, seal, at)
        select s.seq, s.commit_position, s.position, decode(s.content_hash, 'hex'), decode(s.seal, 'hex'), s.at
        from unnest($1::int8[], $2::numeric[], $3::numeric[], $4::text[], $5::text[], $6::timestamptz[])
          as s(seq, commit_position, position, content_hash, seal, at)
        returning seq, position, seal, at
      ), digest as (
        select d.kind, d.date, d.seq from unnest($7::text[], $8::date[], $9::int8[]) as d(kind, date, seq)
      )
      insert into audit.digests (kind, date, seq, position, hash, events, at)
      select d.kind, d.date, d.seq, coalesce(n.position, o.position), coalesce(n.seal, o.seal), d.seq, coalesce(n.at, o.at)
      from digest d
      left join sealed n on n.seq = d.seq
      left join audit.seals o on o.seq = d.seq
      on conflict (kind, seq) do nothing`,
    values: [
      seals.map((seal) => seal.seq),
      seals.map((seal) => seal.position.commit),
      seals.map((seal) => seal.position.position),
      seals.map((seal) => seal.contentHash.toString('hex')),
      seals.map((seal) => seal.seal.toString('hex')),
      seals.map((seal) => seal.at.toISOString()),
      digests.map((digest) => digest.kind),
      digests.map((digest) => digest.date),
      digests.map((digest) => digest.seq),
    ],
  });
}

/** A digest of a seal already stored (a day that ended while nothing more was appended). */
export async function appendDigest(db: Queryable, digest: DigestRow): Promise<void> {
  await db.query(
    `insert into audit.digests (kind, date, seq, position, hash, events, at)
     select $1, $2::date, s.seq, s.position, s.seal, s.seq, s.at from audit.seals s where s.seq = $3
     on conflict (kind, seq) do nothing`,
    [digest.kind, digest.date, digest.seq],
  );
}

/** The last day a day digest was written for ('YYYY-MM-DD'), or null. */
export async function lastDayDigest(db: Queryable): Promise<string | null> {
  const { rows } = await db.query(`select max(date)::text as date from audit.digests where kind = 'day'`);
  return rows[0]?.date ?? null;
}
