import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { foreignCurrencyOf, PaymentMethodMessages, SYSTEM_PAYMENT_METHOD_CODES } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { ListParams, Page, pageOf } from '../infrastructure/http/list-params';
import { searchPattern } from '../infrastructure/http/search-pattern';

/** A payment method as every route answers it. */
export interface PaymentMethodView {
  id: number;
  code: string;
  name: string;
  /** true for cash-like methods that need no reference. */
  change: boolean;
  /** 'VES' when the amount is typed in bolivars, else null. */
  change_currency: 'VES' | null;
  /** Issue 33: in foreign currency (an IGTF agent's payments by it carry IGTF). */
  foreign_currency: boolean;
  /** One of the seven methods sales and purchases rely on: it cannot be deleted. */
  system: boolean;
}

const COLUMNS = ['id', 'code', 'name', 'change', 'change_currency', 'foreign_currency'];
export const PAYMENT_METHOD_SORTABLE = ['id', 'code', 'name', 'change', 'change_currency'] as const;

/** Reads the live payment methods from their read model (`rm.payment_methods`). */
@Injectable()
export class PaymentMethodReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async list(params: ListParams): Promise<Page<PaymentMethodView>> {
    const query = this.knex('rm.payment_methods').select(COLUMNS);
    const pattern = searchPattern(params.filter.q);
    if (pattern) {
      query.where((where) => where.whereILike('name', pattern).orWhereILike('code', pattern));
    }
    if (Array.isArray(params.filter.id))
      query.whereIn(
        'id',
        params.filter.id.map(String).filter((id) => /^\d{1,18}$/.test(id)),
      );
    const page = await pageOf<Record<string, unknown>>(query, params);
    return { ...page, rows: page.rows.map(toView) };
  }

  async byId(id: string): Promise<PaymentMethodView> {
    const row = (await this.knex('rm.payment_methods').select(COLUMNS).where({ id }).first()) as
      Record<string, unknown> | undefined;
    if (!row) throw new NotFoundException(PaymentMethodMessages.notFound);
    return toView(row);
  }
}

function toView(row: Record<string, unknown>): PaymentMethodView {
  const code = String(row.code);
  return {
    ...(row as unknown as PaymentMethodView),
    id: Number(row.id),
    foreign_currency: foreignCurrencyOf(row as { code: string; change_currency: string | null }),
    system: SYSTEM_PAYMENT_METHOD_CODES.includes(code),
  };
}
