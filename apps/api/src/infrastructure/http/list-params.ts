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
    throw new BadRequestException({
      message: 'Parámetros de lista inválidos.',
      errors: { _: ['Parámetros de lista inválidos.'] },
    });
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

export interface Page<T> {
  rows: T[];
  total: number;
  offset: number;
}

/** Runs a filtered query twice (count, then the sorted page). */
export async function pageOf<T>(base: Knex.QueryBuilder, params: ListParams, tieBreaker = 'id'): Promise<Page<T>> {
  const [{ total }] = await base.clone().clearSelect().clearOrder().count({ total: '*' });
  const rows = (await base
    .clone()
    .orderBy([
      { column: params.sortField, order: params.sortOrder },
      { column: tieBreaker, order: params.sortOrder },
    ])
    .offset(params.offset)
    .limit(params.limit)) as T[];
  return { rows, total: Number(total), offset: params.offset };
}

/** `Content-Range: taxes 0-24/319`, as ra-data-simple-rest reads it. */
export function setContentRange(response: Response, resource: string, page: Page<unknown>): void {
  const end = page.rows.length ? page.offset + page.rows.length - 1 : page.offset;
  response.setHeader('Content-Range', `${resource} ${page.offset}-${end}/${page.total}`);
}
