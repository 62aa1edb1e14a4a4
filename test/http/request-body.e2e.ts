import { Logger } from '@nestjs/common';
import zlib from 'zlib';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

/**
 * Bodies the server cannot read (a Content-Encoding that does not match the bytes or is unknown, a
 * charset nobody knows) are refused in Spanish with a 400 or 415, signed in or not, and never logged
 * as errors; a body really compressed with gzip, deflate or br is read.
 */
const suite = httpSuite();

const NOT_COMPRESSED = 'El cuerpo de la solicitud no está comprimido como indica su Content-Encoding.';
const UNSUPPORTED_COMPRESSION =
  'La compresión del cuerpo de la solicitud no es compatible: envíelo sin comprimir o con gzip, deflate o br.';
const UNSUPPORTED_CHARSET = 'La codificación de caracteres de la solicitud no es compatible: envíe el cuerpo en UTF-8.';

/** A POST with these exact bytes and headers, carrying the client's cookies and anti-forgery token. */
async function postBytes(client: HttpClient, path: string, body: Buffer, headers: Record<string, string>) {
  if (!client.cookie('XSRF-TOKEN')) await client.get('/api/utils/states');
  const cookies = ['XSRF-TOKEN', 'bo_session'].filter((name) => client.cookie(name));
  const answer = await fetch(`${suite.server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Cookie: cookies.map((name) => `${name}=${client.cookie(name)}`).join('; '),
      'X-XSRF-TOKEN': decodeURIComponent(client.cookie('XSRF-TOKEN') ?? ''),
      ...headers,
    },
    body: new Uint8Array(body),
  });
  return { status: answer.status, body: await answer.json(), setCookie: answer.headers.getSetCookie() };
}

describe('request bodies the server cannot read', () => {
  let errorLogs: jest.SpyInstance;

  beforeEach(() => {
    errorLogs = jest.spyOn(Logger.prototype, 'error');
  });
  afterEach(() => errorLogs.mockRestore());

  /** Errors logged by the HTTP error filter while the test ran. */
  const httpErrorsLogged = () =>
    (errorLogs.mock.contexts as Array<{ context?: string }>).filter((logger) => logger?.context === 'HTTP').length;

  it('refuses a plain body declared compressed, or in an unknown compression, in Spanish (signed in or not)', async () => {
    const login = Buffer.from(JSON.stringify({ email: 'nadie@prueba.test', password: 'x' }));
    const brand = Buffer.from(JSON.stringify({ name: 'Sin comprimir', code: 'SCO' }));
    for (const [client, path, body] of [
      [suite.anonymous(), '/api/login', login],
      [suite.admin, '/api/brands', brand],
    ] as const) {
      for (const [encoding, status, message] of [
        ['gzip', 400, NOT_COMPRESSED],
        ['deflate', 400, NOT_COMPRESSED],
        ['br', 400, NOT_COMPRESSED],
        ['foo', 415, UNSUPPORTED_COMPRESSION],
      ] as const) {
        const answer = await postBytes(client, path, body, { 'Content-Encoding': encoding });
        expect(`${path} ${encoding} ${answer.status}`).toBe(`${path} ${encoding} ${status}`);
        expect(answer.body).toEqual({ message });
      }
    }
    expect((await suite.admin.get(`/api/brands${listQuery({ q: 'Sin comprimir' })}`)).body).toEqual([]);
    expect(httpErrorsLogged()).toBe(0);
  });

  it('refuses a charset nobody knows with 415 in Spanish (signed in or not)', async () => {
    for (const [client, path] of [
      [suite.anonymous(), '/api/login'],
      [suite.admin, '/api/brands'],
    ] as const) {
      const answer = await postBytes(client, path, Buffer.from('{"name":"Klingon","code":"KLI"}'), {
        'Content-Type': 'application/json; charset=klingon',
      });
      expect(`${path} ${answer.status}`).toBe(`${path} 415`);
      expect(answer.body).toEqual({ message: UNSUPPORTED_CHARSET });
    }
    expect(httpErrorsLogged()).toBe(0);
  });

  it('reads a body really compressed with gzip, deflate or br', async () => {
    const signIn = Buffer.from(
      JSON.stringify({ email: suite.server.adminEmail, password: suite.server.adminPassword, remember: false }),
    );
    const gzipped = await postBytes(suite.anonymous(), '/api/login', zlib.gzipSync(signIn), {
      'Content-Encoding': 'gzip',
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.body.email).toBe(suite.server.adminEmail);
    expect(gzipped.setCookie.some((cookie) => cookie.startsWith('bo_session='))).toBe(true);

    for (const [encoding, compress, code] of [
      ['deflate', zlib.deflateSync, 'DFL'],
      ['br', zlib.brotliCompressSync, 'BRT'],
    ] as const) {
      const name = `Comprimida ${encoding}`;
      const body = compress(Buffer.from(JSON.stringify({ name, code })));
      const created = await postBytes(suite.admin, '/api/brands', body, { 'Content-Encoding': encoding });
      expect(`${encoding} ${created.status}`).toBe(`${encoding} 201`);
      expect(created.body).toMatchObject({ name, code });
    }
  });
});
