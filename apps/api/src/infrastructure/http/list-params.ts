import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import type { Knex } from 'knex';
import { isCalendarDay } from '@bo/domain';

/** ra-data-simple-rest list parameters: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListParams {
  sortField: string;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_OFFSET = 1_000_000_000;
const invalidList = () =>
  new BadRequestException({
    message: 'Parámetros de lista inválidos.',
    errors: { _: ['Parámetros de lista inválidos.'] },
  });

/**
 * An ISO date or date-time (YYYY-MM-DD...), or null: what a date filter accepts. The day must
 * exist (JavaScript reads 2026-02-30 as March 2nd; PostgreSQL refuses it).
 */
export function isoDateOrNull(value: unknown): string | null {
  return typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
    isCalendarDay(value.slice(0, 10)) &&
    !Number.isNaN(Date.parse(value))
    ? value
    : null;
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
  const sort = parseJson<unknown>(query.sort, options.defaultSort);
  const range = parseJson<unknown>(query.range, [0, 24]);
  const filter = parseJson<unknown>(query.filter, {});
  if (
    !Array.isArray(sort) ||
    !Array.isArray(range) ||
    typeof filter !== 'object' ||
    filter === null ||
    Array.isArray(filter)
  ) {
    throw invalidList();
  }
  const [field, order] = sort.map(String);
  const [start, end] = range.map(Number);
  if (![start, end].every((n) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_OFFSET)) throw invalidList();
  const first = start;
  const last = Math.max(first, end);
  return {
    sortField: options.sortable.includes(field) ? field : options.defaultSort[0],
    sortOrder: String(order).toUpperCase() === 'ASC' ? 'asc' : 'desc',
    offset: first,
    limit: Math.min(last - first + 1, options.maxPage ?? 500),
    filter: filter as Record<string, unknown>,
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
