import { fold, given } from '../kit';
import { ExistingOrder, orderDecider as orders, orderStockMoves } from '../orders/order.decider';
import { OrderEvent } from '../orders/order.events';
import { RefundMethod, ReturnMessages, ReturnType } from '../orders/order-returns';
import {
  cancel,
  created,
  discountSet,
  dispatch,
  dispatched,
  filterLine,
  installationLine,
  metadata,
  ORDER_ID,
  paid,
  pay,
  removeDiscount,
  setDiscount,
} from '../orders/testing';
import {
  devolutionDecider as devolutions,
  devolutionStockMoves,
  ExistingDevolution,
  NewDevolution,
  returnOrderLinesOf,
} from './devolution.decider';
import { DevolutionEvent, DevolutionLine } from './devolution.events';
import { DevolutionMessages as M } from './devolution.messages';

/** A cash sale of 25.00 (2 filters at 10.00 from deposit 2, a quick installation at 5.00), unpaid. */
const request = created('request');
const orderAfter = (events: OrderEvent[]): ExistingOrder => fold(orders, events) as ExistingOrder;

const ask = (
  lines: [line_id: string, quantity: number, amount: string, reason?: string][],
  changes: Partial<Omit<NewDevolution, 'lines'>> = {},
  history: OrderEvent[] = [request],
) =>
  ({
    type: 'RequestDevolution',
    data: {
      id: '3',
      order: orderAfter(history),
      return_type: 'partial',
      lines: lines.map(([line_id, quantity, amount, reason]) => ({
        line_id,
        quantity,
        amount,
        reason: reason ?? null,
      })),
      refund_method: 'cash',
      refund_reference: 'R-1',
      notes: null,
      ...changes,
    },
    metadata,
  }) as const;

/** The DevolutionRequested of a return of the filter line (and the quick line when asked). */
function requested(
  filterUnits: number,
  filterAmount: string,
  changes: { quick?: [number, string]; return_type?: ReturnType; refund_method?: RefundMethod; total?: string } = {},
): DevolutionEvent {
  const lines: DevolutionLine[] = [];
  if (filterUnits > 0)
    lines.push({
      id: '1',
      order_line_id: filterLine.id,
      product_id: '7',
      deposit_id: '2',
      code: 'F-01',
      name: 'Filtro de aceite',
      price: '10.00',
      ordered: 2,
      quantity: filterUnits,
      amount: filterAmount,
      reason: null,
    });
  if (changes.quick)
    lines.push({
      id: String(lines.length + 1),
      order_line_id: installationLine.id,
      product_id: null,
      deposit_id: null,
      code: '',
      name: 'Instalación',
      price: '5.00',
      ordered: 1,
      quantity: changes.quick[0],
      amount: changes.quick[1],
      reason: null,
    });
  const method = changes.refund_method ?? 'cash';
  return {
    type: 'DevolutionRequested',
    data: {
      id: '3',
      order_id: ORDER_ID,
      client_id: '9',
      return_type: changes.return_type ?? 'partial',
      lines,
      total_amount: changes.total ?? filterAmount,
      refund_method: method,
      refund_reference: method === 'none' ? null : 'R-1',
      notes: null,
    },
  };
}

const approve = { type: 'ApproveDevolution', data: {}, metadata } as const;
const reject = { type: 'RejectDevolution', data: {}, metadata } as const;
const pending = (event: DevolutionEvent) => fold(devolutions, [event]) as ExistingDevolution;

/** The order command of an approval (refund payment 31, by the method the API found). */
const returnOf = (event: DevolutionEvent, method = { id: '1', code: 'efectivo', name: 'Efectivo' }) =>
  returnOrderLinesOf(pending(event), { payment_id: '31', payment_method: method }, metadata);

describe('a devolution is registered, pending, against its order as it is', () => {
  it('keeps the lines that return units, each with its order line, deposit, price and amount', () => {
    given(devolutions)
      .when(
        ask([
          ['1', 1, '10.00'],
          ['2', 0, '0.00'],
        ]),
      )
      .then([requested(1, '10.00')]);
  });

  it('returns a quick line for money: it has no product nor deposit', () => {
    given(devolutions)
      .when(
        ask(
          [
            ['1', 2, '20.00'],
            ['2', 1, '5.00'],
          ],
          { return_type: 'complete' },
        ),
      )
      .then([requested(2, '20.00', { quick: [1, '5.00'], return_type: 'complete', total: '25.00' })]);
  });

  it('keeps a reason per line and the notes, trimmed; none keeps no reference', () => {
    const event = devolutions.decide(
      ask([['1', 1, '8.00', ' Defectuoso ']], { refund_method: 'none', refund_reference: 'X', notes: ' Caja rota ' }),
      { status: 'none' },
    )[0] as Extract<DevolutionEvent, { type: 'DevolutionRequested' }>;
    expect(event.data.lines[0].reason).toBe('Defectuoso');
    expect(event.data).toMatchObject({ refund_reference: null, notes: 'Caja rota', total_amount: '8.00' });
  });

  it('refuses an estimate and a cancelled order (they committed no stock)', () => {
    given(devolutions)
      .when(ask([['1', 1, '10.00']], {}, [created('estimate')]))
      .thenRefuses(ReturnMessages.estimate);
    given(devolutions)
      .when(ask([['1', 1, '10.00']], {}, [request, { type: 'OrderCancelled', data: { id: ORDER_ID } }]))
      .thenRefuses(ReturnMessages.cancelled);
  });

  it('refuses a refund without reference, on refund_reference (none needs none)', () => {
    given(devolutions)
      .when(ask([['1', 1, '10.00']], { refund_reference: '  ' }))
      .thenRefusesOn('refund_reference', M.referenceRequired);
    given(devolutions)
      .when(ask([['1', 1, '10.00']], { refund_method: 'credit_note', refund_reference: null }))
      .thenRefusesOn('refund_reference', M.referenceRequired);
  });

  it('refuses a line that is not the order’s, more units than sold, and an amount above price x units', () => {
    given(devolutions)
      .when(ask([['9', 1, '1.00']]))
      .thenRefusesOn('products.9', ReturnMessages.notInOrder);
    given(devolutions)
      .when(ask([['1', 3, '10.00']]))
      .thenRefusesOn('products.1.return_quantity', ReturnMessages.overOrdered(2));
    given(devolutions)
      .when(ask([['1', 1, '10.01']]))
      .thenRefusesOn('products.1.return_amount', ReturnMessages.overAmount('10.00'));
    given(devolutions)
      .when(ask([['1', 0, '0.01']]))
      .thenRefusesOn('products.1.return_amount', ReturnMessages.overAmount('0.00'));
  });

  it('refuses a return of no units', () => {
    given(devolutions)
      .when(ask([['1', 0, '0.00']]))
      .thenRefusesOn('products', ReturnMessages.noQuantity);
    given(devolutions).when(ask([])).thenRefusesOn('products', ReturnMessages.noQuantity);
  });

  it('refuses more units than are left after approved devolutions (409)', () => {
    const first = orderAfter([request]);
    const earlier = orders.decide(returnOf(requested(1, '10.00')), first);
    given(devolutions)
      .when(ask([['1', 2, '20.00']], {}, [request, ...earlier]))
      .thenRefuses(ReturnMessages.overLeft('Filtro de aceite', 1));
  });

  it('refuses a complete return that leaves units behind', () => {
    given(devolutions)
      .when(ask([['1', 2, '20.00']], { return_type: 'complete' }))
      .thenRefusesOn('return_type', ReturnMessages.notComplete);
  });

  it('refuses an amount above the order’s total (a discounted sale)', () => {
    const discounted = [request, discountSet({ type: 'amount', value: '10.00', amount: '10.00' }, '15.00', 'request')];
    given(devolutions)
      .when(ask([['1', 2, '20.00']], {}, discounted))
      .thenRefuses(ReturnMessages.overTotal);
  });

  it('refuses an order with nothing left to return', () => {
    const all = requested(2, '20.00', { quick: [1, '5.00'], return_type: 'complete', total: '25.00' });
    const back = orders.decide(returnOf(all), orderAfter([request]));
    given(devolutions)
      .when(ask([['1', 1, '10.00']], {}, [request, ...back]))
      .thenRefuses(ReturnMessages.nothingLeft);
  });
});

describe('a devolution is approved or rejected once', () => {
  it('approves a pending one; a second approval or a rejection after it is refused', () => {
    given(devolutions, [requested(1, '10.00')])
      .when(approve)
      .then([{ type: 'DevolutionApproved', data: { id: '3', order_id: ORDER_ID, total_amount: '10.00' } }]);
    const approved: DevolutionEvent = {
      type: 'DevolutionApproved',
      data: { id: '3', order_id: ORDER_ID, total_amount: '10.00' },
    };
    given(devolutions, [requested(1, '10.00'), approved])
      .when(approve)
      .thenRefuses(M.alreadyApproved);
    given(devolutions, [requested(1, '10.00'), approved])
      .when(reject)
      .thenRefuses(M.alreadyApproved);
  });

  it('rejects a pending one, then refuses approving or rejecting it', () => {
    given(devolutions, [requested(1, '10.00')])
      .when(reject)
      .then([{ type: 'DevolutionRejected', data: { id: '3', order_id: ORDER_ID } }]);
    const rejected: DevolutionEvent = { type: 'DevolutionRejected', data: { id: '3', order_id: ORDER_ID } };
    given(devolutions, [requested(1, '10.00'), rejected])
      .when(approve)
      .thenRefuses(M.alreadyRejected);
    given(devolutions, [requested(1, '10.00'), rejected])
      .when(reject)
      .thenRefuses(M.alreadyRejected);
  });

  it('refuses an unknown devolution as not found', () => {
    given(devolutions).when(approve).thenRefuses(M.notFound, 'not_found');
  });

  it('moves each catalogue line’s units back into its deposit; a quick line moves nothing', () => {
    const moves = devolutionStockMoves(pending(requested(2, '20.00', { quick: [1, '5.00'], total: '25.00' })));
    expect(moves).toEqual([
      {
        kind: 'add',
        product_id: '7',
        deposit_id: '2',
        quantity: 2,
        document: { type: 'devolution', id: '3', label: 'Devolución #3' },
      },
    ]);
  });
});

/** The OrderReturned of returning the filter line's units (line 1) as an approval writes it. */
function orderReturned(
  units: number,
  amount: string,
  after: { total: string; paid: string; state: ExistingOrder['state']; returned?: string },
  refund: {
    method: 'cash' | 'transfer' | 'credit_note';
    amount: string;
    code?: string;
    name?: string;
    id?: string;
  } | null = null,
): OrderEvent {
  return {
    type: 'OrderReturned',
    data: {
      id: ORDER_ID,
      devolution_id: '3',
      amount,
      returned: after.returned ?? amount,
      total: after.total,
      returned_cost: (6 * units).toFixed(2),
      lines: [{ line_id: '1', quantity: units }],
      refund: refund && {
        payment_id: '31',
        method: refund.method,
        method_id: refund.id ?? '1',
        method_code: refund.code ?? 'efectivo',
        method_name: refund.name ?? 'Efectivo',
        amount: refund.amount,
        reference: 'R-1',
      },
      credit_note: refund?.method === 'credit_note' ? refund.amount : null,
      paid: after.paid,
      state: after.state,
    },
  };
}

describe('what an approval does to the order (RULES.md, the money)', () => {
  it('an unpaid order (E = 0): only the total goes down; the client owes less', () => {
    given(orders, [request])
      .when(returnOf(requested(1, '10.00')))
      .then([orderReturned(1, '10.00', { total: '15.00', paid: '0.00', state: 'request' })]);
  });

  it('a partly paid order still owing after it (E = 0): no refund, even with none', () => {
    given(orders, [request, paid('10.00', '10.00', 'request')])
      .when(returnOf(requested(1, '10.00', { refund_method: 'none' }), undefined))
      .then([orderReturned(1, '10.00', { total: '15.00', paid: '10.00', state: 'request' })]);
  });

  it('a partly paid order whose new total reaches what was paid goes to delivery', () => {
    given(orders, [request, paid('15.00', '15.00', 'request')])
      .when(returnOf(requested(1, '10.00')))
      .then([orderReturned(1, '10.00', { total: '15.00', paid: '15.00', state: 'delivery' })]);
  });

  it('cash: the excess E is refunded as a negative payment with its reference; paid = total', () => {
    given(orders, [request, paid('25.00', '25.00', 'delivery')])
      .when(returnOf(requested(1, '10.00')))
      .then([
        orderReturned(
          1,
          '10.00',
          { total: '15.00', paid: '15.00', state: 'delivery' },
          { method: 'cash', amount: '10.00' },
        ),
      ]);
  });

  it('transfer: the same, by the dollar transfer method', () => {
    const method = { id: '3', code: 'transferencia-usd', name: 'Transferencia (USD)' };
    given(orders, [request, paid('20.00', '20.00', 'request')])
      .when(returnOf(requested(1, '10.00', { refund_method: 'transfer' }), method))
      .then([
        orderReturned(
          1,
          '10.00',
          { total: '15.00', paid: '15.00', state: 'delivery' },
          { method: 'transfer', amount: '5.00', ...method },
        ),
      ]);
  });

  it('credit_note: E goes to the client’s credit (and shows as a negative payment by credit note)', () => {
    const method = { id: '8', code: 'nota-credito', name: 'Nota de Crédito' };
    given(orders, [request, paid('25.00', '25.00', 'delivery')])
      .when(returnOf(requested(2, '20.00', { refund_method: 'credit_note' }), method))
      .then([
        orderReturned(
          2,
          '20.00',
          { total: '5.00', paid: '5.00', state: 'delivery' },
          { method: 'credit_note', amount: '20.00', ...method },
        ),
      ]);
  });

  it('none is refused while something was paid beyond the new total', () => {
    given(orders, [request, paid('25.00', '25.00', 'delivery')])
      .when(returnOf(requested(1, '10.00', { refund_method: 'none' }), undefined))
      .thenRefuses(ReturnMessages.refundNeeded);
  });

  it('a complete devolution moves the order to return', () => {
    const all = requested(2, '20.00', { quick: [1, '5.00'], return_type: 'complete', total: '25.00' });
    const events = orders.decide(returnOf(all), orderAfter([request, paid('25.00', '25.00', 'delivery')]));
    expect(events[0].data).toMatchObject({ total: '0.00', paid: '0.00', returned: '25.00', state: 'return' });
    expect(events[0].data).toMatchObject({
      lines: [
        { line_id: '1', quantity: 2 },
        { line_id: '2', quantity: 1 },
      ],
      refund: { amount: '25.00', method: 'cash' },
    });
  });

  it('a partial devolution that brings back every unit of every line moves the order to return too', () => {
    const all = requested(2, '20.00', { quick: [1, '5.00'], total: '25.00', refund_method: 'none' });
    const events = orders.decide(returnOf(all, undefined), orderAfter([request]));
    expect(events[0].data).toMatchObject({ total: '0.00', paid: '0.00', state: 'return' });
  });

  it('the last of several partial devolutions that leaves no unit behind moves the order to return', () => {
    const first = orders.decide(returnOf(requested(2, '20.00')), orderAfter([request]));
    const last = requested(0, '0.00', { quick: [1, '5.00'], total: '5.00', refund_method: 'none' });
    const events = orders.decide(returnOf(last, undefined), orderAfter([request, ...first]));
    expect(events[0].data).toMatchObject({ total: '0.00', state: 'return' });
    // Units still left: the state rule as before.
    expect(first[0].data).toMatchObject({ state: 'request' });
  });

  it('is checked again at approval: another approval took the units meanwhile (409, not a field)', () => {
    const history = [request, ...orders.decide(returnOf(requested(2, '20.00')), orderAfter([request]))];
    given(orders, history)
      .when(returnOf(requested(1, '10.00')))
      .thenRefuses(ReturnMessages.overLeft('Filtro de aceite', 0));
  });

  it('refuses an order cancelled meanwhile', () => {
    given(orders, [request, { type: 'OrderCancelled', data: { id: ORDER_ID } }])
      .when(returnOf(requested(1, '10.00')))
      .thenRefuses(ReturnMessages.cancelled);
  });
});

describe('an order after a devolution', () => {
  const back = orderReturned(1, '10.00', { total: '15.00', paid: '0.00', state: 'request' });

  it('keeps what was returned off the total when a discount is set or removed', () => {
    const discount = { type: 'amount' as const, value: '5.00', amount: '5.00' };
    given(orders, [request, back])
      .when(setDiscount('amount', '5.00'))
      .then([discountSet(discount, '10.00', 'request')]);
    given(orders, [request, back, discountSet(discount, '10.00', 'request')])
      .when(removeDiscount())
      .then([{ type: 'OrderDiscountRemoved', data: { id: ORDER_ID, total: '15.00', state: 'request' } }]);
    given(orders, [request, back])
      .when(setDiscount('amount', '20.00'))
      .thenRefuses('El descuento no puede superar el subtotal');
  });

  it('takes payments up to the new total only', () => {
    given(orders, [request, back])
      .when(pay({ amount: '15.01' }))
      .thenRefuses('El monto del pago excede el balance pendiente');
    given(orders, [request, back])
      .when(pay({ amount: '15.00' }))
      .then([paid('15.00', '15.00', 'delivery')]);
  });

  it('gives back on a cancel only the units the devolution did not bring back', () => {
    const order = orderAfter([request, back]);
    expect(orderStockMoves(order, 'add').map((move) => move.quantity)).toEqual([1]);
    given(orders, [request, back])
      .when(cancel)
      .then([{ type: 'OrderCancelled', data: { id: ORDER_ID } }]);
  });

  it('does not dispatch a line whose every unit came back; the rest finishes a paid order', () => {
    const credit = created('delivery', { isCredit: true });
    const allFilters = orderReturned(2, '20.00', { total: '5.00', paid: '0.00', state: 'delivery' });
    given(orders, [credit, allFilters])
      .when(dispatch(['1']))
      .thenRefuses('Debe seleccionar productos no despachados de esta venta');
    given(orders, [credit, allFilters])
      .when(dispatch(['2']))
      .then([dispatched(['2'], 'dispatch')]);
  });
});
