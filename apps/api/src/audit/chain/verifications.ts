/**
 * Verifications (issue 32, item 2): each verify is recorded (who, when, how far, the outcome), so
 * the auditor's screen shows the last one; one asked from the screen runs in the background of
 * the process that took it and writes its progress as it goes. A verification whose process died
 * stops being touched: after a minute it reads as failed ('interrumpida').
 */
import { randomUUID } from 'crypto';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@bo/event-store';
import { EVENT_STORE, PG_POOL } from '../../infrastructure/database/tokens';
import { Digest, verifyChain, VerifyOutcome } from './chain-verify';

export interface VerificationView {
  id: string;
  state: 'active' | 'completed' | 'failed';
  progress: number;
  checked: number;
  total: number;
  digest: Digest | null;
  result: VerifyOutcome | null;
  error: string | null;
  user: { id: string; name: string } | null;
  started_at: string;
  finished_at: string | null;
}

const STALE_MS = 60_000;
const INTERRUPTED = 'La verificación se interrumpió (el servidor que la hacía se detuvo); vuelva a pedirla';

@Injectable()
export class Verifications {
  private readonly logger = new Logger('Verificaciones');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Verifies now and answers the outcome (POST /api/audit/verify). */
  async run(userId: string | null, digest?: Digest): Promise<VerifyOutcome> {
    const id = await this.open(userId, digest);
    return this.walk(id, digest);
  }

  /** Starts a verification in the background and answers its id (POST /api/audit/verifications). */
  async start(userId: string | null, digest?: Digest): Promise<string> {
    const id = await this.open(userId, digest);
    void this.walk(id, digest).catch((error) => this.logger.error(error));
    return id;
  }

  async get(id: string): Promise<VerificationView> {
    const { rows } = await this.pool.query(`${SELECT} where v.id = $1`, [id]);
    if (!rows[0]) throw new NotFoundException('Verificación no encontrada');
    return view(rows[0]);
  }

  /** The latest verification, or null. */
  async latest(): Promise<VerificationView | null> {
    const { rows } = await this.pool.query(`${SELECT} order by v.started_at desc limit 1`);
    return rows[0] ? view(rows[0]) : null;
  }

  private async open(userId: string | null, digest?: Digest): Promise<string> {
    const id = randomUUID();
    await this.pool.query('insert into audit.verifications (id, user_id, digest) values ($1, $2, $3)', [
      id,
      userId,
      digest ? JSON.stringify(digest) : null,
    ]);
    return id;
  }

  private async walk(id: string, digest?: Digest): Promise<VerifyOutcome> {
    try {
      const outcome = await verifyChain(this.pool, this.store, {
        digest,
        onProgress: async (checked, total) => {
          const progress = total === 0 ? 100 : Math.floor((checked * 100) / total);
          await this.pool.query(
            `update audit.verifications set checked = $2, total = $3, progress = $4, touched_at = now() where id = $1`,
            [id, checked, total, Math.min(progress, 99)],
          );
        },
      });
      await this.pool.query(
        `update audit.verifications set state = 'completed', progress = 100, checked = $2, result = $3,
           total = greatest(total, $2), touched_at = now(), finished_at = now() where id = $1`,
        [id, outcome.checked, JSON.stringify(outcome)],
      );
      return outcome;
    } catch (error) {
      await this.pool
        .query(
          `update audit.verifications set state = 'failed', error = $2, touched_at = now(), finished_at = now() where id = $1`,
          [id, 'La verificación falló; vuelva a pedirla'],
        )
        .catch(() => undefined);
      throw error;
    }
  }
}

const SELECT = `select v.id, v.state, v.progress, v.checked::text as checked, v.total::text as total, v.digest, v.result,
    v.error, v.user_id, u.name as user_name, v.started_at, v.touched_at, v.finished_at
  from audit.verifications v
  left join rm.log_names u on u.stream_id = 'user-' || v.user_id`;

function view(row: {
  id: string;
  state: VerificationView['state'];
  progress: number;
  checked: string;
  total: string;
  digest: Digest | null;
  result: VerifyOutcome | null;
  error: string | null;
  user_id: string | null;
  user_name: string | null;
  started_at: Date;
  touched_at: Date;
  finished_at: Date | null;
}): VerificationView {
  const stale = row.state === 'active' && Date.now() - row.touched_at.getTime() > STALE_MS;
  return {
    id: row.id,
    state: stale ? 'failed' : row.state,
    progress: row.progress,
    checked: Number(row.checked),
    total: Number(row.total),
    digest: row.digest,
    result: row.result,
    error: stale ? INTERRUPTED : row.error,
    user: row.user_id ? { id: row.user_id, name: row.user_name ?? 'Desconocido' } : null,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
