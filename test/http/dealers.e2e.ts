/**
 * Dealers over HTTP (issue 15, RULES.md 'Dealer applications' and 'Dealers', API.md public
 * routes): a visitor applies without a session (Spanish field messages, 10 an hour per address,
 * a honeypot, one open request per identification); admin walks the request one step at a time
 * to finish, which creates the dealer in the chosen group; requests and dealers are admin's only.
 * The application page's logo: the account's name and logo are public, no other upload is.
 */
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { expectRoleAnswers } from '../support/role-answers';

// The tests tell visitors apart by the address a trusted proxy (the loopback) forwards.
const suite = httpSuite({ trustProxy: 'loopback' });

/** A real 1×1 PNG (the account's logo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Place {
  id: number;
  name: string;
}

describe('dealers over HTTP', () => {
  let admin: HttpClient;
  let carabobo: number;
  let valencia: number;
  let mayoristas: number;
  let address = 0;

  /** A visitor from an address of their own (unless `from` is given), with the cookie GET /api/utils/states sets. */
  const visitor = async () => {
    const client = suite.anonymous();
    expect((await client.get('/api/utils/states')).status).toBe(200);
    return client;
  };
  const application = (identification: string, extra: Record<string, unknown> = {}) => ({
    name: 'María',
    lastname: 'González',
    idType: 'V',
    identification,
    company: 'Repuestos MG',
    state: carabobo,
    town: valencia,
    address: 'Av. Bolívar 10, Valencia',
    email: 'maria@example.com',
    phone: '04141234567',
    ...extra,
  });
  const apply = async (body: unknown, from = `198.51.100.${++address}`, client?: HttpClient) =>
    (client ?? (await visitor())).post('/api/dealers/apply', body, { headers: { 'X-Forwarded-For': from } });
  const applied = async (identification: string, extra: Record<string, unknown> = {}) => {
    const answer = await apply(application(identification, extra));
    expect([answer.status, answer.body.message]).toEqual([201, undefined]);
    return answer.body.id as number;
  };
  const change = (id: number, body: Record<string, unknown>, client = admin) =>
    client.post(`/api/requests/${id}/change-state`, body);

  beforeAll(async () => {
    admin = suite.admin;
    const states = (await (await visitor()).get('/api/utils/states')).body as Place[];
    carabobo = states.find((state) => state.name === 'Carabobo')!.id;
    const towns = (await (await visitor()).get(`/api/utils/towns/${carabobo}`)).body as Place[];
    valencia = towns.find((town) => town.name === 'Valencia')!.id;
    const group = await admin.post('/api/groups', { name: 'Mayoristas' });
    expect(group.status).toBe(201);
    mayoristas = group.body.id;
  });

  it('offers the states and the towns of each without signing in: Carabobo has 14, sorted by name', async () => {
    const client = suite.anonymous();
    const towns = await client.get(`/api/utils/towns/${carabobo}`);
    expect(towns.status).toBe(200);
    expect(towns.body).toHaveLength(14);
    expect(towns.body.map((town: Place) => town.name).slice(0, 3)).toEqual(['Bejuma', 'Carlos Arvelo', 'Diego Ibarra']);
    const states = (await client.get('/api/utils/states')).body as Place[];
    // In Spanish order, as the towns: Mérida before Miranda, Táchira before Trujillo.
    const names = states.map((state) => state.name);
    expect(names.filter((name) => /^(Mérida|Miranda|Monagas|Táchira|Trujillo)$/.test(name))).toEqual([
      'Mérida',
      'Miranda',
      'Monagas',
      'Táchira',
      'Trujillo',
    ]);
    const capital = states.find((state) => state.name === 'Distrito Capital')!;
    expect((await client.get(`/api/utils/towns/${capital.id}`)).body).toEqual([
      { id: expect.any(Number), name: 'Libertador' },
    ]);
    expect((await client.get('/api/utils/towns/999999')).status).toBe(404);
  });

  it("shows the account's name and logo without a session, and no other upload", async () => {
    const anonymous = suite.anonymous();
    const before = await anonymous.get('/api/utils/account');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ name: 'Mi Empresa', logo: null });
    const none = await anonymous.get('/api/utils/logo');
    expect([none.status, none.body.message]).toEqual([404, 'La cuenta no tiene logo.']);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const stored = await admin.post('/api/uploads', form);
    expect(stored.status).toBe(201);
    const account = (await admin.get('/api/accounts/1')).body;
    expect((await admin.put('/api/accounts/1', { ...account, logo: stored.body.path })).status).toBe(200);

    const after = await anonymous.get('/api/utils/account');
    expect(after.body).toEqual({ name: 'Mi Empresa', logo: '/api/utils/logo' });
    const logo = await fetch(`${suite.server.baseUrl}/api/utils/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);
    // The upload itself stays closed to visitors.
    expect([401, 403]).toContain((await anonymous.get(stored.body.path)).status);
  });

  it('takes an application without a session: 201 {id}, a request in init', async () => {
    const id = await applied('12345678');
    const request = await admin.get(`/api/requests/${id}`);
    expect(request.body).toMatchObject({
      id,
      state: 'init',
      state_name: 'Inicio',
      dealer: {
        name: 'María',
        lastname: 'González',
        company: 'Repuestos MG',
        email: 'maria@example.com',
        phone: '04141234567',
        state: 'Carabobo',
        town: 'Valencia',
        address: 'Av. Bolívar 10, Valencia',
      },
      logs: [],
    });
  });

  it('answers 400 with Spanish field messages, and needs the anti-forgery pair', async () => {
    expectFormErrors(await apply({}), {
      name: ['El nombre es obligatorio.'],
      lastname: ['El apellido es obligatorio.'],
      identification: ['La identificación es obligatoria.'],
      company: ['La compañía es obligatoria.'],
      address: ['La dirección es obligatoria.'],
      email: ['El correo electrónico es obligatorio.'],
      phone: ['El teléfono es obligatorio.'],
      state: ['Debe seleccionar el estado.'],
      town: ['Debe seleccionar el municipio.'],
    });
    expectFormErrors(await apply(application('1234567890123', { email: 'maria', idType: 'X' })), {
      identification: ['No puede ser mayor a de 12'],
      email: ['El correo electrónico no es un correo electrónico válido.'],
      idType: ['El tipo de identificación debe ser uno de: V, E, J, G.'],
    });
    const states = (await (await visitor()).get('/api/utils/states')).body as Place[];
    const zulia = states.find((state) => state.name === 'Zulia')!.id;
    expectFormErrors(await apply(application('22222222', { state: zulia })), {
      town: ['El municipio seleccionado no pertenece al estado.'],
    });
    const client = suite.anonymous();
    expect((await client.post('/api/dealers/apply', application('33333333'), { xsrf: false })).status).toBe(403);
  });

  it('refuses an identification with an open request, and takes it again once finished', async () => {
    const first = await applied('44444444');
    const again = await apply(application('44444444', { name: 'Otra' }));
    expect([again.status, again.body.message]).toEqual([409, 'Ya existe una solicitud con esta identificación']);
    for (let step = 0; step < 4; step++) expect((await change(first, { note: `Paso ${step}` })).status).toBe(200);
    expect((await change(first, { note: 'Fin', group: mayoristas })).status).toBe(200);
    await applied('44444444');
  });

  it('drops silently an application whose honeypot is filled', async () => {
    const before = totalOf(await admin.get(`/api/requests${listQuery({})}`));
    const answer = await apply(application('55555555', { website: 'http://spam.example' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number) });
    expect(totalOf(await admin.get(`/api/requests${listQuery({})}`))).toBe(before);
    expect((await admin.get(`/api/requests/${answer.body.id}`)).status).toBe(404);
  });

  it('lets one address apply 10 times an hour, then answers 429 in Spanish with Retry-After', async () => {
    const from = '203.0.113.50';
    const client = await visitor();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await apply(application(`7000000${attempt}`), from, client);
      expect(answer.status).toBe(201);
    }
    const eleventh = await apply(application('70000011'), from, client);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('Demasiadas solicitudes desde esta dirección. Intente de nuevo más tarde.');
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter > 3500 && retryAfter <= 3600).toBe(true);
    // Another address is not held back.
    expect((await apply(application('70000012'))).status).toBe(201);
  });

  it('walks a request one step at a time to finish, which creates the dealer in its group', async () => {
    const id = await applied('88888888', { name: 'Pedro', lastname: 'Pérez', company: 'Autopartes PP' });
    const states: string[] = [];
    for (const note of ['Llamado por teléfono', 'Recaudos pedidos', 'Recaudos recibidos', 'Todo en orden']) {
      const answer = await change(id, { note });
      expect(answer.status).toBe(200);
      states.push(answer.body.state_name);
    }
    expect(states).toEqual([
      'Distribuidor contactado',
      'En espera de solicitud de recaudos',
      'En revision',
      'Aprobado',
    ]);

    expectFormErrors(await change(id, { note: 'Bienvenido' }), { group: ['Debe seleccionar un grupo'] });
    expectFormErrors(await change(id, { note: '  ', group: mayoristas }), { note: ['Debe escribir una nota'] });
    expectFormErrors(await change(id, { note: 'Bienvenido', group: 999999 }), {
      group: ['El grupo seleccionado no existe.'],
    });
    const finished = await change(id, { note: 'Bienvenido', group: mayoristas });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ state: 'finish', state_name: 'Finalizado', group_id: mayoristas });
    expect(
      finished.body.logs.map((log: { message: string; to_name: string }) => `${log.to_name}: ${log.message}`),
    ).toEqual([
      'Distribuidor contactado: Llamado por teléfono',
      'En espera de solicitud de recaudos: Recaudos pedidos',
      'En revision: Recaudos recibidos',
      'Aprobado: Todo en orden',
      'Finalizado: Bienvenido',
    ]);
    expect(finished.body.logs[0]).toMatchObject({
      user: { name: 'Administrador General' },
      created_at: expect.any(String),
    });
    const past = await change(id, { note: 'Otra vez', group: mayoristas });
    expect([past.status, past.body.message]).toEqual([409, 'La solicitud ya fue finalizada']);

    const dealers = await admin.get(`/api/dealers${listQuery({ q: 'Autopartes PP' })}`);
    expect(dealers.body).toEqual([
      expect.objectContaining({
        id: finished.body.dealer_id,
        name: 'Pedro',
        lastname: 'Pérez',
        identification: '88888888',
        company: 'Autopartes PP',
        state: 'Carabobo',
        town: 'Valencia',
        phone: '04141234567',
        group_id: mayoristas,
        group_info: { name: 'Mayoristas' },
      }),
    ]);

    const logs = await admin.get(`/api/logs${listQuery({ q: 'Pedro Pérez' }, ['id', 'ASC'])}`);
    expect(logs.body.map((log: { description: string; category: string }) => log.description)).toEqual([
      'Recibió la solicitud de distribuidor de Pedro Pérez (Autopartes PP)',
      'Cambió la solicitud de Pedro Pérez a Distribuidor contactado',
      'Cambió la solicitud de Pedro Pérez a En espera de solicitud de recaudos',
      'Cambió la solicitud de Pedro Pérez a En revision',
      'Cambió la solicitud de Pedro Pérez a Aprobado',
      'Cambió la solicitud de Pedro Pérez a Finalizado en el grupo Mayoristas',
    ]);
    expect(new Set(logs.body.map((log: { category: string }) => log.category))).toEqual(new Set(['Distribuidores']));
    // The request's history: its six steps, described as the log describes them.
    const history = await admin.get(`/api/requests/${id}/history`);
    expect([history.status, history.body.length]).toEqual([200, 6]);
    expect(history.body.map((entry: { description: string }) => entry.description)).toEqual(
      logs.body.map((log: { description: string }) => log.description),
    );
  });

  it('lists requests newest first with their state label, searched by the applicant', async () => {
    const id = await applied('99999999', { name: 'Lucía', lastname: 'Rivas', company: 'Frenos LR' });
    const page = await admin.get(`/api/requests${listQuery({ q: 'Lucía Rivas' })}`);
    expect(page.headers.get('content-range')).toBe('requests 0-0/1');
    expect(page.body).toEqual([
      expect.objectContaining({
        id,
        state: 'init',
        state_name: 'Inicio',
        dealer: expect.objectContaining({ company: 'Frenos LR' }),
      }),
    ]);
    const newest = await admin.get(`/api/requests${listQuery({}, ['created_at', 'DESC'], [0, 0])}`);
    expect(newest.body[0].id).toBe(id);
    expect((await admin.get(`/api/requests${listQuery({ trashed: 'only' })}`)).body).toEqual([]);
  });

  it("keeps a dealer's group editable (only it), and deletes and restores it; never created from its list", async () => {
    const id = await applied('10101010', { name: 'Ana', lastname: 'Mora', company: 'Mora C.A.' });
    for (let step = 0; step < 4; step++) await change(id, { note: 'Paso' });
    const dealerId = (await change(id, { note: 'Fin', group: mayoristas })).body.dealer_id;
    const minoristas = (await admin.post('/api/groups', { name: 'Minoristas' })).body.id;
    const dealer = (await admin.get(`/api/dealers/${dealerId}`)).body;
    const moved = await admin.put(`/api/dealers/${dealerId}`, { ...dealer, group_id: minoristas });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ group_id: minoristas, group_info: { name: 'Minoristas' }, name: 'Ana' });
    // The spec's call ({name, lastname, identification, company, group}): only the group changes;
    // the applicant's data and the request it came from stay.
    const renamed = await admin.put(`/api/dealers/${dealerId}`, {
      name: 'Otra',
      lastname: 'Persona',
      identification: '999',
      company: 'Otra C.A.',
      group: mayoristas,
    });
    expect([renamed.status, renamed.body]).toEqual([
      200,
      { ...moved.body, group_id: mayoristas, group_info: { name: 'Mayoristas' }, updated_at: expect.any(String) },
    ]);
    expect(renamed.body.request_id).toBe(id);
    expectFormErrors(await admin.put(`/api/dealers/${dealerId}`, { group_id: 999999 }), {
      group_id: ['El grupo seleccionado no existe.'],
    });
    // A group with dealers is kept: they would point at it for good.
    const inUse = await admin.delete(`/api/groups/${mayoristas}`);
    expect([inUse.status, inUse.body.message]).toEqual([409, 'El grupo tiene distribuidores asociados.']);
    // Dealers come from finished requests only.
    const direct = await admin.post('/api/dealers', { ...dealer, identification: '20202020', group_id: mayoristas });
    expect([direct.status, direct.body.message]).toEqual([
      409,
      'Los distribuidores se crean al finalizar su solicitud',
    ]);
    // Whatever the body: the route's rule, not a form error on a body it never reads.
    const bare = await admin.post('/api/dealers', {});
    expect([bare.status, bare.body.message]).toEqual([409, 'Los distribuidores se crean al finalizar su solicitud']);
    expect((await admin.get(`/api/dealers${listQuery({ q: '20202020' })}`)).body).toEqual([]);
    expect((await admin.delete(`/api/dealers/${dealerId}`)).status).toBe(200);
    expect((await admin.get(`/api/dealers${listQuery({ q: 'Mora C.A.' })}`)).body).toEqual([]);
    expect((await admin.get(`/api/dealers${listQuery({ q: 'Mora C.A.', trashed: 'only' })}`)).body).toHaveLength(1);
    expect((await admin.put(`/api/dealers/${dealerId}/restore`)).status).toBe(200);
    expect((await admin.get(`/api/dealers${listQuery({ q: 'Mora C.A.' })}`)).body).toHaveLength(1);
  });

  it('closes requests and dealers to every role but admin, and to anonymous visitors', async () => {
    const id = await applied('12121212');
    const requests = [
      (client: HttpClient) => client.get('/api/requests'),
      (client: HttpClient) => client.get(`/api/requests/${id}`),
      (client: HttpClient) => client.post(`/api/requests/${id}/change-state`, { note: 'x' }),
      (client: HttpClient) => client.get('/api/dealers'),
      (client: HttpClient) => client.post('/api/dealers', {}),
    ];
    await expectRoleAnswers(
      suite.as,
      {
        sales: '403 403 403 403 403',
        storer: '403 403 403 403 403',
        financial: '403 403 403 403 403',
        endline: '403 403 403 403 403',
      },
      requests,
    );
    const anonymous = await visitor();
    const seen = [];
    for (const request of requests) seen.push((await request(anonymous)).status);
    expect(seen).toEqual([401, 401, 401, 401, 401]);
    expect((await admin.get(`/api/requests/${id}`)).body.state).toBe('init');
  });
});
