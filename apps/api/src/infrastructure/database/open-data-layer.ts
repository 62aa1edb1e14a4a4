import knexFactory, { Knex } from 'knex';
import { Pool } from 'pg';
import {
  EventStore,
  KurrentEventStore,
  lastStoredPosition,
  migrateEventStore,
  NON_APPENDING_APPLICATION_NAME,
  PostgresEventStore,
} from '@bo/event-store';
import { ALL_PROJECTIONS, checkReadModels, migrateReadModels } from '@bo/projections';
import { migrateAudit } from '../../audit/chain/audit.schema';
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
 * given. Migrates the event store, the plumbing tables and the read models, after refusing a
 * database restored only in part or read models this code cannot serve (docs/operations.md).
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
    if (!options.kurrentdbUrl) {
      const { clockShift } = await migrateEventStore(pool);
      if (clockShift > 0)
        console.warn(
          `Historia restaurada en un servidor nuevo: las marcas de confirmación avanzan ${clockShift} para seguirla ` +
            `(restored history on a new server: commit stamps moved ${clockShift} past it)`,
        );
    }
    await checkReadModels(knex, options.kurrentdbUrl ? null : await lastStoredPosition(pool), ALL_PROJECTIONS);
    await migrateInfrastructure(pool);
    await migrateAudit(pool);
    // A projection whose version changed is rebuilt beside its tables before this process serves:
    // older processes still running keep reading and feeding the old ones until the swap.
    await migrateReadModels(knex, undefined, ALL_PROJECTIONS, { store, log: (message) => console.warn(message) });
  } catch (error) {
    await close();
    throw error;
  }
  return { pool, knex, store, close };
}
