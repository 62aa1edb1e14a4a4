/**
 * The global interceptors as one Nest layer (issue 35). Each layer Nest adds costs every request an
 * rxjs `defer`, a `mergeAll`, an async step and an `AsyncResource.bind`; for a read, two of the three
 * do nothing at all. So a read goes through the `?as_of` check alone; a write through all three, in
 * their order (the Idempotency-Key, the `?as_of` check, the closed-until day), each inner one started
 * as Nest starts an interceptor: when subscribed to, in the async context of the `handle()` call
 * (the key's IdempotentRequest is there).
 */
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { defer, Observable } from 'rxjs';
import { ClosedPeriodInterceptor } from '../../audit/closings/closed-period.interceptor';
import { inThisContext } from '../../shared/in-this-context';
import { AsOfInterceptor } from './as-of.interceptor';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { READ_METHODS } from './read-methods';

/** `interceptor` around `next`, started lazily in the context `handle()` is called in. */
const around = (interceptor: NestInterceptor, context: ExecutionContext, next: CallHandler): CallHandler => ({
  handle: () =>
    defer(inThisContext(() => interceptor.intercept(context, next) as Observable<unknown>)) as Observable<unknown>,
});

@Injectable()
export class RequestInterceptors implements NestInterceptor {
  constructor(
    private readonly idempotency: IdempotencyInterceptor,
    private readonly asOf: AsOfInterceptor,
    private readonly closedPeriod: ClosedPeriodInterceptor,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.getType() === 'http' ? context.switchToHttp().getRequest<Request>().method : undefined;
    if (method && READ_METHODS.has(method)) return this.asOf.intercept(context, next);
    const inner = around(this.asOf, context, around(this.closedPeriod, context, next));
    return this.idempotency.intercept(context, inner);
  }
}
