import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { AS_OF_KEY, asOfNotAvailable, parseAsOf } from './as-of';

/**
 * `?as_of=` is never silently ignored: on a route that folds its record at an instant
 * (`@AcceptsAsOf()`) a bad instant is a 400 on `as_of`; on any other route (lists, orders,
 * sub-resources...) the parameter itself is a 400, so no one reads today's values believing they
 * are the past's. Runs after the access guard: who may not read the route still gets 401/403.
 */
@Injectable()
export class AsOfInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || !Object.prototype.hasOwnProperty.call(query, 'as_of')) return next.handle();
    const accepts = this.reflector.getAllAndOverride<boolean>(AS_OF_KEY, [context.getHandler(), context.getClass()]);
    if (!accepts) throw asOfNotAvailable();
    parseAsOf(query.as_of);
    return next.handle();
  }
}
