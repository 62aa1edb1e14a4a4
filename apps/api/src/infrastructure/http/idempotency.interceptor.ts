import { CallHandler, ConflictException, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { from, Observable, of, throwError } from 'rxjs';
import { catchError, mergeMap } from 'rxjs/operators';
import { Pool } from 'pg';
import { PG_POOL } from '../database/tokens';
import { AuthenticatedRequest } from '../../auth/guards/authenticated-request';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WAIT_MS = 10000;

/**
 * `Idempotency-Key` on a write: the first request with a key runs and its answer is kept;
 * the same key again (same user, same method and path) gets that answer and changes nothing.
 * A concurrent duplicate waits for the first to finish. A failed request frees its key.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers['idempotency-key'];
    if (!WRITE_METHODS.has(request.method) || typeof header !== 'string' || header.length === 0) return next.handle();
    const key = header.slice(0, 200);
    const owner = request.user?.id ?? 'anonymous';
    const fingerprint = `${request.method} ${request.originalUrl.split('?')[0]}`;
    return from(this.claim(key, owner, fingerprint)).pipe(
      mergeMap((previous) => {
        if (previous) return of(previous.body);
        return next.handle().pipe(
          mergeMap((body) => from(this.remember(key, owner, body)).pipe(mergeMap(() => of(body)))),
          catchError((error) => from(this.release(key, owner)).pipe(mergeMap(() => throwError(() => error)))),
        );
      }),
    );
  }

  /** null when this request owns the key; otherwise the first request's answer. */
  private async claim(key: string, owner: string, fingerprint: string): Promise<{ body: unknown } | null> {
    const inserted = await this.pool.query(
      `insert into idempotency_keys (key, user_id, request) values ($1, $2, $3) on conflict do nothing returning key`,
      [key, owner, fingerprint],
    );
    if (inserted.rowCount === 1) return null;
    // A claim never answered for a minute belongs to a request that died with its process.
    const abandoned = await this.pool.query(
      `update idempotency_keys set created_at = now() where key = $1 and user_id = $2 and request = $3
         and not answered and created_at < now() - interval '60 seconds' returning key`,
      [key, owner, fingerprint],
    );
    if (abandoned.rowCount === 1) return null;
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      const found = await this.pool.query(
        'select request, answered, body from idempotency_keys where key = $1 and user_id = $2',
        [key, owner],
      );
      if (found.rowCount === 0) return this.claim(key, owner, fingerprint);
      const row = found.rows[0];
      if (row.request !== fingerprint)
        throw new ConflictException('Esta clave de idempotencia ya se usó en otra solicitud.');
      if (row.answered) return { body: row.body };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new ConflictException('Una solicitud con la misma clave de idempotencia sigue en curso.');
  }

  private async remember(key: string, owner: string, body: unknown): Promise<void> {
    await this.pool.query('update idempotency_keys set answered = true, body = $3 where key = $1 and user_id = $2', [
      key,
      owner,
      JSON.stringify(body ?? null),
    ]);
  }

  private async release(key: string, owner: string): Promise<void> {
    await this.pool.query('delete from idempotency_keys where key = $1 and user_id = $2 and not answered', [
      key,
      owner,
    ]);
  }
}
