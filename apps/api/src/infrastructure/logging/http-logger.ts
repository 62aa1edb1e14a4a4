/**
 * One JSON line per request (pino-http): its request id (the caller's X-Request-Id when it is a
 * sensible one, else a new UUID, answered in the X-Request-Id header), method, URL, status, time and
 * the signed-in user's id. No header, cookie or body is logged (the session cookie, the XSRF token,
 * Authorization and passwords never are). The probes (/api/health*, /api/metrics) are not logged:
 * a load balancer and Prometheus call them every few seconds.
 */
import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AuthenticatedRequest } from '../../auth/guards/authenticated-request';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What an incoming id may be: letters, digits and . _ : - (a proxy's UUID or trace id), 1 to 128. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const PROBES = /^\/api\/(health(\/ready)?|metrics)\/?(\?.*)?$/i;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** The URL as asked (Express's originalUrl survives any rewriting of req.url). */
const urlOf = (request: IncomingMessage) =>
  (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '';

export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const id = requestIdOf(request);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Lines logged while serving a request carry its id only, not the whole request again.
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'request_id', responseTime: 'response_time_ms' },
    // Read when the answer leaves: the access guard has found the session's user by then.
    customProps: (request) => {
      const user = (request as AuthenticatedRequest).user;
      return user ? { user_id: user.id } : {};
    },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (request, response) => `${request.method} ${urlOf(request)} ${response.statusCode}`,
    customErrorMessage: (request, response) => `${request.method} ${urlOf(request)} ${response.statusCode}`,
    // pino-http makes up an Error ('failed with status code 503') for every 5xx: its stack tells
    // nothing (the error filter logs a real error's own). The line says the status.
    customErrorObject: (_request, _response, _error, line: Record<string, unknown>) => {
      const { err: _made, ...rest } = line;
      return rest;
    },
    autoLogging: { ignore: (request) => PROBES.test(urlOf(request)) },
    serializers: {
      req: (request: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
        remote_address: request.remoteAddress,
      }),
      res: (response: { statusCode: number }) => ({ status_code: response.statusCode }),
    },
  });
}
