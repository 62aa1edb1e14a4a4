// Why: read models ahead of the events, or newer than the code, are refused at start (given/when/then).
import knexFactory, { Knex } from 'knex';
import { createTestDatabase, TestDatabase } from '../../../test/support/database';
import { createCheckpointTable } from './checkpoints';
import { Projection } from './projection';
import { checkReadModels, UnsafeReadModelsError } from './restore-checks';

let database: TestDatabase;
let knex: Knex;
const orders = { name: 'orders', version: 3 } as Projection;
const head = { commit: '900', position: '40' };

beforeAll(async () => {
  database = await createTestDatabase('rm_checks');
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  await knex.raw('create schema rm');
  await createCheckpointTable(knex, 'rm');
});
afterAll(async () => {
  await knex.destroy();
  await database.drop();
});

async function given(version: number, commit: string, position: string): Promise<void> {
  await knex.raw('delete from rm.projection_checkpoints');
  await knex.raw(
    `insert into rm.projection_checkpoints (name, version, "commit", "position") values ('orders', ?, ?::xid8, ?)`,
    [version, commit, position],
  );
}
const outcome = () =>
  checkReadModels(knex, head, [orders]).then(
    () => 'served',
    (error: Error) => error,
  );

it('given read models at or behind the last event, when the server starts, then they are served', async () => {
  await given(3, '900', '40');
  expect(await outcome()).toBe('served');
  await given(3, '800', '35');
  expect(await outcome()).toBe('served');
});

it('given a read model past the last event, when the server starts, then it refuses saying the backup lacks events', async () => {
  await given(3, '900', '41');
  const error = await outcome();
  expect(error).toBeInstanceOf(UnsafeReadModelsError);
  expect((error as Error).message).toContain('orders va por delante de los eventos');
});

it('given a read model made by a newer release, when this one starts, then it refuses naming both versions', async () => {
  await given(4, '1', '1');
  expect(((await outcome()) as Error).message).toContain('es de la versión 4 y este programa conoce la 3');
});

it('given no head known (KurrentDB), when the server starts, then only the versions are checked', async () => {
  await given(3, '999999', '1');
  expect(await checkReadModels(knex, null, [orders])).toBeUndefined();
});
