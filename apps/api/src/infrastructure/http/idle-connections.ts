/**
 * How long the server keeps an idle keep-alive connection open. Node's default (5 s) is shorter
 * than what the clients in front of it keep theirs: a reverse proxy or load balancer (60 s is the
 * usual idle timeout) or a browser's pooled socket reuses a connection the server is closing at
 * that very moment, and the request is lost to a reset (a 502 behind a proxy, ECONNRESET in a
 * client). The server must be the side that outlasts: 65 s. The headers' timeout goes just above
 * it (a request's headers may start arriving at the end of the idle time) and stays below Node's
 * request timeout (300 s), which it must not exceed. Set before the server listens, so the first
 * connection gets it too.
 */
import type { Server } from 'node:http';

export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
