/**
 * Why: the books as of an instant are folded from the events up to it, not read from today's read
 * models (issue 32, item 3): the screens' projections replayed into a scratch schema of the
 * request's own, read, then dropped. Used by GET /api/audit/books and the 'audit-books' report.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import type { EventStore } from '@bo/event-store';
import { BOOKS_PROJECTIONS, readAsOfInstant } from '@bo/projections';
import { EVENT_STORE, KNEX } from '../../infrastructure/database/tokens';
import { Books, readBooks } from './books';

/** The books as they stood at `instant`. */
export function booksAsOf(knex: Knex, store: EventStore, instant: Date): Promise<Books> {
  return readAsOfInstant(knex, store, BOOKS_PROJECTIONS, instant, ({ schema }) => readBooks(knex, schema, instant), {
    prefix: 'rm_books',
  });
}

/** How many replays one process runs at once: more would only share the same cores and connections. */
const AT_ONCE = 2;

@Injectable()
export class BooksAsOf {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async at(instant: Date): Promise<Books> {
    if (this.running >= AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await booksAsOf(this.knex, this.store, instant);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
