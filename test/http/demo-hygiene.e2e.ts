/**
 * Issue 31, item 15: the demo's catalogue is clean and it leaves no unknown administrator: no two
 * brands share a code, no product name is used three times (a name repeats only where a part's
 * few makers run out: the lubricants), and the loading user is deleted once the data is in.
 * 300 products (the full demo's count, where repeats showed), a handful of clients and sales.
 */
import { DEMO_LOADER_EMAIL, seedDemo } from '../../apps/api/src/demo/seed-demo';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

jest.setTimeout(600_000);

const suite = httpSuite();
const SIZE = { products: 300, clients: 3, sales: 4 };

describe('demo data hygiene', () => {
  beforeAll(async () => {
    expect(await seedDemo(suite.server.running, () => undefined, SIZE)).toBe('loaded');
  });

  it('gives every brand a code of its own', async () => {
    const brands = (await suite.admin.get(`/api/brands${listQuery({}, ['name', 'ASC'], [0, 99])}`)).body as {
      name: string;
      code: string;
    }[];
    expect(brands).toHaveLength(30);
    const codes = brands.map((brand) => brand.code);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(brands.find((brand) => brand.name === 'Bosch')?.code).toBe('BOS');
  });

  it('uses no product name three times, and repeats one only among the lubricants', async () => {
    const products: { name: string }[] = [];
    for (let start = 0; start < SIZE.products; start += 100)
      products.push(
        ...(await suite.admin.get(`/api/products${listQuery({}, ['id', 'ASC'], [start, start + 99])}`)).body,
      );
    expect(products).toHaveLength(SIZE.products);
    const uses = new Map<string, number>();
    for (const { name } of products) uses.set(name, (uses.get(name) ?? 0) + 1);
    const repeated = [...uses].filter(([, count]) => count > 1);
    expect(repeated.filter(([, count]) => count > 2)).toEqual([]);
    expect(repeated.filter(([name]) => !/^(Aceite|Líquido de frenos)/.test(name))).toEqual([]);
  });

  it('deletes the loading administrator once done, and a second run still finds the demo there', async () => {
    const users = (await suite.admin.get(`/api/users${listQuery({}, ['id', 'ASC'], [0, 99])}`)).body as {
      email: string;
    }[];
    expect(users.map((user) => user.email)).not.toContain(DEMO_LOADER_EMAIL);
    const loader = await suite.server.running.knex('rm.users').where({ email: DEMO_LOADER_EMAIL }).first('deleted_at');
    expect(loader?.deleted_at).toBeInstanceOf(Date);
    expect(await seedDemo(suite.server.running, () => undefined, SIZE)).toBe('already');
  });
});
