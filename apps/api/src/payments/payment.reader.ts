import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { KNEX } from '../infrastructure/database/tokens';
import { whereIdFilter } from '../infrastructure/http/id-filter';
import { ListParams, Page, pageOf } from '../infrastructure/http/list-params';

/** A client's payment ('Registrar pagos') and how it was applied to its orders, oldest first. */
export interface ClientPaymentView {
  id: number;
  client_id: number;
  client: { id: number; name: string | null };
  method: { id: number; code: string; name: string };
  amount: number;
  /** Bolivars paid (0 for a payment in dollars) and the rate they were counted at (null in dollars). */
  amount_bs: number;
  exchange_rate: number | null;
  reference: string;
  date: string;
  created_at: string;
  allocations: { order_id: number; number_order: number | null; amount: number }[];
}

/** One payment of one order (a client's payment history shows every payment of its orders). */
export interface OrderPaymentView {
  id: number;
  order_id: number;
  /** The client payment this is part of; null for a payment made on the order itself. */
  client_payment_id: number | null;
  number_order: number | null;
  method: { id: number; code: string; name: string };
  amount: number;
  amount_bs: number;
  exchange_rate: number | null;
  reference: string;
  created_at: string;
  /** The business day it was made: its client payment's date, a sale's date for a payment made with the sale. */
  date: string;
}

export const CLIENT_PAYMENT_SORTABLE = ['id', 'created_at', 'date', 'amount'] as const;
export const ORDER_PAYMENT_SORTABLE = ['id', 'created_at', 'date', 'amount'] as const;

export class PaymentNotFound extends NotFoundException {
  constructor() {
    super('El pago no existe');
  }
}

/** Reads the payments from the orders read model (`rm.client_payments`, `rm.order_payments`). */
@Injectable()
export class PaymentReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  private clientPayments(): Knex.QueryBuilder {
    // Each part with the number of the order it paid, in the order it was applied.
    const allocations = this.knex.raw(`(
      select coalesce(jsonb_agg(jsonb_build_object(
          'order_id', (part->>'order_id')::bigint, 'number_order', o.number_order, 'amount', (part->>'amount')::numeric)
        order by place), '[]'::jsonb)
      from jsonb_array_elements(cp.allocations) with ordinality as parts(part, place)
      left join rm.orders o on o.id = (part->>'order_id')::bigint
    ) as parts`);
    return this.knex('rm.client_payments as cp')
      .leftJoin('rm.clients as c', 'c.id', 'cp.client_id')
      .select('cp.*', this.knex.raw('cp.date::text as date'), 'c.name as client_name', allocations);
  }

  /** GET /api/payments: filter client_id; newest first by default. */
  async list(params: ListParams): Promise<Page<ClientPaymentView>> {
    const query = this.clientPayments();
    whereIdFilter(query, 'cp.client_id', params.filter.client_id);
    const page = await pageOf<Record<string, unknown>>(
      query,
      { ...params, sortField: `cp.${params.sortField}` },
      'cp.id',
    );
    return { ...page, rows: page.rows.map(toClientPaymentView) };
  }

  async byId(id: string): Promise<ClientPaymentView> {
    const row = (await this.clientPayments().where('cp.id', id).first()) as Record<string, unknown> | undefined;
    if (!row) throw new PaymentNotFound();
    return toClientPaymentView(row);
  }

  /** GET /api/order-payments: filter client_id, order_id; newest first by default. */
  async orderPayments(params: ListParams): Promise<Page<OrderPaymentView>> {
    const query = this.knex('rm.order_payments as p')
      .leftJoin('rm.orders as o', 'o.id', 'p.order_id')
      .select('p.*', this.knex.raw('p.date::text as date'), 'o.number_order');
    whereIdFilter(query, 'p.client_id', params.filter.client_id);
    whereIdFilter(query, 'p.order_id', params.filter.order_id);
    const page = await pageOf<Record<string, unknown>>(
      query,
      { ...params, sortField: `p.${params.sortField}` },
      'p.id',
    );
    return {
      ...page,
      rows: page.rows.map((row) => ({
        id: Number(row.id),
        order_id: Number(row.order_id),
        client_payment_id: row.client_payment_id === null ? null : Number(row.client_payment_id),
        number_order: row.number_order === null ? null : Number(row.number_order),
        method: methodOf(row),
        amount: Number(row.amount),
        amount_bs: Number(row.amount_bs),
        exchange_rate: row.exchange_rate === null ? null : Number(row.exchange_rate),
        reference: String(row.reference),
        created_at: new Date(row.created_at as string).toISOString(),
        date: String(row.date),
      })),
    };
  }
}

const methodOf = (row: Record<string, unknown>) => ({
  id: Number(row.method_id),
  code: String(row.method_code),
  name: String(row.method_name),
});

function toClientPaymentView(row: Record<string, unknown>): ClientPaymentView {
  return {
    id: Number(row.id),
    client_id: Number(row.client_id),
    client: { id: Number(row.client_id), name: (row.client_name as string | null) ?? null },
    method: methodOf(row),
    amount: Number(row.amount),
    amount_bs: Number(row.amount_bs),
    exchange_rate: row.exchange_rate === null ? null : Number(row.exchange_rate),
    reference: String(row.reference),
    date: String(row.date),
    created_at: new Date(row.created_at as string).toISOString(),
    allocations: (row.parts as { order_id: number; number_order: number | null; amount: number }[]).map((part) => ({
      order_id: Number(part.order_id),
      number_order: part.number_order === null ? null : Number(part.number_order),
      amount: Number(part.amount),
    })),
  };
}
