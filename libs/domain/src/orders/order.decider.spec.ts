import { DomainError, fold, given } from '../kit';
import { decideStockMoves, StockEvent, stockStream } from '../stock';
import { ExistingOrder, orderDecider as orders, orderStockMoves, pendingOf } from './order.decider';
import { OrderEvent, orderEventSchemas } from './order.events';
import {
  bolivarsCash,
  cancel,
  cancelled,
  create,
  created,
  discountSet,
  dispatch,
  dispatched,
  filterLine,
  installationLine,
  invoiceSet,
  metadata,
  newOrder,
  paid,
  pay,
  paymentInput,
  priced,
  process,
  processed,
  removeDiscount,
  setDiscount,
  setInvoice,
  transfer,
} from './testing';

/** A cash sale of 25.00 waiting for its payment. */
const request = created('request');
/** A credit sale of 25.00: waiting for dispatch, unpaid. */
const credit = created('delivery', { isCredit: true });

describe('a sale is created', () => {
  it('as an estimate (the default): no payment, nothing committed', () => {
    given(orders)
      .when(create())
      .then([created('estimate')]);
  });

  it('committed (estimate false) as a request waiting for its payment', () => {
    given(orders)
      .when(create({ estimate: false }))
      .then([request]);
  });

  it('on credit straight to delivery', () => {
    given(orders)
      .when(create({ estimate: false, isCredit: true }))
      .then([credit]);
  });

  it('with a first payment of the whole total: paid, waiting for dispatch', () => {
    given(orders)
      .when(create({ estimate: false, payments: [paymentInput({ amount: '25.00' })] }))
      .then([request, paid('25.00', '25.00', 'delivery', { date: '2026-01-01' })]);
  });

  it('with a first payment short of the total: still a request', () => {
    given(orders)
      .when(create({ estimate: false, payments: [paymentInput({ amount: '5.00' })] }))
      .then([request, paid('5.00', '5.00', 'request', { date: '2026-01-01' })]);
  });

  it("with several payments: each on the sale's date, against what the ones before left", () => {
    const second = paymentInput({ payment_id: '12', method: transfer, amount: '15.00', reference: 'T-1' });
    given(orders)
      .when(create({ estimate: false, date: '2025-11-20', payments: [paymentInput({ amount: '10.00' }), second] }))
      .then([
        { ...request, data: { ...request.data, date: '2025-11-20' } } as typeof request,
        paid('10.00', '10.00', 'request', { date: '2025-11-20' }),
        paid('15.00', '25.00', 'delivery', {
          payment_id: '12',
          method: transfer,
          reference: 'T-1',
          date: '2025-11-20',
        }),
      ]);
  });

  it('refuses a second payment above what the first left, naming it in a list', () => {
    const payments = [paymentInput({ amount: '20.00' }), paymentInput({ payment_id: '12', amount: '5.01' })];
    given(orders)
      .when(create({ estimate: false, payments }))
      .thenRefuses('El monto del pago excede el balance pendiente');
    given(orders)
      .when(
        create({
          estimate: false,
          payments_field: 'payments',
          payments: [paymentInput({ amount: '5.00' }), paymentInput({ method: transfer, reference: '' })],
        }),
      )
      .thenRefusesOn('payments.1.reference', 'Debe ingresar una referencia');
  });

  it('refuses a payment on an estimate', () => {
    given(orders)
      .when(create({ payments: [paymentInput()] }))
      .thenRefuses('Un presupuesto no admite pagos');
  });

  it("refuses the first payment's field rules under the sale's payment field", () => {
    given(orders)
      .when(create({ estimate: false, payments: [paymentInput({ method: transfer, reference: '' })] }))
      .thenRefusesOn('payment.reference', 'Debe ingresar una referencia');
    given(orders)
      .when(create({ estimate: false, payments: [paymentInput({ amount: '0' })] }))
      .thenRefusesOn('payment.amount', 'El monto en dólares debe ser mayor a cero');
    given(orders)
      .when(
        create({ estimate: false, payments: [paymentInput({ method: bolivarsCash, amount: null, amount_bs: '0' })] }),
      )
      .thenRefusesOn('payment.amount_bs', 'El monto en bolívares debe ser mayor a cero');
  });

  it('refuses a first payment in bolivars at a rate other than the current one', () => {
    const payment = paymentInput({ method: bolivarsCash, amount: null, amount_bs: '365.50', exchange_rate: '30' });
    given(orders)
      .when(create({ estimate: false, payments: [payment] }))
      .thenRefuses('La tasa de cambio cambió, actualice la página');
  });

  it('refuses a first payment above the total', () => {
    given(orders)
      .when(create({ estimate: false, payments: [paymentInput({ amount: '25.01' })] }))
      .thenRefuses('El monto del pago excede el balance pendiente');
  });

  it('refuses a sale without lines, and a second creation of the same sale', () => {
    given(orders)
      .when(create({ lines: [] }))
      .thenRefuses('Debe agregar al menos un producto');
    given(orders, [request]).when(create()).thenRefuses('La venta ya existe');
  });

  it('sums its lines exactly: 0.10 + 0.20 is 0.30', () => {
    const cheap = [
      { ...filterLine, quantity: 1, price: '0.10' },
      { ...installationLine, price: '0.20' },
    ];
    given(orders)
      .when(create({ lines: cheap.map((line) => priced(line)) }))
      .then([created('estimate', { lines: cheap, subtotal: '0.30' })]);
  });

  it('refuses a subtotal or a cost of a trillion dollars or more (the read models could not keep it)', () => {
    const line = (changes: Partial<typeof filterLine>) => priced({ ...filterLine, quantity: 1_000_000, ...changes });
    given(orders)
      .when(create({ lines: [line({ price: '1000000.00' })] }))
      .thenRefuses('El total de la venta es demasiado grande');
    given(orders)
      .when(create({ lines: [line({ price: '0.01', cost: '1000000.00' })] }))
      .thenRefuses('El total de la venta es demasiado grande');
    const largest = { ...filterLine, quantity: 1_000_000, price: '999999.99' };
    given(orders)
      .when(create({ lines: [priced(largest)] }))
      .then([created('estimate', { lines: [largest], subtotal: '999999990000.00', total: '999999990000.00' })]);
  });

  it('takes a percentage discount computed exactly: 15 % of 33.33 is 5.00', () => {
    const line = { ...filterLine, quantity: 1, price: '33.33' };
    given(orders)
      .when(create({ lines: [priced(line)], discount: { type: 'percentage', value: '15' } }))
      .then([
        created('estimate', {
          lines: [line],
          subtotal: '33.33',
          discount: { type: 'percentage', value: '15.00', amount: '5.00' },
          total: '28.33',
        }),
      ]);
  });

  it('takes a discount of an amount', () => {
    given(orders)
      .when(create({ discount: { type: 'amount', value: '5' } }))
      .then([created('estimate', { discount: { type: 'amount', value: '5.00', amount: '5.00' }, total: '20.00' })]);
  });

  it('with a 100 % discount is paid at once: delivery', () => {
    given(orders)
      .when(create({ estimate: false, discount: { type: 'percentage', value: '100' } }))
      .then([
        created('delivery', { discount: { type: 'percentage', value: '100.00', amount: '25.00' }, total: '0.00' }),
      ]);
  });

  it('adds a product once: its second line is refused on its field', () => {
    const [first, second] = newOrder().lines;
    given(orders)
      .when(create({ lines: [first, second, { ...first, id: '3', deposit_id: '99' }] }))
      .thenRefusesOn('products.2.product_id', 'El producto ya fue agregado');
    // Quick lines have no product: two of them are two lines.
    const quick = { ...first, product_id: null, quick: true, deposit_id: null, catalogue_price: null };
    const twoQuick = orders.decide(
      create({
        lines: [
          { ...quick, id: '1' },
          { ...quick, id: '2' },
        ],
      }),
      fold(orders, []),
    );
    expect(twoQuick.map((event) => event.type)).toEqual(['OrderCreated']);
  });

  it('refuses a discount above the subtotal or a percentage above 100', () => {
    given(orders)
      .when(create({ discount: { type: 'amount', value: '25.01' } }))
      .thenRefuses('El descuento no puede superar el subtotal');
    given(orders)
      .when(create({ discount: { type: 'percentage', value: '100.01' } }))
      .thenRefusesOn('discount.value', 'El porcentaje de descuento debe estar entre 0 y 100');
  });

  it('with a discount above 0 is refused whole to a sales user; admin and financial may give one', () => {
    given(orders)
      .when(create({ seller_role: 'sales', estimate: false, discount: { type: 'amount', value: '0.01' } }))
      .thenRefuses('Solo administración y finanzas pueden aplicar descuentos');
    given(orders)
      .when(create({ seller_role: 'sales', discount: { type: 'percentage', value: '10' } }))
      .thenRefuses('Solo administración y finanzas pueden aplicar descuentos');
    const fivePercent = { type: 'percentage' as const, value: '5.00', amount: '1.25' };
    for (const seller_role of ['admin', 'financial'] as const)
      given(orders)
        .when(create({ seller_role, discount: { type: 'percentage', value: '5' } }))
        .then([created('estimate', { discount: fivePercent, total: '23.75' })]);
  });

  it('by a sales user with a discount of 0 is a sale without discount', () => {
    given(orders)
      .when(create({ seller_role: 'sales', discount: { type: 'amount', value: '0' } }))
      .then([created('estimate', { discount: { type: 'amount', value: '0.00', amount: '0.00' } })]);
  });

  it("refuses a sales user's price other than the catalogue's; admin may change it", () => {
    const cheaper = [priced({ ...filterLine, price: '9.00' }, '10.00'), priced(installationLine)];
    given(orders)
      .when(create({ seller_role: 'sales', lines: cheaper }))
      .thenRefuses('Un vendedor no puede cambiar el precio de un producto del catálogo: Filtro de aceite');
    given(orders)
      .when(create({ seller_role: 'admin', lines: cheaper }))
      .then([created('estimate', { lines: [{ ...filterLine, price: '9.00' }, installationLine], subtotal: '23.00' })]);
  });
});

describe('an estimate is processed', () => {
  it('into a request', () => {
    given(orders, [created('estimate')])
      .when(process)
      .then([processed('request')]);
  });

  it('on credit into delivery', () => {
    given(orders, [created('estimate', { isCredit: true })])
      .when(process)
      .then([processed('delivery')]);
  });

  it('only while an estimate', () => {
    for (const past of [[request], [credit], [created('estimate'), cancelled]])
      given(orders, past).when(process).thenRefuses('Solo se puede procesar un presupuesto');
  });

  it('refuses any command on a sale that does not exist', () => {
    given(orders).when(process).thenRefuses('La venta no existe', 'not_found');
    given(orders).when(pay()).thenRefuses('La venta no existe', 'not_found');
  });
});

describe('a payment', () => {
  it('short of the total leaves a request a request', () => {
    given(orders, [request])
      .when(pay({ amount: '10' }))
      .then([paid('10.00', '10.00', 'request')]);
  });

  it('reaching the total sends a request to delivery', () => {
    given(orders, [request, paid('10.00', '10.00', 'request')])
      .when(pay({ payment_id: '12', amount: '15.00' }))
      .then([paid('15.00', '25.00', 'delivery', { payment_id: '12' })]);
  });

  it('on a credit sale keeps it in delivery', () => {
    given(orders, [credit])
      .when(pay({ amount: '10.00' }))
      .then([paid('10.00', '10.00', 'delivery')]);
  });

  it('reaching the total of a dispatched credit sale finishes it', () => {
    given(orders, [credit, dispatched(['1', '2'], 'dispatch'), paid('10.00', '10.00', 'dispatch')])
      .when(pay({ payment_id: '12', amount: '15.00' }))
      .then([paid('15.00', '25.00', 'finish', { payment_id: '12' })]);
  });

  it('short of the total leaves a dispatched credit sale dispatched', () => {
    given(orders, [credit, dispatched(['1', '2'], 'dispatch')])
      .when(pay({ amount: '10.00' }))
      .then([paid('10.00', '10.00', 'dispatch')]);
  });

  it('over the pending balance is refused', () => {
    const message = 'El monto del pago excede el balance pendiente';
    given(orders, [request])
      .when(pay({ amount: '25.01' }))
      .thenRefuses(message);
    given(orders, [request, paid('10.00', '10.00', 'request')])
      .when(pay({ amount: '15.01' }))
      .thenRefuses(message);
    given(orders, [request, paid('25.00', '25.00', 'delivery')])
      .when(pay({ amount: '0.01' }))
      .thenRefuses(message);
  });

  it('is refused on an estimate and on a cancelled sale', () => {
    given(orders, [created('estimate')])
      .when(pay())
      .thenRefuses('Un presupuesto no admite pagos');
    given(orders, [request, cancelled]).when(pay()).thenRefuses('La orden fue anulada');
  });

  it('by a method with change false needs a reference (kept trimmed): a field rule on reference', () => {
    given(orders, [request])
      .when(pay({ method: transfer, reference: '  ' }))
      .thenRefusesOn('reference', 'Debe ingresar una referencia');
    given(orders, [request])
      .when(pay({ method: transfer, reference: ' 000123 ' }))
      .then([paid('10.00', '10.00', 'request', { method: transfer, reference: '000123' })]);
  });

  it('in dollars must be positive: a field rule on amount', () => {
    for (const amount of ['0', '-5.00', null])
      given(orders, [request])
        .when(pay({ amount }))
        .thenRefusesOn('amount', 'El monto en dólares debe ser mayor a cero');
  });

  it('in dollars worth less than a cent is refused, not recorded as 0.00', () => {
    given(orders, [request])
      .when(pay({ amount: '0.004' }))
      .thenRefusesOn('amount', 'El monto en dólares debe ser mayor a cero');
  });

  it('in bolivars counts amount_bs / rate dollars, half-up: 1000 Bs at 36.55 is 27.36 and keeps both', () => {
    given(orders, [created('request', { lines: [{ ...filterLine, quantity: 3 }], subtotal: '30.00' })])
      .when(pay({ method: bolivarsCash, amount: null, amount_bs: '1000', exchange_rate: '36.55' }))
      .then([
        paid('27.36', '27.36', 'request', { method: bolivarsCash, amount_bs: '1000.00', exchange_rate: '36.55' }),
      ]);
  });

  it("in bolivars without a rate uses the current rate, not the order's", () => {
    given(orders, [request])
      .when(
        pay({ method: bolivarsCash, amount: null, amount_bs: '400.00', exchange_rate: null, current_rate: '40.00' }),
      )
      .then([paid('10.00', '10.00', 'request', { method: bolivarsCash, amount_bs: '400.00', exchange_rate: '40' })]);
  });

  it('in bolivars at a rate other than the current one is refused, however it is written', () => {
    for (const exchange_rate of ['36.50', '0.000001', '0', '36.56'])
      given(orders, [request])
        .when(pay({ method: bolivarsCash, amount: null, amount_bs: '0.10', exchange_rate }))
        .thenRefuses('La tasa de cambio cambió, actualice la página');
    given(orders, [request])
      .when(pay({ method: bolivarsCash, amount: null, amount_bs: '365.50', exchange_rate: '36.550000' }))
      .then([paid('10.00', '10.00', 'request', { method: bolivarsCash, amount_bs: '365.50', exchange_rate: '36.55' })]);
  });

  it('in bolivars is refused while no rate was ever recorded', () => {
    given(orders, [request])
      .when(pay({ method: bolivarsCash, amount: null, amount_bs: '365.50', current_rate: null }))
      .thenRefuses('No hay una tasa de cambio registrada');
  });

  it('in bolivars with dollars sent: they must be amount_bs / rate as the decider rounds it', () => {
    const bolivars = { method: bolivarsCash, amount_bs: '1000', exchange_rate: '36.55' };
    given(orders, [created('request', { lines: [{ ...filterLine, quantity: 3 }], subtotal: '30.00' })])
      .when(pay({ ...bolivars, amount: '27.36' }))
      .then([
        paid('27.36', '27.36', 'request', { method: bolivarsCash, amount_bs: '1000.00', exchange_rate: '36.55' }),
      ]);
    for (const amount of ['27.35', '27.37', '0', '100000.00'])
      given(orders, [request])
        .when(pay({ ...bolivars, amount }))
        .thenRefusesOn('amount', 'El monto en dólares no corresponde al monto en bolívares a la tasa actual');
  });

  it('in bolivars must be positive, and worth at least a cent: field rules on amount_bs and amount', () => {
    for (const amount_bs of ['0', '-100', null])
      given(orders, [request])
        .when(pay({ method: bolivarsCash, amount: null, amount_bs, exchange_rate: '36.55' }))
        .thenRefusesOn('amount_bs', 'El monto en bolívares debe ser mayor a cero');
    given(orders, [request])
      .when(pay({ method: bolivarsCash, amount: null, amount_bs: '0.10', exchange_rate: '36.55' }))
      .thenRefusesOn('amount', 'El monto en dólares debe ser mayor a cero');
  });

  it('in bolivars worth more than the pending balance is refused', () => {
    given(orders, [request])
      .when(pay({ method: bolivarsCash, amount: null, amount_bs: '1000', exchange_rate: '36.55' }))
      .thenRefuses('El monto del pago excede el balance pendiente');
  });
});

describe('a dispatch', () => {
  const paidInFull = paid('25.00', '25.00', 'delivery');

  it('of some lines leaves the sale in delivery', () => {
    given(orders, [request, paidInFull])
      .when(dispatch(['1']))
      .then([dispatched(['1'], 'delivery')]);
  });

  it('of the last lines finishes a paid sale', () => {
    given(orders, [request, paidInFull, dispatched(['1'], 'delivery')])
      .when(dispatch(['2'], '22'))
      .then([dispatched(['2'], 'finish', '22')]);
    given(orders, [request, paidInFull])
      .when(dispatch(['1', '2']))
      .then([dispatched(['1', '2'], 'finish')]);
  });

  it('of the last lines of an unpaid credit sale leaves it dispatched', () => {
    given(orders, [credit, dispatched(['2'], 'delivery')])
      .when(dispatch(['1'], '22'))
      .then([dispatched(['1'], 'dispatch', '22')]);
    given(orders, [credit, paid('10.00', '10.00', 'delivery')])
      .when(dispatch(['1', '2']))
      .then([dispatched(['1', '2'], 'dispatch')]);
  });

  it('only of a sale in delivery', () => {
    const message = 'Solo se puede despachar una orden en espera de despacho';
    given(orders, [created('estimate')])
      .when(dispatch(['1']))
      .thenRefuses(message);
    given(orders, [request])
      .when(dispatch(['1']))
      .thenRefuses(message);
    given(orders, [request, cancelled])
      .when(dispatch(['1']))
      .thenRefuses(message);
    given(orders, [credit, dispatched(['1', '2'], 'dispatch')])
      .when(dispatch(['1']))
      .thenRefuses(message);
    given(orders, [request, paidInFull, dispatched(['1', '2'], 'finish')])
      .when(dispatch(['1']))
      .thenRefuses(message);
  });

  it('only of lines of the sale not yet dispatched', () => {
    const message = 'Debe seleccionar productos no despachados de esta venta';
    given(orders, [credit, dispatched(['1'], 'delivery')])
      .when(dispatch(['1']))
      .thenRefuses(message);
    given(orders, [credit])
      .when(dispatch(['3']))
      .thenRefuses(message);
    given(orders, [credit]).when(dispatch([])).thenRefuses(message);
  });

  it('names a line sent twice in one dispatch (a 400 on products)', () => {
    given(orders, [credit])
      .when(dispatch(['1', '1']))
      .thenRefusesOn('products', 'Un producto se seleccionó dos veces en el mismo despacho');
  });
});

describe('a cancel', () => {
  it('of an estimate or a request', () => {
    given(orders, [created('estimate')])
      .when(cancel)
      .then([cancelled]);
    given(orders, [request]).when(cancel).then([cancelled]);
  });

  it('is refused once the sale has a payment', () => {
    given(orders, [request, paid('5.00', '5.00', 'request')])
      .when(cancel)
      .thenRefuses('La orden no se puede anular: tiene pagos registrados');
    given(orders, [request, paid('25.00', '25.00', 'delivery')])
      .when(cancel)
      .thenRefuses('La orden no se puede anular: tiene pagos registrados');
  });

  it('is refused for a sale in delivery or later', () => {
    const message = 'Solo se puede anular un presupuesto o una orden pendiente por pago';
    given(orders, [credit]).when(cancel).thenRefuses(message);
    given(orders, [credit, dispatched(['1', '2'], 'dispatch')])
      .when(cancel)
      .thenRefuses(message);
  });

  it('is refused twice', () => {
    given(orders, [request, cancelled]).when(cancel).thenRefuses('La orden fue anulada');
  });
});

describe('a discount on an existing sale', () => {
  it('of a percentage lowers the total', () => {
    given(orders, [request])
      .when(setDiscount('percentage', '10'))
      .then([discountSet({ type: 'percentage', value: '10.00', amount: '2.50' }, '22.50', 'request')]);
  });

  it('down to what was paid sends a request to delivery', () => {
    given(orders, [request, paid('20.00', '20.00', 'request')])
      .when(setDiscount('amount', '5'))
      .then([discountSet({ type: 'amount', value: '5.00', amount: '5.00' }, '20.00', 'delivery')]);
  });

  it('is refused above the subtotal, above 100 %, and below what was paid', () => {
    given(orders, [request])
      .when(setDiscount('amount', '25.01'))
      .thenRefuses('El descuento no puede superar el subtotal');
    given(orders, [request])
      .when(setDiscount('percentage', '101'))
      .thenRefusesOn('amount', 'El porcentaje de descuento debe estar entre 0 y 100');
    given(orders, [request, paid('20.00', '20.00', 'request')])
      .when(setDiscount('amount', '5.01'))
      .thenRefuses('El descuento no puede dejar el total por debajo de lo pagado');
  });

  it('is refused on an estimate and on a cancelled sale', () => {
    const message = 'No se puede aplicar un descuento a un presupuesto ni a una orden anulada';
    given(orders, [created('estimate')])
      .when(setDiscount('amount', '1'))
      .thenRefuses(message);
    given(orders, [request, cancelled]).when(setDiscount('amount', '1')).thenRefuses(message);
  });

  it('is set and removed by admin and financial only', () => {
    const message = 'Solo administración y finanzas pueden aplicar o eliminar descuentos';
    given(orders, [request])
      .when(setDiscount('amount', '1', 'sales'))
      .thenRefuses(message);
    given(orders, [request, discountSet({ type: 'amount', value: '1.00', amount: '1.00' }, '24.00', 'request')])
      .when(removeDiscount('sales'))
      .thenRefuses(message);
  });

  it('removed brings the total back to the subtotal', () => {
    given(orders, [request, discountSet({ type: 'amount', value: '1.00', amount: '1.00' }, '24.00', 'request')])
      .when(removeDiscount())
      .then([{ type: 'OrderDiscountRemoved', data: { id: '5', total: '25.00', state: 'request' } }]);
    given(orders, [request]).when(removeDiscount()).thenRefuses('La venta no tiene descuento');
  });
});

/**
 * A discount set, lowered or removed re-runs the state rule (committedState, docs/rules.md): every
 * move it can cause, and the states it leaves alone.
 */
describe('the state after a discount change', () => {
  const five = { type: 'amount' as const, value: '5.00', amount: '5.00' };
  const two = { type: 'amount' as const, value: '2.00', amount: '2.00' };
  const whole = { type: 'percentage' as const, value: '100.00', amount: '25.00' };
  /** A cash sale of 25.00 with 5.00 off, paid its 20.00: waiting for dispatch. */
  const paidWithDiscount = [created('request', { discount: five, total: '20.00' }), paid('20.00', '20.00', 'delivery')];
  /** A credit sale of 25.00 with 5.00 off, all dispatched and paid its 20.00: finished. */
  const finishedWithDiscount = [
    created('delivery', { isCredit: true, discount: five, total: '20.00' }),
    dispatched(['1', '2'], 'dispatch'),
    paid('20.00', '20.00', 'finish'),
  ];

  it('given: request -> delivery when the new total is what was paid', () => {
    given(orders, [request, paid('20.00', '20.00', 'request')])
      .when(setDiscount('amount', '5'))
      .then([discountSet(five, '20.00', 'delivery')]);
  });

  it('given: request -> delivery when 100 % leaves nothing to pay', () => {
    given(orders, [request])
      .when(setDiscount('percentage', '100'))
      .then([discountSet(whole, '0.00', 'delivery')]);
  });

  it('given: dispatch -> finish when the new total is what was paid', () => {
    given(orders, [credit, dispatched(['1', '2'], 'dispatch'), paid('20.00', '20.00', 'dispatch')])
      .when(setDiscount('amount', '5'))
      .then([discountSet(five, '20.00', 'finish')]);
  });

  it('given short of what was paid: request, delivery (credit) and dispatch stay', () => {
    given(orders, [request, paid('10.00', '10.00', 'request')])
      .when(setDiscount('amount', '5'))
      .then([discountSet(five, '20.00', 'request')]);
    given(orders, [credit])
      .when(setDiscount('amount', '5'))
      .then([discountSet(five, '20.00', 'delivery')]);
    given(orders, [credit, dispatched(['1', '2'], 'dispatch')])
      .when(setDiscount('amount', '5'))
      .then([discountSet(five, '20.00', 'dispatch')]);
  });

  it('lowered: delivery -> request, the order owes again', () => {
    given(orders, paidWithDiscount)
      .when(setDiscount('amount', '2'))
      .then([discountSet(two, '23.00', 'request')]);
  });

  it('lowered: finish -> dispatch', () => {
    given(orders, finishedWithDiscount)
      .when(setDiscount('amount', '2'))
      .then([discountSet(two, '23.00', 'dispatch')]);
  });

  it('removed: delivery -> request', () => {
    given(orders, paidWithDiscount)
      .when(removeDiscount())
      .then([{ type: 'OrderDiscountRemoved', data: { id: '5', total: '25.00', state: 'request' } }]);
  });

  it('removed: finish -> dispatch', () => {
    given(orders, finishedWithDiscount)
      .when(removeDiscount('financial'))
      .then([{ type: 'OrderDiscountRemoved', data: { id: '5', total: '25.00', state: 'dispatch' } }]);
  });

  it('removed or lowered on a credit sale not all dispatched: it stays in delivery', () => {
    const creditWithDiscount = created('delivery', { isCredit: true, discount: five, total: '20.00' });
    given(orders, [creditWithDiscount, paid('20.00', '20.00', 'delivery')])
      .when(removeDiscount())
      .then([{ type: 'OrderDiscountRemoved', data: { id: '5', total: '25.00', state: 'delivery' } }]);
    given(orders, [creditWithDiscount])
      .when(setDiscount('amount', '2'))
      .then([discountSet(two, '23.00', 'delivery')]);
  });

  it('removed from a partly dispatched order paid by its discount: back to request, no more dispatch, no cancel', () => {
    const partly = [created('delivery', { discount: whole, total: '0.00' }), dispatched(['1'], 'delivery')];
    given(orders, partly)
      .when(removeDiscount())
      .then([{ type: 'OrderDiscountRemoved', data: { id: '5', total: '25.00', state: 'request' } }]);
    const back = [...partly, { type: 'OrderDiscountRemoved', data: { id: '5', total: '25.00', state: 'request' } }];
    given(orders, back as OrderEvent[])
      .when(dispatch(['2'], '22'))
      .thenRefuses('Solo se puede despachar una orden en espera de despacho');
    given(orders, back as OrderEvent[])
      .when(cancel)
      .thenRefuses('La orden no se puede anular: tiene productos despachados');
    given(orders, back as OrderEvent[])
      .when(pay({ amount: '25.00' }))
      .then([paid('25.00', '25.00', 'delivery')]);
  });
});

describe('an invoice number', () => {
  it('is set on a committed sale, and changed keeping the previous one', () => {
    given(orders, [request])
      .when(setInvoice(' F-001 '))
      .then([invoiceSet('F-001', null)]);
    given(orders, [request, invoiceSet('F-001', null)])
      .when(setInvoice('F-002'))
      .then([invoiceSet('F-002', 'F-001')]);
  });

  it('is refused on an estimate and on a cancelled sale', () => {
    const message = 'No se puede asignar factura a un presupuesto ni a una orden anulada';
    given(orders, [created('estimate')])
      .when(setInvoice('F-001'))
      .thenRefuses(message);
    given(orders, [request, cancelled]).when(setInvoice('F-001')).thenRefuses(message);
  });
});

describe('the stock a sale moves', () => {
  const order = (events: OrderEvent[]) => fold(orders, events) as ExistingOrder;
  const document = { type: 'order', id: '5', label: 'Venta' };

  it('committed at creation: the product lines leave their deposits on the sale’s day, quick lines move nothing', () => {
    expect(orderStockMoves(order([request]), 'remove', true)).toEqual([
      {
        kind: 'remove',
        product_id: '7',
        product_name: 'Filtro de aceite',
        deposit_id: '2',
        quantity: 2,
        document: { ...document, date: '2026-01-01' },
      },
    ]);
    expect(orderStockMoves(order([created('request', { lines: [installationLine] })]), 'remove', true)).toEqual([]);
  });

  it('an estimate processed later: the units leave on the day it is processed (no day of the sale)', () => {
    expect(orderStockMoves(order([request]), 'remove')).toEqual([
      { kind: 'remove', product_id: '7', product_name: 'Filtro de aceite', deposit_id: '2', quantity: 2, document },
    ]);
  });

  it('cancelled: the product lines come back, dated when cancelled (no day of the sale)', () => {
    expect(orderStockMoves(order([request, cancelled]), 'add')).toEqual([
      { kind: 'add', product_id: '7', product_name: 'Filtro de aceite', deposit_id: '2', quantity: 2, document },
    ]);
  });

  it('committed with too few units in the deposit is refused, naming the product', () => {
    const one: StockEvent = {
      type: 'StockAdded',
      data: { product_id: '7', deposit_id: '2', quantity: 1, document: { type: 'inventory', id: '1', label: 'x' } },
    };
    const history = (stream: string) => (stream === stockStream('7', '2') ? [one] : []);
    const moves = orderStockMoves(order(orders.decide(create({ estimate: false }), orders.initialState())), 'remove');
    expect(() => decideStockMoves(moves, history, metadata)).toThrow(
      new DomainError('No hay stock disponible de este producto: Filtro de aceite'),
    );
  });
});

describe('every event a sale writes', () => {
  it('matches its schema, through a whole life', () => {
    const life: OrderEvent[] = [];
    const current = () => fold(orders, life) as ExistingOrder;
    const run = (command: Parameters<typeof orders.decide>[0]) =>
      life.push(...orders.decide(command, fold(orders, life)));
    run(create({ discount: { type: 'percentage', value: '12.5' } }));
    run(process);
    run(pay({ method: bolivarsCash, amount: null, amount_bs: '100', exchange_rate: '36.55' }));
    run(pay({ payment_id: '12', method: transfer, amount: '1.00', reference: '991' }));
    run(setDiscount('amount', '2.5'));
    run(removeDiscount());
    run(setInvoice('F-9'));
    run(pay({ payment_id: '13', amount: pendingOf(current()).toFixed(2) }));
    run(dispatch(['1', '2']));
    expect(current().state).toBe('finish');
    for (const event of life) expect(() => orderEventSchemas[event.type].parse(event.data)).not.toThrow();
  });
});
