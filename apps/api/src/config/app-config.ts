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
  /**
   * Seal the history in this process where the projections run (issue 32). `AUDIT_SEALER=false`
   * only for the benchmark's seal-off pass: an installation always seals.
   */
  runSealer: boolean;
  /** Run the report and document workers in this process (`npm run worker` runs them alone). */
  runWorkers: boolean;
  /**
   * A report job's lock (ms) and how often workers look for stalled ones (ms): a killed worker's
   * report is taken again by another worker within about lock + 2 checks (30 s + 2 x 30 s by default).
   */
  reportLockMs: number;
  reportStalledCheckMs: number;
  /** Folder of uploaded images (photos, logo). */
  uploadsDir: string;
  /** Folder of the report files (issue 14), kept 7 days. */
  reportsDir: string;
  /** A product whose total quantity is at or below it is low on stock (RULES.md, Low stock). */
  lowStockThreshold: number;
  /**
   * Express's 'trust proxy': which peers may tell the client's address and scheme through
   * X-Forwarded-For / X-Forwarded-Proto. false (the default): none, the socket's peer is the client.
   */
  trustProxy: TrustProxy;
}

/** What Express's 'trust proxy' takes: on/off, a number of hops, or addresses and subnets. */
export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY as Express's setting: unset, '' or 'false' -> false; 'true' -> true; a whole number
 * -> that many hops; anything else ('loopback', '10.0.0.1, 10.0.0.0/8') -> addresses and subnets.
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** LOW_STOCK_THRESHOLD as a whole number of units at least 0; unset or not a number: 5. */
export function lowStockThresholdOf(value: string | undefined): number {
  const number = Number(value?.trim() || 'NaN');
  return Number.isInteger(number) && number >= 0 ? number : 5;
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
    runSealer: env.AUDIT_SEALER !== 'false',
    runWorkers: env.RUN_WORKERS !== 'false',
    reportLockMs: Number(env.REPORT_LOCK_MS || 30_000),
    reportStalledCheckMs: Number(env.REPORT_STALLED_CHECK_MS || 30_000),
    uploadsDir: env.UPLOADS_DIR || path.join(PROJECT_ROOT, '.data', 'uploads'),
    reportsDir: env.REPORTS_DIR || path.join(PROJECT_ROOT, '.data', 'reports'),
    lowStockThreshold: lowStockThresholdOf(env.LOW_STOCK_THRESHOLD),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
}
