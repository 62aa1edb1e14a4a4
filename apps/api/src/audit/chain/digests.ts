/**
 * The digests an auditor keeps outside (issue 32, item 2): one per business day (the seal at its
 * last event) and one per closing, listed newest first. Kept outside the database, a digest lets a
 * verify prove that the history up to its position is the one sealed then, even if someone later
 * rewrote both the events and the seals.
 */
import type { Pool } from 'pg';

export interface DigestView {
  id: string;
  kind: 'day' | 'closing';
  /** 'YYYY-MM-DD': the business day it closes, or the closing's until. */
  date: string;
  position: string;
  hash: string;
  events: number;
  /** When its event was appended. */
  at: string;
}

// Aliased under the table's own names: ORDER BY and WHERE name the table alias `d`, never the text.
const SELECT = `select d.id::text as id, d.kind, d.date::text as date, d.position::text as position,
  encode(d.hash, 'hex') as hash, d.events::text as events, d.at from audit.digests d`;

type Row = Omit<DigestView, 'events' | 'at'> & { events: string; at: Date };

const view = (row: Row): DigestView => ({ ...row, events: Number(row.events), at: row.at.toISOString() });

export async function listDigests(
  pool: Pool,
  range: { offset: number; limit: number },
): Promise<{ rows: DigestView[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    pool.query<Row>(`${SELECT} order by d.date desc, d.id desc offset $1 limit $2`, [range.offset, range.limit]),
    pool.query<{ total: string }>('select count(*)::text as total from audit.digests'),
  ]);
  return { rows: rows.map(view), total: Number(count.rows[0].total) };
}

export async function findDigest(pool: Pool, id: string): Promise<DigestView | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await pool.query<Row>(`${SELECT} where d.id = $1`, [id]);
  return rows[0] ? view(rows[0]) : null;
}

/** The digest as the JSON file an auditor keeps: what it is, and the `{position, hash}` verify takes. */
export function digestJson(digest: DigestView, account: { name: string; identification: string }): object {
  return {
    document: 'Resumen de la cadena sellada',
    account: account.name,
    rif: account.identification,
    kind: digest.kind,
    date: digest.date,
    events: digest.events,
    at: digest.at,
    digest: { position: digest.position, hash: digest.hash },
    algorithm: 'SHA-256: sello(n) = SHA-256(sello(n-1) || SHA-256(contenido canónico del evento n))',
  };
}
