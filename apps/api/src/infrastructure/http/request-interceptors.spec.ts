/**
 * Given/when/then for RequestInterceptors: a read goes through the `?as_of` check alone; a write
 * through the Idempotency-Key, the `?as_of` check and the closed-until day, in that order, each
 * started only when subscribed to, and the handler runs in the async context its outer one opened.
 */
import { AsyncLocalStorage, AsyncResource } from 'async_hooks';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { defer, firstValueFrom, Observable, of } from 'rxjs';
import type { ClosedPeriodInterceptor } from '../../audit/closings/closed-period.interceptor';
import type { AsOfInterceptor } from './as-of.interceptor';
import type { IdempotencyInterceptor } from './idempotency.interceptor';
import { RequestInterceptors } from './request-interceptors';

const scope = new AsyncLocalStorage<string>();

function contextOf(method: string): ExecutionContext {
  return {
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => ({ method }) }),
  } as unknown as ExecutionContext;
}

/** An interceptor that notes its name when it runs; `opens` runs what follows within a scope of its own. */
function noting(name: string, seen: string[], opens = false): NestInterceptor {
  return {
    intercept: (_context, next) => {
      seen.push(name);
      return opens ? scope.run(name, () => next.handle()) : next.handle();
    },
  };
}

function interceptorsNoting(seen: string[]) {
  return new RequestInterceptors(
    noting('idempotency', seen, true) as IdempotencyInterceptor,
    noting('as-of', seen) as AsOfInterceptor,
    noting('closed-period', seen) as ClosedPeriodInterceptor,
  );
}

/** The route's handler as Nest hands it: started in the context its `handle()` was called in. */
const handlerNoting = (seen: string[]): CallHandler => ({
  handle: () =>
    defer(
      AsyncResource.bind(() => {
        seen.push(`handler in ${scope.getStore() ?? 'no scope'}`);
        return of('answer');
      }),
    ),
});

describe('RequestInterceptors', () => {
  it('given a read, when it is handled, then only the as-of check runs before the handler', async () => {
    const seen: string[] = [];
    const answer = await firstValueFrom(
      interceptorsNoting(seen).intercept(contextOf('GET'), handlerNoting(seen)) as Observable<unknown>,
    );
    expect(answer).toBe('answer');
    expect(seen).toEqual(['as-of', 'handler in no scope']);
  });

  it('given a write, when it is handled, then the three run in order and the handler in the key’s context', async () => {
    const seen: string[] = [];
    const answer = await firstValueFrom(
      interceptorsNoting(seen).intercept(contextOf('POST'), handlerNoting(seen)) as Observable<unknown>,
    );
    expect(answer).toBe('answer');
    expect(seen).toEqual(['idempotency', 'as-of', 'closed-period', 'handler in idempotency']);
  });

  it('given a write, when nothing subscribes, then no inner interceptor has run', () => {
    const seen: string[] = [];
    const lazy: NestInterceptor = { intercept: (_context, next) => defer(() => next.handle()) };
    new RequestInterceptors(
      lazy as IdempotencyInterceptor,
      noting('as-of', seen) as AsOfInterceptor,
      noting('closed-period', seen) as ClosedPeriodInterceptor,
    ).intercept(contextOf('DELETE'), handlerNoting(seen));
    expect(seen).toEqual([]);
  });
});
