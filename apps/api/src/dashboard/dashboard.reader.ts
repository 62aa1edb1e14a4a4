import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { CREDIT_NOTE_METHOD_CODE } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { OrderReader, OrderView } from '../orders/order.reader';

/** The business's calendar: "this month" and "the last 30 days" are Venezuelan days. */
export const BUSINESS_TIME_ZONE = 'America/Caracas';

/**
 * Orders that count as sold: every state but an estimate and a cancelled order. Their `total` is net of
 * approved devolutions (a return is not revenue) and their `cost_total` of the units that came back.
 */
export const SOLD = `o.order_state not in ('estimate', 'cancel')`;

export interface MainStats {
  /** What clients owe (every open order's pending). */
  balanceTotal: number;
  /** The total of this month's orders (by their date). */
  orderMonthTotal: number;
  /** The payments made this month (by their day), less refunds (credit notes given or used move no money). */
  recaudadoTotal: number;
  /** This month's orders' total less their cost. */
  utilityOrderTotal: number;
}

export interface ProductStats {
  products: number;
  productsStats: { costTotal: number; priceTotal: number; utilityTotal: number };
}

export interface TotalStats {
  totalSold: number;
  totalPaid: number;
}

export interface TopStats {
  latestOrders: OrderView[];
  salesPerDay: { date: string; total: number }[];
}

/** The dashboard's figures (dollars), each from one query on the read models. */
@Injectable()
export class DashboardReader {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly orders: OrderReader,
  ) {}

  async mainStats(): Promise<MainStats> {
    const { rows } = await this.knex.raw(
      `with today as (select (now() at time zone ?)::date as day),
         month as (select date_trunc('month', day)::date as first, (date_trunc('month', day) + interval '1 month')::date as next from today)
       select
         (select coalesce(sum(balance), 0) from rm.client_balances) as balance_total,
         (select coalesce(sum(o.total), 0) from rm.orders o, month m where o.date >= m.first and o.date < m.next and ${SOLD}) as order_total,
         (select coalesce(sum(o.total - o.cost_total), 0) from rm.orders o, month m
           where o.date >= m.first and o.date < m.next and ${SOLD}) as utility_total,
         (select coalesce(sum(p.amount), 0) from rm.order_payments p, month m
           where p.date >= m.first and p.date < m.next
             and p.method_code <> '${CREDIT_NOTE_METHOD_CODE}') as paid_total`,
      [BUSINESS_TIME_ZONE],
    );
    const row = rows[0];
    return {
      balanceTotal: Number(row.balance_total),
      orderMonthTotal: Number(row.order_total),
      recaudadoTotal: Number(row.paid_total),
      utilityOrderTotal: Number(row.utility_total),
    };
  }

  /** Live products, and the stock on hand at cost and at the first price group's price. */
  async productStats(): Promise<ProductStats> {
    const { rows } = await this.knex.raw(
      `with stock as (select product_id, sum(quantity) as quantity from rm.product_stock group by product_id),
         first_group as (select min(id)::text as id from rm.price_groups where deleted_at is null),
         totals as (
           select
             coalesce(round(sum(s.quantity * coalesce(p.cost, 0)), 2), 0) as cost_total,
             coalesce(round(sum(s.quantity * coalesce((p.prices ->> g.id)::numeric, 0)), 2), 0) as price_total
           from stock s
           join rm.products p on p.id = s.product_id and p.deleted_at is null
           cross join first_group g)
       select (select count(*) from rm.products where deleted_at is null)::int as products,
         cost_total, price_total, price_total - cost_total as utility_total
       from totals`,
    );
    const row = rows[0];
    return {
      products: Number(row.products),
      productsStats: {
        costTotal: Number(row.cost_total),
        priceTotal: Number(row.price_total),
        utilityTotal: Number(row.utility_total),
      },
    };
  }

  /**
   * Everything sold (orders but estimates and cancelled ones) and everything collected: what was
   * paid less the payments by credit note both ways (a credit note used, or a refund credited to
   * the client), as 'Recaudado del mes' counts them: no money moved (docs/rules.md 'Dashboard').
   */
  async totalStats(): Promise<TotalStats> {
    const { rows } = await this.knex.raw(
      `select
         (select coalesce(sum(total_sold), 0) from rm.client_balances) as sold,
         (select coalesce(sum(total_spent), 0) from rm.client_balances)
           - (select coalesce(sum(amount), 0) from rm.order_payments where method_code = '${CREDIT_NOTE_METHOD_CODE}') as paid`,
    );
    return { totalSold: Number(rows[0].sold), totalPaid: Number(rows[0].paid) };
  }

  /** The 10 newest orders and the sales of each of the last 30 days (today included; 0 when none). */
  async topStats(): Promise<TopStats> {
    const [latestOrders, days] = await Promise.all([
      this.orders.latest(10),
      this.knex.raw(
        `with today as (select (now() at time zone ?)::date as day)
         select d.day::date::text as date, coalesce(sum(o.total), 0) as total
         from today t
         cross join generate_series(t.day - 29, t.day, interval '1 day') as d(day)
         left join rm.orders o on o.date = d.day::date and ${SOLD}
         group by d.day order by d.day`,
        [BUSINESS_TIME_ZONE],
      ),
    ]);
    return {
      latestOrders,
      salesPerDay: (days.rows as { date: string; total: string }[]).map((row) => ({
        date: row.date,
        total: Number(row.total),
      })),
    };
  }
}
