/**
 * Reads a query's rows in batches through a PostgreSQL cursor on one connection, so a report over
 * a million orders never holds more than one batch in memory.
 */
import { Pool } from 'pg';

export async function* cursorRows<T>(pool: Pool, sql: string, values: unknown[], batch = 500): AsyncGenerator<T> {
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    await client.query(`declare report_cursor no scroll cursor for ${sql}`, values);
    for (;;) {
      const { rows } = await client.query<T & object>(`fetch ${batch} from report_cursor`);
      for (const row of rows) yield row as T;
      if (rows.length < batch) break;
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
