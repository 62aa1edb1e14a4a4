/** The read models a purchase command looks things up in, in one query (a purchase names many). */
import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { ivaCodeOf, IvaCode, PaymentMethodInfo, WithholdingRate, withholdingRateOf } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { CURRENT_RATE } from '../orders/sale-references';

/** What a purchase command found of what it names (absent or null: missing or deleted). */
export interface ShoppingLookups {
  /** The live provider, named by its company (its contact's name when it has none), with its IVA withholding. */
  provider: { id: string; name: string; iva_withholding: WithholdingRate } | null;
  depositFound: boolean;
  products: Map<string, { code: string; name: string; iva: IvaCode }>;
  methods: Map<string, PaymentMethodInfo>;
  /** The current rate (Bs per USD); null when none was ever recorded. */
  rate: string | null;
  /** The live price group with the lowest id (the products list's price); null when there is none. */
  firstPriceGroupId: string | null;
}

type MethodRow = Omit<PaymentMethodInfo, 'change_currency'> & { change_currency: string | null };

/**
 * What a purchase command reads besides its streams, in one query: the provider, the deposit, the
 * products, the payment methods (`rm.payment_methods` holds only the live ones), the current rate
 * and the first price group. The decider answers what is missing on the field that named it.
 */
@Injectable()
export class ShoppingReferences {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async find(asked: {
    provider_id?: string | null;
    deposit_id?: string | null;
    product_ids?: string[];
    method_ids?: string[];
  }): Promise<ShoppingLookups> {
    const result = await this.knex.raw(
      `select
         (select json_build_object('id', id::text, 'name', coalesce(nullif(company_name, ''), name),
            'iva_withholding', iva_withholding)
          from rm.providers where id = ?::bigint and deleted_at is null) as provider,
         exists (select 1 from rm.deposits where id = ?::bigint and deleted_at is null) as deposit_found,
         (select coalesce(json_agg(json_build_object('id', id::text, 'code', coalesce(code, ''), 'name', name,
            'iva', iva)), '[]')
          from rm.products where id = any(?::bigint[]) and deleted_at is null) as products,
         (select coalesce(json_agg(json_build_object('id', id::text, 'code', code, 'name', name, 'change', change,
            'change_currency', change_currency)), '[]')
          from rm.payment_methods where id = any(?::bigint[])) as methods,
         (${CURRENT_RATE}) as rate,
         (select min(id)::text from rm.price_groups where deleted_at is null) as first_price_group`,
      [
        asked.provider_id ?? null,
        asked.deposit_id ?? null,
        asked.product_ids ?? [],
        asked.method_ids ?? [],
      ] as unknown as Knex.Value[],
    );
    const row = result.rows[0] as {
      provider: { id: string; name: string; iva_withholding: unknown } | null;
      deposit_found: boolean;
      products: { id: string; code: string; name: string; iva: unknown }[];
      methods: MethodRow[];
      rate: string | null;
      first_price_group: string | null;
    };
    return {
      provider: row.provider && { ...row.provider, iva_withholding: withholdingRateOf(row.provider.iva_withholding) },
      depositFound: row.deposit_found,
      products: new Map(
        row.products.map((product) => [
          product.id,
          { code: product.code, name: product.name, iva: ivaCodeOf(product.iva) },
        ]),
      ),
      methods: new Map(
        row.methods.map((method) => [
          method.id,
          { ...method, change_currency: method.change_currency === 'VES' ? 'VES' : null },
        ]),
      ),
      rate: row.rate,
      firstPriceGroupId: row.first_price_group,
    };
  }
}
