import type { Knex } from 'knex';
import type { z } from 'zod';
import type { RecordDefinition, ResourceWith } from '@bo/domain';

/** Another record a field points at: it must exist and be live, else a 400 on that field. */
export interface RecordReference {
  field: string;
  /** Read-model table, e.g. 'rm.brands'. */
  table: string;
  message: string;
}

/** Live rows of another read model that point at a record: while one exists, the record is not deleted (409). */
export interface RecordUse {
  /** Read-model table, e.g. 'rm.spents'. */
  table: string;
  /** Its column holding the record's id, e.g. 'spent_category_id'. */
  column: string;
  /** Which of its rows count, in SQL over the table: live ones (`deleted_at is null`) unless given. */
  where?: string;
  /** The 409's Spanish message: 'La categoría tiene gastos asociados.' */
  message: string;
}

/**
 * One catalogue resource of the HTTP API (`/api/brands`...): its record kind, its read model, who
 * may read and write it (its path's entry in the access table), and how its list is searched, filtered and sorted. `catalogueController`
 * turns it into the list, show, create, update, delete and restore routes.
 */
export interface CatalogueResource {
  /**
   * URL segment and Content-Range name: 'brands', 'product-categories'; also its entry in the
   * access table (@bo/domain, access/), whose `read` and `write` roles guard its routes.
   */
  path: ResourceWith<'read'> & ResourceWith<'write'>;
  definition: RecordDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Sequence that numbers new records. */
  idKind: string;
  /** The read model, aliased `r` in every query: 'rm.brands'. */
  table: string;
  /** The body's schema when it differs from the record's fields (defaults to them). */
  request?: z.ZodType;
  /**
   * Set when its records are not created from their list (a dealer comes from a finished
   * request): the 409's Spanish message a POST gets.
   */
  createdElsewhere?: string;
  references?: readonly RecordReference[];
  /** Who still uses a record: checked before a delete, so nothing is left pointing at a deleted record. */
  uses?: readonly RecordUse[];
  /**
   * Rules of a body that need the read models beyond `references` (a product's price for each
   * live price group): field -> Spanish messages, answered as a 400 together with them.
   */
  checks?: (knex: Knex, values: Record<string, unknown>) => Promise<Record<string, string[]>>;
  list: {
    /** Expressions searched by `q` with ilike, e.g. ['r.name', 'r.code']. */
    search: readonly string[];
    /** Sortable field -> SQL expression. */
    sortable: Record<string, string>;
    defaultSort: [string, 'ASC' | 'DESC'];
    /** The resource's own filters (`region_id`, `role`...). */
    filters?: (query: Knex.QueryBuilder, filter: Record<string, unknown>) => void;
  };
  /** The base query with its joins (defaults to `select r.* from <table> as r`). */
  select?: (knex: Knex) => Knex.QueryBuilder;
  /** Columns read as numbers in the answer (numeric comes back from pg as text). */
  numbers?: readonly string[];
  /** Reshapes a row for the screens (after the generic conversion). */
  view?: (row: Record<string, unknown>) => Record<string, unknown>;
}
