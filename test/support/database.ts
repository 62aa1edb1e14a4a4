import { createScratchDatabase } from '../../libs/platform/src/resolve-database';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database of the calling suite's own on the test server; drop() removes it. */
export async function createTestDatabase(label = 'db'): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_ADMIN_URL ?? process.env.DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_ADMIN_URL no está definido: ejecute las pruebas con jest (global-setup)');
  const safe = label
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .slice(0, 20);
  return createScratchDatabase(server, `bo_t_${process.env.TEST_RUN_ID ?? 'x'}_${safe}`);
}
