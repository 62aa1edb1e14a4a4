/**
 * The file store in PostgreSQL (infrastructure schema: stored_files and stored_file_parts), so one
 * backup holds every file and every machine serves them. A file is kept in parts of 512 KiB: it is
 * written from a stream and read back as one, part by part, so a report of some MB is never held
 * whole in memory (nor as the several copies one bytea value would cost: hex text, then a buffer).
 */
import { Readable } from 'stream';
import { Pool } from 'pg';
import type { FileStore, StoredFile } from './file-store';

export const PART_BYTES = 512 * 1024;

/** `content` cut into parts of PART_BYTES (the last one shorter). */
async function* partsOf(content: Buffer | AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) {
    for (let start = 0; start < content.length; start += PART_BYTES) yield content.subarray(start, start + PART_BYTES);
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of content) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (pendingBytes >= PART_BYTES) {
      const joined = pending.length === 1 ? pending[0] : Buffer.concat(pending);
      yield joined.subarray(0, PART_BYTES);
      const rest = joined.subarray(PART_BYTES);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

interface FileRow {
  key: string;
  content_type: string;
  size: string;
  parts: number;
  created_at: Date;
}

export class PostgresFileStore implements FileStore {
  constructor(private readonly pool: Pool) {}

  async put(key: string, content: Buffer | AsyncIterable<Buffer>, contentType: string): Promise<boolean> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      // Taken first: a second writer of the same key waits here for the first one's commit, then
      // finds it taken and writes nothing.
      const claimed = await client.query(
        `insert into stored_files (key, content_type, size, parts) values ($1, $2, 0, 0)
         on conflict (key) do nothing returning key`,
        [key, contentType],
      );
      if (claimed.rowCount === 0) {
        await client.query('rollback');
        return false;
      }
      let part = 0;
      let size = 0;
      for await (const bytes of partsOf(content)) {
        await client.query('insert into stored_file_parts (key, part, bytes) values ($1, $2, $3)', [key, part, bytes]);
        part += 1;
        size += bytes.length;
      }
      await client.query('update stored_files set size = $2, parts = $3 where key = $1', [key, size, part]);
      await client.query('commit');
      return true;
    } catch (error) {
      await client.query('rollback').catch((lost: Error) => (broken = lost));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const row = await this.find(key);
    if (!row) return null;
    return {
      key,
      contentType: row.content_type,
      size: Number(row.size),
      createdAt: row.created_at,
      stream: () => Readable.from(this.partsOf(key, row.parts)),
    };
  }

  async read(key: string): Promise<Buffer | null> {
    const row = await this.find(key);
    if (!row) return null;
    const parts: Buffer[] = [];
    for await (const part of this.partsOf(key, row.parts)) parts.push(part);
    return Buffer.concat(parts);
  }

  async keys(prefix: string): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ key: string }>('select key from stored_files where starts_with(key, $1)', [
      prefix,
    ]);
    return new Set(rows.map((row) => row.key));
  }

  async listOlderThan(prefix: string, before: Date): Promise<string[]> {
    const { rows } = await this.pool.query<{ key: string }>(
      'select key from stored_files where starts_with(key, $1) and created_at < $2 order by created_at',
      [prefix, before],
    );
    return rows.map((row) => row.key);
  }

  async delete(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    // Its parts go with it (on delete cascade).
    const { rowCount } = await this.pool.query('delete from stored_files where key = any($1::text[])', [keys]);
    return rowCount ?? 0;
  }

  private async find(key: string): Promise<FileRow | null> {
    const { rows } = await this.pool.query<FileRow>(
      'select key, content_type, size, parts, created_at from stored_files where key = $1',
      [key],
    );
    return rows[0] ?? null;
  }

  /** One query per part, each when the reader asks for it (a slow client holds no connection). */
  private async *partsOf(key: string, parts: number): AsyncGenerator<Buffer> {
    for (let part = 0; part < parts; part += 1) {
      const { rows } = await this.pool.query<{ bytes: Buffer }>(
        'select bytes from stored_file_parts where key = $1 and part = $2',
        [key, part],
      );
      // Removed while read (a report's 7 days ended): the stream fails rather than end short.
      if (!rows[0]) throw new Error(`El archivo ${key} se eliminó mientras se leía`);
      yield rows[0].bytes;
    }
  }
}
