/**
 * Why: on a first start over a large event store the read models replay it from the start, and
 * an empty read model there is not a new installation. The seeds that decide from a read model
 * (which payment methods are missing, whether any user exists) wait until it has caught up with
 * the events stored before this start: as long as that takes, without a timeout, saying so. The
 * start-up waits the same way for every read model before it listens, so its first answers (the
 * lists, the seeded records) show every stored event.
 */
import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { lastStoredPosition } from '@bo/event-store';
import type { ProjectionsHost } from '@bo/projections';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { PG_POOL, PROJECTIONS } from './infrastructure/database/tokens';

/** The read models the seeds decide from (seeds.ts, seed-admin.ts). */
export const SEEDS_READ = ['payment_methods', 'users'];

const SAY_EVERY_MS = 10_000;

/** Who waits, said in the log line: the seeds, or the start-up before it listens. */
const WAITING = {
  seeds: 'las semillas esperan (the seeds wait)',
  listen: 'el servidor espera para atender (the server waits before it listens)',
};

export async function readModelsCaughtUpForSeeds(
  app: INestApplication,
  names = SEEDS_READ,
  who: keyof typeof WAITING = 'seeds',
): Promise<void> {
  // KurrentDB tells no head cheaply: its seeds decide as before.
  if (app.get<AppConfig>(APP_CONFIG).kurrentdbUrl) return;
  const head = await lastStoredPosition(app.get<Pool>(PG_POOL));
  const projections = app.get<ProjectionsHost>(PROJECTIONS);
  const logger = new Logger('Seeds');
  const started = Date.now();
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    logger.log(
      `Las vistas ${names.join(', ')} siguen alcanzando los eventos guardados (${seconds} s); ${WAITING[who]} ` +
        `(read models still catching up with the stored events)`,
    );
  }, SAY_EVERY_MS);
  try {
    await projections.waitFor(head, Infinity, names);
  } finally {
    clearInterval(timer);
  }
}
