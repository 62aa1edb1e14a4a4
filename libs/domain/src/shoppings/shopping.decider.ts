/** The purchases' rules: a pure decider, and the stock a purchase moves. */
import { Command } from '../kit/event';
import { Decider, unreachable } from '../kit/decider';
import { DomainError, FieldRuleError } from '../kit/domain-error';
import { Decimal } from '../shared/decimal';
import { businessDay } from '../shared/business-day';
import { refuseInClosedPeriod } from '../audit/closed-period';
import { StockMoveRequest } from '../stock/stock-moves';
import { money } from '../orders/order-money';
import { paymentAmounts, PaymentMethodInfo } from '../orders/payment-amounts';
import {
  PaymentType,
  shoppingLabel,
  ShoppingEvent,
  ShoppingLine,
  ShoppingPayment,
  ShoppingStatus,
} from './shopping.events';
import { ShoppingMessages as M } from './shopping.messages';
import { ivaCodeOf, IvaCode } from '../fiscal/iva';
import { ShoppingFiscalInput, shoppingTaxes } from './shopping-taxes';

/** A payment as the API hands it over: what was sent (amounts as exact text), its method found, the current rate. */
export interface ShoppingPaymentInput {
  payment_id: string;
  /** The method's id as sent; null when none was chosen. */
  method_id: string | null;
  /** The live method of that id; null when there is none. */
  method: PaymentMethodInfo | null;
  amount_usd: string | null;
  amount_ves: string | null;
  /** The rate the screen used; null: the current one. */
  exchange_rate: string | null;
  reference: string;
  /** The payment's day; null: the purchase's day (on the form) or today (on the detail page). */
  date: string | null;
  /** The current rate (Bs per USD), read by the API; null when none was ever recorded. */
  current_rate: string | null;
}

/** A line as the API hands it over: the product found (null when missing or deleted), amounts as exact text. */
export interface ShoppingLineInput {
  product_id: string;
  /** `iva`: the product's IVA code (issue 33; none read yet: G). */
  product: { code: string; name: string; iva?: IvaCode | null } | null;
  cost: string;
  quantity: number;
  percentage: string | null;
  price: string | null;
}

/** A new purchase as the API hands it over (the form's payload with its references looked up). */
export interface NewShopping {
  id: string;
  provider_id: string | null;
  /** The live provider of provider_id; null when none was chosen or it does not exist. */
  provider: { name: string } | null;
  invoice_number: string | null;
  date: string;
  payment_type: PaymentType;
  due_date: string | null;
  deposit_id: string | null;
  /** Whether deposit_id names a live deposit. */
  deposit_found: boolean;
  discount_percentage: string | null;
  discount_amount: string | null;
  comentary: string;
  /** The current rate (stored on the document). */
  exchange_rate: string | null;
  lines: ShoppingLineInput[];
  payments: ShoppingPaymentInput[];
  /** Issue 33: the fiscal terms; absent: regime `none` (the spec's purchase, no tax). */
  fiscal?: ShoppingFiscalInput;
}

export type RegisterShopping = Command<'RegisterShopping', NewShopping>;
export type RecordShoppingPayment = Command<'RecordShoppingPayment', ShoppingPaymentInput>;
export type MarkShoppingPaid = Command<'MarkShoppingPaid', Record<string, never>>;
export type CancelShopping = Command<'CancelShopping', Record<string, never>>;
export type ShoppingCommand = RegisterShopping | RecordShoppingPayment | MarkShoppingPaid | CancelShopping;

export interface ExistingShopping {
  exists: true;
  id: string;
  status: ShoppingStatus;
  date: string;
  provider_id: string;
  /** The provider's invoice number (claimed for its provider while the purchase is not cancelled). */
  invoice_number: string;
  deposit_id: string;
  lines: ShoppingLine[];
  total: string;
  total_paid: string;
  /** Issue 33: the IVA withheld from the provider ('0.00' when none): what is owed is total - iva_withheld. */
  iva_withheld: string;
  withholding_voucher: string | null;
}
export type ShoppingState = { exists: false } | ExistingShopping;

/** What the provider is paid in all: the total less the IVA withheld (issue 33; none withheld: the total). */
export const payableOf = (shopping: { total: string; iva_withheld?: string | null }): Decimal =>
  new Decimal(shopping.total).minus(shopping.iva_withheld ?? 0);

/** What is still owed on a purchase (never below zero). */
export const owedOn = (shopping: Pick<ExistingShopping, 'total' | 'total_paid'> & { iva_withheld?: string }): Decimal =>
  Decimal.max(0, payableOf(shopping).minus(shopping.total_paid));

/** A purchase's subtotal stays below this: the read models keep amounts as numeric(14, 2). */
const MAX_AMOUNT = new Decimal('1e12');
const MAX_QUANTITY = 1_000_000;

function existing(state: ShoppingState): ExistingShopping {
  if (!state.exists) throw new DomainError(M.notFound, 'not_found');
  return state;
}

/**
 * The methods that move no money to the provider: 'Crédito' (the sale left unpaid) and 'Nota de
 * Crédito' (a client's credit note). A purchase's payment is refused on them: a purchase bought on
 * credit says so with its payment type (docs/rules.md Purchases).
 */
export const NON_PURCHASE_METHOD_CODES: readonly string[] = ['credito', 'nota-credito'];

/** A field refusal of one of the purchase's payments names its place: 'payments.0.reference'. */
const withinPayment = (error: unknown, prefix: string): unknown =>
  error instanceof FieldRuleError
    ? new FieldRuleError(`${prefix}${fieldOfPayment(error.field)}`, error.message)
    : error;

/** The order payments' fields are named amount and amount_bs; a purchase's are amount_usd and amount_ves. */
const fieldOfPayment = (field: string): string =>
  field === 'amount' ? 'amount_usd' : field === 'amount_bs' ? 'amount_ves' : field;

/**
 * Checks one payment and gives it as the events keep it. Its field refusals are FieldRuleErrors
 * under `prefix` ('payments.0.' on the form, '' on the detail page): no method, a method that
 * moves no money to the provider, a missing reference, amounts not above zero; a rate other than the current one is a 409.
 */
function paymentOf(input: ShoppingPaymentInput, prefix: string, day: string): ShoppingPayment {
  if (input.method_id === null) throw new FieldRuleError(`${prefix}method`, M.methodRequired);
  if (input.method === null) throw new FieldRuleError(`${prefix}method`, M.methodNotFound);
  const method = input.method;
  if (NON_PURCHASE_METHOD_CODES.includes(method.code))
    throw new FieldRuleError(`${prefix}method`, M.methodNotForPurchases);
  let counted;
  try {
    counted = paymentAmounts({
      method,
      amount: input.amount_usd,
      amount_bs: input.amount_ves,
      exchange_rate: input.exchange_rate,
      reference: input.reference,
      current_rate: input.current_rate,
    });
  } catch (error) {
    throw withinPayment(error, prefix);
  }
  return {
    payment_id: input.payment_id,
    method_id: method.id,
    method_code: method.code,
    method_name: method.name,
    amount_usd: counted.amount,
    amount_ves: counted.amount_bs,
    exchange_rate: counted.rate,
    reference: input.reference.trim(),
    date: input.date ?? day,
  };
}

/** The lines as the event keeps them: checked, numbered, priced, each with its total. */
function linesOf(inputs: readonly ShoppingLineInput[]): ShoppingLine[] {
  const seen = new Set<string>();
  return inputs.map((input, index) => {
    const field = (name: string) => `products.${index}.${name}`;
    if (!input.product) throw new FieldRuleError(field('product_id'), M.productNotFound);
    if (seen.has(input.product_id)) throw new FieldRuleError(field('product_id'), M.repeatedProduct);
    seen.add(input.product_id);
    if (!Number.isInteger(input.quantity) || input.quantity < 1)
      throw new FieldRuleError(field('quantity'), M.quantity);
    if (input.quantity > MAX_QUANTITY) throw new FieldRuleError(field('quantity'), M.quantityTooLarge);
    const cost = new Decimal(input.cost);
    if (cost.isNeg()) throw new FieldRuleError(field('cost'), M.cost);
    const percentage = input.percentage === null ? null : new Decimal(input.percentage);
    if (percentage?.isNeg()) throw new FieldRuleError(field('percentage'), M.percentage);
    // The selling price: as given, else cost + cost x percentage / 100 when a percentage is given.
    const price =
      input.price !== null
        ? new Decimal(input.price)
        : percentage !== null
          ? cost.plus(cost.times(percentage).dividedBy(100))
          : null;
    if (price?.isNeg()) throw new FieldRuleError(field('price'), M.price);
    if (price?.gte(MAX_AMOUNT)) throw new FieldRuleError(field('price'), M.tooLarge);
    return {
      id: String(index + 1),
      product_id: input.product_id,
      code: input.product.code,
      name: input.product.name,
      quantity: input.quantity,
      cost: money(cost),
      percentage: percentage === null ? null : money(percentage),
      price: price === null ? null : money(price),
      total: money(cost.times(input.quantity)),
    };
  });
}

/**
 * The discount: an amount above 0 wins (capped at the subtotal, the percentage then 100); else a
 * percentage of the subtotal (0..100). Neither: none.
 */
function discountOf(input: NewShopping, subTotal: Decimal): { percentage: string | null; amount: string } {
  const percentage = input.discount_percentage === null ? null : new Decimal(input.discount_percentage);
  if (percentage && (percentage.isNeg() || percentage.gt(100)))
    throw new FieldRuleError('discount_percentage', M.discountPercentage);
  const amount = input.discount_amount === null ? null : new Decimal(input.discount_amount);
  if (amount?.isNeg()) throw new FieldRuleError('discount_amount', M.discountAmount);
  if (amount && amount.gt(0)) {
    const capped = amount.gte(subTotal);
    return {
      percentage: capped ? '100.00' : percentage && money(percentage),
      amount: money(Decimal.min(amount, subTotal)),
    };
  }
  if (percentage) return { percentage: money(percentage), amount: money(subTotal.times(percentage).dividedBy(100)) };
  return { percentage: null, amount: '0.00' };
}

const sumOf = (values: readonly string[]): Decimal => values.reduce((sum, value) => sum.plus(value), new Decimal(0));

/**
 * 'Generar Compra': the spec's seven checks in its order, the first failing one refusing it on its
 * field (a 400): provider, invoice number, products, total above zero, cash paid in full, cash with
 * a payment, deposit. A credit purchase checks instead, in the cash checks' place, its due date
 * and that its payments do not exceed the total. What each step needs checked with it (a line's
 * product and amounts, the discount, each payment's fields) is checked at that step.
 */
function registered(input: NewShopping): ShoppingEvent {
  // 1. Provider.
  if (input.provider_id === null) throw new FieldRuleError('provider_id', M.noProvider);
  if (input.provider === null) throw new FieldRuleError('provider_id', M.providerNotFound);
  // 2. Invoice number.
  const invoice = (input.invoice_number ?? '').trim();
  if (invoice === '') throw new FieldRuleError('invoice_number', M.noInvoice);
  // 2b. Under a fiscal regime, the provider's control number too (issue 33).
  const fiscal = input.fiscal && input.fiscal.regime !== 'none' ? input.fiscal : null;
  const controlNumber = (fiscal?.control_number ?? '').trim();
  if (fiscal && controlNumber === '') throw new FieldRuleError('control_number', M.noControlNumber);
  // 3. At least one product (each existing, added once, with sound amounts).
  if (input.lines.length === 0) throw new FieldRuleError('products', M.noLines);
  const untaxed = linesOf(input.lines);
  const subTotal = sumOf(untaxed.map((line) => line.total));
  if (subTotal.gte(MAX_AMOUNT)) throw new FieldRuleError('total', M.tooLarge);
  const discount = discountOf(input, subTotal);
  const ivaCodes = new Map(input.lines.map((line) => [line.product_id, ivaCodeOf(line.product?.iva)]));
  const taxed = fiscal
    ? shoppingTaxes(untaxed, (line) => ivaCodes.get(line.product_id)!, discount.amount, input.date, {
        ...fiscal,
        control_number: controlNumber,
      })
    : null;
  if (taxed?.fiscal.iva_withheld && !taxed.fiscal.withholding_voucher)
    throw new Error('A purchase that withholds IVA needs its voucher number');
  const lines = taxed?.lines ?? untaxed;
  const total = taxed?.total ?? money(subTotal.minus(discount.amount));
  // What the payments settle: the total less the IVA withheld (the total itself under `none`).
  const payable = money(payableOf({ total, iva_withheld: taxed?.fiscal.iva_withheld }));
  // 4. Total above zero.
  if (new Decimal(total).lte(0)) throw new FieldRuleError('total', M.totalNotPositive);
  const payments = input.payments.map((payment, index) => paymentOf(payment, `payments.${index}.`, input.date));
  const paid = sumOf(payments.map((payment) => payment.amount_usd));
  let dueDate = input.due_date;
  if (input.payment_type === 'cash') {
    // 5. Cash: paid in full (not less, nor more). 6. Cash: at least one payment.
    if (paid.gt(payable)) throw new FieldRuleError('payments', M.cashOverTotal);
    if (!paid.eq(payable)) throw new FieldRuleError('payments', M.cashIncomplete);
    if (payments.length === 0) throw new FieldRuleError('payments', M.cashWithoutPayment);
    dueDate ??= input.date;
  } else {
    if (dueDate === null) throw new FieldRuleError('due_date', M.dueDateRequired);
    if (paid.gt(payable)) throw new FieldRuleError('payments', M.creditOverTotal);
  }
  if (dueDate < input.date) throw new FieldRuleError('due_date', M.dueDateBeforeDate);
  // 7. Destination deposit.
  if (input.deposit_id === null) throw new FieldRuleError('deposit_id', M.noDeposit);
  if (!input.deposit_found) throw new FieldRuleError('deposit_id', M.depositNotFound);
  return {
    type: 'ShoppingRegistered',
    data: {
      id: input.id,
      provider_id: input.provider_id,
      provider_name: input.provider.name,
      invoice_number: invoice,
      date: input.date,
      due_date: dueDate,
      payment_type: input.payment_type,
      deposit_id: input.deposit_id,
      comentary: input.comentary,
      exchange_rate: input.exchange_rate,
      lines,
      sub_total: money(subTotal),
      discount_percentage: discount.percentage,
      discount: discount.amount,
      total,
      payments,
      total_paid: money(paid),
      status: paid.gte(payable) ? 'paid' : 'pending',
      ...taxed?.fiscal,
    },
  };
}

/**
 * A purchase from a provider (RULES.md, Purchases): registered with its stock entering the
 * destination deposit (see shoppingStockMoves); cash is paid in full, credit pending until its
 * payments reach the total or it is marked paid; paid from the detail page never above what is
 * owed; cancelled from any status but cancelled (its stock leaves again, its payments stay).
 */
export const shoppingDecider: Decider<ShoppingCommand, ShoppingEvent, ShoppingState> = {
  initialState: () => ({ exists: false }),

  evolve(state, event) {
    if (event.type === 'ShoppingRegistered') {
      const data = event.data;
      return {
        exists: true,
        id: data.id,
        status: data.status,
        date: data.date,
        provider_id: data.provider_id,
        invoice_number: data.invoice_number,
        deposit_id: data.deposit_id,
        lines: data.lines,
        total: data.total,
        total_paid: data.total_paid,
        iva_withheld: data.iva_withheld ?? '0.00',
        withholding_voucher: data.withholding_voucher ?? null,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'ShoppingPaymentRecorded':
        return { ...state, total_paid: event.data.total_paid, status: event.data.status };
      case 'ShoppingMarkedPaid':
        return { ...state, status: 'paid' };
      case 'ShoppingCancelled':
        return { ...state, status: 'cancelled' };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    if (command.type === 'RegisterShopping') {
      if (state.exists) throw new DomainError(M.alreadyExists);
      const event = registered(command.data);
      // Field rules first; then a purchase (or one of its payments) dated in a closed period.
      if (event.type === 'ShoppingRegistered')
        refuseInClosedPeriod(
          command.metadata.closed_until,
          event.data.date,
          ...event.data.payments.map((payment) => payment.date),
        );
      return [event];
    }
    const shopping = existing(state);
    const closedUntil = command.metadata.closed_until;
    switch (command.type) {
      case 'RecordShoppingPayment': {
        // Field rules first (a 400 on its field), then the state of the purchase (409).
        const payment = paymentOf(command.data, '', businessDay(command.metadata.at));
        refuseInClosedPeriod(closedUntil, payment.date);
        if (shopping.status === 'cancelled') throw new DomainError(M.cancelled);
        if (shopping.status === 'paid') throw new DomainError(M.alreadyPaid);
        if (new Decimal(payment.amount_usd).gt(owedOn(shopping))) throw new DomainError(M.overBalance);
        const totalPaid = money(new Decimal(shopping.total_paid).plus(payment.amount_usd));
        const status = new Decimal(totalPaid).gte(payableOf(shopping)) ? 'paid' : 'pending';
        return [{ type: 'ShoppingPaymentRecorded', data: { id: shopping.id, payment, total_paid: totalPaid, status } }];
      }
      case 'MarkShoppingPaid':
        // Settled elsewhere, today: goes forward on an old purchase, refused only while today is closed.
        refuseInClosedPeriod(closedUntil, businessDay(command.metadata.at));
        if (shopping.status === 'cancelled') throw new DomainError(M.cancelled);
        if (shopping.status === 'paid') throw new DomainError(M.alreadyPaid);
        return [{ type: 'ShoppingMarkedPaid', data: { id: shopping.id } }];
      case 'CancelShopping':
        // Cancelling changes the purchase as it was on its day.
        refuseInClosedPeriod(closedUntil, shopping.date);
        if (shopping.status === 'cancelled') throw new DomainError(M.alreadyCancelled);
        return [{ type: 'ShoppingCancelled', data: { id: shopping.id } }];
      default:
        return unreachable(command);
    }
  },
};

/**
 * The stock a purchase moves: registered, each line's units enter its destination deposit (dated
 * on the purchase's day); cancelled, they leave it again (dated on the day it is cancelled),
 * refused whole when any is no longer there.
 */
export function shoppingStockMoves(
  shopping: Pick<ExistingShopping, 'id' | 'date' | 'deposit_id' | 'lines'>,
  kind: 'register' | 'cancel',
): StockMoveRequest[] {
  const document = {
    type: 'shopping' as const,
    id: shopping.id,
    label: shoppingLabel(shopping.id),
    ...(kind === 'register' ? { date: shopping.date } : {}),
  };
  return shopping.lines.map((line) => ({
    kind: kind === 'register' ? 'add' : 'remove',
    product_id: line.product_id,
    product_name: line.name,
    deposit_id: shopping.deposit_id,
    quantity: line.quantity,
    document,
  }));
}
