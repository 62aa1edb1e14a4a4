import { seedDemo } from '../../apps/api/src/demo/seed-demo';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';

jest.setTimeout(120_000);

const suite = httpSuite();

describe('demo data (npm run seed:demo)', () => {
  const total = async (resource: string) => totalOf(await suite.admin.get(`/api/${resource}${listQuery()}`));

  it('loads every kind of record through the commands, and a second run adds nothing', async () => {
    const lines: string[] = [];
    const { server, admin } = suite;
    expect(await seedDemo(server.running, (line) => lines.push(line), { products: 12, clients: 6 })).toBe('loaded');
    expect(await total('products')).toBe(12);
    expect(await total('clients')).toBe(6 + 1); // and the seeded POS client 0000
    expect(await total('brands')).toBe(20);
    expect(await total('deposits')).toBe(6);
    expect(await total('organizations')).toBe(5);
    expect(await total('price-groups')).toBe(2);
    expect(await total('providers')).toBeGreaterThanOrEqual(10);
    expect(await total('spents')).toBe(5);
    expect(await total('taxes')).toBe(7);
    const roles = new Set(((await admin.get('/api/users')).body as { role: string }[]).map((user) => user.role));
    expect([...roles].sort()).toEqual(['admin', 'endline', 'financial', 'sales', 'storer']);

    // Every record is an event: the activity log names the demo loader as the author of each
    // (7 rates, 6 deposits, 5 stores, 6 users, 2 price groups, 20 brands, 8 categories,
    // 2 groups, 12 products, 6 clients, 12 providers, 5 expenses).
    const logs = await admin.get(`/api/logs${listQuery({ q: 'Datos de Demostración' }, ['id', 'ASC'], [0, 0])}`);
    expect(totalOf(logs)).toBeGreaterThanOrEqual(91);

    // A sales user of the demo signs in with the documented password.
    const sales = suite.anonymous();
    expect((await sales.login('vanessa.sales@demo.com.ve', 'Demo-2026')).status).toBe(200);

    expect(await seedDemo(server.running, () => undefined, { products: 12, clients: 6 })).toBe('already');
    expect(await total('products')).toBe(12);
  });
});
