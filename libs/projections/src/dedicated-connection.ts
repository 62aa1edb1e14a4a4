import { Knex } from 'knex';
import { Client, ClientConfig } from 'pg';

/**
 * A pg connection outside knex's pool, with the same settings: for session state that must
 * outlive a query (an advisory lock, a LISTEN).
 */
export async function openDedicatedConnection(knex: Knex): Promise<Client> {
  const settings = (knex.client as { connectionSettings?: string | ClientConfig }).connectionSettings;
  if (!settings) throw new Error('La conexión de knex no tiene parámetros utilizables');
  const client = new Client(settings);
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
