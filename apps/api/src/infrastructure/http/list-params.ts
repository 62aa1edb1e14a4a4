import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import type { Knex } from 'knex';
import { isCalendarDay } from '@bo/domain';
import { nestsWithin } from './storable-body';

/** ra-data-simple-rest list parameters: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListParams {
  sortField: string;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_OFFSET = 1_000_000_000;
/**
 * No list answers more rows than this at once, whatever `range` asks (`range=[0,100000]` is the
 * first 1,000); its `Content-Range` says which rows came ('orders 0-999/5234'). Whole tables leave
 * as files, through report jobs.
 */
export const MAX_PAGE = 1000;
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

/** Deeper than any filter nests: refused before anything walks it (String([[[...]]]) overflows). */
const MAX_PARAM_DEPTH = 8;

function parseJson<T>(raw: unknown, fallback: T): T {
  if (typeof raw !== 'string' || raw === '') return fallback;
  try {
    const parsed = JSON.parse(raw) as T;
    if (!nestsWithin(parsed, MAX_PARAM_DEPTH)) throw new Error('too deep');
    return parsed;
  } catch {
    throw new BadRequestException({
      message: 'Parámetros de lista inválidos.',
      errors: { _: ['Parámetros de lista inválidos.'] },
    });
  }
}

export function parseListParams(
  query: Record<string, unknown>,
  options: { sortable: readonly string[]; defaultSort: [string, 'ASC' | 'DESC'] },
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
    limit: Math.min(last - first + 1, MAX_PAGE),
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
  const total = await exactCount(base);
  const rows = await sortedPage<T>(base, params, tieBreaker);
  return { rows, total, offset: params.offset };
}

/** How many rows a filtered query matches. */
export async function exactCount(base: Knex.QueryBuilder): Promise<number> {
  const [{ total }] = await base.clone().clearSelect().clearOrder().count({ total: '*' });
  return Number(total);
}

/** The asked page of a filtered query, sorted by the asked field then the tie-breaker. */
export function sortedPage<T>(base: Knex.QueryBuilder, params: ListParams, tieBreaker = 'id'): Promise<T[]> {
  return base
    .clone()
    .orderBy([
      { column: params.sortField, order: params.sortOrder },
      { column: tieBreaker, order: params.sortOrder },
    ])
    .offset(params.offset)
    .limit(params.limit) as Promise<T[]>;
}

/** Up to this many matching rows a search's total is exact; above it, estimated. */
export const EXACT_TOTAL_CAP = 1000;

/**
 * The number of rows a filtered query matches, counted only up to `cap`: a broad search over a
 * million rows takes far longer to count than to page. Above the cap it is the planner's estimate,
 * never less than cap + 1 (so the screen still shows there are more than the cap).
 */
export async function cappedCount(knex: Knex, base: Knex.QueryBuilder, cap = EXACT_TOTAL_CAP): Promise<number> {
  const matching = base.clone().clearSelect().clearOrder().select(knex.raw('1'));
  const firstMatches = matching
    .clone()
    .limit(cap + 1)
    .as('t');
  const [{ total }] = (await knex.count({ total: '*' }).from(firstMatches)) as { total: string }[];
  if (Number(total) <= cap) return Number(total);
  const { sql, bindings } = matching.toSQL();
  const explained = await knex.raw(`explain (format json) ${sql}`, bindings);
  const estimate = Number(explained.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
  return Math.max(Math.round(estimate), cap + 1);
}

/** `Content-Range: taxes 0-24/319`, as ra-data-simple-rest reads it. */
export function setContentRange(response: Response, resource: string, page: Page<unknown>): void {
  const end = page.rows.length ? page.offset + page.rows.length - 1 : page.offset;
  response.setHeader('Content-Range', `${resource} ${page.offset}-${end}/${page.total}`);
}
