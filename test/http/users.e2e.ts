import type { Role } from '@bo/domain';
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { expectRoleAnswers } from '../support/role-answers';

const suite = httpSuite();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('users over HTTP', () => {
  let admin: HttpClient;
  let adminId: number;
  let storeId: number;
  let otherStoreId: number;

  /** Signs in as a user of this file's own e-mail and password. */
  const signIn = async (email: string, password: string) => {
    const client = suite.anonymous();
    const answer = await client.login(email, password);
    return { client, status: answer.status, body: answer.body };
  };
  const newUser = (fields: Record<string, unknown> = {}) => ({
    first_name: 'Luis',
    last_name: 'Gómez',
    email: 'luis@prueba.test',
    password: 'Clave-luis-1',
    role: 'sales',
    organization_id: storeId,
    ...fields,
  });

  beforeAll(async () => {
    admin = suite.admin;
    adminId = Number((await admin.get('/api/me')).body.id);
    storeId = (await admin.post('/api/organizations', { name: 'Tienda Centro' })).body.id;
    otherStoreId = (await admin.post('/api/organizations', { name: 'Tienda Este' })).body.id;
    for (const [first_name, last_name, email, role] of [
      ['Ana', 'Pérez', 'ana@prueba.test', 'financial'],
      ['Pedro', 'Almacén', 'pedro@prueba.test', 'storer'],
      ['María', 'Ventas', 'maria@prueba.test', 'sales'],
    ])
      expect(
        (await admin.post('/api/users', newUser({ first_name, last_name, email, role, password: 'Clave-larga-1' })))
          .status,
      ).toBe(201);
  });

  it('lists every user (not paginated) with the role, trashed and search filters, and Content-Range', async () => {
    const all = await admin.get(`/api/users${listQuery({}, ['first_name', 'ASC'], [0, 1])}`);
    expect(all.status).toBe(200);
    expect(all.body.map((u: { first_name: string }) => u.first_name)).toEqual([
      'Administrador',
      'Ana',
      'María',
      'Pedro',
    ]);
    expect(all.headers.get('content-range')).toBe('users 0-3/4');
    expect(all.body[1]).toEqual({
      id: expect.any(Number),
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@prueba.test',
      role: 'financial',
      owner: false,
      photo: null,
      organization_id: storeId,
      organization: { id: storeId, name: 'Tienda Centro' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted_at: null,
    });
    expect(JSON.stringify(all.body)).not.toContain('password');

    const storers = await admin.get(`/api/users${listQuery({ role: 'storer' })}`);
    expect(storers.body.map((u: { email: string }) => u.email)).toEqual(['pedro@prueba.test']);
    const byName = await admin.get(`/api/users${listQuery({ q: 'maría ven' })}`);
    expect(byName.body.map((u: { email: string }) => u.email)).toEqual(['maria@prueba.test']);
    const byEmail = await admin.get(`/api/users${listQuery({ q: 'ANA@' })}`);
    expect(byEmail.body.map((u: { email: string }) => u.email)).toEqual(['ana@prueba.test']);
    const trashed = await admin.get(`/api/users${listQuery({ trashed: 'only' })}`);
    expect(trashed.body).toEqual([]);
    expect(trashed.headers.get('content-range')).toBe('users 0-0/0');
  });

  it('creates a user with a photo and a store; they sign in', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
    const photo = (await admin.post('/api/uploads', form)).body.path;
    const created = await admin.post('/api/users', newUser({ email: ' Luis@Prueba.test ', photo, owner: true }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      first_name: 'Luis',
      email: 'luis@prueba.test',
      role: 'sales',
      owner: true,
      photo,
      organization: { id: storeId, name: 'Tienda Centro' },
    });
    const luis = await signIn('luis@prueba.test', 'Clave-luis-1');
    expect(luis.status).toBe(200);
    expect(luis.body).toMatchObject({ email: 'luis@prueba.test', role: 'sales' });
  });

  it('keeps the password when the edit leaves it blank, and changes it when one is typed', async () => {
    const { body: user } = await admin.post('/api/users', newUser({ email: 'clave@prueba.test' }));
    const kept = await admin.put(`/api/users/${user.id}`, {
      ...newUser({ email: 'clave@prueba.test' }),
      password: '',
      last_name: 'Otro',
    });
    expect(kept.status).toBe(200);
    expect(kept.body.last_name).toBe('Otro');
    expect((await signIn('clave@prueba.test', 'Clave-luis-1')).status).toBe(200);

    const changed = await admin.put(`/api/users/${user.id}`, {
      ...newUser({ email: 'clave@prueba.test' }),
      password: 'Nueva-clave-2',
    });
    expect(changed.status).toBe(200);
    expect((await signIn('clave@prueba.test', 'Clave-luis-1')).status).toBe(401);
    expect((await signIn('clave@prueba.test', 'Nueva-clave-2')).status).toBe(200);

    // The log names the change without the password or its hash.
    const logs = await admin.get(`/api/logs${listQuery({ q: 'clave@prueba.test' }, ['id', 'ASC'])}`);
    const lines = logs.body.map((l: { description: string }) => l.description);
    expect(lines).toContain('Modificó al usuario Luis Gómez (clave@prueba.test), Vendedor, con una nueva contraseña');
    expect(JSON.stringify(lines)).not.toMatch(/argon|Nueva-clave/);
    const history = await admin.get(`/api/users/${user.id}/history`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain('password_hash');
  });

  it('moves the e-mail: the new one signs in, the old one is free for another user, a taken one is refused', async () => {
    const { body: user } = await admin.post('/api/users', newUser({ email: 'viejo@prueba.test' }));
    const moved = await admin.put(`/api/users/${user.id}`, newUser({ email: 'nuevo@prueba.test', password: '' }));
    expect(moved.body.email).toBe('nuevo@prueba.test');
    expect((await signIn('viejo@prueba.test', 'Clave-luis-1')).status).toBe(401);
    expect((await signIn('nuevo@prueba.test', 'Clave-luis-1')).status).toBe(200);

    const taken = await admin.put(`/api/users/${user.id}`, newUser({ email: 'ana@prueba.test' }));
    expectFormErrors(taken, { email: ['El correo electrónico ya está registrado'] });
    const duplicate = await admin.post('/api/users', newUser({ email: 'NUEVO@prueba.test' }));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors.email).toEqual(['El correo electrónico ya está registrado']);

    const reused = await admin.post('/api/users', newUser({ email: 'viejo@prueba.test', first_name: 'Otra' }));
    expect(reused.status).toBe(201);
  });

  it('deletes a user: they cannot sign in and their session ends; restored, they sign in again', async () => {
    const { body: user } = await admin.post('/api/users', newUser({ email: 'borrar@prueba.test' }));
    const session = await signIn('borrar@prueba.test', 'Clave-luis-1');
    expect((await session.client.get('/api/me')).status).toBe(200);

    const deleted = await admin.delete(`/api/users/${user.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted_at).not.toBeNull();
    expect((await session.client.get('/api/me')).status).toBe(401);
    const refused = await signIn('borrar@prueba.test', 'Clave-luis-1');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Estas credenciales no coinciden con nuestros registros.');

    const only = await admin.get(`/api/users${listQuery({ trashed: 'only' })}`);
    expect(only.body.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect((await admin.get(`/api/users${listQuery({ q: 'borrar' })}`)).body).toEqual([]);
    expect((await admin.get(`/api/users${listQuery({ q: 'borrar', trashed: 'with' })}`)).body).toHaveLength(1);
    expect((await admin.put(`/api/users/${user.id}`, newUser({ email: 'borrar@prueba.test' }))).body.message).toBe(
      'El usuario fue eliminado',
    );

    const restored = await admin.put(`/api/users/${user.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.deleted_at).toBeNull();
    expect((await signIn('borrar@prueba.test', 'Clave-luis-1')).status).toBe(200);
    const again = await admin.put(`/api/users/${user.id}/restore`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('El usuario no está eliminado');
  });

  it("frees a deleted user's e-mail; their restore is refused while another user holds it", async () => {
    const { body: first } = await admin.post('/api/users', newUser({ email: 'turno@prueba.test' }));
    await admin.delete(`/api/users/${first.id}`);
    const { body: second } = await admin.post('/api/users', newUser({ email: 'turno@prueba.test' }));
    expect(second.email).toBe('turno@prueba.test');
    const refused = await admin.put(`/api/users/${first.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('El correo electrónico ya está registrado');
  });

  it('answers 400 with Spanish field messages', async () => {
    const bad = await admin.post('/api/users', {
      first_name: ' ',
      email: 'no-es-correo',
      password: 'corta',
      role: 'jefe',
    });
    expectFormErrors(bad, {
      first_name: ['El nombre es obligatorio.'],
      last_name: ['El apellido es obligatorio.'],
      email: ['El correo electrónico no es un correo electrónico válido.'],
      role: ['El rol debe ser uno de: admin, sales, storer, financial, endline, auditor.'],
      password: ['La contraseña debe tener al menos 8 caracteres.'],
      organization_id: ['Debe seleccionar la tienda.'],
    });
    const deletedStore = (await admin.post('/api/organizations', { name: 'Cerrada' })).body.id;
    await admin.delete(`/api/organizations/${deletedStore}`);
    const gone = await admin.post('/api/users', newUser({ email: 'x@prueba.test', organization_id: deletedStore }));
    expectFormErrors(gone, { organization_id: ['La tienda seleccionada no existe.'] });
    const photo = await admin.post('/api/users', newUser({ email: 'x@prueba.test', photo: 'http://otro.sitio/a.png' }));
    expect(photo.body.errors.photo).toEqual(['La foto debe ser una imagen subida (PNG, JPG, GIF o WEBP).']);
    expect((await admin.get('/api/users/999999')).status).toBe(404);
  });

  it('keeps an admin from demoting or deleting themself (409)', async () => {
    const me = (await admin.get(`/api/users/${adminId}`)).body;
    const demoted = await admin.put(`/api/users/${adminId}`, { ...me, role: 'sales', organization_id: storeId });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toBe('No puede cambiar su propio rol');
    const removed = await admin.delete(`/api/users/${adminId}`);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('No puede eliminarse a sí mismo');
    expect((await admin.get('/api/me')).body.role).toBe('admin');
  });

  it('refuses the users screen to a sales user (403) but lets them read and edit their own profile, not their role', async () => {
    const { body: vera } = await admin.post('/api/users', newUser({ email: 'vera@prueba.test', first_name: 'Vera' }));
    const { client: sales } = await signIn('vera@prueba.test', 'Clave-luis-1');
    expect((await sales.get('/api/users')).status).toBe(403);
    expect((await sales.post('/api/users', newUser({ email: 'intruso@prueba.test' }))).status).toBe(403);
    expect((await sales.get(`/api/users/${adminId}`)).status).toBe(403);
    expect((await sales.put(`/api/users/${adminId}`, { first_name: 'X' })).status).toBe(403);
    expect((await sales.delete(`/api/users/${vera.id}`)).status).toBe(403);

    const mine = await sales.get(`/api/users/${vera.id}`);
    expect(mine.status).toBe(200);
    const profile = { ...mine.body, first_name: 'Verónica', password: '' };
    const edited = await sales.put(`/api/users/${vera.id}`, profile);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      first_name: 'Verónica',
      organization: { id: storeId, name: 'Tienda Centro' },
    });
    expect((await sales.get('/api/me')).body.first_name).toBe('Verónica');

    const promoted = await sales.put(`/api/users/${vera.id}`, { ...profile, role: 'admin' });
    expect(promoted.status).toBe(403);
    expect((await admin.get(`/api/users/${vera.id}`)).body.role).toBe('sales');
  });

  it("applies a new role to the user's open session at once", async () => {
    const { body: user } = await admin.post('/api/users', newUser({ email: 'rol@prueba.test' }));
    const { client } = await signIn('rol@prueba.test', 'Clave-luis-1');
    expect((await client.get('/api/me')).body.role).toBe('sales');
    await admin.put(`/api/users/${user.id}`, newUser({ email: 'rol@prueba.test', role: 'storer', password: '' }));
    expect((await client.get('/api/me')).body.role).toBe('storer');
  });

  it('gives one 201 to ten simultaneous creations with one e-mail; the others are told it is taken', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.post('/api/users', newUser({ email: 'carrera@prueba.test', first_name: `Corredor ${i}` })),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400))
      expect(refused.body.errors).toEqual({ email: ['El correo electrónico ya está registrado'] });
    const live = await admin.get(`/api/users${listQuery({ q: 'carrera@' })}`);
    expect(live.body).toHaveLength(1);
    expect(live.body[0].id).toBe(answers.find((answer) => answer.status === 201)!.body.id);
  });

  it('never shows a password or its hash in an answer', async () => {
    const created = await admin.post('/api/users', newUser({ email: 'secreto@prueba.test', password: 'Secreta-123' }));
    const answers = [
      created,
      await admin.get(`/api/users/${created.body.id}`),
      await admin.put(
        `/api/users/${created.body.id}`,
        newUser({ email: 'secreto@prueba.test', password: 'Otra-secreta-456' }),
      ),
      await admin.get(`/api/users${listQuery({ trashed: 'with' })}`),
      await admin.get(`/api/users/${created.body.id}/history`),
      await signIn('secreto@prueba.test', 'Otra-secreta-456'),
      await admin.get(`/api/logs${listQuery({ q: 'secreto@' })}`),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/password|argon2|Secreta-123|Otra-secreta-456/);
    }
  });

  it('lets no role but admin list, create, delete or restore users (403, nothing written)', async () => {
    const { body: target } = await admin.post('/api/users', newUser({ email: 'objetivo@prueba.test' }));
    await admin.delete(`/api/users/${target.id}`);
    const everyone = async () =>
      ((await admin.get(`/api/users${listQuery({ trashed: 'with' })}`)).body as { email: string }[]).map(
        (user) => user.email,
      );
    const before = await everyone();
    const signedIn = async (role: Role) => {
      const email = `rol-${role}@prueba.test`;
      await suite.server.createUser({ email, password: 'Clave-prueba-1', role, first_name: 'Prueba', last_name: role });
      return (await signIn(email, 'Clave-prueba-1')).client;
    };
    const refused = '403 403 403 403 403 403 403';
    await expectRoleAnswers(signedIn, { sales: refused, storer: refused, financial: refused, endline: refused }, [
      (client) => client.get('/api/users'),
      (client, role) => client.post('/api/users', newUser({ email: `nuevo-${role}@prueba.test` })),
      (client) => client.get(`/api/users/${target.id}`),
      (client) => client.put(`/api/users/${target.id}`, newUser({ email: 'objetivo@prueba.test' })),
      (client) => client.delete(`/api/users/${adminId}`),
      (client) => client.put(`/api/users/${target.id}/restore`),
      (client) => client.get(`/api/users/${target.id}/history`),
    ]);
    // Only the four users of this test were added.
    expect((await everyone()).filter((email) => !before.includes(email)).sort()).toEqual([
      'rol-endline@prueba.test',
      'rol-financial@prueba.test',
      'rol-sales@prueba.test',
      'rol-storer@prueba.test',
    ]);
    expect((await admin.get(`/api/users/${target.id}`)).body.deleted_at).not.toBeNull();
  });

  it('lets a user who is not admin keep their profile but not make themself owner', async () => {
    await suite.server.createUser({
      email: 'almacen@prueba.test',
      password: 'Clave-prueba-1',
      role: 'storer',
      first_name: 'Alma',
      last_name: 'Cén',
    });
    const { client, body: me } = await signIn('almacen@prueba.test', 'Clave-prueba-1');
    const mine = (await client.get(`/api/users/${me.id}`)).body;
    const owner = await client.put(`/api/users/${me.id}`, { ...mine, owner: true, password: '' });
    expect(owner.status).toBe(403);
    expect(owner.body.message).toBe('No tiene permiso para cambiar la condición de propietario.');
    const renamed = await client.put(`/api/users/${me.id}`, {
      ...mine,
      last_name: 'Cenizo',
      password: 'Clave-nueva-2',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ last_name: 'Cenizo', role: 'storer', owner: false });
    expect((await signIn('almacen@prueba.test', 'Clave-nueva-2')).status).toBe(200);
  });

  it('lets only admin move a user to another store: a sales user cannot move themself (403, nothing kept)', async () => {
    const { client, body: me } = await signIn('maria@prueba.test', 'Clave-larga-1');
    const mine = (await client.get(`/api/users/${me.id}`)).body;
    expect(mine.organization_id).toBe(storeId);
    for (const organization_id of [otherStoreId, null]) {
      const moved = await client.put(`/api/users/${me.id}`, { ...mine, organization_id, password: '' });
      expect([moved.status, moved.body.message]).toEqual([403, 'No tiene permiso para cambiar su tienda.']);
    }
    expect((await admin.get(`/api/users/${me.id}`)).body.organization_id).toBe(storeId);
    const kept = await client.put(`/api/users/${me.id}`, { ...mine, first_name: 'Mariela', password: '' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ first_name: 'Mariela', organization_id: storeId });
    const byAdmin = await admin.put(`/api/users/${me.id}`, {
      ...kept.body,
      organization_id: otherStoreId,
      password: '',
    });
    expect([byAdmin.status, byAdmin.body.organization_id]).toEqual([200, otherStoreId]);
  });

  it('never answers 500 to odd list parameters or bodies', async () => {
    for (const filter of [
      '{"q":"a\\u0000b"}',
      '{"q":["a"],"role":["admin"],"trashed":{}}',
      '{"q":"%"}',
      '{"q":"\\ud800"}',
    ]) {
      const answer = await admin.get(`/api/users?filter=${encodeURIComponent(filter)}`);
      expect(`${filter} ${answer.status}`).toBe(`${filter} 200`);
    }
    expect((await admin.get(`/api/users${listQuery({ q: '%' })}`)).body).toEqual([]);
    expect(
      (await admin.get(`/api/users${listQuery({ q: 'ana\u0000@' })}`)).body.map((u: { email: string }) => u.email),
    ).toEqual(['ana@prueba.test']);
    expect((await admin.get('/api/users?sort=%5B%22nope%22%2C%22ASC%22%5D')).status).toBe(200);
    expect((await admin.get('/api/users?filter=%5B%5D')).status).toBe(400);

    const bad = await admin.post('/api/users', {
      first_name: ['Luis'],
      last_name: { a: 1 },
      email: ['x@prueba.test'],
      password: 123456789,
      role: ['admin'],
      owner: 'quizá',
      organization_id: 1e30,
    });
    expectFormErrors(bad, {
      first_name: ['El nombre debe ser un texto.'],
      last_name: ['El apellido debe ser un texto.'],
      email: ['El correo electrónico no es un correo electrónico válido.'],
      password: ['La contraseña debe tener al menos 8 caracteres.'],
      role: ['El rol debe ser uno de: admin, sales, storer, financial, endline, auditor.'],
      owner: ['Propietario debe ser 1 o 0.'],
      organization_id: ['La tienda no es válida.'],
    });
    const long = await admin.post('/api/users', newUser({ email: 'largo@prueba.test', password: 'x'.repeat(100_000) }));
    expectFormErrors(long, { password: ['La contraseña admite como máximo 200 caracteres.'] });
    const array = await admin.request('PUT', `/api/users/${adminId}`, '[]');
    expectFormErrors(array, { _: ['Los datos enviados deben ser un objeto JSON.'] });
    expect((await admin.put('/api/users/abc', newUser())).status).toBe(404);
    expect((await admin.put('/api/users/999999', newUser())).status).toBe(404);
  });
});
