/**
 * Gives every write request the closed-until day before its handler runs (issue 32, closed
 * periods): the command metadata built from the request carries it (`closed_until`), so each
 * decider refuses what is dated in a closed period. Reads do not ask for it.
 */
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { from, Observable, switchMap } from 'rxjs';
import { AuthenticatedRequest } from '../../auth/guards/authenticated-request';
import { ClosedPeriods } from './closed-periods';
import { READ_METHODS } from '../../infrastructure/http/read-methods';
import { inThisContext } from '../../shared/in-this-context';

@Injectable()
export class ClosedPeriodInterceptor implements NestInterceptor {
  constructor(private readonly closedPeriods: ClosedPeriods) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (READ_METHODS.has(request.method)) return next.handle();
    // The handler runs in this request's async context (the Idempotency-Key's IdempotentRequest
    // lives there), not in the one the cached read resolves in.
    const handle = inThisContext(() => next.handle());
    return from(this.closedPeriods.until()).pipe(
      switchMap((until) => {
        request.closedUntil = until;
        return handle();
      }),
    );
  }
}
