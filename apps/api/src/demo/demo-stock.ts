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

/** One inventory entry's lines, all into one deposit. */
export type EntryLines = { product_id: number; deposit_id: number; quantity: number }[];

/**
 * Puts stock in the deposits: most products get units in one to three deposits (the first deposit,
 * the central one, most often), some none. One inventory entry per deposit, registered and
 * approved by `enter`, as a storer would register a delivery.
 */
export async function stockDeposits(
  enter: (lines: EntryLines) => Promise<void>,
  random: DemoRandom,
  products: readonly { id: number }[],
  deposits: readonly { id: number }[],
): Promise<DemoStock> {
  const stock = new DemoStock();
  const lines = new Map<number, EntryLines>();
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
    if (entry) await enter(entry);
  }
  return stock;
}
