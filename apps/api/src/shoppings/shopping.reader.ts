/** The purchases' read side: the list (a document list of the kit) and the detail, as API.md shapes them. */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { Decimal, IvaCode, payableOf, SHOPPING_STATUSES, ShoppingMessages, TaxLine } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { isoDateOrNull } from '../infrastructure/http/list-params';
import { DocumentList, oneOf } from '../documents/document-list';

/** A purchase as its list rows show it (API.md): money as decimal strings with 2 decimals. */
export interface ShoppingView {
  id: number;
  number_shopping: number;
  provider_id: number;
  /** The provider as it is now (its name as at the purchase when it has none left). */
  provider: {
    id: number;
    name: string;
    company_name: string;
    tax_id: string | null;
    email: string | null;
    phone: string | null;
  };
  invoice_number: string;
  date: string;
  due_date: string;
  payment_type: 'cash' | 'credit';
  deposit_id: number;
  deposit: { id: number; name: string | null };
  comentary: string;
  /** The rate when it was registered (Bs per USD), or null. */
  exchange_rate: string | null;
  sub_total: string;
  discount_percentage: string | null;
  discount: string;
  total: string;
  total_paid: string;
  /** What is still owed: total - iva_withheld - total_paid while pending; "0.00" once paid (or marked paid) or cancelled. */
  balance: string;
  /**
   * Issue 33, under a fiscal regime: the provider's control number, the IVA per rate, the exempt
   * base and the IVA in all (`total` includes it); under regime special the % and the IVA withheld
   * with its voucher. Under `none`: null, [], '0.00', '0.00', null, '0.00', null.
   */
  control_number: string | null;
  taxes: TaxLine[];
  exempt: string;
  tax_total: string;
  withholding_rate: 75 | 100 | null;
  iva_withheld: string;
  withholding_voucher: string | null;
  /** What the provider is paid in all: total - iva_withheld. */
  payable: string;
  /** true while its status is paid. */
  paid: boolean;
  status: 'pending' | 'paid' | 'cancelled';
  user: { id: number; first_name: string; last_name: string } | null;
  created_at: string;
}

export interface ShoppingLineView {
  id: number;
  product: { id: number; code: string; name: string };
  quantity: number;
  cost: string;
  percentage: string | null;
  price: string | null;
  total: string;
  /** Issue 33: the line's IVA code under a fiscal regime; null under `none`. */
  iva: IvaCode | null;
}

export interface ShoppingPaymentView {
  id: number;
  created_at: string;
  date: string;
  method: { id: number; name: string };
  payment_method_id: number;
  amount_usd: string;
  amount_ves: string;
  exchange_rate: string | null;
  reference: string;
}

/** GET /api/shoppings/:id and every command's answer: the purchase with its products and payments. */
export interface ShoppingDetail extends ShoppingView {
  products: ShoppingLineView[];
  payments: ShoppingPaymentView[];
}

const COLUMNS = [
  's.id',
  's.number_shopping',
  's.provider_id',
  's.provider_name',
  'p.name as provider_contact',
  'p.company_name as provider_company',
  'p.tax_id as provider_tax_id',
  'p.email as provider_email',
  'p.phone as provider_phone',
  's.invoice_number',
  's.payment_type',
  's.deposit_id',
  'd.name as deposit_name',
  's.comentary',
  's.exchange_rate',
  's.sub_total',
  's.discount_percentage',
  's.discount',
  's.total',
  's.total_paid',
  's.status',
  's.control_number',
  's.taxes',
  's.exempt',
  's.tax_total',
  's.withholding_rate',
  's.iva_withheld',
  's.withholding_voucher',
  's.user_id',
  'u.first_name as user_first_name',
  'u.last_name as user_last_name',
  's.created_at',
];

const shoppingRows = (knex: Knex) =>
  knex('rm.shoppings as s')
    .leftJoin('rm.providers as p', 'p.id', 's.provider_id')
    .leftJoin('rm.deposits as d', 'd.id', 's.deposit_id')
    .leftJoin('rm.users as u', 'u.id', 's.user_id')
    .select([...COLUMNS, knex.raw('s.date::text as date'), knex.raw('s.due_date::text as due_date')]);

/** A filter on a column by an id: an id that is not one filters every row out. */
const byId = (column: string) => (query: Knex.QueryBuilder, value: unknown) => {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text === 'string' && /^\d{1,18}$/.test(text)) query.where(column, text);
  else query.whereRaw('false');
};

/** A filter on a day: a date that is not one filters every row out. */
const byDay = (column: string, operator: '>=' | '<=') => (query: Knex.QueryBuilder, value: unknown) => {
  const day = isoDateOrNull(value);
  if (day) query.where(column, operator, day.slice(0, 10));
  else query.whereRaw('false');
};

/**
 * GET /api/shoppings: filter q (the provider's name or company, or the invoice number), status,
 * provider_id, date_gte, date_lte; sorted by id, number_shopping, date, due_date or total.
 */
export const SHOPPING_LIST: DocumentList<ShoppingView> = {
  path: 'shoppings',
  rows: shoppingRows,
  id: 's.id',
  sortable: {
    id: 's.id',
    number_shopping: 's.number_shopping',
    date: 's.date',
    due_date: 's.due_date',
    total: 's.total',
  },
  defaultSort: ['number_shopping', 'DESC'],
  filters: {
    status: oneOf('s.status', SHOPPING_STATUSES),
    provider_id: byId('s.provider_id'),
    date_gte: byDay('s.date', '>='),
    date_lte: byDay('s.date', '<='),
  },
  search: (query, pattern) =>
    query.where((where) =>
      where
        .whereILike('s.invoice_number', pattern)
        .orWhereILike('s.provider_name', pattern)
        .orWhereILike('p.name', pattern)
        .orWhereILike('p.company_name', pattern),
    ),
  view: toView,
};

/** Reads purchases, their lines and payments from their read model (`rm.shoppings`...). */
@Injectable()
export class ShoppingReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async byId(id: string): Promise<ShoppingDetail> {
    const [row, lines, payments] = await Promise.all([
      shoppingRows(this.knex).where('s.id', id).first() as Promise<Record<string, unknown> | undefined>,
      this.knex('rm.shopping_lines').where('shopping_id', id).orderBy('id') as Promise<Record<string, unknown>[]>,
      this.knex('rm.shopping_payments')
        .select('*', this.knex.raw('date::text as day'))
        .where('shopping_id', id)
        .orderBy('id') as Promise<Record<string, unknown>[]>,
    ]);
    if (!row) throw new NotFoundException(ShoppingMessages.notFound);
    return { ...toView(row), products: lines.map(toLineView), payments: payments.map(toPaymentView) };
  }
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
/** Dollars as exact text with 2 decimals (numeric comes back from pg as text). */
const money = (value: unknown): string => new Decimal(String(value ?? 0)).toFixed(2);

function toView(row: Record<string, unknown>): ShoppingView {
  const status = row.status as ShoppingView['status'];
  const payable = payableOf({ total: String(row.total), iva_withheld: String(row.iva_withheld ?? 0) });
  const owed = status === 'pending' ? Decimal.max(0, payable.minus(String(row.total_paid))) : 0;
  return {
    id: Number(row.id),
    number_shopping: Number(row.number_shopping),
    provider_id: Number(row.provider_id),
    provider: {
      id: Number(row.provider_id),
      name: String(row.provider_contact ?? row.provider_name),
      company_name: String(row.provider_company ?? row.provider_name),
      tax_id: text(row.provider_tax_id),
      email: text(row.provider_email),
      phone: text(row.provider_phone),
    },
    invoice_number: String(row.invoice_number),
    date: String(row.date),
    due_date: String(row.due_date),
    payment_type: row.payment_type as ShoppingView['payment_type'],
    deposit_id: Number(row.deposit_id),
    deposit: { id: Number(row.deposit_id), name: text(row.deposit_name) },
    comentary: String(row.comentary ?? ''),
    exchange_rate: text(row.exchange_rate),
    sub_total: money(row.sub_total),
    discount_percentage: row.discount_percentage === null ? null : money(row.discount_percentage),
    discount: money(row.discount),
    total: money(row.total),
    total_paid: money(row.total_paid),
    balance: money(owed),
    control_number: text(row.control_number),
    taxes: (row.taxes as TaxLine[] | null) ?? [],
    exempt: money(row.exempt),
    tax_total: money(row.tax_total),
    withholding_rate: row.withholding_rate === null ? null : (Number(row.withholding_rate) as 75 | 100),
    iva_withheld: money(row.iva_withheld),
    withholding_voucher: text(row.withholding_voucher),
    payable: money(payable),
    paid: status === 'paid',
    status,
    user:
      row.user_id === null || row.user_id === undefined
        ? null
        : {
            id: Number(row.user_id),
            first_name: String(row.user_first_name ?? ''),
            last_name: String(row.user_last_name ?? ''),
          },
    created_at: new Date(row.created_at as string).toISOString(),
  };
}

function toLineView(row: Record<string, unknown>): ShoppingLineView {
  return {
    id: Number(row.id),
    product: { id: Number(row.product_id), code: String(row.code), name: String(row.name) },
    quantity: Number(row.quantity),
    cost: money(row.cost),
    percentage: row.percentage === null ? null : money(row.percentage),
    price: row.price === null ? null : money(row.price),
    total: money(row.total),
    iva: (row.iva as IvaCode | null) ?? null,
  };
}

function toPaymentView(row: Record<string, unknown>): ShoppingPaymentView {
  return {
    id: Number(row.id),
    created_at: new Date(row.created_at as string).toISOString(),
    date: String(row.day),
    method: { id: Number(row.method_id), name: String(row.method_name) },
    payment_method_id: Number(row.method_id),
    amount_usd: money(row.amount_usd),
    amount_ves: money(row.amount_ves),
    exchange_rate: text(row.exchange_rate),
    reference: String(row.reference),
  };
}
