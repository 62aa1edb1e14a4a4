/**
 * The PostgreSQL file store: a file of several parts written from a stream comes back byte for
 * byte (streamed and read whole); a key is written once; a failed write leaves nothing; the old
 * files are listed by prefix and removed with their parts.
 */
import { randomBytes } from 'crypto';
import { Readable } from 'stream';
import { Pool } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/database';
import { migrateInfrastructure } from '../database/infrastructure.schema';
import { PART_BYTES, PostgresFileStore } from './postgres-file-store';

/** `bytes` as a stream of uneven chunks, as a file's read stream or a socket gives them. */
const chunked = (bytes: Buffer, size = 100_003): Readable =>
  Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
    })(),
  );

describe('the PostgreSQL file store', () => {
  let database: TestDatabase;
  let pool: Pool;
  let files: PostgresFileStore;

  beforeAll(async () => {
    database = await createTestDatabase('file_store');
    pool = new Pool({ connectionString: database.url, max: 3 });
    await migrateInfrastructure(pool);
    files = new PostgresFileStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('gives back, streamed or whole, a file of several parts written from a stream', async () => {
    const bytes = randomBytes(PART_BYTES * 2 + 12_345);
    expect(await files.put('reports/grande.xlsx', chunked(bytes), 'application/pdf')).toBe(true);
    const stored = await files.get('reports/grande.xlsx');
    expect(stored).toMatchObject({ key: 'reports/grande.xlsx', contentType: 'application/pdf', size: bytes.length });
    const streamed: Buffer[] = [];
    for await (const chunk of stored!.stream()) streamed.push(chunk as Buffer);
    expect(streamed.map((chunk) => chunk.length)).toEqual([PART_BYTES, PART_BYTES, 12_345]);
    expect(Buffer.concat(streamed).equals(bytes)).toBe(true);
    expect((await files.read('reports/grande.xlsx'))!.equals(bytes)).toBe(true);
    const small = Buffer.from('hola');
    expect(await files.put('uploads/chica.png', small, 'image/png')).toBe(true);
    expect((await files.read('uploads/chica.png'))!.equals(small)).toBe(true);
  });

  it('writes a key once: a second put, even at the same time, writes nothing and says so', async () => {
    const puts = await Promise.all([
      files.put('uploads/una-vez.png', Buffer.from('primera'), 'image/png'),
      files.put('uploads/una-vez.png', Buffer.from('segunda'), 'image/png'),
    ]);
    expect(puts.sort()).toEqual([false, true]);
    expect(['primera', 'segunda']).toContain((await files.read('uploads/una-vez.png'))!.toString());
    expect(await files.put('uploads/una-vez.png', Buffer.from('tercera'), 'image/png')).toBe(false);
  });

  it('leaves nothing of a write whose stream fails', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(PART_BYTES + 1);
        throw new Error('disco roto');
      })(),
    );
    await expect(files.put('reports/rota.xlsx', failing, 'application/pdf')).rejects.toThrow('disco roto');
    expect(await files.get('reports/rota.xlsx')).toBeNull();
    expect((await pool.query(`select 1 from stored_file_parts where key = 'reports/rota.xlsx'`)).rowCount).toBe(0);
  });

  it('lists the old files of a prefix and removes them with their parts', async () => {
    await files.put('reports/vieja.xlsx', Buffer.from('vieja'), 'application/pdf');
    await pool.query(`update stored_files set created_at = now() - interval '8 days' where key = 'reports/vieja.xlsx'`);
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    expect(await files.listOlderThan('reports/', weekAgo)).toEqual(['reports/vieja.xlsx']);
    expect(await files.listOlderThan('uploads/', weekAgo)).toEqual([]);
    expect(await files.delete(['reports/vieja.xlsx', 'reports/no-existe.xlsx'])).toBe(1);
    expect(await files.get('reports/vieja.xlsx')).toBeNull();
    expect((await pool.query(`select 1 from stored_file_parts where key = 'reports/vieja.xlsx'`)).rowCount).toBe(0);
    expect([...(await files.keys('uploads/'))].sort()).toEqual(['uploads/chica.png', 'uploads/una-vez.png']);
  });
});
