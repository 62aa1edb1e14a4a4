import {
  CallHandler,
  ConflictException,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash } from 'crypto';
import type { Response } from 'express';
import { from, Observable, of, throwError } from 'rxjs';
import { catchError, mergeMap } from 'rxjs/operators';
import { Pool } from 'pg';
import { IdempotencyKeyRecorded, idempotencyStream } from '@bo/domain';
import { EventStore, RecordedEvent } from '@bo/event-store';
import { EVENT_STORE, PG_POOL } from '../database/tokens';
import { AuthenticatedRequest } from '../../auth/guards/authenticated-request';
import { Access, ACCESS_KEY } from '../../auth/guards/access.decorators';
import { IdempotencyKeyTakenError, IdempotentRequest } from '../../shared/idempotent-request';
import { KEY_CLAIMED_BY_APPEND } from './key-claimed-by-append';
import { LostAnswerFault } from './lost-answer-fault';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long a duplicate waits for the first run's answer before running itself (safe: see below). */
const WAIT_MS = 10000;
const POLL_MS = 50;
/** A run refused on the key's stream replays what was stored; this many times at most, then a 409. */
const MAX_REPLAYS = 3;
export const KEY_REUSED = 'La clave de idempotencia ya se usó con otra solicitud';
const KEY_IN_FLIGHT = 'Una solicitud con la misma clave de idempotencia sigue en curso.';

/** A key of one user, bound to one request. */
interface Claim {
  key: string;
  owner: string;
  fingerprint: string;
  streamId: string;
}

type Claimed = { answered: true; body: unknown } | { answered: false; recorded: RecordedEvent[] };

interface KeyRow {
  request: string;
  answered: boolean;
  body: unknown;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * `Idempotency-Key` on a signed-in user's write (docs/architecture.md, Idempotency): the key is
 * bound to its request (method, path with query, body); the same key with another request is a
 * 422 and changes nothing. The first run's answer is kept and given again. The key is also claimed
 * in the same atomic append as the events the request causes (IdempotentRequest), so a retry
 * whose answer was lost after its events were stored replays the request on what it stored
 * instead of recording it twice. A concurrent duplicate waits for the first answer, and runs
 * after a while (if both store, the second is refused whole on the key's stream and replays).
 * On a route marked KeyClaimedByAppend no row is claimed first: the handler runs at once and the
 * append's guard is the claim; only a refusal (of the append on the key's stream, or of the
 * handler: the stock an earlier run took) looks the key up, to give the first answer, replay what
 * was stored, or refuse another request with 422.
 * Public routes and requests without a session are never replayed (a login answer included).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly reflector: Reflector,
    private readonly fault: LostAnswerFault,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers['idempotency-key'];
    if (!WRITE_METHODS.has(request.method) || typeof header !== 'string' || header.length === 0) return next.handle();
    // No shared scope for visitors, and a public answer (a login's) is never kept nor given again.
    const owner = request.user?.id;
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!owner || access?.kind === 'public') return next.handle();
    const key = header.slice(0, 200);
    const claim: Claim = {
      key,
      owner,
      fingerprint: `${request.method} ${request.originalUrl} ${sha256(JSON.stringify(request.body ?? null))}`,
      streamId: idempotencyStream(owner, sha256(key)),
    };
    const response = context.switchToHttp().getResponse<Response>();
    if (this.reflector.getAllAndOverride<boolean>(KEY_CLAIMED_BY_APPEND, [context.getHandler(), context.getClass()]))
      return this.runFirst(claim, next, response);
    return from(this.claim(claim)).pipe(
      mergeMap((claimed) => (claimed.answered ? of(claimed.body) : this.run(claim, claimed.recorded, next, response))),
    );
  }

  /**
   * A route whose append claims the key: the handler runs before anything of the key is read.
   * Should it fail, an earlier run of the key may be why (its append holds the key's stream, or it
   * took the stock): its answer is given, or what it stored replayed; else the failure stands.
   */
  private runFirst(claim: Claim, next: CallHandler, response: Response): Observable<unknown> {
    return this.within(claim, [], response)
      .run(() => next.handle())
      .pipe(
        mergeMap((body) => from(this.remember(claim, body))),
        catchError((error) =>
          from(this.earlier(claim)).pipe(
            mergeMap((earlier) => {
              if (earlier.answered) return of(earlier.body);
              if (earlier.recorded.length > 0) return this.run(claim, earlier.recorded, next, response, 1);
              return throwError(() =>
                error instanceof IdempotencyKeyTakenError ? new ConflictException(KEY_IN_FLIGHT) : error,
              );
            }),
          ),
        ),
      );
  }

  /** Runs the handler within the key's context: anew, or replaying what an earlier run stored. */
  private run(
    claim: Claim,
    recorded: RecordedEvent[],
    next: CallHandler,
    response: Response,
    replays = 0,
  ): Observable<unknown> {
    return this.within(claim, recorded, response)
      .run(() => next.handle())
      .pipe(
        mergeMap((body) => from(this.remember(claim, body))),
        catchError((error) => {
          if (error instanceof IdempotencyKeyTakenError && replays < MAX_REPLAYS)
            return from(this.recorded(claim)).pipe(
              mergeMap((stored) => this.run(claim, stored, next, response, replays + 1)),
            );
          const refused = error instanceof IdempotencyKeyTakenError ? new ConflictException(KEY_IN_FLIGHT) : error;
          return from(this.release(claim)).pipe(mergeMap(() => throwError(() => refused)));
        }),
      );
  }

  /** The key's context for one run of the handler, starting from what earlier runs stored. */
  private within(claim: Claim, recorded: RecordedEvent[], response: Response): IdempotentRequest {
    return new IdempotentRequest(
      claim.streamId,
      claim.fingerprint,
      recorded,
      this.fault.afterStored(claim.key, response),
    );
  }

  /** The first run's answer, or what this run starts from (nothing, or what earlier runs stored). */
  private async claim(claim: Claim): Promise<Claimed> {
    // Named: each connection parses and plans it once (one per submission).
    const inserted = await this.pool.query({
      name: 'idempotency_claim',
      text: `insert into idempotency_keys (key, user_id, request) values ($1, $2, $3) on conflict do nothing returning key`,
      values: [claim.key, claim.owner, claim.fingerprint],
    });
    // A new row: this run starts from nothing, without reading the key's stream first. Should an
    // earlier run have stored events there (its row released after a later failure), this run's
    // append is refused on the key's stream ('no_stream') and it replays what is recorded.
    if (inserted.rowCount === 1) return { answered: false, recorded: [] };
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await this.row(claim);
      if (!row) return this.claim(claim);
      if (row.request !== claim.fingerprint) throw new UnprocessableEntityException(KEY_REUSED);
      if (row.answered) return { answered: true, body: row.body };
      // Stored but not answered: the answer was lost (or is on its way); answer what was stored.
      const recorded = await this.recorded(claim);
      if (recorded.length > 0 || Date.now() >= deadline) return { answered: false, recorded };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** What an earlier run of the key left: its answer, or what it stored (nothing when there was none). */
  private async earlier(claim: Claim): Promise<Claimed> {
    const row = await this.row(claim);
    if (row && row.request !== claim.fingerprint) throw new UnprocessableEntityException(KEY_REUSED);
    if (row?.answered) return { answered: true, body: row.body };
    return { answered: false, recorded: await this.recorded(claim) };
  }

  private async row(claim: Claim): Promise<KeyRow | undefined> {
    const found = await this.pool.query({
      name: 'idempotency_row',
      text: 'select request, answered, body from idempotency_keys where key = $1 and user_id = $2',
      values: [claim.key, claim.owner],
    });
    return found.rows[0] as KeyRow | undefined;
  }

  /** What earlier runs of the key stored, refused when the key was bound to another request. */
  private async recorded(claim: Claim): Promise<RecordedEvent[]> {
    const { events } = await this.store.readStream(claim.streamId);
    for (const event of events)
      if ((event.data as IdempotencyKeyRecorded['data']).fingerprint !== claim.fingerprint)
        throw new UnprocessableEntityException(KEY_REUSED);
    return events;
  }

  /**
   * Keeps this run's answer as the key's (its claimed row, or a new one when the append claimed the
   * key) and answers it; when another run of the same request answered first, that first answer.
   */
  private async remember(claim: Claim, body: unknown): Promise<unknown> {
    const kept = await this.pool.query({
      name: 'idempotency_remember',
      text: `insert into idempotency_keys (key, user_id, request, answered, body) values ($1, $2, $3, true, $4)
             on conflict (key, user_id) do update set answered = true, body = excluded.body
             where not idempotency_keys.answered and idempotency_keys.request = excluded.request`,
      values: [claim.key, claim.owner, claim.fingerprint, JSON.stringify(body ?? null)],
    });
    if (kept.rowCount === 1) return body;
    const first = await this.row(claim);
    return first?.answered && first.request === claim.fingerprint ? first.body : body;
  }

  private async release(claim: Claim): Promise<void> {
    await this.pool.query('delete from idempotency_keys where key = $1 and user_id = $2 and not answered', [
      claim.key,
      claim.owner,
    ]);
  }
}
