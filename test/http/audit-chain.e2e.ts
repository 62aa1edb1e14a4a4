/**
 * The sealed history over HTTP (issue 32, items 1 and 2): every event is sealed just behind the
 * appends; PostgreSQL refuses to change or delete events; and verify names the first position a
 * superuser altered, deleted, inserted or swapped (with the triggers off, as only a superuser
 * can), passes again once it is put back, and with a digest kept outside catches a history
 * rewritten together with its seals.
 */
import { spawnSync } from 'child_process';
import path from 'path';
import type { PoolClient } from 'pg';
import { contentHash, GENESIS_SEAL, nextSeal } from '../../apps/api/src/audit/chain/canonical-event';
import type { RecordedEvent } from '@bo/event-store';
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { readPdf } from '../support/pdf';
import { fetchedAs } from '../support/reports';

const suite = httpSuite();

const COLUMNS = `global_position::text, stream_id, stream_position::text, type, data, metadata, transaction_id::text,
  created_at::text, floor(extract(epoch from created_at) * 1000)::float8 as created_ms`;

interface Chain {
  head: { position: string; hash: string; at: string } | null;
  sealed: number;
  events: number;
}

interface Outcome {
  ok: boolean;
  checked: number;
  head: { position: string; hash: string } | null;
  first_bad?: { position: string; reason: string };
}

interface EventRow {
  global_position: string;
  stream_id: string;
  stream_position: string;
  type: string;
  data: unknown;
  metadata: unknown;
  transaction_id: string;
  /** As PostgreSQL writes it (to the microsecond), to put it back exactly. */
  created_at: string;
  created_ms: number;
}

describe('the sealed history', () => {
  let admin: HttpClient;

  const chain = async (): Promise<Chain> => {
    const answer = await admin.get('/api/audit/chain');
    expect(answer.status).toBe(200);
    return answer.body as Chain;
  };
  /** Waits until the sealer has sealed every stored event. */
  const sealedAll = async (): Promise<Chain> => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const state = await chain();
      const { rows } = await suite.server.running.pool.query<{ count: string }>(
        'select count(*)::text as count from events',
      );
      if (state.sealed === Number(rows[0].count) && state.sealed === state.events) return state;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the sealer did not reach the last event: ${JSON.stringify(await chain())}`);
  };
  const verify = async (body: unknown = {}): Promise<Outcome> => {
    const answer = await admin.post('/api/audit/verify', body);
    expect(answer.status).toBe(200);
    return answer.body as Outcome;
  };
  /** A connection that may alter the history: the triggers off, as a superuser can. */
  const asSuperuser = async <T>(work: (db: PoolClient) => Promise<T>): Promise<T> => {
    const db = await suite.server.running.pool.connect();
    try {
      await db.query('set session_replication_role = replica');
      return await work(db);
    } finally {
      await db.query('reset session_replication_role');
      db.release();
    }
  };
  const eventsInOrder = async (): Promise<EventRow[]> =>
    (
      await suite.server.running.pool.query<EventRow>(
        `select ${COLUMNS} from events order by events.transaction_id, events.global_position`,
      )
    ).rows;
  const reinsert = (db: PoolClient, row: EventRow) =>
    db.query(
      `insert into events (global_position, stream_id, stream_position, type, data, metadata, transaction_id, created_at)
       overriding system value values ($1, $2, $3, $4, $5, $6, $7::xid8, $8::timestamptz)`,
      [
        row.global_position,
        row.stream_id,
        row.stream_position,
        row.type,
        row.data,
        row.metadata,
        row.transaction_id,
        row.created_at,
      ],
    );

  beforeAll(async () => {
    admin = suite.admin;
    for (const change of ['36.50', '36.75', '37.10', '37.40']) {
      expect((await admin.post('/api/taxes', { change, cop_change: '4100' })).status).toBe(201);
    }
  });

  it('seals every event just behind the appends, and verify walks the whole chain', async () => {
    const state = await sealedAll();
    const events = await eventsInOrder();
    expect(state.sealed).toBe(events.length);
    expect(state.head?.position).toBe(events[events.length - 1].global_position);
    expect(state.head?.hash).toMatch(/^[0-9a-f]{64}$/);
    const outcome = await verify();
    expect(outcome).toEqual({
      ok: true,
      checked: events.length,
      head: { position: state.head!.position, hash: state.head!.hash },
    });
    // The same answer from the chain's own arithmetic, recomputed here from the rows.
    let seal = GENESIS_SEAL;
    for (const row of events) seal = nextSeal(seal, contentHash(recorded(row)));
    expect(seal.toString('hex')).toBe(state.head!.hash);
  });

  it('refuses to update, delete or truncate events, and to rewrite a seal', async () => {
    const pool = suite.server.running.pool;
    await expect(pool.query(`update events set data = '{}' where global_position = 1`)).rejects.toMatchObject({
      code: 'ES403',
    });
    await expect(pool.query('delete from events where global_position = 1')).rejects.toMatchObject({ code: 'ES403' });
    await expect(pool.query('truncate events')).rejects.toMatchObject({ code: 'ES403' });
    await expect(pool.query('delete from audit.seals where seq = 1')).rejects.toMatchObject({ code: 'ES403' });
    expect((await verify()).ok).toBe(true);
  });

  it('names an altered event, and passes again once it is put back', async () => {
    await sealedAll();
    const events = await eventsInOrder();
    const target = events[Math.floor(events.length / 2)];
    await asSuperuser((db) =>
      db.query(`update events set data = data || '{"change": "1.00"}' where global_position = $1`, [
        target.global_position,
      ]),
    );
    expect((await verify()).first_bad).toEqual({ position: target.global_position, reason: 'altered' });
    // Its metadata (who did it) and its time are sealed too.
    await asSuperuser(async (db) => {
      await db.query(`update events set data = $2 where global_position = $1`, [target.global_position, target.data]);
      await db.query(`update events set created_at = created_at - interval '1 day' where global_position = $1`, [
        target.global_position,
      ]);
    });
    expect((await verify()).first_bad).toEqual({ position: target.global_position, reason: 'altered' });
    await asSuperuser((db) =>
      db.query(`update events set created_at = $2 where global_position = $1`, [
        target.global_position,
        target.created_at,
      ]),
    );
    expect((await verify()).ok).toBe(true);
  });

  it('names a deleted event as missing, even the last one, and passes once it is back', async () => {
    await sealedAll();
    const events = await eventsInOrder();
    for (const target of [events[3], events[events.length - 1]]) {
      await asSuperuser((db) => db.query('delete from events where global_position = $1', [target.global_position]));
      expect((await verify()).first_bad).toEqual({ position: target.global_position, reason: 'missing' });
      await asSuperuser((db) => reinsert(db, target));
      expect((await verify()).ok).toBe(true);
    }
  });

  it('names an event inserted into the sealed past, and passes once it is gone', async () => {
    await sealedAll();
    const events = await eventsInOrder();
    const before = events[2];
    const forged = await asSuperuser(async (db) => {
      const { rows } = await db.query<{ global_position: string }>(
        `insert into events (stream_id, stream_position, type, data, metadata, transaction_id, created_at)
         values ('taxe-forged', 1, 'TaxeCreated', '{"change": "1.00"}', $1, $2::xid8, $3) returning global_position::text`,
        [before.metadata, before.transaction_id, before.created_at],
      );
      return rows[0].global_position;
    });
    expect((await verify()).first_bad).toEqual({ position: forged, reason: 'inserted' });
    await asSuperuser((db) => db.query('delete from events where global_position = $1', [forged]));
    expect((await verify()).ok).toBe(true);
  });

  it('names two swapped events as reordered, by content or by order, and passes once they are back', async () => {
    await sealedAll();
    const events = await eventsInOrder();
    const [first, second] = [events[events.length - 4], events[events.length - 2]];
    /** Writes each row the content of another (`[row, content]` pairs), then its own back. */
    const writeContents = (pairs: [EventRow, EventRow][]) =>
      asSuperuser(async (db) => {
        for (const [row, content] of pairs)
          await db.query(
            `update events set stream_id = $2, stream_position = $3, type = $4, data = $5, metadata = $6, created_at = $7::timestamptz
             where global_position = $1`,
            [
              row.global_position,
              content.stream_id,
              `-${content.stream_position}`,
              content.type,
              content.data,
              content.metadata,
              content.created_at,
            ],
          );
        await db.query(`update events set stream_position = -stream_position where stream_position < 0`);
      });
    await writeContents([
      [first, second],
      [second, first],
    ]);
    expect((await verify()).first_bad).toEqual({ position: first.global_position, reason: 'reordered' });
    await writeContents([
      [first, first],
      [second, second],
    ]);
    expect((await verify()).ok).toBe(true);
    // Moved in $all's order: their commit stamps exchanged.
    const stamp = (pairs: [EventRow, EventRow][]) =>
      asSuperuser(async (db) => {
        for (const [row, from] of pairs)
          await db.query(`update events set transaction_id = $2::xid8 where global_position = $1`, [
            row.global_position,
            from.transaction_id,
          ]);
      });
    await stamp([
      [first, second],
      [second, first],
    ]);
    expect((await verify()).first_bad).toEqual({ position: first.global_position, reason: 'reordered' });
    await stamp([
      [first, first],
      [second, second],
    ]);
    expect((await verify()).ok).toBe(true);
    // Two neighbours exchanged, and one moved to the end of the history.
    // Neighbours appended by different transactions (one transaction's events share a stamp).
    const at = events.findIndex(
      (row, index) => index > 2 && index < events.length - 3 && row.transaction_id !== events[index + 1].transaction_id,
    );
    const [third, fourth, last] = [events[at], events[at + 1], events[events.length - 1]];
    await stamp([
      [third, fourth],
      [fourth, third],
    ]);
    expect((await verify()).first_bad).toEqual({ position: third.global_position, reason: 'reordered' });
    await stamp([
      [third, third],
      [fourth, fourth],
    ]);
    await asSuperuser((db) =>
      db.query(`update events set transaction_id = $2::xid8 where global_position = $1`, [
        third.global_position,
        last.transaction_id,
      ]),
    );
    expect((await verify()).first_bad).toEqual({ position: third.global_position, reason: 'reordered' });
    await stamp([[third, third]]);
    expect((await verify()).ok).toBe(true);
  });

  it('with a digest kept outside, catches a history rewritten together with its seals', async () => {
    const kept = (await sealedAll()).head!;
    expect(await verify({ digest: { position: kept.position, hash: kept.hash } })).toMatchObject({ ok: true });
    const events = await eventsInOrder();
    const target = events[1];
    const original = await suite.server.running.pool.query<{ seq: string; seal: Buffer; content_hash: Buffer }>(
      'select seq::text, seal, content_hash from audit.seals order by seq',
    );
    // The rewrite: an event altered and every seal from it on recomputed, as someone who knows the scheme would.
    await asSuperuser(async (db) => {
      await db.query(`update events set data = data || '{"change": "1.00"}' where global_position = $1`, [
        target.global_position,
      ]);
      const rows = (
        await db.query<EventRow>(`select ${COLUMNS} from events order by events.transaction_id, events.global_position`)
      ).rows;
      let seal = GENESIS_SEAL;
      for (const [index, row] of rows.entries()) {
        const content = contentHash(recorded(row));
        seal = nextSeal(seal, content);
        await db.query('update audit.seals set content_hash = $2, seal = $3 where seq = $1', [
          index + 1,
          content,
          seal,
        ]);
      }
    });
    expect((await verify()).ok).toBe(true);
    expect((await verify({ digest: { position: kept.position, hash: kept.hash } })).first_bad).toEqual({
      position: kept.position,
      reason: 'digest',
    });
    await asSuperuser(async (db) => {
      await db.query(`update events set data = $2 where global_position = $1`, [target.global_position, target.data]);
      for (const row of original.rows)
        await db.query('update audit.seals set content_hash = $2, seal = $3 where seq = $1', [
          row.seq,
          row.content_hash,
          row.seal,
        ]);
    });
    expect(await verify({ digest: { position: kept.position, hash: kept.hash } })).toMatchObject({ ok: true });
  });

  it('runs a verify in the background with its progress, and the chain shows the last one', async () => {
    const started = await admin.post('/api/audit/verifications', {});
    expect(started.status).toBe(202);
    const id = (started.body as { id: string }).id;
    let job: { state: string; progress: number; result: Outcome | null } = {
      state: 'active',
      progress: 0,
      result: null,
    };
    for (let attempt = 0; attempt < 100 && job.state === 'active'; attempt++) {
      job = (await admin.get(`/api/audit/verifications/${id}`)).body as typeof job;
      if (job.state === 'active') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(job).toMatchObject({ state: 'completed', progress: 100, result: { ok: true } });
    expect(((await admin.get('/api/audit/chain')).body as { last_verify: { id: string } }).last_verify.id).toBe(id);
  });

  it("lists a closing's digest, downloadable as a PDF to sign and as the JSON verify takes", async () => {
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);
    const closing = await admin.post('/api/audit/closings', { until: yesterday, note: 'Cierre de prueba' });
    expect(closing.status).toBe(201);
    const closed = closing.body as { position: string; hash: string };
    const listed = await admin.get('/api/audit/digests');
    expect(listed.status).toBe(200);
    const digests = listed.body as {
      id: string;
      kind: string;
      date: string;
      position: string;
      hash: string;
      events: number;
    }[];
    expect(totalOf(listed)).toBe(digests.length);
    const digest = digests.find((row) => row.kind === 'closing')!;
    expect(digest).toMatchObject({ date: yesterday, position: closed.position, hash: closed.hash });
    const { rows } = await suite.server.running.pool.query<{ seq: string }>(
      'select seq::text from audit.seals where position = $1',
      [closed.position],
    );
    expect(digest.events).toBe(Number(rows[0].seq));

    const auditor = await suite.as('auditor');
    const pdf = await fetchedAs(suite, auditor, `/api/audit/digests/${digest.id}/file`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = readPdf(Buffer.from(await pdf.arrayBuffer())).text.replace(/\s+/g, ' ');
    expect(text).toContain('Resumen de la cadena sellada');
    expect(text).toContain('Cierre de período');
    expect(text).toContain(`Posición ${digest.position}`);
    expect(text).toContain(digest.hash.match(/.{8}/g)!.join(' '));
    expect(text).toContain('Firma del auditor');

    const json = await fetchedAs(suite, auditor, `/api/audit/digests/${digest.id}/file?format=json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toContain('attachment');
    const kept = (await json.json()) as { digest: { position: string; hash: string }; events: number };
    expect(kept).toMatchObject({ digest: { position: digest.position, hash: digest.hash }, events: digest.events });
    expect(await verify({ digest: kept.digest })).toMatchObject({ ok: true });
    expect((await verify({ digest: { ...kept.digest, hash: 'f'.repeat(64) } })).first_bad).toEqual({
      position: digest.position,
      reason: 'digest',
    });
    expect((await admin.get('/api/audit/digests/999999/file')).status).toBe(404);
    expect((await (await suite.as('sales')).get('/api/audit/digests')).status).toBe(403);
  });

  it('npm run audit:verify: exit 0 when whole, 1 naming the first bad position, and checks a digest', async () => {
    const kept = (await sealedAll()).head!;
    const root = path.resolve(__dirname, '../..');
    const cli = (...args: string[]) => {
      const run = spawnSync(
        process.execPath,
        [
          '-r',
          path.join(root, 'test/support/ts-register.js'),
          path.join(root, 'apps/api/src/cli/audit-verify.ts'),
          ...args,
        ],
        {
          env: { ...process.env, DATABASE_URL: String(suite.server.running.pool.options.connectionString) },
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      return { status: run.status, out: run.stdout };
    };
    const whole = cli('--position', kept.position, '--hash', kept.hash);
    expect(whole.out).toContain(`coincide con el resumen de la posición ${kept.position}`);
    expect(whole.status).toBe(0);
    const target = (await eventsInOrder())[5];
    await asSuperuser((db) =>
      db.query(`update events set data = data || '{"forged": true}' where global_position = $1`, [
        target.global_position,
      ]),
    );
    const broken = cli();
    expect(broken.out).toContain(`FALLA en la posición ${target.global_position}: evento alterado (altered)`);
    expect(broken.status).toBe(1);
    await asSuperuser((db) =>
      db.query(`update events set data = $2 where global_position = $1`, [target.global_position, target.data]),
    );
    const wrongDigest = cli('--position', kept.position, '--hash', '0'.repeat(64));
    expect(wrongDigest.out).toContain('no coincide con el resumen (digest)');
    expect(wrongDigest.status).toBe(1);
  });

  it('refuses a malformed digest with Spanish field messages, and other roles than admin and auditor', async () => {
    const bad = await admin.post('/api/audit/verify', { digest: { position: 'x', hash: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        'digest.position': ['La posición del resumen debe ser un número entero.'],
        'digest.hash': ['El hash del resumen debe tener 64 caracteres hexadecimales (SHA-256).'],
      },
    });
    const auditor = await suite.as('auditor');
    expect((await auditor.get('/api/audit/chain')).status).toBe(200);
    expect((await auditor.post('/api/audit/verify', {})).status).toBe(200);
    for (const role of ['sales', 'financial', 'storer', 'endline'] as const) {
      const user = await suite.as(role);
      expect((await user.get('/api/audit/chain')).status).toBe(403);
      expect((await user.post('/api/audit/verify', {})).status).toBe(403);
    }
  });
});

function recorded(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    position: { commit: row.transaction_id, position: row.global_position },
    type: row.type,
    data: row.data,
    metadata: row.metadata as RecordedEvent['metadata'],
    createdAt: new Date(row.created_ms),
  };
}
