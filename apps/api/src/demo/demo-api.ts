import type { HttpClient } from '@bo/platform';

/**
 * The HTTP calls of the demo loader: each one must answer the expected status, else the load stops
 * with the path and the server's answer.
 */
export function demoApi(http: HttpClient) {
  const expect = async (path: string, status: number, answer: Promise<{ status: number; body: unknown }>) => {
    const { status: actual, body } = await answer;
    if (actual !== status) throw new Error(`${path}: ${actual} ${JSON.stringify(body)}`);
    return body;
  };
  return {
    /** A create: 201 with the new record. */
    create: <T = { id: number; name: string }>(path: string, body: unknown) =>
      expect(path, 201, http.post(path, body)) as Promise<T>,
    /** A command on a record: 200 with the record after it. */
    command: <T>(path: string, body: unknown = {}) => expect(path, 200, http.post(path, body)) as Promise<T>,
    /** An edit: 200 with the record after it. */
    update: <T>(path: string, body: unknown) => expect(path, 200, http.put(path, body)) as Promise<T>,
    read: <T>(path: string) => expect(path, 200, http.get(path)) as Promise<T>,
    /** The first 500 rows of a list. */
    all: <T = { id: number; name: string }>(path: string) =>
      expect(path, 200, http.get(`${path}?range=${encodeURIComponent('[0,499]')}`)) as Promise<T[]>,
  };
}
export type DemoApi = ReturnType<typeof demoApi>;
