import { runSeeds } from '../../apps/api/src/seeds';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite();

/** The startup seeds of catalogue records (regions, expense categories) run on every start. */
describe('catalogue seeds', () => {
  const events = async (type: string) => {
    const [{ count }] = await suite.server.running.knex('events').where({ type }).count({ count: '*' });
    return Number(count);
  };

  it('seed once: a later start with the read models still empty (being rebuilt) neither fails nor seeds again', async () => {
    const { admin, server } = suite;
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
