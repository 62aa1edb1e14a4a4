import { connect, Socket } from 'node:net';
import { httpSuite } from '../support/http-suite';

/**
 * A client's pooled keep-alive connection (a proxy's, a browser's, a test's) stays usable after
 * a pause longer than Node's default 5 s: the server does not close it under a request that is
 * being sent on it (which the client sees as a reset and the user as a lost request).
 */
const suite = httpSuite();

/** Everything the socket receives until `done(received)` says the answer is whole. */
function answerOn(socket: Socket, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const [head, body = ''] = received.split('\r\n\r\n');
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      if (received.includes('\r\n\r\n') && body.length >= length) {
        socket.off('data', onData).off('close', onClose);
        resolve(received);
      }
    };
    const onClose = () => reject(new Error(`la conexión se cerró; se recibió: ${received || '(nada)'}`));
    socket.on('data', onData).once('close', onClose);
    socket.write(request);
  });
}

describe('idle keep-alive connections', () => {
  it('answers a second request on the same connection after 6 idle seconds', async () => {
    const { port } = new URL(suite.server.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const request = `GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: keep-alive\r\n\r\n`;
    try {
      const first = await answerOn(socket, request);
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toMatch(/keep-alive: timeout=65/i);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await answerOn(socket, request);
      expect(second).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 30_000);
});
