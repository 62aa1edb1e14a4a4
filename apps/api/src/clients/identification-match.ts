import type { Knex } from 'knex';

/**
 * Why this file exists: the client lookup and the clients list's `identification` filter find a
 * client by identification the same way, as the uniqueness rule compares them (trimmed,
 * case-insensitive; a NUL is dropped, never sent to the database).
 */
export const identificationKey = (value: unknown): string =>
  typeof value === 'string' ? value.replaceAll('\u0000', '').trim().toLowerCase() : '';

/** The clients (alias `r`) whose identification is `key` (from identificationKey). */
export const whereIdentification = (query: Knex.QueryBuilder, key: string) =>
  query.whereRaw('lower(r.identification) = ?', [key]);
