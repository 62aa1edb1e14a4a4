import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite();

interface Row {
  id: number;
  type: string;
  status: string;
}

describe('inventory entries and exits over HTTP', () => {
  let admin: HttpClient;
  let central: number;
  let norte: number;
  const products: Record<string, number> = {};
  let newProduct: (code: string, name: string) => Promise<void>;

  const line = (code: string, quantity: unknown, deposit = central) => ({
    product_id: products[code],
    deposit_id: deposit,
    quantity,
  });
  const create = async (type: 'add' | 'return', lines: unknown[], client = admin) =>
    client.post('/api/inventories', { type, lines });
  const created = async (type: 'add' | 'return', lines: unknown[]) => {
    const answer = await create(type, lines);
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };
  const approve = (id: number, client = admin) => client.post(`/api/inventories/${id}/approve`, {});
  const stockOf = async (code: string) => (await admin.get(`/api/products/${products[code]}`)).body;

  beforeAll(async () => {
    admin = suite.admin;
    const id = async (path: string, body: Record<string, unknown>) => {
      const answer = await admin.post(path, body);
      expect(answer.status).toBe(201);
      return answer.body.id as number;
    };
    const brand = await id('/api/brands', { name: 'Bosch', code: 'BOS' });
    const category = await id('/api/product-categories', { name: 'Filtros', code: 'FIL' });
    const detal = await id('/api/price-groups', { name: 'Detal' });
    newProduct = async (code, name) => {
      products[code] = await id('/api/products', {
        code,
        name,
        prices: { [detal]: '10.00' },
        brand_id: brand,
        contable: 1,
        cost: '5',
        product_category_id: category,
      });
    };
    await newProduct('BOS-100', 'Bujía platino');
    await newProduct('MAN-200', 'Filtro de aceite');
    await newProduct('BOS-300', 'Amortiguador');
    await newProduct('BOS-400', 'Correa');
    const region = (await admin.get(`/api/regions${listQuery({}, ['id', 'ASC'], [0, 0])}`)).body[0].id as number;
    central = await id('/api/deposits', { name: 'Central', region_id: region });
    norte = await id('/api/deposits', { name: 'Norte', region_id: region });
  });

  it('creates an entry as a request that moves no stock, and its approval puts the stock in the deposit', async () => {
    const answer = await create('add', [line('BOS-100', 8), line('MAN-200', '3', norte)]);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      type: 'add',
      status: 'request',
      quantity: 11,
      lines_count: 2,
      created_at: expect.any(String),
      approved_at: null,
      deleted_at: null,
      user: { id: expect.any(Number), first_name: expect.any(String), last_name: expect.any(String) },
    });
    expect((await stockOf('BOS-100')).quantity).toBe(0);

    const approved = await approve(answer.body.id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: answer.body.id, status: 'process', approved_at: expect.any(String) });
    const product = await stockOf('BOS-100');
    expect(product.quantity).toBe(8);
    expect(product.product_deposits).toEqual([
      { deposit_id: central, deposit: { id: central, name: 'Central' }, quantity: 8 },
    ]);

    const again = await approve(answer.body.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('El inventario ya fue procesado');
    const removed = await admin.delete(`/api/inventories/${answer.body.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('No se puede eliminar un inventario procesado');
  });

  it('shows each move on the stock card, newest first, with the running balance over all deposits', async () => {
    await approve(await created('add', [line('BOS-300', 5)]));
    await approve(await created('add', [line('BOS-300', 2, norte)]));
    const exit = await created('return', [line('BOS-300', 4)]);
    await approve(exit);
    const card = await admin.get(
      `/api/products/${products['BOS-300']}/stock-card?range=${encodeURIComponent('[0,1]')}`,
    );
    expect(card.status).toBe(200);
    expect(card.headers.get('content-range')).toBe('stock-card 0-1/3');
    expect(card.body).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        date: expect.any(String),
        document: { type: 'inventory', id: String(exit), label: `Salida de inventario #${exit}` },
        deposit: { id: central, name: 'Central' },
        quantity_in: 0,
        quantity_out: 4,
        balance: 3,
      },
      expect.objectContaining({ deposit: { id: norte, name: 'Norte' }, quantity_in: 2, quantity_out: 0, balance: 7 }),
    ]);
    // An inventory has no day of its own: its moves are dated on the day (Caracas) they were recorded.
    const caracasDay = (instant: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date(instant));
    expect(card.body[0].date).toBe(caracasDay(card.body[0].at));
    expect((await stockOf('BOS-300')).quantity).toBe(3);
  });

  it('refuses whole an exit larger than the stock, and lowers the stock with one within it', async () => {
    await approve(await created('add', [line('BOS-400', 6)]));
    const tooMuch = await created('return', [line('BOS-400', 2), line('BOS-100', 9)]);
    const refused = await approve(tooMuch);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'No hay stock disponible de este producto: Bujía platino' });
    expect((await stockOf('BOS-400')).quantity).toBe(6);
    expect((await stockOf('BOS-100')).quantity).toBe(8);
    expect((await admin.get(`/api/inventories/${tooMuch}`)).body.status).toBe('request');

    const fits = await approve(await created('return', [line('BOS-400', 2)]));
    expect(fits.status).toBe(200);
    expect((await stockOf('BOS-400')).quantity).toBe(4);
  });

  it('keeps a deposit that holds stock (409), and deletes it once its stock is out', async () => {
    const region = (await admin.get(`/api/regions${listQuery({}, ['id', 'ASC'], [0, 0])}`)).body[0].id as number;
    const annex = (await admin.post('/api/deposits', { name: 'Anexo', region_id: region })).body.id as number;
    await approve(await created('add', [line('MAN-200', 3, annex)]));
    const kept = await admin.delete(`/api/deposits/${annex}`);
    expect([kept.status, kept.body.message]).toEqual([409, 'El depósito tiene existencias.']);
    expect((await admin.get(`/api/deposits/${annex}`)).body.deleted_at).toBeNull();
    await approve(await created('return', [line('MAN-200', 3, annex)]));
    expect((await admin.delete(`/api/deposits/${annex}`)).status).toBe(200);
  });

  it('lists with type, status and trashed filters, sort and range; lines are paginated', async () => {
    const lines = await created('add', [
      line('BOS-100', 1),
      line('MAN-200', 2),
      line('BOS-300', 3),
      line('BOS-400', 4),
    ]);
    const trashed = await created('return', [line('BOS-100', 1)]);
    expect((await admin.delete(`/api/inventories/${trashed}`)).status).toBe(200);

    const list = async (filter: Record<string, unknown>, range: [number, number] = [0, 99]) =>
      admin.get(`/api/inventories${listQuery(filter, ['id', 'ASC'], range)}`);
    const all = await list({});
    expect(all.status).toBe(200);
    const ids = all.body.map((row: Row) => row.id);
    expect(ids).not.toContain(trashed);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(all.headers.get('content-range')).toBe(`inventories 0-${ids.length - 1}/${ids.length}`);
    const page = await list({}, [1, 2]);
    expect(page.body.map((row: Row) => row.id)).toEqual(ids.slice(1, 3));
    expect(page.headers.get('content-range')).toBe(`inventories 1-2/${ids.length}`);
    const newest = await admin.get(`/api/inventories${listQuery({}, ['created_at', 'DESC'], [0, 0])}`);
    expect(newest.body.map((row: Row) => row.id)).toEqual([lines]);

    const exits = await list({ type: 'return' });
    expect(exits.body.every((row: Row) => row.type === 'return')).toBe(true);
    expect(exits.body.length).toBeGreaterThan(0);
    const requests = await list({ status: 'request' });
    expect(requests.body.map((row: Row) => row.id)).toContain(lines);
    expect(requests.body.every((row: Row) => row.status === 'request')).toBe(true);
    expect((await list({ status: 'process' })).body.map((row: Row) => row.id)).not.toContain(lines);
    expect((await list({ trashed: 'only' })).body.map((row: Row) => row.id)).toEqual([trashed]);
    expect((await list({ trashed: 'with' })).body.map((row: Row) => row.id)).toContain(trashed);
    expect((await list({ q: 'MAN-200' })).body.map((row: Row) => row.id)).toContain(lines);
    expect((await list({ q: 'Correa', type: 'return' })).body.map((row: Row) => row.id)).not.toContain(lines);

    const restored = await admin.put(`/api/inventories/${trashed}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.deleted_at).toBeNull();
    const history = await admin.get(`/api/inventories/${trashed}/history`);
    expect(history.body.map((entry: { description: string }) => entry.description)).toEqual([
      `Registró la salida de inventario #${trashed} con 1 producto (1 unidad) del depósito Central`,
      `Eliminó la salida de inventario #${trashed}`,
      `Restauró la salida de inventario #${trashed}`,
    ]);

    const firstLines = await admin.get(`/api/inventories/${lines}/lines?range=${encodeURIComponent('[0,1]')}`);
    expect(firstLines.status).toBe(200);
    expect(firstLines.headers.get('content-range')).toBe('lines 0-1/4');
    expect(firstLines.body).toEqual([
      {
        id: 1,
        product: { id: products['BOS-100'], code: 'BOS-100', name: 'Bujía platino' },
        deposit: { id: central, name: 'Central' },
        quantity: 1,
      },
      expect.objectContaining({ id: 2, quantity: 2 }),
    ]);
  });

  it('answers a form error in Spanish for no lines, a quantity under 1 or above a million, or an unknown product or deleted deposit', async () => {
    expectFormErrors(await create('add', []), { lines: ['Debe agregar al menos un producto'] });
    expectFormErrors(await create('add', [line('BOS-100', 0)]), {
      'lines.0.quantity': ['La cantidad debe ser al menos 1'],
    });
    // A quantity the read models cannot hold would stop them for good: refused before any event.
    expectFormErrors(await create('add', [line('BOS-100', 1_000_001)]), {
      'lines.0.quantity': ['La cantidad no puede ser mayor a 1.000.000'],
    });
    expect((await create('add', [line('BOS-100', 1_000_000)])).status).toBe(201);
    expectFormErrors(await create('add', [line('BOS-100', 1), { ...line('BOS-100', 2), product_id: 99999 }]), {
      'lines.1.product_id': ['El producto seleccionado no existe.'],
    });
    expectFormErrors(await create('add', [line('BOS-100', 1), line('BOS-100', 2, norte)]), {
      'lines.1.product_id': ['El producto ya fue agregado'],
    });
    const region = (await admin.get(`/api/regions${listQuery({}, ['id', 'ASC'], [0, 0])}`)).body[0].id as number;
    const closed = (await admin.post('/api/deposits', { name: 'Cerrado', region_id: region })).body.id as number;
    expect((await admin.delete(`/api/deposits/${closed}`)).status).toBe(200);
    expectFormErrors(await create('add', [line('BOS-100', 1), line('MAN-200', 2, closed)]), {
      'lines.1.deposit_id': ['El depósito seleccionado no existe.'],
    });
  });

  it('lets only admin, endline and storer create, and only admin and storer approve', async () => {
    const sales = await suite.as('sales');
    expect((await create('add', [line('BOS-100', 1)], sales)).status).toBe(403);
    expect((await sales.get('/api/inventories')).status).toBe(403);
    const endline = await suite.as('endline');
    const byEndline = await create('add', [line('BOS-100', 1)], endline);
    expect(byEndline.status).toBe(201);
    expect((await approve(byEndline.body.id, endline)).status).toBe(403);
    const storer = await suite.as('storer');
    expect((await approve(byEndline.body.id, storer)).status).toBe(200);
    expect((await sales.get(`/api/products/${products['BOS-100']}/stock-card`)).status).toBe(200);
  });

  it('never lets two exits take the same stock at once', async () => {
    await newProduct('CON-1', 'Disputado');
    await approve(await created('add', [line('CON-1', 3)]));
    const first = await created('return', [line('CON-1', 3)]);
    const second = await created('return', [line('CON-1', 3)]);
    const answers = await Promise.all([approve(first), approve(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      'No hay stock disponible de este producto: Disputado',
    );
    expect((await stockOf('CON-1')).quantity).toBe(0);
  });

  it('approves every one of many entries on the same stock sent at once, none refused as a conflict', async () => {
    // The stock an approval moves is known only once its inventory is read: the approvals take
    // that stock's turn in this process instead of racing for it (five lost races were a 409).
    await newProduct('CON-2', 'Muy pedido');
    await newProduct('CON-3', 'También pedido');
    const entries = await Promise.all(
      Array.from({ length: 16 }, (_, index) => created('add', [line('CON-2', 1 + (index % 3)), line('CON-3', 2)])),
    );
    const answers = await Promise.all(entries.map((entry) => approve(entry)));
    expect(answers.map((answer) => answer.status)).toEqual(entries.map(() => 200));
    const added = entries.reduce((sum, _entry, index) => sum + 1 + (index % 3), 0);
    expect((await stockOf('CON-2')).quantity).toBe(added);
    expect((await stockOf('CON-3')).quantity).toBe(32);
  });
});
