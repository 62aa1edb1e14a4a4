import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Knex } from 'knex';
import { Roles } from '../auth/guards/access.decorators';
import { KNEX } from '../infrastructure/database/tokens';
import { parseListParams, setContentRange } from '../infrastructure/http/list-params';
import { NumericIdPipe } from '../infrastructure/http/numeric-id.pipe';
import { BUSINESS_TIME_ZONE } from '../dashboard/dashboard.reader';

/** One move of a product's stock as the stock card shows it. */
export interface StockMovementView {
  id: number;
  /** When the move was recorded. */
  at: string;
  /** The day it is dated on ('YYYY-MM-DD'): its document's own day (a sale's date), else the day of `at` in Caracas. */
  date: string;
  document: { type: string; id: string; label: string };
  deposit: { id: number; name: string | null };
  quantity_in: number;
  quantity_out: number;
  /** The product's total over all deposits after this move. */
  balance: number;
}

/** The sale a move belongs to, when its document is an order. */
const ORDER_OF_MOVE = `left join rm.orders as o on m.document_type = 'order'
  and o.id = case when m.document_id ~ '^\\d{1,18}$' then m.document_id::bigint end`;

/** The purchase a move belongs to, when its document is a shopping. */
const SHOPPING_OF_MOVE = `left join rm.shoppings as s on m.document_type = 'shopping'
  and s.id = case when m.document_id ~ '^\\d{1,18}$' then m.document_id::bigint end`;
/** The devolution a move belongs to, when its document is one. */
const DEVOLUTION_OF_MOVE = `left join rm.devolutions as dv on m.document_type = 'devolution'
  and dv.id = case when m.document_id ~ '^\\d{1,18}$' then m.document_id::bigint end`;

/** The day a move is dated on: its document's day, else the business day it was recorded. */
const MOVE_DAY = `coalesce(m.document_date, (m.at at time zone ?)::date)::text as date`;

/** A sale's, a purchase's and a devolution's moves are named by their number ('Venta #12', 'Compra #3', 'Devolución #2'); other documents keep their label. */
function documentLabel(row: Record<string, unknown>): string {
  if (row.number_order !== null && row.number_order !== undefined) return `Venta #${row.number_order}`;
  if (row.number_shopping !== null && row.number_shopping !== undefined) return `Compra #${row.number_shopping}`;
  if (row.devolution_number !== null && row.devolution_number !== undefined)
    return `Devolución #${row.devolution_number}`;
  return String(row.document_label);
}

/** GET /api/products/:id/stock-card?range=[0,24]: the product's stock moves, newest first. */
@Controller('products')
export class StockCardController {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  @Get(':id/stock-card')
  @Roles('products', 'read')
  async card(
    @Param('id', NumericIdPipe) id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StockMovementView[]> {
    const product = await this.knex('rm.products').where({ id }).first('id');
    if (!product) throw new NotFoundException('No se encontró el producto.');
    const params = parseListParams(query, { sortable: ['id'], defaultSort: ['id', 'DESC'] });
    const base = this.knex('rm.stock_movements as m').where('m.product_id', id);
    const [{ total }] = await base.clone().count({ total: '*' });
    const rows = (await base
      .clone()
      .leftJoin('rm.deposits as d', 'd.id', 'm.deposit_id')
      .joinRaw(ORDER_OF_MOVE)
      .joinRaw(SHOPPING_OF_MOVE)
      .joinRaw(DEVOLUTION_OF_MOVE)
      .select(
        'm.*',
        'd.name as deposit_name',
        'o.number_order',
        's.number_shopping',
        'dv.number as devolution_number',
        this.knex.raw(MOVE_DAY, [BUSINESS_TIME_ZONE]),
      )
      .orderBy('m.id', 'desc')
      .offset(params.offset)
      .limit(params.limit)) as Record<string, unknown>[];
    setContentRange(response, 'stock-card', { rows, total: Number(total), offset: params.offset });
    return rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at as string).toISOString(),
      date: String(row.date),
      document: { type: String(row.document_type), id: String(row.document_id), label: documentLabel(row) },
      deposit: { id: Number(row.deposit_id), name: (row.deposit_name as string | null) ?? null },
      quantity_in: Number(row.quantity_in),
      quantity_out: Number(row.quantity_out),
      balance: Number(row.balance),
    }));
  }
}
