import { runSeeds } from '../../apps/api/src/seeds';
import { HttpClient } from '../support/http-client';
import { listQuery } from '../support/list-query';
import { startTestServer, TestServer } from '../support/server';

/** The startup seeds of catalogue records (regions, expense categories) run on every start. */
describe('catalogue seeds', () => {
  let server: TestServer;
  let admin: HttpClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = new HttpClient(server.baseUrl);
    await admin.login(server.adminEmail, server.adminPassword);
  });
  afterAll(() => server.stop());

  const events = async (type: string) => {
    const [{ count }] = await server.running.knex('events').where({ type }).count({ count: '*' });
    return Number(count);
  };

  it('seed once: a later start with the read models still empty (being rebuilt) neither fails nor seeds again', async () => {
    const regions = await events('RegionCreated');
    const categories = await events('SpentCategoryCreated');
    expect(regions).toBe(25);
    expect(categories).toBe(5);

    // An admin renames a seeded state and deletes a seeded category: a later start keeps that.
    const [zulia] = (await admin.get(`/api/regions${listQuery({ q: 'Zulia' })}`)).body;
    expect((await admin.put(`/api/regions/${zulia.id}`, { name: 'Estado Zulia' })).status).toBe(200);
    const [otros] = (await admin.get(`/api/spent-categories${listQuery({ q: 'Otros' })}`)).body;
    expect((await admin.delete(`/api/spent-categories/${otros.id}`)).status).toBe(200);

    await server.running.knex.raw('truncate rm.regions, rm.spent_categories');
    await runSeeds(server.running.app, server.running.knex);

    expect(await events('RegionCreated')).toBe(regions);
    expect(await events('SpentCategoryCreated')).toBe(categories);
  });
});
