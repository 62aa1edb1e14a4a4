import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { CreditNoteIssued, DevolutionMessages } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { whereIdFilter } from '../infrastructure/http/id-filter';
import { DocumentList, oneOf } from '../documents/document-list';

/** A devolution as its list rows show it (money as decimal strings, API.md). */
export interface DevolutionView {
  id: number;
  number: number;
  status: 'pending' | 'approved' | 'rejected';
  return_type: 'partial' | 'complete';
  created_at: string;
  decided_at: string | null;
  total_amount: string;
  refund_method: string;
  refund_reference: string | null;
  notes: string | null;
  quantity: number;
  order: { id: number; number_order: number | null };
  client: { id: number; name: string | null };
  user: { id: number; first_name: string; last_name: string } | null;
}

export interface DevolutionLineView {
  id: number;
  order_line_id: number;
  /** null for a quick line (returned for money, no stock moved). */
  product: { id: number; code: string; name: string } | null;
  deposit: { id: number; name: string | null } | null;
  quantity: number;
  amount: string;
  reason: string | null;
  /** The order line as sold. */
  orderProduct: { name: string; quantity: number; price: string };
}

/** The detail page: the devolution, its order as it is now and its lines. */
export interface DevolutionDetail extends Omit<DevolutionView, 'order'> {
  order: {
    id: number;
    number_order: number | null;
    order_state: string | null;
    /** What has been paid (the order's `balance`, as the sales screens call it). */
    balance: string | null;
    total: string | null;
    returned: string | null;
    client: { id: number; name: string | null };
  };
  /** The lines (`devolutionProducts` as the spec names them, `lines` as the other documents do: the same rows). */
  devolutionProducts: DevolutionLineView[];
  lines: DevolutionLineView[];
}

const devolutionRows = (knex: Knex) =>
  knex('rm.devolutions as d')
    .leftJoin('rm.orders as o', 'o.id', 'd.order_id')
    .leftJoin('rm.users as u', 'u.id', 'd.user_id')
    .select(
      'd.*',
      'o.number_order',
      'o.client_name',
      'o.order_state',
      'o.balance as order_balance',
      'o.total as order_total',
      'o.returned as order_returned',
      'u.first_name',
      'u.last_name',
    );

/**
 * GET /api/devolutions: filter q (the order's number, or its client's name), status, return_type,
 * order_id; sorted by id, number, created_at or total_amount (newest first by default).
 */
export const DEVOLUTION_LIST: DocumentList<DevolutionView> = {
  path: 'devolutions',
  rows: devolutionRows,
  id: 'd.id',
  sortable: { id: 'd.id', number: 'd.number', created_at: 'd.created_at', total_amount: 'd.total_amount' },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    status: oneOf('d.status', ['pending', 'approved', 'rejected']),
    return_type: oneOf('d.return_type', ['partial', 'complete']),
    order_id: (query, value) => whereIdFilter(query, 'd.order_id', value),
  },
  search: (query, pattern) => {
    const digits = pattern.replace(/^%#?|%$/g, '');
    query.where((where) => {
      where.whereILike('o.client_name', pattern);
      if (/^\d{1,18}$/.test(digits)) where.orWhere('o.number_order', digits);
    });
  },
  view: toView,
};

/** Reads devolutions and their lines from their read model (`rm.devolutions`, `rm.devolution_lines`). */
@Injectable()
export class DevolutionReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  /**
   * Issue 33: the credit note an approval issued for this devolution (an invoiced sale's), as
   * issued (`rm.order_fiscal_documents`), or null: the answer of an approval retried with its
   * Idempotency-Key, which issues nothing again.
   */
  async creditNoteOf(id: string): Promise<CreditNoteIssued['data'] | null> {
    const row = (await this.knex('rm.order_fiscal_documents')
      .where({ kind: 'credit_note', document_id: id })
      .first('document')) as { document: CreditNoteIssued['data'] } | undefined;
    return row?.document ?? null;
  }

  async byId(id: string): Promise<DevolutionDetail> {
    const row = (await devolutionRows(this.knex).where('d.id', id).first()) as Record<string, unknown> | undefined;
    if (!row) throw new NotFoundException(DevolutionMessages.notFound);
    const lines = (await this.knex('rm.devolution_lines as l')
      .leftJoin('rm.products as p', 'p.id', 'l.product_id')
      .leftJoin('rm.deposits as dep', 'dep.id', 'l.deposit_id')
      .select('l.*', 'p.code as product_code', 'p.name as product_name', 'dep.name as deposit_name')
      .where('l.devolution_id', id)
      .orderBy('l.id')) as Record<string, unknown>[];
    const view = toView(row);
    const devolutionProducts = lines.map(toLineView);
    return {
      ...view,
      order: {
        ...view.order,
        order_state: textOrNull(row.order_state),
        balance: textOrNull(row.order_balance),
        total: textOrNull(row.order_total),
        returned: textOrNull(row.order_returned),
        client: view.client,
      },
      devolutionProducts,
      lines: devolutionProducts,
    };
  }
}

const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);

function toView(row: Record<string, unknown>): DevolutionView {
  return {
    id: Number(row.id),
    number: Number(row.number),
    status: row.status as DevolutionView['status'],
    return_type: row.return_type as DevolutionView['return_type'],
    created_at: iso(row.created_at)!,
    decided_at: iso(row.decided_at),
    total_amount: String(row.total_amount),
    refund_method: String(row.refund_method),
    refund_reference: textOrNull(row.refund_reference),
    notes: textOrNull(row.notes),
    quantity: Number(row.quantity),
    order: {
      id: Number(row.order_id),
      number_order: row.number_order === null || row.number_order === undefined ? null : Number(row.number_order),
    },
    client: { id: Number(row.client_id), name: textOrNull(row.client_name) },
    user:
      row.user_id === null || row.user_id === undefined
        ? null
        : { id: Number(row.user_id), first_name: String(row.first_name ?? ''), last_name: String(row.last_name ?? '') },
  };
}

function toLineView(row: Record<string, unknown>): DevolutionLineView {
  return {
    id: Number(row.id),
    order_line_id: Number(row.order_line_id),
    product:
      row.product_id === null
        ? null
        : {
            id: Number(row.product_id),
            code: String(row.product_code ?? row.code),
            name: String(row.product_name ?? row.name),
          },
    deposit: row.deposit_id === null ? null : { id: Number(row.deposit_id), name: textOrNull(row.deposit_name) },
    quantity: Number(row.quantity),
    amount: String(row.amount),
    reason: textOrNull(row.reason),
    orderProduct: { name: String(row.name), quantity: Number(row.ordered), price: String(row.price) },
  };
}
