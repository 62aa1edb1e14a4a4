import { catchUp } from '../catch-up';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, openTestContext, rows, TestContext } from '../testing/fixtures.test';
import { sampleHistory } from '../testing/sample-history.test';
import { usersProjection } from './users.projection';

describe('users projection', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await openTestContext('users');
    await migrateReadModels(ctx.knex, 'rm', [usersProjection]);
  });
  afterAll(() => ctx.close());

  it('adds a row per registered user, with the instant of the event', async () => {
    await appendAll(ctx, sampleHistory());
    await catchUp(ctx.knex, ctx.store, usersProjection, 'rm');
    expect(await rows(ctx.knex, `select * from rm.users order by id`)).toEqual([
      {
        id: '1',
        first_name: 'Ana',
        last_name: 'Pérez',
        email: 'ana@example.com',
        role: 'admin',
        password_hash: '$argon2id$ana',
        owner: true,
        created_at: new Date('2024-01-15T12:00:00.000Z'),
        deleted_at: null,
      },
      {
        id: '2',
        first_name: 'Luis',
        last_name: 'Gómez',
        email: 'luis@example.com',
        role: 'sales',
        password_hash: '$argon2id$luis',
        owner: false,
        created_at: new Date('2024-01-15T12:04:00.000Z'),
        deleted_at: null,
      },
    ]);
  });
});
