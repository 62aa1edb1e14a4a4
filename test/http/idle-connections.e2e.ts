/**
 * A client's pooled keep-alive connection (a proxy's, a browser's, a test's) stays usable after
 * a pause longer than Node's default 5 s: the server does not close it under a request that is
 * being sent on it (which the client sees as a reset and the user as a lost request).
 */
import { Agent, get, type IncomingMessage } from 'node:http';
import { httpSuite } from '../support/http-suite';

const suite = httpSuite();

interface Answer {
  status: number;
  keepAlive: string | undefined;
  /** Whether the request went out on the pool's earlier connection rather than a new one. */
  reusedConnection: boolean;
}

function health(agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = get(`${suite.server.baseUrl}/api/health`, { agent }, (response: IncomingMessage) => {
      response.resume().once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          keepAlive: response.headers['keep-alive'],
          reusedConnection: request.reusedSocket,
        }),
      );
    });
    request.once('error', reject);
  });
}

describe('idle keep-alive connections', () => {
  it('answers a second request on the same connection after 6 idle seconds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await health(agent);
      expect(first).toMatchObject({ status: 200, keepAlive: 'timeout=65' });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await health(agent)).toEqual({ status: 200, keepAlive: 'timeout=65', reusedConnection: true });
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
