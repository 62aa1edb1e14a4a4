/**
 * The screens' money, exact (RULES.md: never a float sum): amounts as integer cents (bigint),
 * rates as integer millionths, each conversion rounded once, half-up. USD is what prices are
 * in; Bs = USD × change rounded to cents; COP = Bs × cop_change. A sale's totals as its
 * documents print them come from the documents' own rule (`printedSaleTotal`).
 */
import { printedDocument, printedPending, type PrintCurrency } from '@bo/printed-amounts';

const DECIMAL = /^\s*(\d+)(?:\.(\d*))?\s*$/;

/** A non-negative decimal (text or number) in units of 10^-places, half-up; null when it is not one. */
const scaled = (value: unknown, places: number): bigint | null => {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = value.toFixed(places + 1);
  else return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(places + 1, '0');
  const units = BigInt(match[1] + fraction.slice(0, places));
  return fraction.charAt(places) >= '5' ? units + 1n : units;
};

/** An amount in cents (2 decimals, half-up): '12.345' -> 1235n; null when empty, negative or not a number. */
export const toCents = (value: unknown) => scaled(value, 2);

/** A rate in millionths (6 decimals): '36.5' -> 36500000n; null when empty or not a number. */
export const toMicros = (value: unknown) => scaled(value, 6);

/** Units of 10^-places as a decimal text: (1234n, 2) -> '12.34', (-5n, 2) -> '-0.05'. */
export const unitsText = (units: bigint, places: number) => {
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return units < 0n ? `-${text}` : text;
};

/** Cents as a text with 2 decimals: 1234n -> '12.34'. */
export const centsText = (cents: bigint) => unitsText(cents, 2);

/** Cents as the number the API and the formatters take: 1234n -> 12.34. */
export const centsNumber = (cents: bigint) => Number(centsText(cents));

/** a / b rounded half-up, a >= 0 and b > 0. */
const divideHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

const positiveMicros = (rate: unknown) => {
  const micros = toMicros(rate);
  return micros === null || micros === 0n ? null : micros;
};

/** cents × rate as units of 10^-places (half-up); null without a positive rate. */
const timesRate = (cents: bigint, rate: unknown, places: number): bigint | null => {
  const micros = positiveMicros(rate);
  if (micros === null) return null;
  const sign = cents < 0n ? -1n : 1n;
  return sign * divideHalfUp(sign * cents * micros * 10n ** BigInt(places), 100_000_000n);
};

/** USD cents in Bs cents at the rate (Bs = USD × rate, half-up); null without a positive rate. */
export const dollarsToBolivars = (usdCents: bigint, rate: unknown) => timesRate(usdCents, rate, 2);

/** Bs cents in USD cents at the rate (USD = Bs / rate, half-up); null without a positive rate or with negative Bs. */
export const bolivarsToDollars = (bsCents: bigint, rate: unknown): bigint | null => {
  const micros = positiveMicros(rate);
  return micros === null || bsCents < 0n ? null : divideHalfUp(bsCents * 1_000_000n, micros);
};

/** A price times a whole quantity, in cents (a fraction of a unit or a negative counts as none). */
export const lineCents = (price: unknown, quantity: unknown) =>
  (toCents(price) ?? 0n) * BigInt(Math.max(0, Math.trunc(Number(quantity) || 0)));

/** Bs per USD and COP per Bs: the current rate, or the one an order was sold at. */
export interface Rate {
  change: number | string;
  cop_change: number | string | null;
}

export interface Amounts {
  usd: number;
  /** null while there is no rate. */
  bs: number | null;
  /** null while there is no peso rate. */
  cop: number | null;
}

/**
 * A USD amount (cents) in the three currencies: Bs at the rate, rounded to cents; COP = those
 * Bs × cop_change, rounded to `copPlaces` decimals (the POS shows 1, the other screens 2).
 */
export const amountsOf = (usdCents: bigint, rate: Rate | null | undefined, copPlaces = 2): Amounts => {
  const usd = centsNumber(usdCents);
  const bs = rate ? dollarsToBolivars(usdCents, rate.change) : null;
  if (bs === null) return { usd, bs: null, cop: null };
  const cop = timesRate(bs, rate?.cop_change, copPlaces);
  return { usd, bs: centsNumber(bs), cop: cop === null ? null : Number(unitsText(cop, copPlaces)) };
};

/** What a sale's printed totals are made of (the order detail's fields). */
export interface PrintedSale extends Rate {
  products: readonly { quantity: number | string; price: number | string }[];
  discount: number | string;
  returned?: number | string | null;
  total: number | string;
  pending: number | string;
}

const positive = (rate: unknown) => (positiveMicros(rate) === null ? null : String(rate));

/** The sale's currencies at its own rates (null where it has no such rate). */
const saleCurrencies = (sale: Rate, copPlaces: 1 | 2) => {
  const rate = positive(sale.change);
  const pesoRate = positive(sale.cop_change);
  const ves: PrintCurrency | null = rate === null ? null : { code: 'ves', rate };
  const cop: PrintCurrency | null =
    rate === null || pesoRate === null ? null : { code: 'cop', rate, pesoRate, places: copPlaces };
  return { ves, cop };
};

const printedTotal = (sale: PrintedSale, currency: PrintCurrency) =>
  printedDocument({ lines: sale.products, discount: sale.discount, returned: sale.returned ?? 0 }, currency).total;

/**
 * A sale's total in USD, Bs and COP as its documents print it (docs/rules.md 'Printed amounts add
 * up': the sum of its lines at their printed unit prices, less the printed discount and
 * devolutions), so the screen says what the ticket says. COP with `copPlaces` decimals (the POS 1).
 */
export const printedSaleTotal = (sale: PrintedSale, copPlaces: 1 | 2 = 2): Amounts => {
  const { ves, cop } = saleCurrencies(sale, copPlaces);
  return {
    usd: Number(printedTotal(sale, { code: 'usd' })),
    bs: ves === null ? null : Number(printedTotal(sale, ves)),
    cop: cop === null ? null : Number(printedTotal(sale, cop)),
  };
};

/** What the sale still owes in Bs as printed beside its printed total (null without a rate). */
export const printedSalePendingBs = (sale: PrintedSale): number | null => {
  const { ves } = saleCurrencies(sale, 2);
  return ves === null ? null : Number(printedPending(printedTotal(sale, ves), sale.total, sale.pending, ves));
};

/**
 * A cart's total in USD, Bs and COP as its tickets will print it once sold (no discount yet): the
 * POS shows these before the sale, so the figure the cashier reads is the one on the paper.
 */
export const printedCartTotal = (
  lines: readonly { quantity: number | string; price: number | string }[],
  rate: Rate | null | undefined,
  copPlaces: 1 | 2 = 2,
): Amounts =>
  printedSaleTotal(
    {
      products: lines,
      discount: 0,
      total: 0,
      pending: 0,
      change: rate?.change ?? 0,
      cop_change: rate?.cop_change ?? null,
    },
    copPlaces,
  );
