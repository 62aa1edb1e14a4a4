/**
 * One JSON line per request: its request id (the caller's X-Request-Id when it is a sensible one,
 * else a new UUID, answered in the X-Request-Id header), method, URL, status, time and the
 * signed-in user's id. No header, cookie or body is logged (the session cookie, the XSRF token,
 * Authorization and passwords never are). The probes (/api/health*, /api/metrics) are not logged:
 * a load balancer and Prometheus call them every few seconds.
 *
 * Written on pino directly rather than through pino-http (issue 35): pino-http made three or four
 * child loggers per request, each serialising its bindings, whether or not its line was written,
 * and was about a sixth of the server's CPU for an authenticated GET (docs/architecture.md). Here
 * a request gets one child (`req.log`, bound to its request id, which nestjs-pino hands to the
 * lines Nest's loggers write while serving it) and its line is built only when its level is on.
 */
import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import type { Logger } from 'pino';
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

type LoggedRequest = IncomingMessage & { id?: string; log?: Logger };

/** The request's line: 'error' for a 5xx, else 'info'. */
function writeLine(
  logger: Logger,
  request: LoggedRequest,
  response: ServerResponse,
  asked: { at: number; url: string | undefined },
) {
  const level = response.statusCode >= 500 ? 'error' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const user = (request as AuthenticatedRequest).user;
  const line = {
    request_id: request.id,
    req: {
      id: request.id,
      method: request.method,
      url: asked.url,
      remote_address: request.socket?.remoteAddress,
    },
    ...(user ? { user_id: user.id } : {}),
    res: { status_code: response.statusCode },
    response_time_ms: Date.now() - asked.at,
  };
  logger[level](line, `${request.method} ${urlOf(request)} ${response.statusCode}`);
}

export function httpLogger(logger: Logger) {
  return (request: LoggedRequest, response: ServerResponse, next: () => void): void => {
    // As it arrived: routing may rewrite req.url before the answer leaves.
    const asked = { at: Date.now(), url: request.url };
    const id = requestIdOf(request);
    request.id = id;
    response.setHeader(REQUEST_ID_HEADER, id);
    // Lines logged while serving a request carry its id only, not the whole request again.
    request.log = logger.child({ request_id: id });
    // 'close' comes once per answer, sent or cut short. Read then: the access guard has found the
    // session's user by then.
    if (!PROBES.test(urlOf(request))) response.once('close', () => writeLine(logger, request, response, asked));
    next();
  };
}
