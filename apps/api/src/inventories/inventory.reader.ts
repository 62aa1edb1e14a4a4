import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { InventoryMessages } from '@bo/domain';
import { prepared } from '@bo/projections';
import { KNEX } from '../infrastructure/database/tokens';
import { ListParams, Page, pageOf } from '../infrastructure/http/list-params';
import { DocumentList, oneOf } from '../documents/document-list';

/** An inventory as every route answers it. */
export interface InventoryView {
  id: number;
  type: 'add' | 'return';
  status: 'request' | 'process';
  quantity: number;
  lines_count: number;
  created_at: string;
  approved_at: string | null;
  deleted_at: string | null;
  user: { id: number; first_name: string; last_name: string } | null;
}

export interface InventoryLineView {
  id: number;
  product: { id: number; code: string | null; name: string | null };
  deposit: { id: number; name: string | null };
  quantity: number;
}

const COLUMNS = [
  'i.id',
  'i.type',
  'i.status',
  'i.quantity',
  'i.lines_count',
  'i.created_at',
  'i.approved_at',
  'i.deleted_at',
  'i.user_id',
  'u.first_name',
  'u.last_name',
];

const inventoryRows = (knex: Knex) =>
  knex('rm.inventories as i').leftJoin('rm.users as u', 'u.id', 'i.user_id').select(COLUMNS);

/**
 * GET /api/inventories: filter q (who made it, or a line's product code or name), type, status,
 * trashed; sorted by created_at or id.
 */
export const INVENTORY_LIST: DocumentList<InventoryView> = {
  path: 'inventories',
  rows: inventoryRows,
  id: 'i.id',
  sortable: { id: 'i.id', created_at: 'i.created_at' },
  defaultSort: ['created_at', 'DESC'],
  deletedAt: 'i.deleted_at',
  filters: { type: oneOf('i.type', ['add', 'return']), status: oneOf('i.status', ['request', 'process']) },
  search: (query, pattern, knex) =>
    query.where((where) =>
      where.whereRaw(`(u.first_name || ' ' || u.last_name) ilike ?`, [pattern]).orWhereExists((lines) =>
        lines
          .select(knex.raw('1'))
          .from('rm.inventory_lines as l')
          .join('rm.products as p', 'p.id', 'l.product_id')
          .whereRaw('l.inventory_id = i.id')
          .andWhere((product) => product.whereILike('p.code', pattern).orWhereILike('p.name', pattern)),
      ),
    ),
  view: toView,
};

/** Reads inventories and their lines from their read model (`rm.inventories`, `rm.inventory_lines`). */
@Injectable()
export class InventoryReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  private rows(): Knex.QueryBuilder {
    return inventoryRows(this.knex);
  }

  /** The text of `byId`, built once: every inventory command answers with it. */
  private byIdText: string | null = null;

  /** One named statement (parsed and planned once per connection). */
  async byId(id: string): Promise<InventoryView> {
    this.byIdText ??= inventoryRows(this.knex).where('i.id', '?').first().toSQL().sql;
    const result = await prepared(this.knex, this.byIdText, [id, 1]);
    const row = result.rows[0] as Record<string, unknown> | undefined;
    if (!row) throw new NotFoundException(InventoryMessages.notFound);
    return toView(row);
  }

  async lines(id: string, params: ListParams): Promise<Page<InventoryLineView>> {
    await this.byId(id);
    const query = this.knex('rm.inventory_lines as l')
      .leftJoin('rm.products as p', 'p.id', 'l.product_id')
      .leftJoin('rm.deposits as d', 'd.id', 'l.deposit_id')
      .select('l.id', 'l.product_id', 'p.code', 'p.name', 'l.deposit_id', 'd.name as deposit_name', 'l.quantity')
      .where('l.inventory_id', id);
    const page = await pageOf<Record<string, unknown>>(
      query,
      { ...params, sortField: 'l.id', sortOrder: 'asc' },
      'l.id',
    );
    return {
      ...page,
      rows: page.rows.map((row) => ({
        id: Number(row.id),
        product: { id: Number(row.product_id), code: row.code as string | null, name: row.name as string | null },
        deposit: { id: Number(row.deposit_id), name: row.deposit_name as string | null },
        quantity: Number(row.quantity),
      })),
    };
  }
}

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);

function toView(row: Record<string, unknown>): InventoryView {
  return {
    id: Number(row.id),
    type: row.type as InventoryView['type'],
    status: row.status as InventoryView['status'],
    quantity: Number(row.quantity),
    lines_count: Number(row.lines_count),
    created_at: iso(row.created_at)!,
    approved_at: iso(row.approved_at),
    deleted_at: iso(row.deleted_at),
    user:
      row.user_id === null || row.user_id === undefined
        ? null
        : { id: Number(row.user_id), first_name: String(row.first_name ?? ''), last_name: String(row.last_name ?? '') },
  };
}
