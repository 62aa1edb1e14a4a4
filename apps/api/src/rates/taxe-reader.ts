import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import type { Pool } from 'pg';
import { TaxeMessages } from '@bo/domain';
import { KNEX, PG_POOL } from '../infrastructure/database/tokens';
import { TAXE_COLUMNS, TaxeRow, TaxeView, toTaxeView } from './taxe.view';

/**
 * The current rate: every screen and the point of sale ask for it, so it is one named statement on
 * the pool, parsed and planned once per connection, with no query built per request (issue 35).
 */
const CURRENT_RATE = {
  name: 'taxes_current',
  text: `select ${TAXE_COLUMNS.join(', ')} from rm.taxes order by created_at desc, id desc limit 1`,
};

/** Reads one rate from the read model (commands answer with it once the projection shows it). */
@Injectable()
export class TaxeReader {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async byId(id: string): Promise<TaxeView> {
    const row = (await this.knex('rm.taxes').select(TAXE_COLUMNS).where({ id }).first()) as TaxeRow | undefined;
    if (!row) throw new NotFoundException(TaxeMessages.notFound);
    return toTaxeView(row);
  }

  async current(): Promise<TaxeView | null> {
    const { rows } = await this.pool.query<TaxeRow>(CURRENT_RATE);
    return rows.length ? toTaxeView(rows[0]) : null;
  }
}
