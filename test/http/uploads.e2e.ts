import { HttpClient } from '../support/http-client';
import { startTestServer, TestServer } from '../support/server';

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
  let server: TestServer;
  let admin: HttpClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = new HttpClient(server.baseUrl);
    await admin.login(server.adminEmail, server.adminPassword);
  });
  afterAll(() => server.stop());

  it('stores an image and serves it back to a signed-in user only', async () => {
    const stored = await admin.post('/api/uploads', form(PNG, 'foto.png', 'image/png'));
    expect(stored.status).toBe(201);
    expect(stored.body.path).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const anonymous = await new HttpClient(server.baseUrl).get(stored.body.path);
    expect(anonymous.status).toBe(401);
    const again = await admin.request('GET', stored.body.path);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/png');
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

  it('answers 413 for a file above 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const refused = await admin.post('/api/uploads', form(big, 'grande.png', 'image/png'));
    expect(refused.status).toBe(413);
  });
});
