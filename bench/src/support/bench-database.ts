import { createScratchDatabase, resolveDatabase } from '@bo/platform';

/**
 * A database of the benchmark's own on DATABASE_URL's server (or the embedded PostgreSQL);
 * close() drops it and stops the embedded server if this process started it.
 */
export async function openBenchDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const server = await resolveDatabase();
  const scratch = await createScratchDatabase(server.url, 'bo_bench');
  return {
    url: scratch.url,
    async close() {
      await scratch.drop();
      await server.embedded?.stop();
    },
  };
}

/** Lets each benchmark file also run alone (`node bench/dist/<name>.js`). */
export function runWhenMain(module: NodeModule, run: () => Promise<void>): void {
  if (require.main !== module) return;
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
