import type { Knex } from 'knex';

export interface PriceGroup {
  id: string;
  name: string;
  live: boolean;
}

/** Every price group of the read model, live or deleted, by id. */
export async function readPriceGroups(knex: Knex): Promise<PriceGroup[]> {
  const rows = (await knex('rm.price_groups')
    .select(knex.raw('id::text as id'), 'name', knex.raw('deleted_at is null as live'))
    .orderBy('id')) as PriceGroup[];
  return rows;
}

/**
 * A product needs a price for each live price group; a price for a group that never existed is
 * refused (one for a group deleted since is kept, so an older product can still be edited).
 * Field -> Spanish messages, on `prices.<group id>`.
 */
export function priceErrors(groups: readonly PriceGroup[], prices: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const known = new Set(groups.map((group) => group.id));
  for (const group of groups) {
    if (group.live && (prices[group.id] === undefined || prices[group.id] === null))
      errors[`prices.${group.id}`] = [`El precio para el grupo ${group.name} es obligatorio.`];
  }
  for (const id of Object.keys(prices)) {
    if (!known.has(id)) errors[`prices.${id}`] = ['El grupo de precios no existe.'];
  }
  return errors;
}
