/** LOG_LEVEL's names (Nest's and pino's), pretty lines only in development, and the request id taken or made. */
import type { IncomingMessage } from 'http';
import { requestIdOf } from './http-logger';
import { pinoLevelOf, prettyLogs } from './root-logger';

describe('logging settings', () => {
  it('reads LOG_LEVEL in Nest’s names and pino’s, info when unset or unknown', () => {
    expect(
      ['error', 'warn', 'log', 'verbose', 'debug', 'fatal', 'trace', 'silent', undefined, 'ruido'].map(pinoLevelOf),
    ).toEqual(['error', 'warn', 'info', 'trace', 'debug', 'fatal', 'trace', 'silent', 'info', 'info']);
  });

  it('writes pretty lines only in development or when LOG_PRETTY=true', () => {
    expect(prettyLogs({ NODE_ENV: 'development' })).toBe(true);
    expect(prettyLogs({ NODE_ENV: 'development', LOG_PRETTY: 'false' })).toBe(false);
    expect(prettyLogs({ LOG_PRETTY: 'true' })).toBe(true);
    expect(prettyLogs({ NODE_ENV: 'production' })).toBe(false);
    expect(prettyLogs({})).toBe(false);
  });

  it('keeps a sensible X-Request-Id and makes one up otherwise', () => {
    const asked = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
    expect(requestIdOf(asked('4bf92f35-77b3-4da6-a3ce-929d0e0e4736'))).toBe('4bf92f35-77b3-4da6-a3ce-929d0e0e4736');
    expect(requestIdOf(asked('lb.trace:01-abc_2'))).toBe('lb.trace:01-abc_2');
    for (const odd of [undefined, '', 'con espacios', 'x'.repeat(129), 'línea\nnueva'])
      expect(requestIdOf(asked(odd))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
