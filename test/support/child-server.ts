// Why: the API in a process of its own, on a database the test gives, so a test can kill it
// (SIGKILL) between an append and its answer and start it again on the same database
// (test/http/idempotency-killed.e2e.ts). Configured by the usual environment (PORT, ADMIN_EMAIL,
// ADMIN_PASSWORD, JOBS_PREFIX, UPLOADS_DIR...) plus CHILD_DATABASE_URL and CHILD_KILL_AFTER_APPEND
// (the Idempotency-Keys whose request kills the process right after its append, comma-separated).
// Says 'LISTO <url>' on stdout once it listens.
import { configFromEnvironment } from '../../apps/api/src/config/app-config';
import { createApp } from '../../apps/api/src/create-app';
import { LostAnswerFault } from '../../apps/api/src/infrastructure/http/lost-answer-fault';

async function main(): Promise<void> {
  const databaseUrl = process.env.CHILD_DATABASE_URL;
  if (!databaseUrl) throw new Error('CHILD_DATABASE_URL no está definido');
  const running = await createApp(configFromEnvironment(databaseUrl, null));
  const fault = running.app.get(LostAnswerFault);
  for (const key of (process.env.CHILD_KILL_AFTER_APPEND ?? '').split(',').filter(Boolean)) fault.arm(key, 'kill');
  process.stdout.write(`LISTO ${running.url}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
