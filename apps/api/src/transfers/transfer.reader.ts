import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { TRANSFER_STATES, TransferMessages, TransferState } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { DocumentList, oneOf } from '../documents/document-list';

/** Someone who did a step of a transfer: created (emitter), sent or received it. */
export interface TransferPerson {
  id: number;
  name: string;
}

/** A transfer as the list answers it (spec §3: id, emitter.name, receiver.name, date, state). */
export interface TransferView {
  id: number;
  /** The source deposit. */
  deposit_id: number;
  deposit: { id: number; name: string | null };
  state: TransferState;
  comentary: string | null;
  /** When it was created (the screens' date). */
  date: string;
  created_at: string;
  sent_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  emitter: TransferPerson | null;
  sender: TransferPerson | null;
  receiver: TransferPerson | null;
  quantity: number;
  lines_count: number;
  /** The deposits its lines go to, each once, by name. */
  destinations: { id: number; name: string | null }[];
}

/** One line: a product, its units and the deposit they go to. */
export interface TransferLineView {
  id: number;
  product: { id: number; code: string | null; name: string | null };
  deposit: { id: number; name: string | null };
  quantity: number;
}

/** A transfer with its lines: what `GET /api/transfers/{id}` and every command answer. */
export interface TransferDetailView extends TransferView {
  lines: TransferLineView[];
}

const COLUMNS = [
  't.id',
  't.deposit_id',
  'd.name as deposit_name',
  't.state',
  't.comentary',
  't.created_at',
  't.sent_at',
  't.received_at',
  't.cancelled_at',
  't.emitter_id',
  't.sender_id',
  't.receiver_id',
  't.quantity',
  't.lines_count',
];

const ID = /^\d{1,18}$/;

/** Who did each step, by first and last name. */
const PEOPLE = { emitter: 'e', sender: 's', receiver: 'r' } as const;

const transferRows = (knex: Knex) => {
  const query = knex('rm.transfers as t').leftJoin('rm.deposits as d', 'd.id', 't.deposit_id');
  for (const [role, alias] of Object.entries(PEOPLE))
    query
      .leftJoin(`rm.users as ${alias}`, `${alias}.id`, `t.${role}_id`)
      .select(knex.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name) as ${role}_name`));
  // Each destination once, by name: what the list's 'Destino' column shows.
  query.select(
    knex.raw(
      `(select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name, x.id), '[]'::json)
          from (select distinct ld.id, ld.name from rm.transfer_lines dl2
                  join rm.deposits ld on ld.id = dl2.deposit_id where dl2.transfer_id = t.id) x) as destinations`,
    ),
  );
  return query.select(COLUMNS);
};

/** The id of a filter's value, or null when it is not one (an id filter then matches none). */
const idOf = (value: unknown): string | null => {
  const id = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  return ID.test(id) ? id : null;
};

/** Transfers with a line going to that deposit. */
const goingTo = (where: Knex.QueryBuilder, id: string) =>
  where.whereExists((lines) =>
    lines.select(1).from('rm.transfer_lines as dl').whereRaw('dl.transfer_id = t.id').andWhere('dl.deposit_id', id),
  );

/**
 * GET /api/transfers: filter deposit_id (transfers from or to that deposit), from (its source),
 * to (a deposit one of its lines goes to), state and q (its
 * number, a deposit's name, who did a step, a line's product code or name, the comentary);
 * sorted by id or created_at, newest first by default.
 */
export const TRANSFER_LIST: DocumentList<TransferView> = {
  path: 'transfers',
  rows: transferRows,
  id: 't.id',
  sortable: { id: 't.id', created_at: 't.created_at', date: 't.created_at' },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    deposit_id: (query, value) => {
      const id = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
      if (!ID.test(id)) return void query.whereRaw('false');
      query.where((where) =>
        where
          .where('t.deposit_id', id)
          .orWhereExists((lines) =>
            lines
              .select(1)
              .from('rm.transfer_lines as dl')
              .whereRaw('dl.transfer_id = t.id')
              .andWhere('dl.deposit_id', id),
          ),
      );
    },
    from: (query, value) => {
      const id = idOf(value);
      if (id === null) return void query.whereRaw('false');
      query.where('t.deposit_id', id);
    },
    to: (query, value) => {
      const id = idOf(value);
      if (id === null) return void query.whereRaw('false');
      goingTo(query, id);
    },
    state: oneOf('t.state', TRANSFER_STATES),
  },
  search: (query, pattern, knex) => {
    const number = pattern.replace(/^%#?|%$/g, '');
    query.where((where) => {
      if (ID.test(number)) where.orWhere('t.id', number);
      where
        .orWhereILike('d.name', pattern)
        .orWhereILike('t.comentary', pattern)
        .orWhereRaw(`(e.first_name || ' ' || e.last_name) ilike ?`, [pattern])
        .orWhereRaw(`(s.first_name || ' ' || s.last_name) ilike ?`, [pattern])
        .orWhereRaw(`(r.first_name || ' ' || r.last_name) ilike ?`, [pattern])
        .orWhereExists((lines) =>
          lines
            .select(knex.raw('1'))
            .from('rm.transfer_lines as l')
            .leftJoin('rm.products as p', 'p.id', 'l.product_id')
            .leftJoin('rm.deposits as ld', 'ld.id', 'l.deposit_id')
            .whereRaw('l.transfer_id = t.id')
            .andWhere((line) =>
              line.whereILike('p.code', pattern).orWhereILike('p.name', pattern).orWhereILike('ld.name', pattern),
            ),
        );
    });
  },
  view: toView,
};

/** Reads transfers and their lines from their read model (`rm.transfers`, `rm.transfer_lines`). */
@Injectable()
export class TransferReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async byId(id: string): Promise<TransferDetailView> {
    const row = (await transferRows(this.knex).where('t.id', id).first()) as Record<string, unknown> | undefined;
    if (!row) throw new NotFoundException(TransferMessages.notFound);
    const lines = (await this.knex('rm.transfer_lines as l')
      .leftJoin('rm.products as p', 'p.id', 'l.product_id')
      .leftJoin('rm.deposits as d', 'd.id', 'l.deposit_id')
      .select('l.id', 'l.product_id', 'p.code', 'p.name', 'l.deposit_id', 'd.name as deposit_name', 'l.quantity')
      .where('l.transfer_id', id)
      .orderBy('l.id')) as Record<string, unknown>[];
    return {
      ...toView(row),
      lines: lines.map((line) => ({
        id: Number(line.id),
        product: { id: Number(line.product_id), code: line.code as string | null, name: line.name as string | null },
        deposit: { id: Number(line.deposit_id), name: line.deposit_name as string | null },
        quantity: Number(line.quantity),
      })),
    };
  }
}

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);

const person = (id: unknown, name: unknown): TransferPerson | null =>
  id === null || id === undefined ? null : { id: Number(id), name: String(name ?? '') };

function toView(row: Record<string, unknown>): TransferView {
  return {
    id: Number(row.id),
    deposit_id: Number(row.deposit_id),
    deposit: { id: Number(row.deposit_id), name: (row.deposit_name as string | null) ?? null },
    state: row.state as TransferState,
    comentary: (row.comentary as string | null) ?? null,
    date: iso(row.created_at)!,
    created_at: iso(row.created_at)!,
    sent_at: iso(row.sent_at),
    received_at: iso(row.received_at),
    cancelled_at: iso(row.cancelled_at),
    emitter: person(row.emitter_id, row.emitter_name),
    sender: person(row.sender_id, row.sender_name),
    receiver: person(row.receiver_id, row.receiver_name),
    quantity: Number(row.quantity),
    lines_count: Number(row.lines_count),
    destinations: ((row.destinations as { id: unknown; name: string | null }[] | null) ?? []).map((deposit) => ({
      id: Number(deposit.id),
      name: deposit.name ?? null,
    })),
  };
}
