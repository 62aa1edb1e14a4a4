/**
 * The same report job on BullMQ's Redis backend (reports.e2e.ts runs them on PostgreSQL): the
 * clients export asked, completed once, downloaded and read back.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { downloaded, finished, rowsOf } from '../support/reports';

const suite = httpSuite({ redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379' });

describe('report jobs on Redis', () => {
  let admin: HttpClient;

  beforeAll(() => {
    admin = suite.admin;
  });

  it('writes the clients export through the Redis queue', async () => {
    expect((await admin.get('/api/health/jobs')).body).toEqual({ status: 'ok', backend: 'redis' });
    const client = await admin.post('/api/clients', { name: 'Beto Díaz', identification: 'V-555', typeClient: 'spot' });
    expect(client.status).toBe(201);
    const asked = await admin.post('/api/reports', { type: 'clients', format: 'excel', params: {} });
    expect(asked.status).toBe(202);
    expect(await finished(admin, asked.body.id)).toMatchObject({ state: 'completed', progress: 100 });
    const rows = await rowsOf(await downloaded(suite, admin, asked.body.id));
    expect(rows[3][0]).toBe('Listado de clientes');
    expect(rows.find((row) => row?.[0] === 'Beto Díaz')?.slice(0, 4)).toEqual([
      'Beto Díaz',
      'V-555',
      undefined,
      'Spot',
    ]);
  });
});
