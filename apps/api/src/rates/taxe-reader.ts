import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { TaxeMessages } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { TAXE_COLUMNS, TaxeRow, TaxeView, toTaxeView } from './taxe.view';

/** Reads one rate from the read model (commands answer with it once the projection shows it). */
@Injectable()
export class TaxeReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async byId(id: string): Promise<TaxeView> {
    const row = (await this.knex('rm.taxes').select(TAXE_COLUMNS).where({ id }).first()) as TaxeRow | undefined;
    if (!row) throw new NotFoundException(TaxeMessages.notFound);
    return toTaxeView(row);
  }

  async current(): Promise<TaxeView | null> {
    const row = (await this.knex('rm.taxes')
      .select(TAXE_COLUMNS)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first()) as TaxeRow | undefined;
    return row ? toTaxeView(row) : null;
  }
}
