import {
  businessDay,
  ClientCreditEvent,
  ClientPaymentRecorded,
  Decimal,
  OPEN_ORDER_STATES,
  OrderEvent,
  OrderState,
} from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';

/** The events the orders read model is made of. */
export const ORDER_READ_MODEL_EVENTS = [
  'OrderCreated',
  'OrderProcessed',
  'OrderPaymentRecorded',
  'OrderDiscountSet',
  'OrderDiscountRemoved',
  'OrderLinesDispatched',
  'OrderCancelled',
  'OrderInvoiceNumberSet',
  'OrderInvoiced',
  'ClientPaymentRecorded',
  'OrderReturned',
  'ClientCreditIssued',
  'ClientCreditUsed',
] as const;

/** The events of a client's credit note: they change the client's figures, no order. */
const CREDIT_EVENTS: readonly string[] = ['ClientCreditIssued', 'ClientCreditUsed'];

/** Whether an event is about one order (its `id`), not a client payment nor a credit note. */
export const isOrderEvent = (type: string): boolean =>
  type !== 'ClientPaymentRecorded' && !CREDIT_EVENTS.includes(type);

/** What an order row holds that later events change. */
export interface OrderFigures {
  id: string;
  client_id: string;
  order_state: OrderState;
  invoice_number: string | null;
  discount: string;
  discount_type: string | null;
  discount_value: string | null;
  total: string;
  /** What has been paid (the contract's `balance`). */
  balance: string;
  /** What approved devolutions took off the total. */
  returned: string;
  /** The cost of the units sold and not returned (the profit figures). */
  cost_total: string;
  updated_at: string;
  /** The sale's day and creation instant (never change): a payment recorded with the sale takes that day. */
  date: string;
  created_at: string;
}

/** An order created in the batch: the columns that never change after it. */
export interface NewOrderRow {
  id: string;
  number_order: number;
  client_name: string;
  client_identification: string;
  user_id: string | null;
  organization_id: string | null;
  date: string;
  subtotal: string;
  exchange_rate: string;
  cop_change: string | null;
  is_credit: boolean;
  comentary: string;
  order_buy: string | null;
  lines_count: number;
  created_at: string;
}

export interface LineRow {
  order_id: string;
  id: string;
  product_id: string | null;
  quick: boolean;
  code: string;
  name: string;
  deposit_id: string | null;
  quantity: number;
  price: string;
  cost: string;
}

export interface PaymentRow {
  id: string;
  order_id: string;
  client_id: string;
  client_payment_id: string | null;
  method_id: string;
  method_code: string;
  method_name: string;
  amount: string;
  amount_bs: string;
  exchange_rate: string | null;
  reference: string;
  user_id: string | null;
  created_at: string;
  /** The business day the payment was made (see paymentDay). */
  date: string;
}

export interface DispatchRow {
  id: string;
  order_id: string;
  line_ids: string[];
  user_id: string | null;
  created_at: string;
}

export interface ClientBalanceDelta {
  client_id: string;
  balance: Decimal;
  debt: Decimal;
  total_orders: number;
  total_spent: Decimal;
  total_sold: Decimal;
  /** The client's credit note (saldo a favor). */
  credit: Decimal;
}

/** Everything a batch of sales events writes. */
export interface OrderBatch {
  created: NewOrderRow[];
  /** Every order the batch touched (created ones too), as it stands after the batch. */
  figures: OrderFigures[];
  /** Ids of the orders among `figures` that existed before the batch (they are updated, not inserted). */
  existing: Set<string>;
  lines: LineRow[];
  dispatchedLines: { order_id: string; line_id: string }[];
  /** Units each line got back by approved devolutions in the batch (one entry per line). */
  returnedLines: { order_id: string; line_id: string; quantity: number }[];
  payments: PaymentRow[];
  /**
   * Parts of client payments recorded before issue 31 whose client payment is not in the batch:
   * their day is that client payment's date, read from `client_payments` once the batch is written.
   */
  paymentsDatedByClientPayment: string[];
  dispatches: DispatchRow[];
  clientPayments: RecordedEvent<ClientPaymentRecorded['data']>[];
  clientDeltas: ClientBalanceDelta[];
  /** How many orders each state gained (or lost) in the batch. */
  stateDeltas: Map<string, number>;
}

const ZERO = '0.00';

/**
 * Folds a batch of sales events in memory, starting from the touched orders' rows as they were
 * before it (`before`). New orders are numbered from `lastNumber` + 1 in the order they are read.
 * The clients' figures change by the difference between each touched order's share before and
 * after the batch (see clientShare), so they are never recounted.
 */
export function foldOrderBatch(
  events: RecordedEvent[],
  before: Map<string, OrderFigures>,
  lastNumber: number,
): OrderBatch {
  const current = new Map<string, OrderFigures>();
  const batch: OrderBatch = {
    created: [],
    figures: [],
    existing: new Set(),
    lines: [],
    dispatchedLines: [],
    returnedLines: [],
    payments: [],
    paymentsDatedByClientPayment: [],
    dispatches: [],
    clientPayments: [],
    clientDeltas: [],
    stateDeltas: new Map(),
  };
  let number = lastNumber;
  const returnedLines = new Map<string, { order_id: string; line_id: string; quantity: number }>();
  const credits = new Map<string, Decimal>();
  const clientPaymentDays = new Map<string, string>();
  const touched = (id: string): OrderFigures | undefined => {
    const known = current.get(id) ?? before.get(id);
    if (known && !current.has(id)) current.set(id, { ...known });
    return current.get(id);
  };

  for (const event of events) {
    if (!(ORDER_READ_MODEL_EVENTS as readonly string[]).includes(event.type)) continue;
    const at = event.metadata.at;
    const userId = event.metadata.user_id ?? null;
    if (event.type === 'ClientPaymentRecorded') {
      const recorded = event as RecordedEvent<ClientPaymentRecorded['data']>;
      batch.clientPayments.push(recorded);
      clientPaymentDays.set(recorded.data.id, recorded.data.date);
      continue;
    }
    if (CREDIT_EVENTS.includes(event.type)) {
      const credit = event as RecordedEvent & ClientCreditEvent;
      const change = new Decimal(credit.data.amount).times(credit.type === 'ClientCreditIssued' ? 1 : -1);
      credits.set(credit.data.client_id, (credits.get(credit.data.client_id) ?? new Decimal(0)).plus(change));
      continue;
    }
    const sale = event as RecordedEvent & OrderEvent;
    if (sale.type === 'OrderCreated') {
      const data = sale.data;
      if (before.has(data.id) || current.has(data.id)) continue;
      number += 1;
      batch.created.push({
        id: data.id,
        number_order: number,
        client_name: data.client_name,
        client_identification: data.client_identification,
        user_id: userId,
        organization_id: data.organization_id,
        date: data.date,
        subtotal: data.subtotal,
        exchange_rate: data.exchange_rate,
        cop_change: data.cop_change,
        is_credit: data.isCredit,
        comentary: data.comentary,
        order_buy: data.order_buy,
        lines_count: data.lines.length,
        created_at: at,
      });
      current.set(data.id, {
        id: data.id,
        client_id: data.client_id,
        order_state: data.state,
        invoice_number: null,
        discount: data.discount?.amount ?? ZERO,
        discount_type: data.discount?.type ?? null,
        discount_value: data.discount?.value ?? null,
        total: data.total,
        balance: ZERO,
        returned: ZERO,
        cost_total: data.lines
          .reduce((sum, line) => sum.plus(new Decimal(line.cost).times(line.quantity)), new Decimal(0))
          .toFixed(2),
        updated_at: at,
        date: data.date,
        created_at: at,
      });
      batch.lines.push(...data.lines.map((line) => ({ order_id: data.id, ...line })));
      continue;
    }
    const order = touched(sale.data.id);
    if (!order) continue;
    order.updated_at = at;
    switch (sale.type) {
      case 'OrderProcessed':
        order.order_state = sale.data.state;
        break;
      case 'OrderPaymentRecorded': {
        const data = sale.data;
        order.balance = data.paid;
        order.order_state = data.state;
        const day = paymentDay(data, at, order, clientPaymentDays);
        if (day === null) batch.paymentsDatedByClientPayment.push(data.payment_id);
        batch.payments.push({
          id: data.payment_id,
          order_id: data.id,
          client_id: order.client_id,
          client_payment_id: data.client_payment_id,
          method_id: data.method_id,
          method_code: data.method_code,
          method_name: data.method_name,
          amount: data.amount,
          amount_bs: data.amount_bs,
          exchange_rate: data.exchange_rate,
          reference: data.reference,
          user_id: userId,
          created_at: at,
          date: day ?? businessDay(at),
        });
        break;
      }
      case 'OrderDiscountSet':
        order.discount = sale.data.discount.amount;
        order.discount_type = sale.data.discount.type;
        order.discount_value = sale.data.discount.value;
        order.total = sale.data.total;
        order.order_state = sale.data.state;
        break;
      case 'OrderDiscountRemoved':
        order.discount = ZERO;
        order.discount_type = null;
        order.discount_value = null;
        order.total = sale.data.total;
        order.order_state = sale.data.state;
        break;
      case 'OrderLinesDispatched':
        order.order_state = sale.data.state;
        batch.dispatches.push({
          id: sale.data.dispatch_id,
          order_id: order.id,
          line_ids: sale.data.line_ids,
          user_id: userId,
          created_at: at,
        });
        batch.dispatchedLines.push(...sale.data.line_ids.map((lineId) => ({ order_id: order.id, line_id: lineId })));
        break;
      case 'OrderCancelled':
        order.order_state = 'cancel';
        break;
      case 'OrderInvoiceNumberSet':
        order.invoice_number = sale.data.invoice_number;
        break;
      // Issue 33: the fiscal invoice's number, assigned by the server.
      case 'OrderInvoiced':
        order.invoice_number = sale.data.invoice_number;
        break;
      case 'OrderReturned': {
        const data = sale.data;
        order.total = data.total;
        order.balance = data.paid;
        order.returned = data.returned;
        order.order_state = data.state;
        order.cost_total = new Decimal(order.cost_total).minus(data.returned_cost).toFixed(2);
        for (const line of data.lines) {
          const key = `${order.id}/${line.line_id}`;
          const kept = returnedLines.get(key) ?? { order_id: order.id, line_id: line.line_id, quantity: 0 };
          kept.quantity += line.quantity;
          returnedLines.set(key, kept);
        }
        // What was paid beyond the new total went back: a negative payment on the order.
        if (data.refund)
          batch.payments.push({
            id: data.refund.payment_id,
            order_id: data.id,
            client_id: order.client_id,
            client_payment_id: null,
            method_id: data.refund.method_id,
            method_code: data.refund.method_code,
            method_name: data.refund.method_name,
            amount: new Decimal(data.refund.amount).negated().toFixed(2),
            amount_bs: ZERO,
            exchange_rate: null,
            reference: data.refund.reference,
            user_id: userId,
            created_at: at,
            // A refund is given back on the day the devolution is approved.
            date: businessDay(at),
          });
        break;
      }
      default:
        break;
    }
  }

  batch.figures = [...current.values()];
  for (const id of current.keys()) if (before.has(id)) batch.existing.add(id);
  batch.returnedLines = [...returnedLines.values()];
  batch.clientDeltas = clientDeltas(batch.figures, before, credits);
  batch.stateDeltas = stateDeltas(batch.figures, before);
  return batch;
}

/**
 * The business day a payment was made (docs/rules.md, 'The day of a payment'): the event's own
 * `date` (issue 31 on); for an older event, a part of a client payment takes that payment's date
 * (null when the client payment is not in this batch: read from `client_payments` after it), a
 * payment recorded by the command that created the sale (the same recorded instant) the sale's
 * date, any other the Caracas day of its recorded instant.
 */
function paymentDay(
  data: { date?: string; client_payment_id: string | null },
  at: string,
  order: OrderFigures,
  clientPaymentDays: Map<string, string>,
): string | null {
  if (data.date) return data.date;
  if (data.client_payment_id !== null) return clientPaymentDays.get(data.client_payment_id) ?? null;
  if (new Date(at).getTime() === new Date(order.created_at).getTime()) return order.date;
  return businessDay(at);
}

/**
 * An order's part in its client's figures: an open order (request, delivery, dispatch) is owed
 * (total - paid) out of a debt of its total; every order but an estimate or a cancelled one counts
 * and is sold; what was paid is spent.
 */
function clientShare(order: OrderFigures | undefined): Omit<ClientBalanceDelta, 'client_id' | 'credit'> {
  const zero = new Decimal(0);
  if (!order) return { balance: zero, debt: zero, total_orders: 0, total_spent: zero, total_sold: zero };
  const open = OPEN_ORDER_STATES.includes(order.order_state);
  const sold = order.order_state !== 'estimate' && order.order_state !== 'cancel';
  return {
    balance: open ? new Decimal(order.total).minus(order.balance) : zero,
    debt: open ? new Decimal(order.total) : zero,
    total_orders: sold ? 1 : 0,
    total_spent: new Decimal(order.balance),
    total_sold: sold ? new Decimal(order.total) : zero,
  };
}

/**
 * Each client's difference: its orders' shares after the batch less before it, and its credit
 * note's change (what the client owes, `balance`, goes down by the credit it holds).
 */
function clientDeltas(
  after: OrderFigures[],
  before: Map<string, OrderFigures>,
  credits: Map<string, Decimal>,
): ClientBalanceDelta[] {
  const deltas = new Map<string, ClientBalanceDelta>();
  const deltaOf = (clientId: string): ClientBalanceDelta => {
    const delta = deltas.get(clientId) ?? {
      client_id: clientId,
      balance: new Decimal(0),
      debt: new Decimal(0),
      total_orders: 0,
      total_spent: new Decimal(0),
      total_sold: new Decimal(0),
      credit: new Decimal(0),
    };
    deltas.set(clientId, delta);
    return delta;
  };
  for (const [clientId, change] of credits) {
    const delta = deltaOf(clientId);
    delta.credit = delta.credit.plus(change);
    delta.balance = delta.balance.minus(change);
  }
  for (const order of after) {
    const now = clientShare(order);
    const then = clientShare(before.get(order.id));
    const delta = deltaOf(order.client_id);
    delta.balance = delta.balance.plus(now.balance).minus(then.balance);
    delta.debt = delta.debt.plus(now.debt).minus(then.debt);
    delta.total_orders += now.total_orders - then.total_orders;
    delta.total_spent = delta.total_spent.plus(now.total_spent).minus(then.total_spent);
    delta.total_sold = delta.total_sold.plus(now.total_sold).minus(then.total_sold);
  }
  return [...deltas.values()];
}

/** Each state's count moves by the orders that entered or left it. */
function stateDeltas(after: OrderFigures[], before: Map<string, OrderFigures>): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (state: string, change: number) => deltas.set(state, (deltas.get(state) ?? 0) + change);
  for (const order of after) {
    const then = before.get(order.id);
    if (then) add(then.order_state, -1);
    add(order.order_state, 1);
  }
  return deltas;
}
