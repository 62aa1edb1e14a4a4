import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import { startEmbeddedPostgres } from '../../libs/platform/src/embedded-postgres';

/**
 * Chooses the PostgreSQL server every suite creates its own databases on:
 * DATABASE_URL when given, otherwise a throw-away embedded PostgreSQL.
 */
export default async function globalSetup(): Promise<void> {
  process.env.TEST_RUN_ID = randomBytes(3).toString('hex');
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const dataDir = path.join(os.tmpdir(), `bo-test-pg-${process.env.TEST_RUN_ID}`);
  const database = await startEmbeddedPostgres({ dataDir });
  process.env.TEST_DATABASE_ADMIN_URL = database.url;
  process.env.TEST_EMBEDDED_DATA_DIR = dataDir;
  (globalThis as { __embeddedDatabase?: unknown }).__embeddedDatabase = database;
  console.log(`\nSin DATABASE_URL: PostgreSQL embebido en ${database.url}`);
}
