/**
 * What a sale's printed documents read (the Presupuesto, the Nota de entrega, the Factura and the
 * 80 mm tickets): the order from its read model (rm.orders) with its client, lines and payments in
 * one query, the same figures the sale detail page shows. Amounts stay decimal strings, so the
 * documents sum and convert them exactly.
 */
import { Pool } from 'pg';
import { OPEN_ORDER_STATES, TaxLine } from '@bo/domain';

export interface DocumentOrderLine {
  code: string;
  name: string;
  deposit: string | null;
  quantity: number;
  /** Unit price in USD ('12.50'). */
  price: string;
}

export interface DocumentOrderPayment {
  method: string;
  /** USD; a refund is negative. */
  amount: string;
  /** Bs paid (0 when paid in dollars). */
  amount_bs: string;
  reference: string;
  /** Issue 33: the IGTF paid on top (USD; negative on a refund), null when none. */
  igtf: string | null;
}

export interface DocumentOrder {
  id: string;
  number_order: string;
  invoice_number: string | null;
  order_state: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  client: { name: string; identification: string; address: string | null; phone: string | null };
  subtotal: string;
  discount: string;
  /** What approved devolutions took off the total (USD): subtotal - discount - returned = total. */
  returned: string;
  total: string;
  /** What has been paid (USD). */
  balance: string;
  /** What is still owed while the order is open, else '0'. */
  pending: string;
  /** Bs per USD the order was sold at. */
  exchange_rate: string;
  /** COP per Bs, when the order has a peso rate. */
  cop_change: string | null;
  comentary: string;
  order_buy: string | null;
  seller: string | null;
  lines: DocumentOrderLine[];
  payments: DocumentOrderPayment[];
  /** Issue 33: a taxed sale's taxes (USD), null under regime `none`. */
  fiscal: { taxes: TaxLine[]; exempt: string; tax_total: string } | null;
}

const ORDER_SQL = `select o.id::text, o.number_order::text, o.invoice_number, o.order_state, o.date::text as date,
    json_build_object(
      'name', coalesce(o.client_name, c.name, ''),
      'identification', coalesce(o.client_identification, c.identification, ''),
      'address', c.address,
      'phone', c.phone
    ) as client,
    o.subtotal::text, o.discount::text, o.returned::text, o.total::text, o.balance::text,
    (case when o.order_state = any($2::text[]) then o.total - o.balance else 0 end)::text as pending,
    o.exchange_rate::text, o.cop_change::text, o.comentary, o.order_buy,
    nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as seller,
    (select coalesce(json_agg(json_build_object(
        'code', l.code, 'name', l.name, 'deposit', d.name, 'quantity', l.quantity, 'price', l.price::text
      ) order by l.id), '[]')
      from rm.order_lines l left join rm.deposits d on d.id = l.deposit_id where l.order_id = o.id) as lines,
    (select coalesce(json_agg(json_build_object(
        'method', p.method_name, 'amount', p.amount::text, 'amount_bs', p.amount_bs::text, 'reference', p.reference,
        'igtf', (select g.igtf::text from rm.order_payment_igtf g where g.payment_id = p.id)
      ) order by p.id), '[]')
      from rm.order_payments p where p.order_id = o.id) as payments,
    (select json_build_object('taxes', t.taxes, 'exempt', t.exempt::text, 'tax_total', t.tax_total::text)
      from rm.order_taxes t where t.order_id = o.id) as fiscal
  from rm.orders o
  left join rm.clients c on c.id = o.client_id
  left join rm.users u on u.id = o.user_id
  where o.id = $1`;

/** The order with id `id` (digits only), or null when there is none. */
export async function documentOrder(pool: Pool, id: string): Promise<DocumentOrder | null> {
  if (!/^[1-9]\d{0,17}$/.test(id)) return null;
  const { rows } = await pool.query<DocumentOrder>(ORDER_SQL, [id, [...OPEN_ORDER_STATES]]);
  return rows[0] ?? null;
}
