/**
 * Issue 33: a sale's taxes and a payment's IGTF as the screens show them before the server has
 * them (the sale form, the POS cart, the payment entry), by the server's own arithmetic
 * (`@bo/fiscal`): the same bases, IVA per rate, exempt and total the sale will answer.
 */
import { documentTaxes, igtfLabel, igtfOf, ivaCodeOf, type IvaCode, type TaxedDocument } from '@bo/fiscal';
import { centsNumber, dollarsToBolivars, toCents } from '../money';
import { taxedUnder, type FiscalSettings } from './fiscalSettings';

export interface TaxedLineDraft {
  /** The product's code; a quick line (none) is G. */
  iva?: IvaCode | string | null;
  quantity: number | string | null | undefined;
  price: number | string | null | undefined;
}

const amountOf = (line: TaxedLineDraft) => {
  const quantity = Number(line.quantity ?? 0);
  const price = Number(line.price ?? 0);
  return Number.isFinite(quantity * price) ? (Math.round(quantity * price * 100) / 100).toFixed(2) : '0.00';
};

/** The sale's taxes on `day` ('YYYY-MM-DD') after a discount of `discount` dollars, or null when not taxed. */
export function saleTaxesOf(
  settings: FiscalSettings | undefined,
  lines: readonly TaxedLineDraft[],
  discount: number,
  day: string,
): TaxedDocument | null {
  if (!taxedUnder(settings)) return null;
  return documentTaxes(
    lines.map((line, index) => ({ id: String(index + 1), iva: ivaCodeOf(line.iva), amount: amountOf(line) })),
    Number.isFinite(discount) && discount > 0 ? discount.toFixed(2) : '0',
    day,
  );
}

/** 'IGTF 3 %: $3.00' for a payment of `amount` dollars by a method, or null when it carries none. */
export function igtfNotice(
  settings: FiscalSettings | undefined,
  method: { foreign_currency?: boolean } | null | undefined,
  amount: number | string | null | undefined,
): string | null {
  if (!taxedUnder(settings) || !settings.igtf_agent || !method?.foreign_currency) return null;
  const dollars = Number(amount);
  if (!Number.isFinite(dollars) || dollars <= 0) return null;
  const terms = { agent: true, rate: settings.igtf_rate };
  return igtfLabel(settings.igtf_rate, igtfOf(dollars.toFixed(2), true, terms));
}

/** A taxed sale's total in Bs: its total with the IVA at `rate`, as the sale form shows it (null without a rate). */
export function taxedTotalBs(taxes: Pick<TaxedDocument, 'total'>, rate: unknown): number | null {
  const bolivars = dollarsToBolivars(toCents(taxes.total) ?? 0n, rate);
  return bolivars === null ? null : centsNumber(bolivars);
}
