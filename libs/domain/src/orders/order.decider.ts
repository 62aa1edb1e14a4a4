import { Command } from '../kit/event';
import type { Role } from '../users';
import { Decider, unreachable } from '../kit/decider';
import { ACCESS, may } from '../access';
import { DomainError, FieldRuleError } from '../kit/domain-error';
import { Decimal } from '../shared/decimal';
import { businessDay } from '../shared/business-day';
import { refuseInClosedPeriod } from '../audit/closed-period';
import { StockMoveRequest } from '../stock/stock-moves';
import { DocumentTaxes } from '../fiscal/document-taxes';
import { igtfOf, igtfRefundOf } from '../fiscal/igtf';
import { saleTaxes, taxFields } from './sale-taxes';
import { OrderDiscount, OrderEvent, OrderInvoiced, OrderLine, OrderState } from './order.events';
import { OrderMessages as M } from './order.messages';
import { discountAmount, money } from './order-money';
import { paymentAmounts, PaymentInput } from './payment-amounts';
import {
  leftToReturn,
  recheckReturn,
  RefundMethod,
  ReturnLineInput,
  ReturnMessages,
  ReturnType,
} from './order-returns';
import { creditNoteIssued, invoiceIssued, IssueCreditNote, IssueInvoice, refuseWhenInvoiced } from './order-invoice';

export interface NewOrder {
  id: string;
  client_id: string;
  client_name: string;
  client_identification: string;
  date: string;
  estimate: boolean;
  isCredit: boolean;
  comentary: string;
  order_buy: string | null;
  exchange_rate: string;
  cop_change: string | null;
  organization_id: string | null;
  /** Who sells: a sales user cannot change a catalogue line's price. */
  seller_role: Role;
  /** Priced lines ('1', '2'... ids), each with its catalogue price (null for a quick line). */
  lines: (OrderLine & { catalogue_price: string | null })[];
  discount: { type: 'percentage' | 'amount'; value: string } | null;
  /** The payments sent with the sale, recorded in this order, each on the sale's date. */
  payments: PaymentInput[];
  /**
   * Where a payment's field refusals go: 'payment' (the one payment of the contract's `payment`)
   * or 'payments' (`payments.<i>.<field>`). Left out: 'payment'.
   */
  payments_field?: 'payment' | 'payments';
  /**
   * Issue 33: the account has a fiscal regime: each line carries its `iva` and the sale its taxes
   * (total = bases after discount + IVA). Left out: regime `none`, no tax at all.
   */
  taxed?: boolean;
}

export type CreateOrder = Command<'CreateOrder', NewOrder>;
export type ProcessOrder = Command<'ProcessOrder', Record<string, never>>;
export type RecordOrderPayment = Command<'RecordOrderPayment', PaymentInput>;
export type SetOrderDiscount = Command<
  'SetOrderDiscount',
  { type: 'percentage' | 'amount'; value: string; role: Role }
>;
export type RemoveOrderDiscount = Command<'RemoveOrderDiscount', { role: Role }>;
export type DispatchOrderLines = Command<'DispatchOrderLines', { dispatch_id: string; line_ids: string[] }>;
export type CancelOrder = Command<'CancelOrder', Record<string, never>>;
export type SetInvoiceNumber = Command<'SetInvoiceNumber', { invoice_number: string }>;
/**
 * An approved devolution's effect on its order: checked again against the order as it is now. The
 * refund's payment method (efectivo, transferencia-usd or nota-credito, read by the API) names the
 * negative payment that gives back what was paid beyond the new total; null for 'none'.
 */
export type ReturnOrderLines = Command<
  'ReturnOrderLines',
  {
    devolution_id: string;
    return_type: ReturnType;
    lines: ReturnLineInput[];
    refund: {
      method: RefundMethod;
      reference: string;
      payment_id: string;
      payment_method: { id: string; code: string; name: string; foreign_currency?: boolean } | null;
    };
  }
>;
export type OrderCommand =
  | CreateOrder
  | ProcessOrder
  | RecordOrderPayment
  | SetOrderDiscount
  | RemoveOrderDiscount
  | DispatchOrderLines
  | CancelOrder
  | SetInvoiceNumber
  | ReturnOrderLines
  | IssueInvoice
  | IssueCreditNote;

export interface ExistingOrder {
  status: 'existing';
  id: string;
  client_id: string;
  /** Issue 33: the client as at the sale (what the invoice prints). */
  client_name: string;
  client_identification: string;
  /** The sale's own day ('YYYY-MM-DD'). */
  date: string;
  state: OrderState;
  isCredit: boolean;
  exchange_rate: string;
  lines: OrderLine[];
  dispatched: string[];
  subtotal: string;
  discount: OrderDiscount | null;
  total: string;
  paid: string;
  payments: number;
  invoice_number: string | null;
  /** What approved devolutions took off the total (total = subtotal - discount - returned). */
  returned: string;
  /** Units returned by approved devolutions, by line id. */
  returned_lines: Record<string, number>;
  /** Issue 33: the taxes under a fiscal regime (null under `none`: no tax at all). */
  fiscal: DocumentTaxes | null;
  /** Issue 33: the fiscal invoice once issued (final), and the credit notes issued against it. */
  invoice: OrderInvoiced['data'] | null;
  credit_notes: number;
  /** Issue 33: the IGTF its payments carried, less what refunds gave back ('0.00' when none). */
  igtf?: string;
  /** Issue 33: the dollars of the payments that carried it, less the refunds that gave some back. */
  igtf_paid?: string;
}
export type OrderAggregate = { status: 'none' } | ExistingOrder;

function existing(state: OrderAggregate): ExistingOrder {
  if (state.status === 'none') throw new DomainError(M.notFound, 'not_found');
  return state;
}

/** What is still owed on an order (never below zero). */
export const pendingOf = (order: Pick<ExistingOrder, 'total' | 'paid'>): Decimal =>
  Decimal.max(0, new Decimal(order.total).minus(order.paid));

/**
 * The state of a committed order (neither estimate, cancel nor return) from its facts (RULES.md's
 * table): every line dispatched -> finish when paid, else dispatch; otherwise delivery when paid
 * or on credit, else request. A line whose every unit came back by a devolution needs no dispatch.
 */
export function committedState(order: {
  lines: readonly OrderLine[];
  dispatched: readonly string[];
  paid: string;
  total: string;
  isCredit: boolean;
  returned_lines?: Readonly<Record<string, number>>;
}): OrderState {
  const paid = new Decimal(order.paid).gte(order.total);
  const settled = (line: OrderLine) =>
    order.dispatched.includes(line.id) || leftToReturn({ returned_lines: order.returned_lines ?? {} }, line) <= 0;
  if (order.lines.every(settled)) return paid ? 'finish' : 'dispatch';
  return paid || order.isCredit ? 'delivery' : 'request';
}

const COMMITTED: readonly OrderState[] = ['request', 'delivery', 'dispatch', 'finish'];

function payment(order: ExistingOrder, input: PaymentInput, day: string, closedUntil?: string | null): OrderEvent {
  // The payment's own day: an order payment recorded today on an old sale goes forward.
  refuseInClosedPeriod(closedUntil, input.date ?? day);
  if (order.state === 'estimate') throw new DomainError(M.estimatePayment);
  if (order.state === 'cancel') throw new DomainError(M.cancelled);
  if (!COMMITTED.includes(order.state)) throw new DomainError(M.paymentNotAllowed);
  const counted = paymentAmounts(input);
  const { amount, amount_bs, rate } = input.bolivar_share
    ? { ...counted, amount_bs: input.bolivar_share.amount_bs, rate: input.bolivar_share.exchange_rate }
    : counted;
  if (new Decimal(amount).gt(pendingOf(order))) throw new DomainError(M.overBalance);
  const paid = money(new Decimal(order.paid).plus(amount));
  // Issue 33: paid by the client on top of the amount, not part of what it settles.
  const igtf = igtfOf(amount, input.method.foreign_currency ?? false, input.igtf_terms ?? null);
  return {
    type: 'OrderPaymentRecorded',
    data: {
      id: order.id,
      payment_id: input.payment_id,
      method_id: input.method.id,
      method_code: input.method.code,
      method_name: input.method.name,
      amount,
      amount_bs,
      exchange_rate: rate,
      reference: input.reference.trim(),
      client_payment_id: input.client_payment_id ?? null,
      paid,
      state: committedState({ ...order, paid }),
      date: input.date ?? day,
      ...(new Decimal(igtf).gt(0) ? { igtf } : {}),
    },
  };
}

/**
 * A payment sent with a sale, on the sale's date: its field refusals name the sale's field
 * (`payment.reference`..., or `payments.1.reference`... when the sale sent a list).
 */
function salePayment(order: ExistingOrder, input: PaymentInput, field: string): OrderEvent {
  try {
    return payment(order, input, order.date);
  } catch (error) {
    throw error instanceof FieldRuleError ? error.within(field) : error;
  }
}

/** `field`: where the typed value was sent (a sale's `discount.value`, the discount route's `amount`). */
function discountOf(subtotal: string, type: 'percentage' | 'amount', value: string, field: string): OrderDiscount {
  const typed = new Decimal(value);
  // A field rule, as a purchase's: a 400 on the field, not a 409.
  if (type === 'percentage' && (typed.lt(0) || typed.gt(100))) throw new FieldRuleError(field, M.discountPercentage);
  if (typed.lt(0)) throw new DomainError(M.discountAboveSubtotal);
  const amount = discountAmount(subtotal, type, typed);
  if (new Decimal(amount).gt(subtotal)) throw new DomainError(M.discountAboveSubtotal);
  return { type, value: money(typed), amount };
}

/**
 * A sale's subtotal and cost stay below this: the read models keep amounts as numeric(14, 2), and
 * an event they cannot store would stop them (1,000,000 units at a price near the field's limit).
 */
const MAX_SALE_AMOUNT = new Decimal('1e12');

const sumOf = (lines: readonly OrderLine[], amount: (line: OrderLine) => string): Decimal =>
  lines.reduce((sum, line) => sum.plus(new Decimal(amount(line)).times(line.quantity)), new Decimal(0));

/** Only admin and financial give a discount, on a new sale or on an order, or remove one (RULES.md). */
const DISCOUNT_ROLES = ACCESS.orders.discount;

/** How far ahead of the server's clock a device's recorded_at may be (its clock may run a little fast). */
export const RECORDED_AT_SKEW_MS = 5 * 60 * 1000;

/**
 * Issue 34, a sale rung up offline: its recorded_at is not in the future (beyond the clock skew)
 * and the sale is dated its business day. Both are field rules (400).
 */
function refuseRecordedAt(metadata: CreateOrder['metadata'], date: string): void {
  const recorded = metadata.recorded_at;
  if (recorded === undefined) return;
  if (Date.parse(recorded) > Date.parse(metadata.at) + RECORDED_AT_SKEW_MS)
    throw new FieldRuleError('recorded_at', M.recordedInFuture);
  if (date !== businessDay(recorded)) throw new FieldRuleError('date', M.recordedOtherDay);
}

function created(command: CreateOrder): OrderEvent[] {
  const input = command.data;
  if (input.lines.length === 0) throw new DomainError(M.noLines);
  // A product is added once (the spec's sale form; purchases refuse it the same way): its second line's field.
  const seen = new Set<string>();
  input.lines.forEach((line, index) => {
    if (line.product_id === null) return;
    if (seen.has(line.product_id)) throw new FieldRuleError(`products.${index}.product_id`, M.repeatedProduct);
    seen.add(line.product_id);
  });
  refuseRecordedAt(command.metadata, input.date);
  // After the field rules (a 400 on its field comes first), before the rules of the sale itself.
  refuseInClosedPeriod(command.metadata.closed_until, input.date);
  const repriced = input.lines.find(
    (line) => line.catalogue_price !== null && new Decimal(line.price).cmp(line.catalogue_price) !== 0,
  );
  if (repriced && !may(input.seller_role, 'orders', 'reprice'))
    throw new DomainError(M.priceChangeBySales(repriced.name));
  const lines: OrderLine[] = input.lines.map(({ catalogue_price: _catalogue, ...line }) => line);
  if (input.discount && new Decimal(input.discount.value).gt(0) && !DISCOUNT_ROLES.includes(input.seller_role))
    throw new DomainError(M.discountRoleOnSale);
  const subtotal = money(sumOf(lines, (line) => line.price));
  if (new Decimal(subtotal).gte(MAX_SALE_AMOUNT) || sumOf(lines, (line) => line.cost).gte(MAX_SALE_AMOUNT))
    throw new DomainError(M.saleTooLarge);
  const discount = input.discount
    ? discountOf(subtotal, input.discount.type, input.discount.value, 'discount.value')
    : null;
  const taxed = input.taxed ? saleTaxes(lines, discount?.amount ?? null, input.date) : null;
  const total = taxed ? taxed.total : money(new Decimal(subtotal).minus(discount?.amount ?? 0));
  if (input.estimate && input.payments.length > 0) throw new DomainError(M.estimatePayment);
  const facts = { lines, dispatched: [], paid: '0.00', total, isCredit: input.isCredit };
  const state = input.estimate ? 'estimate' : (committedState(facts) as 'request' | 'delivery');
  const event: OrderEvent = {
    type: 'OrderCreated',
    data: {
      id: input.id,
      client_id: input.client_id,
      client_name: input.client_name,
      client_identification: input.client_identification,
      date: input.date,
      state,
      isCredit: input.isCredit,
      comentary: input.comentary,
      order_buy: input.order_buy,
      exchange_rate: input.exchange_rate,
      cop_change: input.cop_change,
      organization_id: input.organization_id,
      lines,
      subtotal,
      discount,
      total,
      ...(taxed ? taxFields(taxed) : {}),
    },
  };
  // Each payment against what the ones before it left owed.
  const events: OrderEvent[] = [event];
  let order = orderDecider.evolve(orderDecider.initialState(), event) as ExistingOrder;
  for (const [index, entry] of input.payments.entries()) {
    const field = input.payments_field === 'payments' ? `payments.${index}` : 'payment';
    const recorded = salePayment(order, entry, field);
    events.push(recorded);
    order = orderDecider.evolve(order, recorded) as ExistingOrder;
  }
  return events;
}

/**
 * A sales order (RULES.md, Sales orders): created as an estimate or committed at once, processed,
 * paid (never above its total), discounted, dispatched line by line, cancelled while unpaid,
 * invoiced. Committing and cancelling move stock: see orderStockMoves.
 */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderAggregate> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    if (event.type === 'OrderCreated') {
      const data = event.data;
      return {
        status: 'existing',
        id: data.id,
        client_id: data.client_id,
        client_name: data.client_name,
        client_identification: data.client_identification,
        date: data.date,
        state: data.state,
        isCredit: data.isCredit,
        exchange_rate: data.exchange_rate,
        lines: data.lines,
        dispatched: [],
        subtotal: data.subtotal,
        discount: data.discount,
        total: data.total,
        paid: '0.00',
        payments: 0,
        invoice_number: null,
        returned: '0.00',
        returned_lines: {},
        fiscal: data.taxes
          ? { taxes: data.taxes, exempt: data.exempt ?? '0.00', tax_total: data.tax_total ?? '0.00' }
          : null,
        invoice: null,
        credit_notes: 0,
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'OrderProcessed':
        return { ...state, state: event.data.state };
      case 'OrderPaymentRecorded': {
        const igtf = event.data.igtf
          ? {
              igtf: money(new Decimal(state.igtf ?? 0).plus(event.data.igtf)),
              igtf_paid: money(new Decimal(state.igtf_paid ?? 0).plus(event.data.amount)),
            }
          : {};
        return { ...state, paid: event.data.paid, state: event.data.state, payments: state.payments + 1, ...igtf };
      }
      case 'OrderDiscountSet':
        return {
          ...state,
          discount: event.data.discount,
          total: event.data.total,
          state: event.data.state,
          fiscal: fiscalAfter(state, event.data),
        };
      case 'OrderDiscountRemoved':
        return {
          ...state,
          discount: null,
          total: event.data.total,
          state: event.data.state,
          fiscal: fiscalAfter(state, event.data),
        };
      case 'OrderLinesDispatched':
        return { ...state, dispatched: [...state.dispatched, ...event.data.line_ids], state: event.data.state };
      case 'OrderCancelled':
        return { ...state, state: 'cancel' };
      case 'OrderInvoiceNumberSet':
        return { ...state, invoice_number: event.data.invoice_number };
      case 'OrderReturned': {
        const returned_lines = { ...state.returned_lines };
        for (const line of event.data.lines)
          returned_lines[line.line_id] = (returned_lines[line.line_id] ?? 0) + line.quantity;
        const { total, paid, returned } = event.data;
        const refund = event.data.refund;
        const igtf = refund?.igtf
          ? {
              igtf: money(new Decimal(state.igtf ?? 0).minus(refund.igtf)),
              igtf_paid: money(Decimal.max(0, new Decimal(state.igtf_paid ?? 0).minus(refund.amount))),
            }
          : {};
        return { ...state, total, paid, returned, returned_lines, state: event.data.state, ...igtf };
      }
      case 'OrderInvoiced':
        return { ...state, invoice: event.data, invoice_number: event.data.invoice_number };
      case 'CreditNoteIssued':
        return { ...state, credit_notes: state.credit_notes + 1 };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    if (command.type === 'CreateOrder') {
      if (state.status !== 'none') throw new DomainError(M.alreadyExists);
      return created(command);
    }
    const order = existing(state);
    const closedUntil = command.metadata.closed_until;
    // What changes the sale as it was on its day (its state, total, invoice) is refused once that day is closed.
    const onSaleDay = () => refuseInClosedPeriod(closedUntil, order.date);
    // What goes forward is dated today (a dispatch, a devolution), refused only while today is closed.
    const today = () => refuseInClosedPeriod(closedUntil, businessDay(command.metadata.at));
    switch (command.type) {
      case 'ProcessOrder': {
        onSaleDay();
        if (order.state !== 'estimate') throw new DomainError(M.processNotEstimate);
        return [
          { type: 'OrderProcessed', data: { id: order.id, state: committedState(order) as 'request' | 'delivery' } },
        ];
      }
      case 'RecordOrderPayment':
        return [payment(order, command.data, businessDay(command.metadata.at), closedUntil)];
      case 'SetOrderDiscount': {
        onSaleDay();
        refuseWhenInvoiced(order);
        if (!DISCOUNT_ROLES.includes(command.data.role)) throw new DomainError(M.discountRole);
        if (!COMMITTED.includes(order.state)) throw new DomainError(M.discountNotAllowed);
        const discount = discountOf(order.subtotal, command.data.type, command.data.value, 'amount');
        // Issue 33: a taxed sale's bases and IVA follow the new discount.
        const taxed = order.fiscal ? saleTaxes(order.lines, discount.amount, order.date) : null;
        // What approved devolutions took off stays off.
        const total = money(
          new Decimal(taxed ? taxed.total : new Decimal(order.subtotal).minus(discount.amount)).minus(order.returned),
        );
        if (new Decimal(total).lt(0)) throw new DomainError(M.discountAboveSubtotal);
        if (new Decimal(total).lt(order.paid)) throw new DomainError(M.discountBelowPaid);
        const data = {
          id: order.id,
          discount,
          total,
          state: committedState({ ...order, total }),
          ...(taxed ? taxFields(taxed) : {}),
        };
        return [{ type: 'OrderDiscountSet', data }];
      }
      case 'RemoveOrderDiscount': {
        onSaleDay();
        refuseWhenInvoiced(order);
        if (!DISCOUNT_ROLES.includes(command.data.role)) throw new DomainError(M.discountRole);
        if (!COMMITTED.includes(order.state)) throw new DomainError(M.discountNotAllowed);
        if (!order.discount) throw new DomainError(M.noDiscount);
        const taxed = order.fiscal ? saleTaxes(order.lines, null, order.date) : null;
        const total = money(new Decimal(taxed ? taxed.total : order.subtotal).minus(order.returned));
        const data = {
          id: order.id,
          total,
          state: committedState({ ...order, total }),
          ...(taxed ? taxFields(taxed) : {}),
        };
        return [{ type: 'OrderDiscountRemoved', data }];
      }
      case 'DispatchOrderLines': {
        today();
        if (order.state !== 'delivery') throw new DomainError(M.dispatchNotDelivery);
        const ids = command.data.line_ids;
        // A line whose every unit came back is not dispatched any more.
        const open = new Set(
          order.lines
            .filter((line) => !order.dispatched.includes(line.id) && leftToReturn(order, line) > 0)
            .map((line) => line.id),
        );
        if (new Set(ids).size !== ids.length) throw new FieldRuleError('products', M.dispatchTwice);
        if (ids.length === 0 || ids.some((id) => !open.has(id))) throw new DomainError(M.dispatchLines);
        const dispatched = [...order.dispatched, ...ids];
        const data = {
          id: order.id,
          dispatch_id: command.data.dispatch_id,
          line_ids: ids,
          state: committedState({ ...order, dispatched }),
        };
        return [{ type: 'OrderLinesDispatched', data }];
      }
      case 'CancelOrder': {
        onSaleDay();
        refuseWhenInvoiced(order);
        if (order.state === 'cancel') throw new DomainError(M.cancelled);
        if (order.payments > 0) throw new DomainError(M.cancelWithPayments);
        if (order.state !== 'estimate' && order.state !== 'request') throw new DomainError(M.cancelState);
        // A 100 % discount removed sends a partly dispatched order back to request: its units are gone.
        if (order.dispatched.length > 0) throw new DomainError(M.cancelDispatched);
        return [{ type: 'OrderCancelled', data: { id: order.id } }];
      }
      case 'SetInvoiceNumber': {
        onSaleDay();
        refuseWhenInvoiced(order);
        if (!COMMITTED.includes(order.state) && order.state !== 'return') throw new DomainError(M.invoiceNotAllowed);
        const invoice = command.data.invoice_number.trim();
        if (invoice === order.invoice_number) return [];
        return [
          {
            type: 'OrderInvoiceNumberSet',
            data: { id: order.id, invoice_number: invoice, previous: order.invoice_number },
          },
        ];
      }
      case 'ReturnOrderLines':
        today();
        return [returned(order, command.data)];
      // Issue 33: dated the day it is issued, with the numbers the `fiscal` stream gave in the same append.
      case 'IssueInvoice':
        today();
        return invoiceIssued(order, command.data);
      case 'IssueCreditNote':
        today();
        return [creditNoteIssued(order, command.data)];
      default:
        return unreachable(command);
    }
  },
};

/**
 * RULES.md, 'Devolutions: what an approval does to the money': the total goes down by R; what the
 * client paid beyond the new total (E) goes back by the refund method (a negative payment of E by
 * cash or transfer, or E to the client's credit note, paid = total), and 'none' is refused while
 * E > 0. A devolution that leaves no unit of any line (a complete one, or a partial one taking the
 * last units) ends in `return`; otherwise the state rule runs on the new total.
 */
function returned(order: ExistingOrder, input: ReturnOrderLines['data']): OrderEvent {
  const checked = recheckReturn(order, input.return_type, input.lines);
  const total = money(new Decimal(order.total).minus(checked.amount));
  const excess = Decimal.max(0, new Decimal(order.paid).minus(total));
  const refunded = excess.gt(0);
  if (refunded && input.refund.method === 'none') throw new DomainError(ReturnMessages.refundNeeded);
  const method = input.refund.method === 'none' ? null : input.refund.method;
  if (refunded && !input.refund.payment_method) throw new DomainError(M.refundMethodMissing);
  const paid = refunded ? total : order.paid;
  const lines = checked.lines.map((entry) => ({ line_id: entry.line.id, quantity: entry.quantity }));
  const returned_lines = { ...order.returned_lines };
  for (const line of lines) returned_lines[line.line_id] = (returned_lines[line.line_id] ?? 0) + line.quantity;
  // Every unit of every line back (by a complete devolution, or partial ones that took them all): a returned sale.
  const allBack = order.lines.every((line) => (returned_lines[line.id] ?? 0) >= line.quantity);
  const state =
    input.return_type === 'complete' || allBack ? 'return' : committedState({ ...order, total, paid, returned_lines });
  const E = money(excess);
  // Issue 33: a refund in foreign currency gives back the IGTF paid, in proportion to what it
  // refunds of the payments that carried it (bolivar payments carried none), all of it at most.
  const igtf =
    refunded && method !== 'credit_note' && input.refund.payment_method?.foreign_currency && order.igtf
      ? igtfRefundOf(order.igtf, order.igtf_paid ?? order.paid, Decimal.min(E, order.igtf_paid ?? order.paid))
      : '0.00';
  return {
    type: 'OrderReturned',
    data: {
      id: order.id,
      devolution_id: input.devolution_id,
      amount: checked.amount,
      returned: money(new Decimal(order.returned).plus(checked.amount)),
      total,
      returned_cost: money(
        checked.lines.reduce(
          (sum, entry) => sum.plus(new Decimal(entry.line.cost).times(entry.quantity)),
          new Decimal(0),
        ),
      ),
      lines,
      refund:
        refunded && method && input.refund.payment_method
          ? {
              payment_id: input.refund.payment_id,
              method,
              method_id: input.refund.payment_method.id,
              method_code: input.refund.payment_method.code,
              method_name: input.refund.payment_method.name,
              amount: E,
              reference: input.refund.reference.trim(),
              ...(new Decimal(igtf).gt(0) ? { igtf } : {}),
            }
          : null,
      credit_note: refunded && method === 'credit_note' ? E : null,
      paid,
      state,
    },
  };
}

/** Issue 33: a taxed sale's taxes after a discount set or removed (kept as they were when the event names none). */
function fiscalAfter(state: ExistingOrder, data: Partial<DocumentTaxes>): DocumentTaxes | null {
  if (!data.taxes) return state.fiscal;
  return { taxes: data.taxes, exempt: data.exempt ?? '0.00', tax_total: data.tax_total ?? '0.00' };
}

/**
 * The stock a sale moves: committing takes each product line's units out of its deposit, dated on
 * the sale's day when the sale is created committed (`atCreation`), on the day it is processed when
 * it leaves estimate later (the units leave then, not on the estimate's day); cancelling a
 * committed order puts them back, on the day it is cancelled. Quick lines move nothing.
 */
export function orderStockMoves(
  order: Pick<ExistingOrder, 'id' | 'lines' | 'date'> & { returned_lines?: Record<string, number> },
  kind: 'add' | 'remove',
  atCreation = false,
): StockMoveRequest[] {
  const document = {
    type: 'order' as const,
    id: order.id,
    label: 'Venta',
    ...(kind === 'remove' && atCreation ? { date: order.date } : {}),
  };
  // Units an approved devolution already brought back are not given back again by a cancel.
  const returned = (line: OrderLine) => (kind === 'add' ? (order.returned_lines?.[line.id] ?? 0) : 0);
  return order.lines
    .filter((line) => !line.quick && line.product_id && line.deposit_id && line.quantity - returned(line) > 0)
    .map((line) => ({
      kind,
      product_id: line.product_id as string,
      product_name: line.name,
      deposit_id: line.deposit_id as string,
      quantity: line.quantity - returned(line),
      document,
    }));
}
