/** The purchases' rules (RULES.md 'Purchases', spec section 5) as given/when/then. */
import { given, fold, DomainError } from '../kit';
import { decideStockMoves, StockEvent, stockStream } from '../stock';
import { ExistingShopping, shoppingDecider as shoppings, shoppingStockMoves } from './shopping.decider';
import { ShoppingMessages as M } from './shopping.messages';
import { shoppingEventSchemas } from './shopping.events';
import {
  batteryInput,
  cancel,
  cash,
  cancelled,
  filterInput,
  filterLine,
  markPaid,
  markedPaid,
  metadata,
  onCredit,
  pagoMovil,
  pay,
  payment,
  paymentInput,
  paymentRecorded,
  register,
  registered,
  transfer,
} from './testing';

describe('a purchase is registered', () => {
  it('cash, paid in full: paid, due on its own day, lines priced (cost + cost x percentage / 100)', () => {
    given(shoppings).when(register()).then([registered()]);
  });

  it('keeps a cash due date that was given', () => {
    given(shoppings)
      .when(register({ due_date: '2026-01-15' }))
      .then([registered({ due_date: '2026-01-15' })]);
  });

  it('on credit without payments: pending', () => {
    given(shoppings)
      .when(register({ payment_type: 'credit', due_date: '2026-01-31', payments: [] }))
      .then([onCredit()]);
  });

  it('on credit with payments short of the total: pending, with what was paid', () => {
    given(shoppings)
      .when(
        register({ payment_type: 'credit', due_date: '2026-01-31', payments: [paymentInput({ amount_usd: '40' })] }),
      )
      .then([onCredit({ payments: [payment({ amount_usd: '40.00' })], total_paid: '40.00' })]);
  });

  it('on credit with payments reaching the total: paid', () => {
    given(shoppings)
      .when(register({ payment_type: 'credit', due_date: '2026-01-31' }))
      .then([onCredit({ payments: [payment()], total_paid: '140.00', status: 'paid' })]);
  });

  it('paid in bolivars at the current rate and in dollars by transfer with its reference', () => {
    const bolivars = paymentInput({
      method_id: '3',
      method: pagoMovil,
      amount_usd: null,
      amount_ves: '3650',
      reference: '123',
    });
    const dollars = paymentInput({
      payment_id: '32',
      method_id: '2',
      method: transfer,
      amount_usd: '40',
      reference: 'T-9',
    });
    given(shoppings)
      .when(register({ payments: [bolivars, dollars], date: '2026-01-02' }))
      .then([
        registered({
          date: '2026-01-02',
          due_date: '2026-01-02',
          payments: [
            payment({
              method_id: '3',
              method_code: 'pago-movil',
              method_name: 'Pago Móvil',
              amount_usd: '100.00',
              amount_ves: '3650.00',
              exchange_rate: '36.5',
              reference: '123',
              date: '2026-01-02',
            }),
            payment({
              payment_id: '32',
              method_id: '2',
              method_code: 'transferencia',
              method_name: 'Transferencia',
              amount_usd: '40.00',
              reference: 'T-9',
              date: '2026-01-02',
            }),
          ],
        }),
      ]);
  });

  it('with a discount: a percentage of the subtotal, or an amount (capped at the subtotal: 100 %)', () => {
    const tenPercent = { discount_percentage: '10.00', discount: '14.00', total: '126.00' };
    given(shoppings)
      .when(register({ discount_percentage: '10', payments: [paymentInput({ amount_usd: '126' })] }))
      .then([registered({ ...tenPercent, payments: [payment({ amount_usd: '126.00' })], total_paid: '126.00' })]);
    given(shoppings)
      .when(register({ discount_amount: '40', payments: [paymentInput({ amount_usd: '100' })] }))
      .then([
        registered({
          discount: '40.00',
          total: '100.00',
          payments: [payment({ amount_usd: '100.00' })],
          total_paid: '100.00',
        }),
      ]);
    // Capped at the subtotal, the total is 0: refused by check 4.
    given(shoppings)
      .when(register({ discount_amount: '500', payments: [] }))
      .thenRefusesOn('total', M.totalNotPositive);
  });

  it('keeps events its own schemas accept', () => {
    const [event] = shoppings.decide(register(), shoppings.initialState());
    expect(() => shoppingEventSchemas.ShoppingRegistered.parse(event.data)).not.toThrow();
  });
});

describe("'Generar Compra' checks the spec's seven rules in its order, the first failing one on its field", () => {
  it('1. a provider', () => {
    given(shoppings)
      .when(register({ provider_id: null, provider: null, invoice_number: null, lines: [], deposit_id: null }))
      .thenRefusesOn('provider_id', M.noProvider);
    given(shoppings)
      .when(register({ provider: null }))
      .thenRefusesOn('provider_id', M.providerNotFound);
  });

  it('2. an invoice number', () => {
    given(shoppings)
      .when(register({ invoice_number: '  ', lines: [], deposit_id: null }))
      .thenRefusesOn('invoice_number', M.noInvoice);
  });

  it('3. at least one product, each existing and added once', () => {
    given(shoppings)
      .when(register({ lines: [], payments: [], deposit_id: null }))
      .thenRefusesOn('products', M.noLines);
    given(shoppings)
      .when(register({ lines: [filterInput, { ...batteryInput, product: null }] }))
      .thenRefusesOn('products.1.product_id', M.productNotFound);
    given(shoppings)
      .when(register({ lines: [filterInput, { ...filterInput, cost: '1.00' }] }))
      .thenRefusesOn('products.1.product_id', M.repeatedProduct);
    given(shoppings)
      .when(register({ lines: [{ ...filterInput, quantity: 0 }] }))
      .thenRefusesOn('products.0.quantity', M.quantity);
    given(shoppings)
      .when(register({ lines: [{ ...filterInput, cost: '-1.00' }] }))
      .thenRefusesOn('products.0.cost', M.cost);
    given(shoppings)
      .when(register({ discount_percentage: '100.01' }))
      .thenRefusesOn('discount_percentage', M.discountPercentage);
  });

  it('4. a total above zero', () => {
    given(shoppings)
      .when(register({ lines: [{ ...filterInput, cost: '0' }], payments: [], deposit_id: null }))
      .thenRefusesOn('total', M.totalNotPositive);
    given(shoppings)
      .when(register({ discount_percentage: '100', payments: [] }))
      .thenRefusesOn('total', M.totalNotPositive);
  });

  it("then each payment's own fields, on the payment", () => {
    given(shoppings)
      .when(register({ payments: [paymentInput({ method_id: '2', method: transfer })], deposit_id: null }))
      .thenRefusesOn('payments.0.reference', 'Debe ingresar una referencia');
    given(shoppings)
      .when(register({ payments: [paymentInput({ method: null })] }))
      .thenRefusesOn('payments.0.method', M.methodNotFound);
    // 'Crédito' and 'Nota de Crédito' move no money to the provider.
    for (const code of ['credito', 'nota-credito'])
      given(shoppings)
        .when(register({ payments: [paymentInput({ method: { ...cash, id: '7', code } })] }))
        .thenRefusesOn('payments.0.method', M.methodNotForPurchases);
    given(shoppings)
      .when(register({ payments: [paymentInput({ amount_usd: '0' })] }))
      .thenRefusesOn('payments.0.amount_usd', 'El monto en dólares debe ser mayor a cero');
    given(shoppings)
      .when(
        register({ payments: [paymentInput({ method_id: '3', method: pagoMovil, reference: '1', amount_ves: '0' })] }),
      )
      .thenRefusesOn('payments.0.amount_ves', 'El monto en bolívares debe ser mayor a cero');
  });

  it('a bolivar payment at another rate than the current one is refused (409)', () => {
    const atOldRate = paymentInput({
      method_id: '3',
      method: pagoMovil,
      reference: '1',
      amount_ves: '3650',
      exchange_rate: '36.00',
    });
    given(shoppings)
      .when(register({ payments: [atOldRate] }))
      .thenRefuses('La tasa de cambio cambió, actualice la página');
  });

  it('5. cash: paid exactly the total', () => {
    given(shoppings)
      .when(register({ payments: [paymentInput({ amount_usd: '139.99' })], deposit_id: null }))
      .thenRefusesOn('payments', M.cashIncomplete);
    given(shoppings)
      .when(register({ payments: [paymentInput({ amount_usd: '140.01' })] }))
      .thenRefusesOn('payments', M.cashOverTotal);
    // With no payment at all the sum (0) already falls short: check 5 answers before check 6.
    given(shoppings)
      .when(register({ payments: [], deposit_id: null }))
      .thenRefusesOn('payments', M.cashIncomplete);
  });

  it('credit: a due date (not before the purchase), and payments at most the total', () => {
    const credit = { payment_type: 'credit' as const, payments: [] };
    given(shoppings)
      .when(register({ ...credit, deposit_id: null }))
      .thenRefusesOn('due_date', M.dueDateRequired);
    given(shoppings)
      .when(register({ ...credit, due_date: '2025-12-31' }))
      .thenRefusesOn('due_date', M.dueDateBeforeDate);
    given(shoppings)
      .when(register({ ...credit, due_date: '2026-01-31', payments: [paymentInput({ amount_usd: '140.01' })] }))
      .thenRefusesOn('payments', M.creditOverTotal);
  });

  it('7. a destination deposit', () => {
    given(shoppings)
      .when(register({ deposit_id: null }))
      .thenRefusesOn('deposit_id', M.noDeposit);
    given(shoppings)
      .when(register({ deposit_found: false }))
      .thenRefusesOn('deposit_id', M.depositNotFound);
  });

  it('a purchase is registered once', () => {
    given(shoppings, [registered()]).when(register()).thenRefuses(M.alreadyExists);
  });
});

describe('a payment from the detail page', () => {
  it('counts toward the total; the purchase stays pending below it', () => {
    given(shoppings, [onCredit()])
      .when(pay({ amount_usd: '40' }))
      // Dated on the day of the command in Caracas (2026-01-01T00:00Z is still 2025-12-31 there).
      .then([paymentRecorded('40.00', '40.00', 'pending', { date: '2025-12-31' })]);
  });

  it('reaching the total makes it paid', () => {
    given(shoppings, [onCredit({ payments: [payment({ amount_usd: '40.00' })], total_paid: '40.00' })])
      .when(pay({ amount_usd: '100' }))
      .then([paymentRecorded('100.00', '140.00', 'paid', { date: '2025-12-31' })]);
  });

  it('in bolivars counts amount / current rate dollars', () => {
    given(shoppings, [onCredit()])
      .when(pay({ method_id: '3', method: pagoMovil, amount_usd: null, amount_ves: '365', reference: '77' }))
      .then([
        paymentRecorded('10.00', '10.00', 'pending', {
          method_id: '3',
          method_code: 'pago-movil',
          method_name: 'Pago Móvil',
          amount_ves: '365.00',
          exchange_rate: '36.5',
          reference: '77',
          date: '2025-12-31',
        }),
      ]);
  });

  it('above what is owed is refused', () => {
    given(shoppings, [onCredit({ payments: [payment({ amount_usd: '40.00' })], total_paid: '40.00' })])
      .when(pay({ amount_usd: '100.01' }))
      .thenRefuses(M.overBalance);
  });

  it('of zero, or without its reference, is a field refusal', () => {
    given(shoppings, [onCredit()])
      .when(pay({ amount_usd: '0' }))
      .thenRefusesOn('amount_usd', 'El monto en dólares debe ser mayor a cero');
    given(shoppings, [onCredit()])
      .when(pay({ method_id: '2', method: transfer }))
      .thenRefusesOn('reference', 'Debe ingresar una referencia');
  });

  it('is refused on a paid or cancelled purchase, and on none', () => {
    given(shoppings, [registered()])
      .when(pay({ amount_usd: '1' }))
      .thenRefuses(M.alreadyPaid);
    given(shoppings, [onCredit(), cancelled])
      .when(pay({ amount_usd: '1' }))
      .thenRefuses(M.cancelled);
    given(shoppings, [onCredit()])
      .when(pay({ method_id: '8', method: { ...cash, id: '8', code: 'nota-credito', name: 'Nota de Crédito' } }))
      .thenRefusesOn('method', M.methodNotForPurchases);
    given(shoppings).when(pay()).thenRefuses(M.notFound, 'not_found');
  });
});

describe('marking paid and cancelling', () => {
  it('marks a pending purchase paid, once', () => {
    given(shoppings, [onCredit()]).when(markPaid).then([markedPaid]);
    given(shoppings, [onCredit(), markedPaid]).when(markPaid).thenRefuses(M.alreadyPaid);
    given(shoppings, [onCredit(), cancelled]).when(markPaid).thenRefuses(M.cancelled);
  });

  it('cancels any purchase but a cancelled one; a paid one keeps its payments', () => {
    given(shoppings, [onCredit()]).when(cancel).then([cancelled]);
    given(shoppings, [registered()]).when(cancel).then([cancelled]);
    given(shoppings, [onCredit(), markedPaid]).when(cancel).then([cancelled]);
    given(shoppings, [onCredit(), cancelled]).when(cancel).thenRefuses(M.alreadyCancelled);
    const state = fold(shoppings, [registered(), cancelled]) as ExistingShopping;
    expect(state).toMatchObject({ status: 'cancelled', total_paid: '140.00' });
  });

  it('status moves: pending -> paid by payments or by marking; any -> cancelled', () => {
    const after = (...events: Parameters<typeof shoppings.evolve>[1][]) =>
      (fold(shoppings, events) as ExistingShopping).status;
    expect(after(onCredit())).toBe('pending');
    expect(after(onCredit(), paymentRecorded('140.00', '140.00', 'paid'))).toBe('paid');
    expect(after(onCredit(), markedPaid)).toBe('paid');
    expect(after(onCredit(), markedPaid, cancelled)).toBe('cancelled');
  });
});

describe('the stock a purchase moves', () => {
  const shopping = fold(shoppings, [registered()]) as ExistingShopping;
  const document = { type: 'shopping', id: '4', label: 'Compra #4' };

  it('registered: each line enters the destination deposit, dated on the purchase day', () => {
    expect(decideStockMoves(shoppingStockMoves(shopping, 'register'), () => [], metadata)).toEqual([
      {
        streamId: 'stock-7-2',
        events: [
          {
            type: 'StockAdded',
            data: { product_id: '7', deposit_id: '2', quantity: 10, document: { ...document, date: '2026-01-01' } },
          },
        ],
      },
      {
        streamId: 'stock-8-2',
        events: [
          {
            type: 'StockAdded',
            data: { product_id: '8', deposit_id: '2', quantity: 2, document: { ...document, date: '2026-01-01' } },
          },
        ],
      },
    ]);
  });

  it('cancelled: the units leave again, refused whole when one is no longer there', () => {
    const had = (product: string, quantity: number): StockEvent => ({
      type: 'StockAdded',
      data: { product_id: product, deposit_id: '2', quantity, document },
    });
    const stock: Record<string, StockEvent[]> = {
      [stockStream('7', '2')]: [had('7', 10)],
      [stockStream('8', '2')]: [had('8', 2)],
    };
    expect(
      decideStockMoves(shoppingStockMoves(shopping, 'cancel'), (stream) => stock[stream] ?? [], metadata).map(
        (move) => move.events[0].type,
      ),
    ).toEqual(['StockRemoved', 'StockRemoved']);
    stock[stockStream('8', '2')] = [had('8', 1)];
    expect(() =>
      decideStockMoves(shoppingStockMoves(shopping, 'cancel'), (stream) => stock[stream] ?? [], metadata),
    ).toThrow(new DomainError('No hay stock disponible de este producto: Batería 12V'));
  });

  it('a line keeps the product as it was called', () => {
    expect(shopping.lines[0]).toEqual(filterLine);
  });
});
