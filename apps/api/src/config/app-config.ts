import path from 'path';
import { PROJECT_ROOT } from '@bo/platform';
/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  databaseUrl: string;
  /** Most PostgreSQL connections of the event store's pool (the read models' pool has half). */
  databasePoolSize: number;
  /** Set: BullMQ on Redis. Unset: BullMQ on its PostgreSQL backend. */
  redisUrl: string | null;
  /** Set: the KurrentDB event store adapter instead of PostgreSQL. */
  kurrentdbUrl: string | null;
  adminEmail: string;
  /** null: generate one on first start and print it. */
  adminPassword: string | null;
  /** Folder of the built admin (served at /); null to serve only the API. */
  adminDistDir: string | null;
  /** Prefix that isolates this instance's job queues (tests run many instances). */
  jobsPrefix: string;
  /** Milliseconds a command's answer waits for the read models. */
  readYourWritesTimeoutMs: number;
  /** Start the projection runners in this process. */
  runProjections: boolean;
  /** Folder of uploaded images (photos, logo). */
  uploadsDir: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export function configFromEnvironment(databaseUrl: string, adminDistDir: string | null): AppConfig {
  const env = process.env;
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 20),
    redisUrl: env.REDIS_URL || null,
    kurrentdbUrl: env.KURRENTDB_URL || null,
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || null,
    adminDistDir,
    jobsPrefix: env.JOBS_PREFIX || 'bo',
    readYourWritesTimeoutMs: Number(env.READ_YOUR_WRITES_TIMEOUT_MS ?? 5000),
    runProjections: env.RUN_PROJECTIONS !== 'false',
    uploadsDir: env.UPLOADS_DIR || path.join(PROJECT_ROOT, '.data', 'uploads'),
  };
}
