/**
 * Deposit transfers over HTTP (RULES.md 'Deposit transfers' and 'Transfers', API.md): the stock
 * leaves the source at creation, enters each destination on reception and returns to the source
 * on cancellation; closed transfers refuse every move; concurrent transfers never take more than
 * the source holds; only admin and storer reach the routes; odd input is never a 500.
 */
import { verifyProjections } from '@bo/projections';
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { expectRoleAnswers } from '../support/role-answers';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();

const INCOMPLETE = 'Por favor, complete todos los campos requeridos y verifique las cantidades.';

interface Row {
  destinations?: { id: number; name: string | null }[];
  id: number;
  state: string;
  deposit_id: number;
}

describe('deposit transfers over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  /** 'Galpón Central' (the catalogue's deposit), 'Depósito Norte' and 'Valencia'. */
  let central: number;
  let norte: number;
  let valencia: number;
  let filter: number;
  let spark: number;

  const line = (product: number, quantity: unknown, deposit: unknown) => ({
    product_id: product,
    quantity,
    deposit_id: deposit,
  });
  const create = (source: number | string, body: unknown, client = admin) =>
    client.post(`/api/deposits/${source}/transfers`, body);
  const created = async (source: number, products: unknown[], client = admin) => {
    const answer = await create(source, { products }, client);
    expect([answer.status, answer.body.message]).toEqual([201, undefined]);
    return answer.body.id as number;
  };
  const move = (id: number, verb: 'send' | 'receive' | 'cancel', client = admin) =>
    client.post(`/api/transfers/${id}/${verb}`, {});
  /** What a product has in each deposit, as the product's page shows it. */
  const stockOf = async (product: number): Promise<Record<number, number>> => {
    const answer = await admin.get(`/api/products/${product}`);
    expect(answer.status).toBe(200);
    const deposits = answer.body.product_deposits as { deposit_id: number; quantity: number }[];
    return Object.fromEntries(deposits.map((row) => [row.deposit_id, Number(row.quantity)]));
  };
  const list = (filter: Record<string, unknown>, client = admin) =>
    client.get(`/api/transfers${listQuery(filter, ['id', 'ASC'], [0, 99])}`);

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    central = catalogue.deposit;
    const region = ((await admin.get('/api/utils/states')).body as { id: number }[])[0].id;
    const deposit = async (name: string) => {
      const answer = await admin.post('/api/deposits', { name, region_id: region });
      expect(answer.status).toBe(201);
      return answer.body.id as number;
    };
    norte = await deposit('Depósito Norte');
    valencia = await deposit('Valencia');
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 20);
    spark = await catalogue.product('BUJ-200', 'Bujía platino', '4.00', 10);
  });

  it('takes the stock out of the source at creation, and puts it in each destination when received', async () => {
    const answer = await create(central, {
      comentary: 'Reposición semanal',
      products: [line(filter, 5, norte), line(spark, '2', valencia)],
    });
    expect(answer.status).toBe(201);
    const id = answer.body.id as number;
    expect(answer.body).toEqual({
      id: expect.any(Number),
      deposit_id: central,
      deposit: { id: central, name: 'Galpón Central' },
      state: 'prepared',
      comentary: 'Reposición semanal',
      date: expect.any(String),
      created_at: answer.body.date,
      sent_at: null,
      received_at: null,
      cancelled_at: null,
      emitter: { id: expect.any(Number), name: expect.any(String) },
      sender: null,
      receiver: null,
      quantity: 7,
      lines_count: 2,
      destinations: [
        { id: norte, name: 'Depósito Norte' },
        { id: valencia, name: 'Valencia' },
      ],
      lines: [
        {
          id: 1,
          product: { id: filter, code: 'FIL-100', name: 'Filtro de aceite' },
          deposit: { id: norte, name: 'Depósito Norte' },
          quantity: 5,
        },
        {
          id: 2,
          product: { id: spark, code: 'BUJ-200', name: 'Bujía platino' },
          deposit: { id: valencia, name: 'Valencia' },
          quantity: 2,
        },
      ],
    });
    expect(await stockOf(filter)).toEqual({ [central]: 15 });
    expect(await stockOf(spark)).toEqual({ [central]: 8 });

    const sent = await move(id, 'send');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id, state: 'in_transit', sent_at: expect.any(String), receiver: null });
    expect(sent.body.sender).toEqual(answer.body.emitter);
    // On the road the units are in no deposit.
    expect(await stockOf(filter)).toEqual({ [central]: 15 });

    const storer = await suite.as('storer');
    const received = await move(id, 'receive', storer);
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({
      id,
      state: 'completed',
      received_at: expect.any(String),
      receiver: { id: expect.any(Number), name: 'Prueba storer' },
    });
    expect(await stockOf(filter)).toEqual({ [central]: 15, [norte]: 5 });
    expect(await stockOf(spark)).toEqual({ [central]: 8, [valencia]: 2 });
    expect((await admin.get(`/api/transfers/${id}`)).body).toEqual(received.body);

    const card = await admin.get(`/api/products/${filter}/stock-card?range=${encodeURIComponent('[0,1]')}`);
    expect(
      card.body.map(
        (row: {
          document: { label: string };
          deposit: { name: string };
          quantity_in: number;
          quantity_out: number;
        }) => [row.document.label, row.deposit.name, row.quantity_in, row.quantity_out],
      ),
    ).toEqual([
      [`Transferencia #${id}`, 'Depósito Norte', 5, 0],
      [`Transferencia #${id}`, 'Galpón Central', 0, 5],
    ]);

    const history = await admin.get(`/api/transfers/${id}/history`);
    expect(history.body.map((entry: { description: string }) => entry.description)).toEqual([
      `Creó la transferencia #${id} del depósito Galpón Central (7 unidades)`,
      `Envió la transferencia #${id}`,
      `Recibió la transferencia #${id}`,
    ]);
    // One row per command, not one per stock move, under 'Inventario'.
    const logs = await admin.get(
      `/api/logs${listQuery({ q: `transferencia #${id}` }, ['created_at', 'ASC'], [0, 24])}`,
    );
    expect(logs.body.map((row: { description: string; category: string }) => [row.description, row.category])).toEqual([
      [`Creó la transferencia #${id} del depósito Galpón Central (7 unidades)`, 'Inventario'],
      [`Envió la transferencia #${id}`, 'Inventario'],
      [`Recibió la transferencia #${id}`, 'Inventario'],
    ]);
  });

  it('returns the stock to the source when cancelled, prepared or in transit', async () => {
    const before = await stockOf(filter);
    const prepared = await created(central, [line(filter, 3, norte)]);
    expect((await stockOf(filter))[central]).toBe(before[central] - 3);
    const cancelled = await move(prepared, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', cancelled_at: expect.any(String), receiver: null });
    expect(await stockOf(filter)).toEqual(before);

    const onTheRoad = await created(central, [line(filter, 4, valencia), line(filter, 1, norte)]);
    expect((await stockOf(filter))[central]).toBe(before[central] - 5);
    expect((await move(onTheRoad, 'send')).status).toBe(200);
    const back = await move(onTheRoad, 'cancel');
    expect([back.status, back.body.state]).toEqual([200, 'cancelled']);
    expect(await stockOf(filter)).toEqual(before);
    expect((await admin.get(`/api/transfers/${onTheRoad}/history`)).body.at(-1).description).toBe(
      `Anuló la transferencia #${onTheRoad}`,
    );
  });

  it('refuses every move of a completed or cancelled transfer, and moves out of order, changing nothing', async () => {
    const completed = await created(central, [line(spark, 1, norte)]);
    expect((await move(completed, 'receive')).body.message).toBe('La transferencia debe enviarse antes de recibirla');
    await move(completed, 'send');
    expect((await move(completed, 'send')).body.message).toBe('La transferencia ya fue enviada');
    await move(completed, 'receive');
    const cancelled = await created(central, [line(spark, 1, norte)]);
    await move(cancelled, 'cancel');
    const before = await stockOf(spark);

    const answers = async (id: number) =>
      Promise.all(
        (['send', 'receive', 'cancel'] as const).map(async (verb) => {
          const answer = await move(id, verb);
          return [answer.status, answer.body.message];
        }),
      );
    expect(await answers(completed)).toEqual([
      [409, 'No se puede enviar una transferencia completada'],
      [409, 'La transferencia ya fue recibida'],
      [409, 'No se puede cancelar una transferencia completada'],
    ]);
    expect(await answers(cancelled)).toEqual([
      [409, 'No se puede enviar una transferencia cancelada'],
      [409, 'No se puede recibir una transferencia cancelada'],
      [409, 'La transferencia ya fue cancelada'],
    ]);
    expect(await stockOf(spark)).toEqual(before);
    expect((await admin.get(`/api/transfers/${completed}`)).body.state).toBe('completed');
    expect((await admin.get(`/api/transfers/${cancelled}`)).body.state).toBe('cancelled');
  });

  it('refuses whole a transfer above the source stock, naming the product', async () => {
    const before = [await stockOf(filter), await stockOf(spark)];
    const total = totalOf(await list({}));
    const refused = await create(central, { products: [line(filter, 1, norte), line(spark, 999, valencia)] });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'No hay stock disponible de este producto: Bujía platino' });
    // Norte holds 5 filters: 6 is one too many.
    const fromNorte = await create(norte, { products: [line(filter, 6, valencia)] });
    expect([fromNorte.status, fromNorte.body.message]).toEqual([
      409,
      'No hay stock disponible de este producto: Filtro de aceite',
    ]);
    expect([await stockOf(filter), await stockOf(spark)]).toEqual(before);
    expect(totalOf(await list({}))).toBe(total);
  });

  it('lists the transfers from or to a deposit, by state and search, sorted and paged', async () => {
    const toNorte = await created(central, [line(spark, 1, norte)]);
    const fromNorte = await created(norte, [line(filter, 1, valencia)]);
    const all = await list({});
    expect(all.status).toBe(200);
    const ids = all.body.map((row: Row) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(all.headers.get('content-range')).toBe(`transfers 0-${ids.length - 1}/${ids.length}`);

    const idsOf = async (deposit: unknown) =>
      ((await list({ deposit_id: deposit })).body as Row[]).map((row) => row.id);
    // A deposit's list has what left it and what was sent to it.
    const ofCentral = await idsOf(central);
    expect(ofCentral).toEqual(ids.filter((id: number) => id !== fromNorte));
    const ofNorte = await idsOf(String(norte));
    expect(ofNorte).toEqual(expect.arrayContaining([toNorte, fromNorte]));
    const ofValencia = await idsOf(valencia);
    expect(ofValencia).toContain(fromNorte);
    expect(ofValencia).not.toContain(toNorte);

    // From its source only, or to a deposit one of its lines goes to; each row names its destinations.
    const fromIds = async (filter: Record<string, unknown>) =>
      ((await list(filter)).body as Row[]).map((row) => row.id);
    expect(await fromIds({ from: norte })).toEqual([fromNorte]);
    expect(await fromIds({ to: String(valencia) })).toContain(fromNorte);
    expect(await fromIds({ to: String(valencia) })).not.toContain(toNorte);
    expect(await fromIds({ to: norte })).toContain(toNorte);
    expect(await fromIds({ to: norte })).not.toContain(fromNorte);
    expect(await fromIds({ from: norte, to: central })).toEqual([]);
    expect(await fromIds({ from: norte, to: valencia })).toEqual([fromNorte]);
    expect(await fromIds({ from: 'norte' })).toEqual([]);
    expect(await fromIds({ to: [norte] })).toEqual([]);
    const row = ((await list({ from: norte })).body as Row[])[0];
    expect(row.destinations).toEqual([{ id: valencia, name: 'Valencia' }]);

    const prepared = (await list({ state: 'prepared' })).body as Row[];
    expect(prepared.map((row) => row.id)).toContain(fromNorte);
    expect(prepared.every((row) => row.state === 'prepared')).toBe(true);
    expect((await list({ state: 'completed' })).body.length).toBeGreaterThan(0);
    expect((await list({ state: 'lost' })).body).toEqual([]);
    expect((await list({ deposit_id: 'norte' })).body).toEqual([]);
    expect((await list({ q: 'BUJ-200' })).body.map((row: Row) => row.id)).not.toContain(fromNorte);
    expect((await list({ q: 'Filtro', deposit_id: norte, state: 'prepared' })).body.map((row: Row) => row.id)).toEqual([
      fromNorte,
    ]);
    expect((await list({ q: `#${fromNorte}` })).body.map((row: Row) => row.id)).toContain(fromNorte);
    expect((await list({ q: 'Reposición semanal' })).body.length).toBe(1);

    const newest = await admin.get(`/api/transfers${listQuery({}, ['created_at', 'DESC'], [0, 0])}`);
    expect(newest.body.map((row: Row) => row.id)).toEqual([fromNorte]);
    const page = await admin.get(`/api/transfers${listQuery({}, ['id', 'ASC'], [1, 2])}`);
    expect(page.body.map((row: Row) => row.id)).toEqual(ids.slice(1, 3));
    expect(page.headers.get('content-range')).toBe(`transfers 1-2/${ids.length}`);
  });

  it('answers the form errors in Spanish on their fields', async () => {
    expectFormErrors(await create(central, { products: [] }), { products: [INCOMPLETE] });
    expectFormErrors(await create(central, {}), { products: [INCOMPLETE] });
    expectFormErrors(await create(central, { products: [line(filter, 0, norte)] }), {
      'products.0.quantity': ['La cantidad debe ser al menos 1'],
    });
    expectFormErrors(await create(central, { products: [line(filter, 1, '')] }), {
      'products.0.deposit_id': ['Debe seleccionar el depósito de destino.'],
    });
    expectFormErrors(await create(central, { products: [line(filter, 1, norte), line(spark, 1, central)] }), {
      'products.1.deposit_id': ['El depósito de destino no puede ser el de origen'],
    });
    expectFormErrors(await create(central, { products: [line(filter, 1, norte), line(filter, 2, norte)] }), {
      'products.1.product_id': ['El producto ya fue agregado para este depósito de destino'],
    });
    expectFormErrors(await create(central, { products: [line(99999, 1, norte), line(spark, 1, 88888)] }), {
      'products.0.product_id': ['El producto seleccionado no existe.'],
      'products.1.deposit_id': ['El depósito seleccionado no existe.'],
    });
    // The same product to two destinations is two lines.
    expect((await create(central, { products: [line(spark, 1, norte), line(spark, 1, valencia)] })).status).toBe(201);
  });

  it('does not find a deposit or transfer that does not exist or was deleted', async () => {
    const region = ((await admin.get('/api/utils/states')).body as { id: number }[])[0].id;
    const closed = (await admin.post('/api/deposits', { name: 'Cerrado', region_id: region })).body.id as number;
    expect((await admin.delete(`/api/deposits/${closed}`)).status).toBe(200);
    for (const source of [closed, 999999, 'abc', 0]) {
      const answer = await create(source, { products: [line(filter, 1, norte)] });
      expect([source, answer.status]).toEqual([source, 404]);
    }
    expectFormErrors(await create(central, { products: [line(filter, 1, closed)] }), {
      'products.0.deposit_id': ['El depósito seleccionado no existe.'],
    });
    expect((await admin.get('/api/transfers/999999')).body).toEqual(
      expect.objectContaining({ message: 'No se encontró la transferencia' }),
    );
    for (const path of ['/api/transfers/999999/send', '/api/transfers/abc/receive', '/api/transfers/-1/cancel'])
      expect((await admin.post(path, {})).status).toBe(404);
  });

  it('never answers a 500 to odd input', async () => {
    const bodies: unknown[] = [
      [],
      'texto',
      42,
      { products: {} },
      { products: 'FIL' },
      { products: [null] },
      { products: ['x'] },
      { products: [[filter, 1, norte]] },
      { products: [line(filter, {}, norte)] },
      { products: [line(filter, [1], norte)] },
      { products: [line(filter, '1e3', norte)] },
      { products: [line(filter, 1.5, norte)] },
      { products: [line(filter, 1_000_001, norte)] },
      { products: [line(filter, 'Infinity', norte)] },
      { products: [line('abc', 1, norte)] },
      { products: [line({ id: filter }, 1, norte)] },
      { products: [line(filter, 1, [norte])] },
      { products: [line(filter, 1, '99999999999999999999')] },
      { products: [line(filter, 1, norte)], comentary: { text: 'x' } },
      { products: [line(filter, 1, norte)], comentary: 'x'.repeat(2001) },
      { products: Array.from({ length: 501 }, () => line(filter, 1, norte)) },
    ];
    const before = await stockOf(filter);
    for (const body of bodies) {
      const answer = await create(central, body);
      expect([JSON.stringify(body).slice(0, 60), answer.status, answer.body.message]).toEqual([
        JSON.stringify(body).slice(0, 60),
        400,
        'Error en el formulario',
      ]);
    }
    expect(await stockOf(filter)).toEqual(before);
    const lists = [
      '?filter=%7Bbad&sort=x&range=y',
      `?filter=${encodeURIComponent(JSON.stringify({ deposit_id: { $ne: 1 }, state: [1], q: ['%'] }))}`,
      `?filter=${encodeURIComponent(JSON.stringify({ deposit_id: '1; drop table rm.transfers' }))}`,
      `?sort=${encodeURIComponent('["quantity","DESC"]')}&range=${encodeURIComponent('[-5,"x"]')}`,
    ];
    for (const query of lists) expect((await admin.get(`/api/transfers${query}`)).status).not.toBe(500);
    expect((await list({})).status).toBe(200);
  });

  it('lets admin and storer read, create, send, receive and cancel; sales, financial and endline none of it', async () => {
    const target = await created(central, [line(filter, 1, norte)]);
    const before = await stockOf(filter);
    const forbidden = '403 403 403 403 403 403 403';
    await expectRoleAnswers(suite.as, { sales: forbidden, financial: forbidden, endline: forbidden }, [
      (client) => client.get('/api/transfers'),
      (client) => client.get(`/api/transfers/${target}`),
      (client) => client.get(`/api/transfers/${target}/history`),
      (client) => create(central, { products: [line(filter, 1, norte)] }, client),
      (client) => move(target, 'send', client),
      (client) => move(target, 'receive', client),
      (client) => move(target, 'cancel', client),
    ]);
    expect((await admin.get(`/api/transfers/${target}`)).body.state).toBe('prepared');
    expect(await stockOf(filter)).toEqual(before);

    let mine = 0;
    let other = 0;
    await expectRoleAnswers(
      // The seeded admin (suite.as would register another with its e-mail).
      async (role) => (role === 'admin' ? admin : suite.as(role)),
      { storer: '201 200 200 200 200 200 201 200', admin: '201 200 200 200 200 200 201 200' },
      [
        async (client) => {
          const answer = await create(central, { products: [line(filter, 1, norte)] }, client);
          mine = answer.body.id;
          return answer;
        },
        (client) => client.get('/api/transfers'),
        (client) => client.get(`/api/transfers/${mine}`),
        (client) => client.get(`/api/transfers/${mine}/history`),
        (client) => move(mine, 'send', client),
        (client) => move(mine, 'receive', client),
        async (client) => {
          const answer = await create(central, { products: [line(filter, 1, valencia)] }, client);
          other = answer.body.id;
          return answer;
        },
        (client) => move(other, 'cancel', client),
      ],
    );
  });

  it('never lets ten transfers at once take more than the source holds', async () => {
    const disputed = await catalogue.product('CON-1', 'Disputado', '1.00', 10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        create(central, { products: [line(disputed, 3, index % 2 ? norte : valencia)] }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.message).toBe('No hay stock disponible de este producto: Disputado');
    expect(await stockOf(disputed)).toEqual({ [central]: 1 });
    const kept = (await admin.get(`/api/transfers${listQuery({ q: 'CON-1' }, ['id', 'ASC'], [0, 99])}`)).body as {
      quantity: number;
    }[];
    expect(kept.map((row) => row.quantity)).toEqual([3, 3, 3]);

    // Two receptions of one transfer at once: the stock enters once.
    const id = answers.find((answer) => answer.status === 201)!.body.id as number;
    const destination = answers.find((answer) => answer.body.id === id)!.body.lines[0].deposit.id as number;
    await move(id, 'send');
    const receptions = await Promise.all([move(id, 'receive'), move(id, 'receive')]);
    expect(receptions.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await stockOf(disputed))[destination]).toBe(3);
  });

  it('records a transfer once for one Idempotency-Key', async () => {
    const before = await stockOf(spark);
    const body = { products: [line(spark, 2, norte)] };
    const headers = { 'Idempotency-Key': 'transferencia-unica-1' };
    const first = await admin.post(`/api/deposits/${central}/transfers`, body, { headers });
    const again = await admin.post(`/api/deposits/${central}/transfers`, body, { headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect((await stockOf(spark))[central]).toBe(before[central] - 2);
  });

  it('leaves read models that a rebuild from the events gives again', async () => {
    const { knex, store } = suite.server.running;
    expect(await verifyProjections(knex, store)).toEqual({ ok: true, differences: [] });
  });
});
