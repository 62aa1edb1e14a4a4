/**
 * Why this file exists: the purchase form's values and their money, without a screen (so the
 * unit tests read them): a line's selling price from its cost and profit percentage and back, the
 * subtotal, the discount (percentage or amount, linked), the total, and the body of
 * POST /api/shoppings (API.md). Every amount is computed in integer cents (money.ts).
 */
import type { Identifier } from 'react-admin';
import { documentLineOf, type DocumentLine } from '../../common/document/documentLine';
import { centsText, lineCents, toCents, unitsText } from '../../money';
import type { Product } from '../../products/types';
import {
  productIvaOf,
  purchaseTaxesOf,
  type FiscalRegime,
  type IvaCode,
  type PurchaseTaxes,
  type WithholdingRate,
} from '../fiscal/purchaseTaxes';

export type PaymentType = 'cash' | 'credit';

/** A product of the purchase: the kit's line plus what is typed (texts, so a cleared field is no zero). */
export interface ShoppingLine extends DocumentLine {
  cost: string | null;
  /** The profit percentage, up to 2 decimals (may be negative: sold below cost). */
  percentage: string | null;
  /** The selling price: cost + cost × percentage / 100, or typed. */
  price: string | null;
  quantity: number | string | null;
  /** Issue 33: the product's IVA code (G until products carry one). */
  iva?: IvaCode;
}

/** A payment added to the form, as it is sent (plus the method's name for the table). */
export interface ShoppingPayment {
  method: Identifier;
  method_name: string;
  /** USD, 2 decimals. */
  amount_usd: string;
  /** Bs, when the method is paid in bolivars. */
  amount_ves: string | null;
  /** The current rate the bolivars were converted at. */
  exchange_rate: string | null;
  reference: string;
  date: string;
}

/** Which of the two discount fields was typed last: the other one follows it. */
export type DiscountBasis = 'percentage' | 'amount' | null;

/** The form's values; the names are the payload's, so the server's 400s land under their fields. */
export interface ShoppingDraft {
  provider_id: Identifier | null;
  date: string;
  invoice_number: string | null;
  payment_type: PaymentType;
  due_date: string | null;
  deposit_id: Identifier | null;
  discount_percentage: string | null;
  discount_amount: string | null;
  discount_basis: DiscountBasis;
  products: ShoppingLine[];
  payments: ShoppingPayment[];
  /** Issue 33: the provider's control number (asked under a fiscal regime). */
  control_number?: string | null;
  /** Issue 33, not sent: the account's regime and the provider's withholding, as the screen read them. */
  fiscal_regime?: FiscalRegime;
  withholding_rate?: WithholdingRate;
}

export const emptyDraft = (date: string): ShoppingDraft => ({
  provider_id: null,
  date,
  invoice_number: '',
  payment_type: 'cash',
  due_date: null,
  deposit_id: null,
  discount_percentage: null,
  discount_amount: null,
  discount_basis: null,
  products: [],
  payments: [],
});

const SIGNED_DECIMAL = /^\s*(-)?(\d+)(?:\.(\d*))?\s*$/;

/** A percentage in hundredths (2 decimals, half away from zero): '12.345' -> 1235n, '-5' -> -500n; null when none. */
export const percentHundredths = (value: unknown): bigint | null => {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = value.toFixed(3);
  else return null;
  const match = SIGNED_DECIMAL.exec(text);
  if (!match) return null;
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let units = BigInt(match[2] + fraction.slice(0, 2));
  if (fraction.charAt(2) >= '5') units += 1n;
  return match[1] ? -units : units;
};

/** a / b rounded half away from zero, b > 0. */
const roundDiv = (a: bigint, b: bigint) => (a < 0n ? -((-a * 2n + b) / (b * 2n)) : (a * 2n + b) / (b * 2n));

/** The selling price: cost + cost × percentage / 100, to the cent; null without both or below zero. */
export const priceFrom = (cost: unknown, percentage: unknown): string | null => {
  const costCents = toCents(cost);
  const hundredths = percentHundredths(percentage);
  if (costCents === null || hundredths === null) return null;
  const price = costCents + roundDiv(costCents * hundredths, 10_000n);
  return price < 0n ? null : centsText(price);
};

/** The percentage a typed price means over the cost, 2 decimals; null without a positive cost or a price. */
export const percentageFrom = (cost: unknown, price: unknown): string | null => {
  const costCents = toCents(cost);
  const priceCents = toCents(price);
  if (costCents === null || costCents === 0n || priceCents === null) return null;
  return unitsText(roundDiv((priceCents - costCents) * 10_000n, costCents), 2);
};

const amountText = (value: unknown) => {
  const cents = toCents(value);
  return cents === null ? null : centsText(cents);
};

/** A product chosen in the search: its cost, its price (the first price group's) and the percentage between them; 1 unit. */
export const shoppingLineOf = (product: Product): ShoppingLine => {
  const cost = amountText(product.cost);
  const price = amountText(product.price);
  return {
    ...documentLineOf(product),
    cost,
    percentage: percentageFrom(cost, price),
    price,
    quantity: 1,
    // Issue 33: its IVA code once products carry one (a line without it counts as G).
    ...((product as { iva?: unknown }).iva ? { iva: productIvaOf(product) } : {}),
  };
};

/** Sum of cost × quantity of the lines, in cents. */
export const subtotalCents = (lines: ReadonlyArray<Pick<ShoppingLine, 'cost' | 'quantity'>>) =>
  lines.reduce((sum, line) => sum + lineCents(line.cost, line.quantity), 0n);

/** A percentage of the subtotal in cents (half-up); null when it is not one between 0 and 100. */
export const discountFromPercentage = (subtotal: bigint, percentage: unknown): bigint | null => {
  const hundredths = percentHundredths(percentage);
  if (hundredths === null || hundredths < 0n || hundredths > 10_000n) return null;
  return roundDiv(subtotal * hundredths, 10_000n);
};

/** What an amount is of the subtotal, as a percentage with 2 decimals ('100' for the whole of it). */
const percentageOf = (subtotal: bigint, amount: bigint) => {
  if (amount === 0n) return '0';
  if (subtotal === 0n || amount >= subtotal) return '100';
  return unitsText(roundDiv(amount * 10_000n, subtotal), 2);
};

export type DiscountFields = Pick<ShoppingDraft, 'discount_percentage' | 'discount_amount' | 'discount_basis'>;

/**
 * The discount fields after the percentage is typed: the amount follows it; a percentage out of
 * 0..100 (or not a number) clears the amount (purchasing-inventory.md section 5).
 */
export const withPercentage = (subtotal: bigint, typed: string | null): DiscountFields => {
  if (typed === null || typed.trim() === '')
    return { discount_percentage: typed, discount_amount: null, discount_basis: null };
  const amount = discountFromPercentage(subtotal, typed);
  return {
    discount_percentage: typed,
    discount_amount: amount === null ? null : centsText(amount),
    discount_basis: 'percentage',
  };
};

/**
 * The discount fields after the amount is typed: above the subtotal it is capped at the subtotal
 * and the percentage becomes 100; otherwise the percentage follows it.
 */
export const withAmount = (subtotal: bigint, typed: string | null): DiscountFields => {
  if (typed === null || typed.trim() === '')
    return { discount_percentage: null, discount_amount: typed, discount_basis: null };
  const amount = toCents(typed);
  if (amount === null) return { discount_percentage: null, discount_amount: typed, discount_basis: 'amount' };
  if (amount > subtotal)
    return { discount_percentage: '100', discount_amount: centsText(subtotal), discount_basis: 'amount' };
  return { discount_percentage: percentageOf(subtotal, amount), discount_amount: typed, discount_basis: 'amount' };
};

/** The discount fields once the subtotal changed: the one typed last stands, the other follows. */
export const withSubtotal = (subtotal: bigint, fields: DiscountFields): DiscountFields => {
  if (fields.discount_basis === 'percentage') return withPercentage(subtotal, fields.discount_percentage);
  if (fields.discount_basis === 'amount') return withAmount(subtotal, fields.discount_amount);
  return fields;
};

/** The discount in cents: the amount field, never above the subtotal; 0 when empty or invalid. */
export const discountCents = (subtotal: bigint, fields: Pick<DiscountFields, 'discount_amount'>) => {
  const amount = toCents(fields.discount_amount);
  if (amount === null) return 0n;
  return amount > subtotal ? subtotal : amount;
};

/** Subtotal, discount, total and what the payments added sum to, in cents. */
export interface ShoppingTotals {
  subtotal: bigint;
  discount: bigint;
  /** What the payments settle: subtotal - discount; under a regime + IVA - the IVA withheld (issue 33). */
  total: bigint;
  paid: bigint;
  /** Under a fiscal regime, its IVA (undefined under `none`). */
  fiscal?: PurchaseTaxes;
}

type TotalsDraft = Pick<
  ShoppingDraft,
  'products' | 'payments' | 'discount_amount' | 'fiscal_regime' | 'withholding_rate' | 'date'
>;

export const totalsOf = (draft: TotalsDraft): ShoppingTotals => {
  const subtotal = subtotalCents(draft.products ?? []);
  const discount = discountCents(subtotal, draft);
  const paid = (draft.payments ?? []).reduce((sum, payment) => sum + (toCents(payment.amount_usd) ?? 0n), 0n);
  const regime = draft.fiscal_regime ?? 'none';
  const fiscal =
    regime === 'none'
      ? undefined
      : purchaseTaxesOf(
          (draft.products ?? []).map((line) => ({
            iva: line.iva ?? 'G',
            cents: lineCents(line.cost, line.quantity),
          })),
          discount,
          regime,
          draft.withholding_rate ?? 75,
          draft.date,
        );
  return { subtotal, discount, total: fiscal?.payable ?? subtotal - discount, paid, fiscal };
};

/** What the payments leave: still to pay ('Restante'), or paid above the total ('Excedente'), in cents (never below 0). */
export const remainderOf = (total: bigint, paid: bigint): { kind: 'remaining' | 'excess'; cents: bigint } =>
  paid > total ? { kind: 'excess', cents: paid - total } : { kind: 'remaining', cents: total - paid };

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The body of POST /api/shoppings (API.md). The discount goes as the field typed last (the server
 * derives the other), amounts as decimal texts with 2 decimals; a cash purchase without a due date
 * sends none (the server takes the document date).
 */
export const toShoppingPayload = (draft: ShoppingDraft) => {
  const { subtotal, discount } = totalsOf(draft);
  const percentage = percentHundredths(draft.discount_percentage);
  return {
    provider_id: draft.provider_id,
    date: draft.date,
    invoice_number: trimmed(draft.invoice_number),
    control_number: draft.fiscal_regime && draft.fiscal_regime !== 'none' ? trimmed(draft.control_number) : undefined,
    payment_type: draft.payment_type,
    due_date: draft.due_date || undefined,
    deposit_id: draft.deposit_id,
    discount_percentage:
      draft.discount_basis === 'percentage' && percentage !== null ? unitsText(percentage, 2) : undefined,
    discount_amount: draft.discount_basis === 'amount' && subtotal > 0n ? centsText(discount) : undefined,
    products: (draft.products ?? []).map((line) => {
      const linePercentage = percentHundredths(line.percentage);
      return {
        product_id: line.product_id,
        cost: amountText(line.cost),
        percentage: linePercentage === null ? undefined : unitsText(linePercentage, 2),
        price: amountText(line.price) ?? undefined,
        quantity: Number(line.quantity),
      };
    }),
    payments: (draft.payments ?? []).map((payment) => ({
      method: payment.method,
      amount_usd: payment.amount_usd,
      amount_ves: payment.amount_ves ?? undefined,
      exchange_rate: payment.exchange_rate ?? undefined,
      reference: payment.reference || undefined,
      date: payment.date || undefined,
    })),
  };
};
