import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';

/** Like the default UPLOADS_DIR (`.data/uploads`), inside a dot-folder: it stays empty (the images are in PostgreSQL). */
const UPLOADS_DIR = path.join(os.tmpdir(), `.bo-data-${randomBytes(6).toString('hex')}`, 'uploads');
const suite = httpSuite({ uploadsDir: UPLOADS_DIR });

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const form = (bytes: Buffer, name: string, type: string) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
};

describe('image uploads', () => {
  let admin: HttpClient;

  beforeAll(() => {
    admin = suite.admin;
  });

  it('stores an image and serves it back to a signed-in user only', async () => {
    const stored = await admin.post('/api/uploads', form(PNG, 'foto.png', 'image/png'));
    expect(stored.status).toBe(201);
    expect(stored.body.path).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const anonymous = await suite.anonymous().get(stored.body.path);
    expect(anonymous.status).toBe(401);
    const again = await admin.request('GET', stored.body.path);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/png');
  });

  it('keeps images in PostgreSQL, never in UPLOADS_DIR, and serves them with their type', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest')]);
    for (const [bytes, name, type] of [
      [PNG, 'foto.png', 'image/png'],
      [jpeg, 'foto.jpg', 'image/jpeg'],
    ] as const) {
      const stored = await admin.post('/api/uploads', form(bytes, name, type));
      expect(stored.status).toBe(201);
      // In PostgreSQL's file store, shared by every process; nothing in the folder.
      const key = `uploads/${path.basename(stored.body.path)}`;
      const kept = await suite.server.running.pool.query('select size from stored_files where key = $1', [key]);
      expect(kept.rows.map((row) => Number(row.size))).toEqual([bytes.length]);
      expect(fs.existsSync(path.join(UPLOADS_DIR, path.basename(stored.body.path)))).toBe(false);
      const served = await fetch(`${suite.server.baseUrl}${stored.body.path}`, {
        headers: { Cookie: `bo_session=${admin.cookie('bo_session')}` },
      });
      expect(`${name} ${served.status} ${served.headers.get('content-type')}`).toBe(`${name} 200 ${type}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      expect((await suite.anonymous().get(stored.body.path)).status).toBe(401);
    }
  });

  it('refuses what is not an image, whatever its name says, with a Spanish message', async () => {
    const fake = await admin.post(
      '/api/uploads',
      form(Buffer.from('<script>alert(1)</script>'), 'foto.png', 'image/png'),
    );
    expect(fake.status).toBe(400);
    expect(fake.body.errors.file).toEqual(['El archivo debe ser una imagen (PNG, JPG, GIF o WEBP).']);
    const none = await admin.post('/api/uploads', new FormData());
    expect(none.status).toBe(400);
    expect(none.body.errors.file).toEqual(['Debe seleccionar un archivo.']);
    expect((await admin.get('/api/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('answers 413 for a file above 5 MB, in Spanish', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const refused = await admin.post('/api/uploads', form(big, 'grande.png', 'image/png'));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      message: 'El archivo supera el tamaño máximo de 5 MB.',
      errors: { file: ['El archivo supera el tamaño máximo de 5 MB.'] },
    });
  });

  it('answers a wrong field name, two files or a broken multipart body with a Spanish 400, never a 500', async () => {
    const wrongField = new FormData();
    wrongField.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
    const wrong = await admin.post('/api/uploads', wrongField);
    expectFormErrors(wrong, { file: ['El archivo debe enviarse en el campo "file".'] });

    const two = form(PNG, 'a.png', 'image/png');
    two.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
    const twice = await admin.post('/api/uploads', two);
    expectFormErrors(twice, { file: ['Envíe un solo archivo.'] });

    const text = new FormData();
    text.append('file', 'no soy un archivo');
    expect((await admin.post('/api/uploads', text)).body.errors).toEqual({ file: ['Debe seleccionar un archivo.'] });
    expect((await admin.post('/api/uploads', { file: 'x' })).body.errors).toEqual({
      file: ['Debe seleccionar un archivo.'],
    });

    // Sent by hand (the client would name the body JSON): no boundary, a body cut in the middle of the file.
    const raw = (contentType: string, body: string) =>
      fetch(`${suite.server.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: {
          'Content-Type': contentType,
          Cookie: `bo_session=${admin.cookie('bo_session')}; XSRF-TOKEN=${admin.cookie('XSRF-TOKEN')}`,
          'X-XSRF-TOKEN': decodeURIComponent(admin.cookie('XSRF-TOKEN') ?? ''),
        },
        body,
      }).then(async (answer) => ({ status: answer.status, body: await answer.json() }));
    for (const [contentType, body] of [
      ['multipart/form-data', 'xx'],
      [
        'multipart/form-data; boundary=limite',
        '--limite\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      ],
    ]) {
      const broken = await raw(contentType, body);
      expect(`${contentType} ${broken.status}`).toBe(`${contentType} 400`);
      expect(broken.body.errors).toEqual({ file: ['No se pudo leer el archivo enviado.'] });
    }
  });

  it('lets every role upload and read images, and nobody signed out', async () => {
    for (const role of ['sales', 'storer', 'financial', 'endline'] as const) {
      const client = await suite.as(role);
      const stored = await client.post('/api/uploads', form(PNG, 'foto.png', 'image/png'));
      expect(`${role} ${stored.status}`).toBe(`${role} 201`);
      expect((await client.request('GET', stored.body.path)).status).toBe(200);
    }
    expect((await suite.anonymous().post('/api/uploads', form(PNG, 'foto.png', 'image/png'))).status).toBe(401);
  });
});
