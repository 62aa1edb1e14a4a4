import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import type { Knex } from 'knex';

/** ra-data-simple-rest list parameters: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListParams {
  sortField: string;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

function parseJson<T>(raw: unknown, fallback: T): T {
  if (typeof raw !== 'string' || raw === '') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new BadRequestException({ message: 'Parámetros de lista inválidos.', errors: { _: ['Parámetros de lista inválidos.'] } });
  }
}

export function parseListParams(
  query: Record<string, unknown>,
  options: { sortable: readonly string[]; defaultSort: [string, 'ASC' | 'DESC']; maxPage?: number },
): ListParams {
  const [field, order] = parseJson<[string, string]>(query.sort, options.defaultSort);
  const [start, end] = parseJson<[number, number]>(query.range, [0, 24]);
  const filter = parseJson<Record<string, unknown>>(query.filter, {});
  const first = Math.max(0, Math.floor(Number(start) || 0));
  const last = Math.max(first, Math.floor(Number(end) || first + 24));
  return {
    sortField: options.sortable.includes(field) ? field : options.defaultSort[0],
    sortOrder: String(order).toUpperCase() === 'ASC' ? 'asc' : 'desc',
    offset: first,
    limit: Math.min(last - first + 1, options.maxPage ?? 500),
    filter: typeof filter === 'object' && filter ? filter : {},
  };
}

/** Runs a filtered query twice (count, page), sets Content-Range and returns the page. */
export async function pageOf<T>(
  resource: string,
  base: Knex.QueryBuilder,
  params: ListParams,
  response: Response,
  tieBreaker = 'id',
): Promise<T[]> {
  const [{ total }] = await base.clone().clearSelect().clearOrder().count({ total: '*' });
  const rows = (await base
    .clone()
    .orderBy([
      { column: params.sortField, order: params.sortOrder },
      { column: tieBreaker, order: params.sortOrder },
    ])
    .offset(params.offset)
    .limit(params.limit)) as T[];
  const count = Number(total);
  const end = rows.length ? params.offset + rows.length - 1 : params.offset;
  response.setHeader('Content-Range', `${resource} ${params.offset}-${end}/${count}`);
  return rows;
}
