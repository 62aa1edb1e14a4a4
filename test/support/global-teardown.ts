import fs from 'fs';
import { EmbeddedDatabase } from '../../libs/platform/src/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const database = (globalThis as { __embeddedDatabase?: EmbeddedDatabase }).__embeddedDatabase;
  if (!database) return;
  await database.stop();
  const dir = process.env.TEST_EMBEDDED_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
