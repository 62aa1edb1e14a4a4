/**
 * Given/when/then for compressAnswers on a bare Express app: an API answer handed whole to
 * res.send is compressed only past 1 kB; one written as a stream, and the admin's files, go through
 * `compression` as they always did.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import zlib from 'zlib';
import express from 'express';
import { compressAnswers } from './compress-answers';

const large = { rows: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Región número ${index}` })) };

function appAnswering() {
  const app = express();
  app.use(compressAnswers());
  app.get('/api/small', (_request, response) => void response.json({ id: 1, name: 'Caracas' }));
  app.get('/api/large', (_request, response) => void response.json(large));
  app.get('/api/stream', (_request, response) => {
    response.type('application/json');
    response.write('{"rows":[');
    response.write(large.rows.map((row) => JSON.stringify(row)).join(','));
    response.end(']}');
  });
  app.get(
    '/assets/app.js',
    (_request, response) => void response.type('js').send(`const a = ${JSON.stringify(large)};`),
  );
  return app;
}

function get(server: http.Server, path: string): Promise<{ encoding?: string; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ port, path, headers: { 'Accept-Encoding': 'gzip' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ encoding: answer.headers['content-encoding'] as string | undefined, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const text = (answer: { encoding?: string; body: Buffer }) =>
  (answer.encoding === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body).toString('utf8');

describe('compressAnswers', () => {
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer(appAnswering());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('given a small API answer, when it is sent, then it leaves as it is', async () => {
    const answer = await get(server, '/api/small');
    expect(answer.encoding).toBeUndefined();
    expect(JSON.parse(text(answer))).toEqual({ id: 1, name: 'Caracas' });
  });

  it('given a large API answer, when it is sent, then it is compressed and the same JSON', async () => {
    const answer = await get(server, '/api/large');
    expect(answer.encoding).toBe('gzip');
    expect(answer.body.length).toBeLessThan(JSON.stringify(large).length / 2);
    expect(JSON.parse(text(answer))).toEqual(large);
  });

  it('given an API answer written as a stream, when it is written, then it is compressed as before', async () => {
    const answer = await get(server, '/api/stream');
    expect(answer.encoding).toBe('gzip');
    expect(JSON.parse(text(answer))).toEqual(large);
  });

  it('given one of the admin’s files, when it is sent, then it is compressed as before', async () => {
    const answer = await get(server, '/assets/app.js');
    expect(answer.encoding).toBe('gzip');
    expect(text(answer)).toBe(`const a = ${JSON.stringify(large)};`);
  });
});
