/**
 * Printed amounts add up (docs/rules.md, 'Printed amounts add up'; issue 31, item 14): the one
 * rule every document (tickets, the sale's letter documents, the purchase's PDF, the reports) and
 * every screen that shows the same figures uses to turn USD amounts into the printed ones. A unit
 * price is converted to the currency and rounded first (half up, to the currency's cents); a line
 * is its quantity times that printed unit; the subtotal is the sum of the printed lines; the
 * discount and what devolutions took off are converted as figures of their own; the total is the
 * printed subtotal less them. So `2 x Bs 728,40` always prints `Bs 1.456,80`.
 *
 * Exact integer arithmetic on bigint, no dependency: the admin imports this file too (the
 * `@bo/printed-amounts` alias), so a screen cannot disagree with the paper.
 */

/** A decimal amount as the read models and the API give it: '12.50', 12.5. */
export type Amount = string | number;

/** The currency a document prints in, with the rates of the document itself. */
export type PrintCurrency =
  | { code: 'usd' }
  /** Bs: `rate` Bs per USD. */
  | { code: 'ves'; rate: Amount }
  /** COP: the Bs figure times `pesoRate` (COP per Bs), to `places` decimals (1 on tickets, 2 elsewhere). */
  | { code: 'cop'; rate: Amount; pesoRate: Amount; places: 1 | 2 };

export interface PrintedLineInput {
  quantity: Amount;
  /** The unit price in USD. */
  price: Amount;
}

export interface PrintedLine {
  quantity: string;
  /** The unit price as printed: '728.40'. */
  unit: string;
  /** quantity x unit, as printed: '1456.80'. */
  amount: string;
}

export interface PrintedDocument {
  lines: PrintedLine[];
  /** The sum of the printed lines. */
  subtotal: string;
  /** The discount as printed (0 when none). */
  discount: string;
  /** What approved devolutions took off, as printed (0 when none). */
  returned: string;
  /** subtotal - discount - returned. */
  total: string;
}

/** A decimal as an exact integer of units of 10^-scale: '-12.345' -> { units: -12345n, scale: 3 }. */
interface Exact {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

function exact(value: Amount | null | undefined): Exact {
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '0') : String(value ?? '').trim();
  if (/e/i.test(text)) text = Number(text).toFixed(12);
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { units: 0n, scale: 0 };
  const fraction = match[3] ?? '';
  const units = BigInt((match[2] || '0') + fraction);
  return { units: match[1] ? -units : units, scale: fraction.length };
}

const TEN = 10n;
const pow10 = (exponent: number): bigint => TEN ** BigInt(exponent);

/** `value` rounded half up (away from zero) to `places` decimals, as units of 10^-places. */
function roundTo(value: Exact, places: number): bigint {
  if (value.scale <= places) return value.units * pow10(places - value.scale);
  const divisor = pow10(value.scale - places);
  const sign = value.units < 0n ? -1n : 1n;
  const magnitude = sign * value.units;
  return sign * ((magnitude * 2n + divisor) / (divisor * 2n));
}

const times = (a: Exact, b: Exact): Exact => ({ units: a.units * b.units, scale: a.scale + b.scale });

/** Units of 10^-places as decimal text: (145680n, 2) -> '1456.80'. */
function text(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative ? `-${body}` : body;
}

/** How many decimals the currency prints: 2, or the COP figure's 1 or 2. */
export const printedPlaces = (currency: PrintCurrency): number => (currency.code === 'cop' ? currency.places : 2);

/** One USD figure in the currency, as units of its printed decimals: USD to cents, then Bs to cents, then COP. */
function figureUnits(usd: Amount, currency: PrintCurrency): bigint {
  const cents = roundTo(exact(usd), 2);
  if (currency.code === 'usd') return cents;
  const bolivars = roundTo(times({ units: cents, scale: 2 }, exact(currency.rate)), 2);
  if (currency.code === 'ves') return bolivars;
  return roundTo(times({ units: bolivars, scale: 2 }, exact(currency.pesoRate)), currency.places);
}

/**
 * One USD figure as printed in the currency (a unit price, a discount, a price list's price):
 * rounded to USD cents, then Bs = USD x rate rounded to cents, then COP = those Bs x the peso
 * rate rounded to its decimals, each half up. '19.96' at 36.50 -> '728.54'.
 */
export function printedFigure(usd: Amount, currency: PrintCurrency): string {
  return text(figureUnits(usd, currency), printedPlaces(currency));
}

/** One line as printed: quantity x its printed unit price (a stock report's value at cost). */
export function printedLine(line: PrintedLineInput, currency: PrintCurrency): PrintedLine {
  const places = printedPlaces(currency);
  const unit = figureUnits(line.price, currency);
  const quantity = exact(line.quantity);
  const amount = roundTo(times(quantity, { units: unit, scale: places }), places);
  return { quantity: text(quantity.units, quantity.scale), unit: text(unit, places), amount: text(amount, places) };
}

/** A document's lines and deductions (USD) as printed: each line quantity x printed unit, the totals sums of printed figures. */
export function printedDocument(
  document: { lines: readonly PrintedLineInput[]; discount?: Amount | null; returned?: Amount | null },
  currency: PrintCurrency,
): PrintedDocument {
  const places = printedPlaces(currency);
  const lines = document.lines.map((line) => printedLine(line, currency));
  const subtotal = lines.reduce((sum, line) => sum + roundTo(exact(line.amount), places), 0n);
  const discount = figureUnits(document.discount ?? 0, currency);
  const returned = figureUnits(document.returned ?? 0, currency);
  return {
    lines,
    subtotal: text(subtotal, places),
    discount: text(discount, places),
    returned: text(returned, places),
    total: text(subtotal - discount - returned, places),
  };
}

/**
 * What is still owed, as printed beside a printed total: that total less the printed figure of
 * what was paid (USD total - pending), so total = paid + pending on the paper too.
 */
export function printedPending(
  printedTotal: string,
  usdTotal: Amount,
  usdPending: Amount,
  currency: PrintCurrency,
): string {
  const places = printedPlaces(currency);
  const paidUsd = roundTo(exact(usdTotal), 2) - roundTo(exact(usdPending), 2);
  const paid = figureUnits(text(paidUsd, 2), currency);
  return text(roundTo(exact(printedTotal), places) - paid, places);
}
