import type { Knex } from 'knex';
import { EXACT_TOTAL_CAP } from '../infrastructure/http/list-params';

/**
 * The orders list's search over a million orders, newest first (issue 16). PostgreSQL cannot know
 * how many orders `search like '%…%'` matches, and its choice between walking the orders by date
 * and the trigram index flipped with the statistics: after a `vacuum analyze` a rare
 * identification walked the whole table (0.5 s) while common names took the trigram index and
 * re-checked thousands of rows. Here the choice is made from what the newest orders hold:
 *
 * - The newest PROBE_ROWS orders of the asked states (the oldest, sorted oldest first) are walked
 *   once (an index-only scan: the date indexes carry `order_state` and `search`), giving the page
 *   when it lies among them, and how many of them match.
 * - Otherwise a term rare among them (few matches expected in all) is looked up in the trigram
 *   index; a common one is walked further by date, on from the last of the newest (their matches
 *   already counted), which stops as soon as the page (or the cap of the total) is reached.
 * - The total stays exact up to EXACT_TOTAL_CAP; above it, the newest orders' share of matches
 *   times the orders in those states (never less than the cap + 1).
 */
export interface OrderSearch {
  /** The `like` pattern ('%gonz%'); it is lowered here, as the stored `search` is. */
  pattern: string;
  /** The asked states; null for all. */
  states: string[] | null;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** How many orders are in those states (the kept counts), read while the newest are walked. */
  inStates: Promise<number>;
}

export interface OrderSearchResult {
  /** The page's ids, in the list's order. */
  ids: string[];
  total: number;
}

/** How many of the newest orders are walked first. */
const PROBE_ROWS = 10_000;
/** Expected matches in all below which the trigram index is asked instead of walking further. */
const RARE_MATCHES = 2_000;

/** The sizes the choice is made with (smaller in the specs, to reach every path with few orders). */
export interface OrderSearchTuning {
  probeRows: number;
  rareMatches: number;
  cap: number;
}

const TUNING: OrderSearchTuning = { probeRows: PROBE_ROWS, rareMatches: RARE_MATCHES, cap: EXACT_TOTAL_CAP };

export async function searchOrders(
  knex: Knex,
  search: OrderSearch,
  { probeRows, rareMatches, cap }: OrderSearchTuning = TUNING,
): Promise<OrderSearchResult> {
  const { pattern, order, offset, limit } = search;
  // Awaited after the walk; should the walk fail first, its failure is the one answered.
  search.inStates.catch(() => undefined);
  // One state is an equality, so its index is walked in order; several, the date index filtered.
  const one = search.states?.length === 1;
  const states = search.states === null ? 'true' : one ? 'order_state = ?' : 'order_state = any(?::text[])';
  const stateBindings = search.states === null ? [] : [one ? search.states[0] : search.states];
  const sort = `date ${order}, id ${order}`;
  // The page and the count among the newest orders, in one round trip.
  const probe = await knex.raw(
    `with newest as (select id, date, search like lower(?) as hit from rm.orders where ${states} order by ${sort} limit ?)
     select (select count(*) from newest)::int as walked, (select count(*) from newest where hit)::int as matches,
       array(select id::text from newest where hit order by ${sort} offset ? limit ?) as ids`,
    [pattern, ...stateBindings, probeRows, offset, limit],
  );
  const { walked, matches, ids } = probe.rows[0] as { walked: number; matches: number; ids: string[] };
  const exhausted = walked < probeRows;
  const expected = walked > 0 ? (matches / walked) * (await search.inStates) : 0;
  const estimate = () => Math.max(cap + 1, Math.round(expected));
  // Not indexable on purpose: a rare term is found by the trigram index alone, not AND-ed with the
  // hundreds of thousands of orders of a state; `materialized` keeps the planner from walking by date.
  // It finds the newest orders' matches again (`seen`: none of them counted already).
  const inStatesLate = search.states === null ? 'true' : '(order_state = any(?::text[])) is true';
  const byTrigram = {
    sql: `with m as materialized (select id, date from rm.orders where search like lower(?) and ${inStatesLate})`,
    from: 'm',
    bindings: search.states === null ? [pattern] : [pattern, search.states],
    seen: { matches: 0, ids: [] as string[] },
  };
  // The search not indexable either: with the page's limit in sight, the planner walks a date index
  // in order until it is met (a subquery's order would be planned for reading every row). The walk
  // goes on after the newest orders (their last one found again on the index alone, without the
  // search), so their matches and the page's rows among them are not found twice.
  const byDate = {
    sql: `with last as (select date as last_date, id as last_id from rm.orders where ${states} order by ${sort} offset ? limit 1)`,
    from: `rm.orders, last where ${states} and (search like lower(?)) is true
      and (date, id) ${order === 'desc' ? '<' : '>'} (last_date, last_id)`,
    bindings: [...stateBindings, probeRows - 1, ...stateBindings, pattern],
    seen: { matches, ids },
  };
  const finder = expected < rareMatches ? byTrigram : byDate;
  const { seen } = finder;

  const page = async () => {
    if (ids.length === limit || exhausted) return ids;
    const found = await knex.raw(
      `${finder.sql} select id::text from ${finder.from} order by ${sort} offset ? limit ?`,
      [...finder.bindings, Math.max(0, offset - seen.matches), limit - seen.ids.length],
    );
    return [...seen.ids, ...(found.rows as { id: string }[]).map((row) => row.id)];
  };

  const total = async () => {
    if (exhausted) return matches;
    if (matches > cap) return estimate();
    const counted = await knex.raw(
      `${finder.sql} select count(*)::int as total from (select 1 from ${finder.from} limit ?) t`,
      [...finder.bindings, cap + 1 - seen.matches],
    );
    const found = seen.matches + (counted.rows[0] as { total: number }).total;
    return found > cap ? estimate() : found;
  };
  // The page and the total beyond the newest, side by side.
  const [pageIds, count] = await Promise.all([page(), total()]);
  return { ids: pageIds, total: count };
}
