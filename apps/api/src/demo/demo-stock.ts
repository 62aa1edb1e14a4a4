import type { DemoApi } from './demo-api';
import type { DemoRandom } from './demo-random';

/** One product's units in one deposit. */
export interface StockPlace {
  product_id: number;
  deposit_id: number;
}

/**
 * The demo's own count of the stock it entered and sold, so every sale it makes asks only for units
 * the server holds (the server refuses a sale without stock).
 */
export class DemoStock {
  private readonly units = new Map<string, { place: StockPlace; quantity: number }>();

  add(place: StockPlace, quantity: number): void {
    const key = `${place.product_id}:${place.deposit_id}`;
    const entry = this.units.get(key) ?? { place, quantity: 0 };
    entry.quantity += quantity;
    this.units.set(key, entry);
  }

  take(place: StockPlace, quantity: number): void {
    this.add(place, -quantity);
  }

  /** Where there are at least `minimum` units, with how many. */
  stocked(minimum = 1): { place: StockPlace; quantity: number }[] {
    return [...this.units.values()].filter((entry) => entry.quantity >= minimum);
  }
}

/**
 * Puts stock in the deposits: most products get units in one to three deposits (the first deposit,
 * the central one, most often), some none. One approved inventory entry per deposit, as a storer
 * would register a delivery.
 */
export async function stockDeposits(
  api: DemoApi,
  random: DemoRandom,
  products: readonly { id: number }[],
  deposits: readonly { id: number }[],
): Promise<DemoStock> {
  const stock = new DemoStock();
  const lines = new Map<number, { product_id: number; deposit_id: number; quantity: number }[]>();
  for (const product of products) {
    if (random.next() < 0.12) continue;
    const places = new Set([random.next() < 0.6 ? deposits[0] : random.pick(deposits)]);
    const more = random.whole(0, 2);
    for (let extra = 0; extra < more; extra++) places.add(random.pick(deposits));
    for (const deposit of places) {
      const line = { product_id: product.id, deposit_id: deposit.id, quantity: random.whole(3, 18) };
      lines.set(deposit.id, [...(lines.get(deposit.id) ?? []), line]);
      stock.add(line, line.quantity);
    }
  }
  for (const deposit of deposits) {
    const entry = lines.get(deposit.id);
    if (!entry) continue;
    const inventory = await api.create('/api/inventories', { type: 'add', lines: entry });
    await api.command(`/api/inventories/${inventory.id}/approve`);
  }
  return stock;
}
