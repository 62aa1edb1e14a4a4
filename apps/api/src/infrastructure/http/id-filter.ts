import type { Knex } from 'knex';

/** A list's id filter (`filter={"client_id": 3}`): that id, nothing when it is not an id, no filter when absent. */
export function whereIdFilter(query: Knex.QueryBuilder, column: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  const id = String(value);
  if (/^\d{1,18}$/.test(id)) query.where(column, id);
  else query.whereRaw('false');
}
