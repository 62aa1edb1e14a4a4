import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { Decimal, OrderMessages, PaymentMethodInfo } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { FormValidationException } from '../infrastructure/http/validation';
import { TaxeReader } from '../rates/taxe-reader';

/** A product as a sale line needs it. */
export interface SaleProduct {
  id: string;
  code: string;
  name: string;
  cost: string;
  /** Its price in the live price group with the lowest id (what a sales user sells at); null when none. */
  price: string | null;
}

export interface SaleClient {
  id: string;
  name: string;
  identification: string;
}

/** The default client of the POS 'sale without client' (RULES.md). */
const DEFAULT_CLIENT_IDENTIFICATION = '0000';

const ids = (rows: { id: unknown }[]) => new Set(rows.map((row) => String(row.id)));

/**
 * What a sale command reads besides its streams: the client, the products and their prices, the
 * deposits, the payment method, the current rate, the seller's store. A missing or deleted one is
 * a 400 on the field that named it.
 */
@Injectable()
export class SaleReferences {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly taxes: TaxeReader,
  ) {}

  async client(id: string | null): Promise<SaleClient> {
    const query = this.knex('rm.clients').select('id', 'name', 'identification').whereNull('deleted_at');
    const row = (await (id === null
      ? query.where('identification', DEFAULT_CLIENT_IDENTIFICATION).orderBy('id').first()
      : query.where('id', id).first())) as { id: unknown; name: string; identification: string } | undefined;
    if (!row) throw new FormValidationException({ client_id: ['El cliente seleccionado no existe.'] });
    return { id: String(row.id), name: row.name, identification: row.identification ?? '' };
  }

  async products(productIds: string[]): Promise<Map<string, SaleProduct>> {
    if (productIds.length === 0) return new Map();
    const rows = (await this.knex('rm.products as p')
      .select(
        'p.id',
        'p.code',
        'p.name',
        'p.cost',
        this.knex.raw(
          `(p.prices ->> (select min(g.id)::text from rm.price_groups g where g.deleted_at is null)) as price`,
        ),
      )
      .whereIn('p.id', productIds)
      .whereNull('p.deleted_at')) as { id: unknown; code: string; name: string; cost: unknown; price: unknown }[];
    return new Map(
      rows.map((row) => [
        String(row.id),
        {
          id: String(row.id),
          code: row.code ?? '',
          name: row.name,
          cost: new Decimal(String(row.cost ?? 0)).toFixed(2),
          price: row.price === null || row.price === undefined ? null : new Decimal(String(row.price)).toFixed(2),
        },
      ]),
    );
  }

  async liveDeposits(depositIds: string[]): Promise<Set<string>> {
    if (depositIds.length === 0) return new Set();
    return ids(await this.knex('rm.deposits').select('id').whereIn('id', depositIds).whereNull('deleted_at'));
  }

  /** The payment method, or a 400 on `field`. */
  async paymentMethod(id: string, field: string): Promise<PaymentMethodInfo> {
    const row = (await this.knex('rm.payment_methods')
      .select('id', 'code', 'name', 'change', 'change_currency')
      .where({ id })
      .first()) as (Omit<PaymentMethodInfo, 'id'> & { id: unknown }) | undefined;
    if (!row) throw new FormValidationException({ [field]: ['El método de pago seleccionado no existe.'] });
    return { ...row, id: String(row.id), change_currency: row.change_currency === 'VES' ? 'VES' : null };
  }

  /** The current rate (Bs per USD, and COP per Bs); a 400 on `change` when none was ever recorded. */
  async currentRate(): Promise<{ change: string; cop_change: string | null }> {
    const rate = await this.taxes.current();
    if (!rate) throw new FormValidationException({ change: [OrderMessages.noRate] });
    return { change: String(rate.change), cop_change: String(rate.cop_change) };
  }

  async sellerStore(userId: string | null): Promise<string | null> {
    if (userId === null) return null;
    const row = (await this.knex('rm.users').select('organization_id').where({ id: userId }).first()) as
      { organization_id: unknown } | undefined;
    return row?.organization_id === null || row?.organization_id === undefined ? null : String(row.organization_id);
  }
}
