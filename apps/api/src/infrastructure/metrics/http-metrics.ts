/**
 * Counts and times every HTTP answer by its route pattern ('/api/orders/:id', as Express matched
 * it, never the URL with its ids) and status. A request no route matched (the admin's files, a 404,
 * one refused before routing) is counted under the route 'unmatched', so ids never become labels.
 */
import type { NextFunction, Request, Response } from 'express';
import type { AppMetrics } from './app-metrics';

export const UNMATCHED_ROUTE = 'unmatched';

export function routeOf(request: Request): string {
  const path = (request.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${request.baseUrl ?? ''}${path}` : UNMATCHED_ROUTE;
}

export function httpMetrics(metrics: AppMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const labels = { method: request.method, route: routeOf(request), status: String(response.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
