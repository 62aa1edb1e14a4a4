import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { Decimal, foreignCurrencyOf, ivaCodeOf, IvaCode, PaymentMethodInfo } from '@bo/domain';
import { prepared } from '@bo/projections';
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
  /** Issue 33: its IVA code (G for a product stored before the fiscal release). */
  iva: IvaCode;
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
  /** Issue 34: the rate in force at the sale's recorded_at (the newest created by then); null without one. */
  recorded_rate: { change: string; cop_change: string } | null;
  products: Map<string, SaleProduct>;
  deposits: Set<string>;
  /** The live payment methods among those the sale's payments name, by id. */
  methods: Map<string, PaymentMethodInfo>;
  /** The seller's store. */
  organization_id: string | null;
}

export const CLIENT_NOT_FOUND = 'El cliente seleccionado no existe.';
export const METHOD_NOT_FOUND = 'El método de pago seleccionado no existe.';

/** The default client of the POS 'sale without client' (RULES.md). */
const DEFAULT_CLIENT_IDENTIFICATION = '0000';

/**
 * The live client of an id as JSON, or the default client when the id is 'default', none when it
 * is null; its bindings: clientBindings(id).
 */
const CLIENT_JSON = `select json_build_object('id', id::text, 'name', name, 'identification', coalesce(identification, ''))
  from rm.clients
  where deleted_at is null and (case when ?::bigint is null then identification = ? else id = ?::bigint end)
  order by id limit 1`;
const clientBindings = (id: string | null) =>
  id === DEFAULT_CLIENT ? [null, DEFAULT_CLIENT_IDENTIFICATION, null] : [id, null, id];

/** Asks forSale for the POS's default client (0000), only when the sale said 'Venta sin cliente'. */
export const DEFAULT_CLIENT = 'default';

/** The current rate (the newest one, Bs per USD) as text; null when none was ever recorded. */
export const CURRENT_RATE = `select change::text from rm.taxes order by created_at desc, id desc limit 1`;

/** The payment method with the id bound as JSON (the methods' read model holds only live ones). */
const METHOD_JSON = `select json_build_object('id', id::text, 'code', code, 'name', name, 'change', change,
    'change_currency', change_currency, 'foreign_currency', foreign_currency)
  from rm.payment_methods where id = ?::bigint`;

type MethodRow = Omit<PaymentMethodInfo, 'change_currency' | 'foreign_currency'> & {
  change_currency: string | null;
  foreign_currency: boolean | null;
};
const methodInfo = (row: MethodRow): PaymentMethodInfo => ({
  ...row,
  change_currency: row.change_currency === 'VES' ? 'VES' : null,
  // Issue 33: as set on the method, else derived from its currency.
  foreign_currency: foreignCurrencyOf(row),
});

/** A payment's method and the current rate as read, or a 400 on `field` when the method is missing. */
function paymentOf(row: { method: MethodRow | null; rate: string | null }, field: string) {
  if (!row.method) throw new FormValidationException({ [field]: [METHOD_NOT_FOUND] });
  return { method: methodInfo(row.method), rate: row.rate };
}

/**
 * What a sale command reads besides its streams: the client, the products and their prices, the
 * deposits, the payment method, the current rate, the seller's store. A missing or deleted one is
 * a 400 on the field that named it.
 */
@Injectable()
export class SaleReferences {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  /**
   * A client payment's references in one query (issue 35): the client (else a 400 on client_id,
   * first), its method (else a 400 on `field`) and the current rate.
   */
  async forClientPayment(
    clientId: string,
    methodId: string,
    field: string,
  ): Promise<{ client: SaleClient; method: PaymentMethodInfo; rate: string | null }> {
    const result = await prepared(
      this.knex,
      `select (${CLIENT_JSON}) as client, (${METHOD_JSON}) as method, (${CURRENT_RATE}) as rate`,
      [...clientBindings(clientId), methodId],
    );
    const row = result.rows[0] as { client: SaleClient | null; method: MethodRow | null; rate: string | null };
    if (!row.client) throw new FormValidationException({ client_id: [CLIENT_NOT_FOUND] });
    return { client: row.client, ...paymentOf(row, field) };
  }

  /** A payment's references: its method (or a 400 on `field`) and the current rate. */
  async payment(methodId: string, field: string): Promise<{ method: PaymentMethodInfo; rate: string | null }> {
    const result = await prepared(this.knex, `select (${METHOD_JSON}) as method, (${CURRENT_RATE}) as rate`, [
      methodId,
    ]);
    return paymentOf(result.rows[0] as { method: MethodRow | null; rate: string | null }, field);
  }

  /**
   * Everything a new sale reads besides its streams, in one query: the client (by id, the default
   * one for DEFAULT_CLIENT, none for null), the current rate, the live products with their prices, the live deposits,
   * the payment method and the seller's store. What is missing is null (or left out), for the
   * command to answer 400 on the field that named it.
   */
  async forSale(asked: {
    client_id: string | null;
    product_ids: string[];
    deposit_ids: string[];
    method_ids: string[];
    user_id: string | null;
    /** A sale rung up offline: its recorded_at, whose rate is read too. */
    recorded_at?: string | null;
  }): Promise<SaleLookups> {
    const result = await prepared(
      this.knex,
      `select
         (${CLIENT_JSON}) as client,
         (select json_build_object('change', change, 'cop_change', cop_change)
          from rm.taxes order by created_at desc, id desc limit 1) as rate,
         (select json_build_object('change', change, 'cop_change', cop_change) from rm.taxes
          where ?::timestamptz is not null and created_at <= ?::timestamptz
          order by created_at desc, id desc limit 1) as recorded_rate,
         (select coalesce(json_agg(json_build_object('id', p.id::text, 'code', coalesce(p.code, ''), 'name', p.name,
            'cost', coalesce(p.cost, 0)::text, 'iva', p.iva,
            'price', p.prices ->> (select min(g.id)::text from rm.price_groups g where g.deleted_at is null))), '[]')
          from rm.products p where p.id = any(?::bigint[]) and p.deleted_at is null) as products,
         (select coalesce(json_agg(id::text), '[]') from rm.deposits
          where id = any(?::bigint[]) and deleted_at is null) as deposits,
         (select coalesce(json_agg(json_build_object('id', id::text, 'code', code, 'name', name, 'change', change,
            'change_currency', change_currency, 'foreign_currency', foreign_currency)), '[]')
          from rm.payment_methods where id = any(?::bigint[])) as methods,
         (select organization_id::text from rm.users where id = ?::bigint) as organization_id`,
      [
        ...clientBindings(asked.client_id),
        asked.recorded_at ?? null,
        asked.recorded_at ?? null,
        asked.product_ids,
        asked.deposit_ids,
        asked.method_ids,
        asked.user_id,
      ] as unknown as Knex.Value[],
    );
    const row = result.rows[0] as {
      client: SaleClient | null;
      rate: { change: number; cop_change: number } | null;
      recorded_rate: { change: number; cop_change: number } | null;
      products: { id: string; code: string; name: string; cost: string; price: string | null; iva: string | null }[];
      deposits: string[];
      methods: MethodRow[];
      organization_id: string | null;
    };
    return {
      client: row.client,
      rate: row.rate && { change: String(row.rate.change), cop_change: String(row.rate.cop_change) },
      recorded_rate: row.recorded_rate && {
        change: String(row.recorded_rate.change),
        cop_change: String(row.recorded_rate.cop_change),
      },
      products: new Map(
        row.products.map((product) => [
          product.id,
          {
            ...product,
            cost: new Decimal(product.cost).toFixed(2),
            iva: ivaCodeOf(product.iva),
            price: product.price === null ? null : new Decimal(product.price).toFixed(2),
          },
        ]),
      ),
      deposits: new Set(row.deposits),
      methods: new Map(row.methods.map((method) => [method.id, methodInfo(method)])),
      organization_id: row.organization_id,
    };
  }
}
