import { catchUp } from '../catch-up';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, event, metadata, openTestContext, rows, TestContext } from '../testing/fixtures.test';
import { sampleHistory } from '../testing/sample-history.test';
import { usersProjection } from './users.projection';

const at = (minute: number): string => new Date(Date.UTC(2024, 0, 16, 9, minute)).toISOString();

describe('users projection', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await openTestContext('users');
    await migrateReadModels(ctx.knex, 'rm', [usersProjection]);
  });
  afterAll(() => ctx.close());

  it('adds a row per registered user, with the instant of the event (old events have no photo nor store)', async () => {
    await appendAll(ctx, sampleHistory());
    await catchUp(ctx.knex, ctx.store, usersProjection, 'rm');
    const registered = new Date('2024-01-15T12:00:00.000Z');
    expect(await rows(ctx.knex, `select * from rm.users order by id`)).toEqual([
      {
        id: '1',
        first_name: 'Ana',
        last_name: 'Pérez',
        email: 'ana@example.com',
        role: 'admin',
        password_hash: '$argon2id$ana',
        owner: true,
        photo: null,
        organization_id: null,
        created_at: registered,
        updated_at: registered,
        deleted_at: null,
      },
      expect.objectContaining({ id: '2', email: 'luis@example.com', role: 'sales', deleted_at: null }),
    ]);
  });

  it('applies edits (keeping the hash unless a new one comes), deletes and restores, in one batch or several', async () => {
    const profile = {
      first_name: 'Luis',
      last_name: 'Gómez Ruiz',
      email: 'lgomez@example.com',
      role: 'storer',
      owner: false,
      photo: '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png',
      organization_id: '3',
    };
    await appendAll(ctx, [
      event('user-2', 'UserUpdated', { id: '2', ...profile }, metadata(at(0), '1')),
      event('user-2', 'UserDeleted', { id: '2' }, metadata(at(1), '1')),
      event(
        'user-5',
        'UserRegistered',
        { ...profile, id: '5', email: 'luis@example.com', password_hash: 'h5', photo: null, organization_id: '3' },
        metadata(at(2), '1'),
      ),
      event(
        'user-5',
        'UserUpdated',
        { ...profile, id: '5', email: 'nuevo@example.com', password_hash: 'h5b' },
        metadata(at(3), '1'),
      ),
    ]);
    await catchUp(ctx.knex, ctx.store, usersProjection, 'rm');
    const [luis, nuevo] = await rows(ctx.knex, `select * from rm.users where id in (2, 5) order by id`);
    expect(luis).toMatchObject({ ...profile, id: '2', password_hash: '$argon2id$luis', organization_id: '3' });
    expect(luis.updated_at).toEqual(new Date(at(0)));
    expect(luis.deleted_at).toEqual(new Date(at(1)));
    expect(nuevo).toMatchObject({ id: '5', email: 'nuevo@example.com', password_hash: 'h5b', deleted_at: null });

    await appendAll(ctx, [
      event('user-2', 'UserRestored', { id: '2' }, metadata(at(4), '1')),
      event('user-2', 'UserUpdated', { id: '2', ...profile, password_hash: 'h2' }, metadata(at(5), '1')),
    ]);
    await catchUp(ctx.knex, ctx.store, usersProjection, 'rm');
    const [again] = await rows(ctx.knex, `select * from rm.users where id = 2`);
    expect(again).toMatchObject({ password_hash: 'h2', deleted_at: null });
  });
});
