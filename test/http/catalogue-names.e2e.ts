/**
 * Issue 31, item 15: a catalogue name equal to another's but for case and accents ('Bosch',
 * 'BOSCH', 'Bósch') is refused with 409 and the kind's Spanish message, also when two creations
 * arrive at the same moment (the folded name's claim stream, docs/rules.md 'Catalogues').
 */
import { systemMetadata } from '../../apps/api/src/shared/command-metadata';
import { EVENT_STORE } from '../../apps/api/src/infrastructure/database/tokens';
import { uniqueValueStream } from '@bo/domain';
import type { EventStore } from '@bo/event-store';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';

const suite = httpSuite();

interface Kind {
  path: string;
  message: string;
  /** What else a new record of the kind needs. */
  extra?: () => Record<string, unknown>;
}

let region = 0;
const KINDS: Kind[] = [
  { path: 'brands', message: 'Ya existe una marca con ese nombre' },
  { path: 'product-categories', message: 'Ya existe una categoría con ese nombre' },
  { path: 'groups', message: 'Ya existe un grupo con ese nombre' },
  { path: 'deposits', message: 'Ya existe un depósito con ese nombre', extra: () => ({ region_id: region }) },
  { path: 'organizations', message: 'Ya existe una tienda con ese nombre' },
  { path: 'price-groups', message: 'Ya existe un grupo de precios con ese nombre' },
  { path: 'regions', message: 'Ya existe una región con ese nombre' },
  { path: 'spent-categories', message: 'Ya existe una categoría de gastos con ese nombre' },
];

describe('catalogue names are unique whatever their case and accents', () => {
  let admin: HttpClient;
  const create = (kind: Kind, name: string) => admin.post(`/api/${kind.path}`, { name, ...kind.extra?.() });
  const names = async (kind: Kind, q: string) =>
    (
      (await admin.get(`/api/${kind.path}?filter=${encodeURIComponent(JSON.stringify({ q }))}`)).body as {
        name: string;
      }[]
    )
      .map((row) => row.name)
      .sort();

  beforeAll(async () => {
    admin = suite.admin;
    region = ((await admin.get('/api/utils/states')).body as { id: number }[])[0].id;
  });

  describe.each(KINDS)('$path', (kind) => {
    it('refuses a name that differs from a live one only by case or accents, with its 409', async () => {
      expect((await create(kind, 'Bósch Ñandú')).status).toBe(201);
      for (const twin of ['BÓSCH ÑANDÚ', 'bosch nandu', '  Bosch   Nandú ', 'Bo\u0301sch N\u0303andu']) {
        const refused = await create(kind, twin);
        expect({ twin, status: refused.status, message: refused.body.message }).toEqual({
          twin,
          status: 409,
          message: kind.message,
        });
      }
      expect(await names(kind, 'ndú')).toEqual(['Bósch Ñandú']);
    });

    it('refuses renaming one record to another\u2019s folded name, and lets a record change its own case', async () => {
      const first = await create(kind, 'Mérida Uno');
      const second = await create(kind, 'Merida Dos');
      expect([first.status, second.status]).toEqual([201, 201]);
      const renamed = await admin.put(`/api/${kind.path}/${second.body.id}`, {
        ...second.body,
        name: 'MERIDA UNO',
        ...kind.extra?.(),
      });
      expect([renamed.status, renamed.body.message]).toEqual([409, kind.message]);
      const ownCase = await admin.put(`/api/${kind.path}/${first.body.id}`, {
        ...first.body,
        name: 'MÉRIDA UNO',
        ...kind.extra?.(),
      });
      expect(ownCase.status).toBe(200);
    });

    it('takes one of two creations sent at the same moment and refuses the other', async () => {
      const answers = await Promise.all([create(kind, 'Ávila Simultánea'), create(kind, 'AVILA SIMULTANEA')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(kind.message);
      expect(await names(kind, 'simult')).toHaveLength(1);
    });
  });

  it('also refuses a twin of a record that holds no claim (made before names were folded), and lets that record be edited', async () => {
    const legacy = await admin.post('/api/brands', { name: 'Legado Antiguo', code: 'LEG' });
    expect(legacy.status).toBe(201);
    // As an older release left it: the record, without its folded name's claim.
    const store = suite.server.running.app.get<EventStore>(EVENT_STORE);
    const claim = uniqueValueStream('brand.folded_name', 'legado antiguo');
    const { version } = await store.readStream(claim);
    const data = { scope: 'brand.folded_name', value: 'legado antiguo', owner_id: String(legacy.body.id) };
    await store.append([
      {
        streamId: claim,
        expectedVersion: version,
        events: [{ type: 'UniqueValueReleased', data, metadata: systemMetadata() }],
      },
    ]);
    const twin = await admin.post('/api/brands', { name: 'LEGADO ANTIGÜO' });
    expect([twin.status, twin.body.message]).toEqual([409, 'Ya existe una marca con ese nombre']);
    const edited = await admin.put(`/api/brands/${legacy.body.id}`, { name: 'Legado Antiguo', code: 'LEG-2' });
    expect(edited.status).toBe(200);
  });
});
