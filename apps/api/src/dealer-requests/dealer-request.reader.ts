import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  DEALER_REQUEST_STATE_LABELS,
  DEALER_REQUEST_STATES,
  DealerRequestMessages,
  DealerRequestState,
} from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { DocumentList, oneOf } from '../documents/document-list';

/** A dealer request as the list answers it (spec: id, state, state_name, dealer{...}, created_at). */
export interface DealerRequestView {
  id: number;
  state: DealerRequestState;
  state_name: string;
  dealer: {
    name: string;
    lastname: string;
    idType: string;
    identification: string;
    company: string;
    email: string;
    phone: string;
    state: string;
    state_id: number;
    town: string;
    town_id: number;
    address: string;
  };
  group_id: number | null;
  dealer_id: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** One note of the request's log: the step, who wrote it and when. */
export interface DealerRequestLogView {
  message: string;
  from: DealerRequestState;
  to: DealerRequestState;
  to_name: string;
  user: { id: number; name: string } | null;
  created_at: string;
}

export interface DealerRequestDetailView extends DealerRequestView {
  logs: DealerRequestLogView[];
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null ? null : String(value));
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function view(row: Record<string, unknown>): DealerRequestView {
  const state = row.state as DealerRequestState;
  return {
    id: Number(row.id),
    state,
    state_name: DEALER_REQUEST_STATE_LABELS[state],
    dealer: {
      name: row.name as string,
      lastname: row.lastname as string,
      idType: row.idType as string,
      identification: row.identification as string,
      company: row.company as string,
      email: row.email as string,
      phone: row.phone as string,
      state: row.dealer_state as string,
      state_id: Number(row.dealer_state_id),
      town: row.dealer_town as string,
      town_id: Number(row.dealer_town_id),
      address: row.address as string,
    },
    group_id: numberOrNull(row.group_id),
    dealer_id: numberOrNull(row.dealer_id),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    deleted_at: iso(row.deleted_at),
  };
}

/**
 * GET /api/requests: newest first; `q` searches the applicant (name, last name, company, e-mail,
 * phone, identification) and the number; `state` filters by state; the trashed filter of the spec.
 */
export const DEALER_REQUEST_LIST: DocumentList<DealerRequestView> = {
  path: 'requests',
  rows: (knex) => knex('rm.dealer_requests as r').select('r.*'),
  id: 'r.id',
  sortable: {
    id: 'r.id',
    name: 'r.name',
    lastname: 'r.lastname',
    company: 'r.company',
    email: 'r.email',
    phone: 'r.phone',
    state: 'r.state',
    created_at: 'r.created_at',
  },
  defaultSort: ['created_at', 'DESC'],
  search: (query, pattern) =>
    query.where((where) => {
      for (const column of [
        'r.name',
        'r.lastname',
        'r.company',
        'r.email',
        'r.phone',
        'r.identification',
        'r.id::text',
      ])
        where.orWhereRaw(`${column} ilike ?`, [pattern]);
      where.orWhereRaw(`(r.name || ' ' || r.lastname) ilike ?`, [pattern]);
    }),
  filters: { state: oneOf('r.state', DEALER_REQUEST_STATES) },
  deletedAt: 'r.deleted_at',
  view,
};

/** A request with its log of notes, oldest first. */
@Injectable()
export class DealerRequestReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async byId(id: string): Promise<DealerRequestDetailView> {
    const row = (await this.knex('rm.dealer_requests').where({ id }).first()) as Record<string, unknown> | undefined;
    if (!row) throw new NotFoundException(DealerRequestMessages.notFound);
    const logs = (await this.knex('rm.dealer_request_logs as l')
      .leftJoin('rm.users as u', 'u.id', 'l.user_id')
      .where('l.request_id', id)
      .orderBy('l.position')
      .select('l.*', this.knex.raw(`trim(u.first_name || ' ' || u.last_name) as user_name`))) as Record<
      string,
      unknown
    >[];
    return {
      ...view(row),
      logs: logs.map((log) => ({
        message: log.message as string,
        from: log.from_state as DealerRequestState,
        to: log.to_state as DealerRequestState,
        to_name: DEALER_REQUEST_STATE_LABELS[log.to_state as DealerRequestState],
        user: log.user_id === null ? null : { id: Number(log.user_id), name: (log.user_name as string) ?? '' },
        created_at: iso(log.created_at)!,
      })),
    };
  }
}
