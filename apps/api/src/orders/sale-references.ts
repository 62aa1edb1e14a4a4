import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { Decimal, PaymentMethodInfo } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { FormValidationException } from '../infrastructure/http/validation';

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

/** What a new sale found of what it names (null or absent: missing or deleted). */
export interface SaleLookups {
  client: SaleClient | null;
  /** The current rate (Bs per USD, and COP per Bs); null when none was ever recorded. */
  rate: { change: string; cop_change: string } | null;
  products: Map<string, SaleProduct>;
  deposits: Set<string>;
  method: PaymentMethodInfo | null;
  /** The seller's store. */
  organization_id: string | null;
}

export const METHOD_NOT_FOUND = 'El método de pago seleccionado no existe.';

/** The default client of the POS 'sale without client' (RULES.md). */
const DEFAULT_CLIENT_IDENTIFICATION = '0000';

/**
 * What a sale command reads besides its streams: the client, the products and their prices, the
 * deposits, the payment method, the current rate, the seller's store. A missing or deleted one is
 * a 400 on the field that named it.
 */
@Injectable()
export class SaleReferences {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async client(id: string | null): Promise<SaleClient> {
    const query = this.knex('rm.clients').select('id', 'name', 'identification').whereNull('deleted_at');
    const row = (await (id === null
      ? query.where('identification', DEFAULT_CLIENT_IDENTIFICATION).orderBy('id').first()
      : query.where('id', id).first())) as { id: unknown; name: string; identification: string } | undefined;
    if (!row) throw new FormValidationException({ client_id: ['El cliente seleccionado no existe.'] });
    return { id: String(row.id), name: row.name, identification: row.identification ?? '' };
  }

  /** The payment method, or a 400 on `field`. */
  async paymentMethod(id: string, field: string): Promise<PaymentMethodInfo> {
    const row = (await this.knex('rm.payment_methods')
      .select('id', 'code', 'name', 'change', 'change_currency')
      .where({ id })
      .first()) as (Omit<PaymentMethodInfo, 'id'> & { id: unknown }) | undefined;
    if (!row) throw new FormValidationException({ [field]: [METHOD_NOT_FOUND] });
    return { ...row, id: String(row.id), change_currency: row.change_currency === 'VES' ? 'VES' : null };
  }

  /**
   * Everything a new sale reads besides its streams, in one query: the client (the default one
   * when none is named), the current rate, the live products with their prices, the live deposits,
   * the payment method and the seller's store. What is missing is null (or left out), for the
   * command to answer 400 on the field that named it.
   */
  async forSale(asked: {
    client_id: string | null;
    product_ids: string[];
    deposit_ids: string[];
    method_id: string | null;
    user_id: string | null;
  }): Promise<SaleLookups> {
    const result = await this.knex.raw(
      `select
         (select json_build_object('id', id::text, 'name', name, 'identification', coalesce(identification, ''))
          from rm.clients
          where deleted_at is null and (case when ?::bigint is null then identification = ? else id = ?::bigint end)
          order by id limit 1) as client,
         (select json_build_object('change', change, 'cop_change', cop_change)
          from rm.taxes order by created_at desc, id desc limit 1) as rate,
         (select coalesce(json_agg(json_build_object('id', p.id::text, 'code', coalesce(p.code, ''), 'name', p.name,
            'cost', coalesce(p.cost, 0)::text,
            'price', p.prices ->> (select min(g.id)::text from rm.price_groups g where g.deleted_at is null))), '[]')
          from rm.products p where p.id = any(?::bigint[]) and p.deleted_at is null) as products,
         (select coalesce(json_agg(id::text), '[]') from rm.deposits
          where id = any(?::bigint[]) and deleted_at is null) as deposits,
         (select json_build_object('id', id::text, 'code', code, 'name', name, 'change', change,
            'change_currency', change_currency)
          from rm.payment_methods where id = ?::bigint) as method,
         (select organization_id::text from rm.users where id = ?::bigint) as organization_id`,
      [
        asked.client_id,
        DEFAULT_CLIENT_IDENTIFICATION,
        asked.client_id,
        asked.product_ids,
        asked.deposit_ids,
        asked.method_id,
        asked.user_id,
      ] as unknown as Knex.Value[],
    );
    const row = result.rows[0] as {
      client: SaleClient | null;
      rate: { change: number; cop_change: number } | null;
      products: { id: string; code: string; name: string; cost: string; price: string | null }[];
      deposits: string[];
      method: (Omit<PaymentMethodInfo, 'change_currency'> & { change_currency: string | null }) | null;
      organization_id: string | null;
    };
    return {
      client: row.client,
      rate: row.rate && { change: String(row.rate.change), cop_change: String(row.rate.cop_change) },
      products: new Map(
        row.products.map((product) => [
          product.id,
          {
            ...product,
            cost: new Decimal(product.cost).toFixed(2),
            price: product.price === null ? null : new Decimal(product.price).toFixed(2),
          },
        ]),
      ),
      deposits: new Set(row.deposits),
      method: row.method && { ...row.method, change_currency: row.method.change_currency === 'VES' ? 'VES' : null },
      organization_id: row.organization_id,
    };
  }
}
