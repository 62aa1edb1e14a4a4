import { Knex } from 'knex';
import { Decimal, IvaCode, NO_TAXES, OPEN_ORDER_STATES, TaxLine } from '@bo/domain';

/** A person as the sales screens name them. */
export interface PersonName {
  first_name: string;
  last_name: string;
}

/** An order as its list rows and its detail page show it (amounts in dollars). */
export interface OrderView {
  id: number;
  number_order: number;
  invoice_number: string | null;
  order_state: string;
  client_id: number;
  client: {
    id: number;
    name: string;
    identification: string;
    email: string | null;
    phone: string | null;
    address: string | null;
  };
  date: string;
  subtotal: number;
  discount: number;
  discount_type: string | null;
  discount_value: number | null;
  total: number;
  /** What has been paid. */
  balance: number;
  /** What approved devolutions took off the total (the sold total is total + returned). */
  returned: number;
  /**
   * What is still owed on it (total - balance) while it is open (request, delivery, dispatch); 0 on
   * an estimate, a cancelled, finished or returned order, as the client's balance counts it.
   */
  pending: number;
  exchange_rate: number;
  cop_change: number | null;
  isCredit: boolean;
  comentary: string;
  order_buy: string | null;
  responsible: ({ id: number } & PersonName) | null;
  created_at: string;
  /**
   * Issue 33: the IVA per rate on the bases after discount, the exempt base and the IVA in all,
   * under a fiscal regime (`total` then includes the IVA); `[]`, '0.00', '0.00' under `none`.
   */
  taxes: TaxLine[];
  exempt: string;
  tax_total: string;
}

/** The columns of an OrderView: `rm.orders as o` with `rm.clients as c` and `rm.users as u`. */
export function orderViewColumns(knex: Knex): (string | Knex.Raw)[] {
  return [
    'o.id',
    'o.number_order',
    'o.invoice_number',
    'o.order_state',
    'o.client_id',
    'o.client_name',
    'o.client_identification',
    'c.name as current_client_name',
    'c.identification as current_client_identification',
    'c.email as client_email',
    'c.phone as client_phone',
    'c.address as client_address',
    knex.raw('o.date::text as date'),
    'o.subtotal',
    'o.discount',
    'o.discount_type',
    'o.discount_value',
    'o.total',
    'o.balance',
    'o.returned',
    knex.raw('case when o.order_state = any(?::text[]) then o.total - o.balance else 0 end as pending', [
      [...OPEN_ORDER_STATES],
    ] as unknown as Knex.Value[]),
    'o.exchange_rate',
    'o.cop_change',
    'o.is_credit',
    'o.comentary',
    'o.order_buy',
    'o.user_id',
    'u.first_name as user_first_name',
    'u.last_name as user_last_name',
    'o.created_at',
    // Issue 33: the sale's taxes (fiscal-sales projection), none under regime `none`.
    knex.raw(`(select json_build_object('taxes', t.taxes, 'exempt', t.exempt, 'tax_total', t.tax_total,
      'line_ivas', t.line_ivas) from rm.order_taxes t where t.order_id = o.id) as fiscal`),
  ];
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * A row of orderViewColumns as an OrderView. The client is named as on the sale (the document keeps
 * the name and identification it was sold to); contact data come from the client as it is now.
 */
export function toOrderView(row: Record<string, unknown>): OrderView {
  return {
    id: Number(row.id),
    number_order: Number(row.number_order),
    invoice_number: textOrNull(row.invoice_number),
    order_state: String(row.order_state),
    client_id: Number(row.client_id),
    client: {
      id: Number(row.client_id),
      name: String(row.client_name ?? row.current_client_name ?? ''),
      identification: String(row.client_identification ?? row.current_client_identification ?? ''),
      email: textOrNull(row.client_email),
      phone: textOrNull(row.client_phone),
      address: textOrNull(row.client_address),
    },
    date: String(row.date),
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    discount_type: textOrNull(row.discount_type),
    discount_value: numberOrNull(row.discount_value),
    total: Number(row.total),
    balance: Number(row.balance),
    returned: Number(row.returned ?? 0),
    pending: Number(row.pending),
    exchange_rate: Number(row.exchange_rate),
    cop_change: numberOrNull(row.cop_change),
    isCredit: Boolean(row.is_credit),
    comentary: String(row.comentary),
    order_buy: textOrNull(row.order_buy),
    responsible:
      row.user_id === null || row.user_id === undefined
        ? null
        : {
            id: Number(row.user_id),
            first_name: String(row.user_first_name ?? ''),
            last_name: String(row.user_last_name ?? ''),
          },
    created_at: new Date(row.created_at as string).toISOString(),
    ...taxesOf(row.fiscal as FiscalRow | null),
  };
}

/** The fiscal-sales row of an order as orderViewColumns reads it (null: no tax). */
export interface FiscalRow {
  taxes: TaxLine[];
  exempt: number | string;
  tax_total: number | string;
  line_ivas: Record<string, IvaCode>;
}

function taxesOf(fiscal: FiscalRow | null | undefined): Pick<OrderView, 'taxes' | 'exempt' | 'tax_total'> {
  if (!fiscal) return { ...NO_TAXES };
  return {
    taxes: fiscal.taxes,
    exempt: new Decimal(fiscal.exempt).toFixed(2),
    tax_total: new Decimal(fiscal.tax_total).toFixed(2),
  };
}

/** A responsible person, or null when the row has no user. */
export function personOrNull(row: Record<string, unknown>, prefix: string): PersonName | null {
  if (row[`${prefix}_id`] === null || row[`${prefix}_id`] === undefined) return null;
  return {
    first_name: String(row[`${prefix}_first_name`] ?? ''),
    last_name: String(row[`${prefix}_last_name`] ?? ''),
  };
}
