import type { Role } from '@bo/domain';
import type { AppConfig } from '../../apps/api/src/config/app-config';
import { HttpClient } from './http-client';
import { startTestServer, TestServer } from './server';

export interface HttpSuite {
  server: TestServer;
  /** The seeded administrator, signed in. */
  admin: HttpClient;
  /** A new user of this role (created once per role), signed in. */
  as(role: Role): Promise<HttpClient>;
  /** A client with no session. */
  anonymous(): HttpClient;
}

/**
 * The real server (own database) for one HTTP test file, with the admin signed in: call at the
 * top of the file; `suite.admin` etc. are ready inside the tests. `overrides` change the server's
 * configuration.
 */
export function httpSuite(overrides: Partial<AppConfig> = {}): HttpSuite {
  const suite = {} as HttpSuite;
  const byRole = new Map<Role, Promise<HttpClient>>();

  beforeAll(async () => {
    suite.server = await startTestServer(overrides);
    suite.admin = new HttpClient(suite.server.baseUrl);
    const login = await suite.admin.login(suite.server.adminEmail, suite.server.adminPassword);
    if (login.status !== 200) throw new Error(`El administrador no pudo iniciar sesión (${login.status})`);
  });
  afterAll(() => suite.server?.stop());

  suite.as = (role) => {
    let client = byRole.get(role);
    if (!client) {
      client = (async () => {
        const email = `${role}@prueba.test`;
        const password = `Clave-${role}-1`;
        await suite.server.createUser({ email, password, role, first_name: 'Prueba', last_name: role });
        const signedIn = new HttpClient(suite.server.baseUrl);
        const login = await signedIn.login(email, password);
        if (login.status !== 200) throw new Error(`${role} no pudo iniciar sesión (${login.status})`);
        return signedIn;
      })();
      byRole.set(role, client);
    }
    return client;
  };
  suite.anonymous = () => new HttpClient(suite.server.baseUrl);
  return suite;
}

/** The total of a list answer's Content-Range ('brands 0-24/319' -> 319). */
export function totalOf(answer: { headers: Headers }): number {
  return Number(answer.headers.get('content-range')?.split('/')[1]);
}
