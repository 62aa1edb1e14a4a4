/**
 * Why: the books as of an instant are folded from the events up to it, not read from today's read
 * models (issue 32, item 3): the screens' projections replayed into a scratch schema of the
 * request's own, read, then dropped. Used by GET /api/audit/books and the 'audit-books' report.
 */
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Knex } from 'knex';
import type { EventStore } from '@bo/event-store';
import {
  BOOKS_PROJECTIONS,
  createScratchSchema,
  dropScratchSchema,
  dropStaleScratchSchemas,
  readAsOfInstant,
  scratchSchemaExists,
} from '@bo/projections';
import { EVENT_STORE, KNEX } from '../../infrastructure/database/tokens';
import { Books, readBooks, readDepositNames } from './books';

const PREFIX = 'rm_books';

/** The books as they stood at `instant` (`schema`: a spare scratch schema made ahead, if any). */
export function booksAsOf(
  knex: Knex,
  store: EventStore,
  instant: Date,
  options: { schema?: string; dropped?: (done: Promise<void>) => void } = {},
): Promise<Books> {
  return readAsOfInstant(knex, store, BOOKS_PROJECTIONS, instant, ({ schema }) => readBooks(knex, schema, instant), {
    prefix: PREFIX,
    ...options,
  });
}

/** The books at `instant` with each deposit's name then (what the 'audit-books' report prints). */
export function booksWithDepositsAsOf(
  knex: Knex,
  store: EventStore,
  instant: Date,
): Promise<{ books: Books; deposits: Map<number, string> }> {
  return readAsOfInstant(
    knex,
    store,
    BOOKS_PROJECTIONS,
    instant,
    async ({ schema }) => ({
      books: await readBooks(knex, schema, instant),
      deposits: await readDepositNames(knex, schema),
    }),
    { prefix: PREFIX },
  );
}

/** How many replays one process runs at once: more would only share the same cores and connections. */
const AT_ONCE = 2;

/** A scratch schema older than this was left by a process that died in a replay: dropped at start-up. */
const STALE_AFTER_MS = 3600_000;

/**
 * The server's books: at most AT_ONCE replays at a time; each takes a scratch schema migrated
 * ahead (the next one is made while it replays, a third of a request's time saved) and drops it
 * after answering.
 */
@Injectable()
export class BooksAsOf implements OnModuleInit, OnModuleDestroy {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private spare: Promise<string> | null = null;
  private readonly drops = new Set<Promise<void>>();

  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** A dead process's leftovers go, in the background: start-up does not wait for them. */
  onModuleInit(): void {
    dropStaleScratchSchemas(this.knex, PREFIX, STALE_AFTER_MS).catch(() => undefined);
  }

  async at(instant: Date): Promise<Books> {
    if (this.running >= AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      const schema = await this.takeSpare();
      return await booksAsOf(this.knex, this.store, instant, { schema, dropped: (done) => this.track(done) });
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  async onModuleDestroy(): Promise<void> {
    const spare = this.spare;
    this.spare = null;
    if (spare) await spare.then((schema) => dropScratchSchema(this.knex, schema)).catch(() => undefined);
    await Promise.all(this.drops);
  }

  /**
   * The spare schema (made now if there is none, or if it failed or is gone: another process's
   * start-up takes an hour-old spare for a leftover), and the next one started.
   */
  private async takeSpare(): Promise<string> {
    const spare = this.spare ?? this.makeSpare();
    this.spare = this.makeSpare();
    const schema = await spare.catch(() => null);
    if (schema && (await scratchSchemaExists(this.knex, schema))) return schema;
    return createScratchSchema(this.knex, BOOKS_PROJECTIONS, PREFIX);
  }

  private makeSpare(): Promise<string> {
    const made = createScratchSchema(this.knex, BOOKS_PROJECTIONS, PREFIX);
    made.catch(() => undefined);
    return made;
  }

  private track(done: Promise<void>): void {
    const settled = done.catch(() => undefined).finally(() => this.drops.delete(settled));
    this.drops.add(settled);
  }
}
