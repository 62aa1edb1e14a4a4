import fs from 'fs';
import http from 'http';
import path from 'path';
import zlib from 'zlib';
import { ADMIN_DIST } from '../support/browser';
import { httpSuite } from '../support/http-suite';

/**
 * What the server sends the browser, as it travels (issue 11, load time): the admin's hashed
 * scripts compressed as the browser asks (brotli or gzip) and cached a year as immutable,
 * index.html and the screen paths never cached without asking, large API answers compressed;
 * the security headers on each of them.
 */
const suite = httpSuite();

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (still compressed). */
  body: Buffer;
}

/** A GET whose answer is read as sent: Node's http does not decompress (fetch would). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      })
      .on('error', reject);
  });
}

const decode = (answer: RawAnswer): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
};

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The largest script index.html loads (its module script and the modulepreloads it names). */
const largestScript = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)]
    .map((match) => match[1])
    .sort((a, b) => fs.statSync(path.join(ADMIN_DIST, b)).size - fs.statSync(path.join(ADMIN_DIST, a)).size)[0];

describe('compression and caching of what the server sends', () => {
  it('sends the hashed scripts compressed as asked, cached a year as immutable, with the security headers', async () => {
    const page = await rawGet(`${suite.server.baseUrl}/`);
    const script = largestScript(page.body.toString('utf8'));
    expect(script).toMatch(/^\/assets\/[\w-]+\.js$/);
    const onDisk = fs.readFileSync(path.join(ADMIN_DIST, script!));

    for (const [asked, sent] of [
      ['br, gzip, deflate', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await rawGet(`${suite.server.baseUrl}${script}`, { 'Accept-Encoding': asked });
      expect({
        asked,
        status: answer.status,
        encoding: answer.headers['content-encoding'],
        cache: answer.headers['cache-control'],
        type: answer.headers['content-type'],
        nosniff: answer.headers['x-content-type-options'],
        csp: typeof answer.headers['content-security-policy'],
      }).toEqual({
        asked,
        status: 200,
        encoding: sent,
        cache: ONE_YEAR_IMMUTABLE,
        type: expect.stringMatching(/^(text|application)\/javascript/),
        nosniff: 'nosniff',
        csp: 'string',
      });
      expect(decode(answer).equals(onDisk)).toBe(true);
      // Compressed, the script travels at well under half its size.
      if (sent) expect(answer.body.length).toBeLessThan(onDisk.length / 2);
    }
  });

  it('sends index.html and the screen paths with no-cache, so a new build is picked up', async () => {
    for (const url of ['/', '/index.html', '/orders/create', '/login']) {
      const answer = await rawGet(`${suite.server.baseUrl}${url}`, { 'Accept-Encoding': 'gzip' });
      expect({ url, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
      expect(decode(answer).toString('utf8')).toContain('<div id="root"></div>');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers a script of another build with a 404, not with the page', async () => {
    const answer = await rawGet(`${suite.server.baseUrl}/assets/index-deotrabuild.js`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).not.toMatch(/^text\/html/);
  });

  it('compresses a large API answer, the same JSON once decompressed, and leaves a small one as it is', async () => {
    const cookie = ['XSRF-TOKEN', 'bo_session']
      .filter((name) => suite.admin.cookie(name))
      .map((name) => `${name}=${suite.admin.cookie(name)}`)
      .join('; ');
    const headers = { Cookie: cookie, Accept: 'application/json' };
    const list = '/api/regions?range=[0,49]';

    const plain = await rawGet(`${suite.server.baseUrl}${list}`, headers);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const compressed = await rawGet(`${suite.server.baseUrl}${list}`, { ...headers, 'Accept-Encoding': 'gzip' });
    expect({
      status: compressed.status,
      encoding: compressed.headers['content-encoding'],
      type: compressed.headers['content-type'],
      range: compressed.headers['content-range'],
      nosniff: compressed.headers['x-content-type-options'],
    }).toEqual({
      status: 200,
      encoding: 'gzip',
      type: expect.stringMatching(/^application\/json/),
      range: plain.headers['content-range'],
      nosniff: 'nosniff',
    });
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decode(compressed).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const small = await rawGet(`${suite.server.baseUrl}/api/utils/account`, { 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
