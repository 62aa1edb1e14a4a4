import knexFactory, { Knex } from 'knex';
import { Pool } from 'pg';
import {
  EventStore,
  KurrentEventStore,
  migrateEventStore,
  NON_APPENDING_APPLICATION_NAME,
  PostgresEventStore,
} from '@bo/event-store';
import { migrateReadModels } from '@bo/projections';
import { migrateInfrastructure } from './infrastructure.schema';

/** The connections every entry point needs (server, CLIs), migrated and ready. */
export interface DataLayer {
  pool: Pool;
  knex: Knex;
  store: EventStore;
  close(): Promise<void>;
}

/**
 * PostgreSQL for read models, sessions and (by default) events; KurrentDB for events when its URL is
 * given. Migrates the event store, the plumbing tables and the read models.
 */
export async function openDataLayer(options: {
  databaseUrl: string;
  kurrentdbUrl: string | null;
  poolSize?: number;
  /** Where a lost connection is said (the server's JSON log); the console by default. */
  warn?: (message: string) => void;
}): Promise<DataLayer> {
  const size = options.poolSize ?? 20;
  const warn = options.warn ?? ((message: string) => console.error(message));
  const pool = new Pool({ connectionString: options.databaseUrl, max: size });
  pool.on('error', (error) => warn(`Conexión de PostgreSQL perdida: ${error.message}`));
  const knex = knexFactory({
    client: 'pg',
    // Read models and projections never append events: their transactions do not hold $all readers back.
    connection: { connectionString: options.databaseUrl, application_name: NON_APPENDING_APPLICATION_NAME },
    pool: { min: 0, max: Math.ceil(size / 2) },
  });
  const store: EventStore = options.kurrentdbUrl
    ? KurrentEventStore.fromConnectionString(options.kurrentdbUrl)
    : new PostgresEventStore(pool);
  const close = async () => {
    await store.close();
    await knex.destroy();
    await pool.end();
  };
  try {
    if (!options.kurrentdbUrl) await migrateEventStore(pool);
    await migrateInfrastructure(pool);
    await migrateReadModels(knex);
  } catch (error) {
    await close();
    throw error;
  }
  return { pool, knex, store, close };
}
