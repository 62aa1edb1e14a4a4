import {
  SHOPPING_MESSAGES,
  firstFailingCheck,
  paymentVerdict,
} from '../../apps/admin/src/shoppings/create/shoppingChecks';
import { lineRefusalMessage } from '../../apps/admin/src/shoppings/create/lineRefusal';
import {
  emptyDraft,
  percentageFrom,
  priceFrom,
  remainderOf,
  shoppingLineOf,
  subtotalCents,
  toShoppingPayload,
  totalsOf,
  withAmount,
  withPercentage,
  withSubtotal,
  type ShoppingDraft,
  type ShoppingLine,
  type ShoppingPayment,
} from '../../apps/admin/src/shoppings/create/shoppingDraft';
import type { Product } from '../../apps/admin/src/products/types';

/** The purchase form's money and checks (purchasing-inventory.md sections 2 and 5), without a screen. */

const line = (overrides: Partial<ShoppingLine> = {}): ShoppingLine => ({
  product_id: 7,
  code: 'FIL-100',
  name: 'Filtro de aceite',
  product_deposits: [],
  cost: '10.00',
  percentage: '50.00',
  price: '15.00',
  quantity: 3,
  ...overrides,
});

const cashPayment = (amount: string): ShoppingPayment => ({
  method: 1,
  method_name: 'Efectivo',
  amount_usd: amount,
  amount_ves: null,
  exchange_rate: null,
  reference: '',
  date: '2026-11-25',
});

/** A cash purchase of 3 × $10.00 paid in full: every check passes. */
const complete = (overrides: Partial<ShoppingDraft> = {}): ShoppingDraft => ({
  ...emptyDraft('2026-11-25'),
  provider_id: 4,
  invoice_number: 'F-0001',
  deposit_id: 2,
  products: [line()],
  payments: [cashPayment('30.00')],
  ...overrides,
});

describe('purchase line: selling price = cost + cost × percentage / 100', () => {
  it('computes the price to the cent, half-up', () => {
    expect(priceFrom('10.00', '50')).toBe('15.00');
    expect(priceFrom('10.50', '70')).toBe('17.85');
    expect(priceFrom('3.33', '33.33')).toBe('4.44'); // 3.33 + 1.109889
    expect(priceFrom('0.05', '10')).toBe('0.06'); // 0.005 rounds up
    expect(priceFrom('10', '-10')).toBe('9.00');
  });

  it('gives no price without a cost or a percentage, or below zero', () => {
    expect(priceFrom('', '50')).toBeNull();
    expect(priceFrom('10', '')).toBeNull();
    expect(priceFrom('10', 'abc')).toBeNull();
    expect(priceFrom('10', '-150')).toBeNull();
  });

  it('a typed price moves the percentage (2 decimals), none over a zero cost', () => {
    expect(percentageFrom('10', '17')).toBe('70.00');
    expect(percentageFrom('3', '4')).toBe('33.33');
    expect(percentageFrom('3', '5')).toBe('66.67');
    expect(percentageFrom('10', '9')).toBe('-10.00');
    expect(percentageFrom('0', '9')).toBeNull();
    expect(percentageFrom('10', '')).toBeNull();
  });

  it('a product added starts at its cost, its price and the percentage between them, 1 unit', () => {
    const product = {
      id: 9,
      code: 'ACE-200',
      name: 'Aceite 15W40',
      cost: '12',
      price: '20.00',
      product_deposits: [{ deposit_id: 2, deposit: null, quantity: '4' }],
    } as unknown as Product;
    expect(shoppingLineOf(product)).toEqual({
      product_id: 9,
      code: 'ACE-200',
      name: 'Aceite 15W40',
      product_deposits: [{ deposit_id: 2, deposit: null, quantity: '4' }],
      cost: '12.00',
      percentage: '66.67',
      price: '20.00',
      quantity: 1,
    });
    expect(shoppingLineOf({ ...product, cost: null } as Product)).toMatchObject({ cost: null, percentage: null });
  });
});

describe('purchase totals', () => {
  it('sums cost × quantity in cents, never a float sum', () => {
    const lines = [line({ cost: '0.10', quantity: 3 }), line({ cost: '0.20', quantity: 1 })];
    expect(subtotalCents(lines)).toBe(50n);
    expect(subtotalCents([line({ cost: '19.99', quantity: 3 })])).toBe(5997n);
  });

  it('total = subtotal - discount; paid = the payments added', () => {
    const totals = totalsOf({
      products: [line()],
      discount_amount: '3.00',
      payments: [cashPayment('20.00'), cashPayment('7.00')],
    });
    expect(totals).toEqual({ subtotal: 3000n, discount: 300n, total: 2700n, paid: 2700n });
  });

  it('never discounts more than the subtotal', () => {
    expect(totalsOf({ products: [line()], discount_amount: '45', payments: [] }).total).toBe(0n);
  });
});

describe('purchase discount: percentage and amount follow each other', () => {
  it('a percentage sets the amount of the subtotal (half-up)', () => {
    expect(withPercentage(3000n, '10')).toEqual({
      discount_percentage: '10',
      discount_amount: '3.00',
      discount_basis: 'percentage',
    });
    expect(withPercentage(3000n, '33.333').discount_amount).toBe('10.00');
    expect(withPercentage(3000n, '100').discount_amount).toBe('30.00');
  });

  it('a percentage out of 0..100 clears the amount', () => {
    expect(withPercentage(3000n, '120')).toMatchObject({ discount_percentage: '120', discount_amount: null });
    expect(withPercentage(3000n, '-5')).toMatchObject({ discount_amount: null });
    expect(withPercentage(3000n, '')).toEqual({ discount_percentage: '', discount_amount: null, discount_basis: null });
  });

  it('an amount above the subtotal is capped at it and the percentage becomes 100', () => {
    expect(withAmount(3000n, '50')).toEqual({
      discount_percentage: '100',
      discount_amount: '30.00',
      discount_basis: 'amount',
    });
  });

  it('an amount within the subtotal sets the percentage', () => {
    expect(withAmount(3000n, '3')).toEqual({
      discount_percentage: '10.00',
      discount_amount: '3',
      discount_basis: 'amount',
    });
    expect(withAmount(3000n, '0')).toMatchObject({ discount_percentage: '0' });
  });

  it('when the lines change, the field typed last stands and the other follows', () => {
    expect(withSubtotal(6000n, withPercentage(3000n, '10')).discount_amount).toBe('6.00');
    expect(withSubtotal(6000n, withAmount(3000n, '3'))).toMatchObject({
      discount_amount: '3',
      discount_percentage: '5.00',
    });
    expect(withSubtotal(1000n, withAmount(3000n, '15'))).toMatchObject({
      discount_amount: '10.00',
      discount_percentage: '100',
    });
  });
});

describe('POST /api/shoppings payload (API.md)', () => {
  it('has the contract names, decimal texts, and the discount field typed last', () => {
    const draft = complete({
      ...withPercentage(3000n, '10'),
      products: [line({ price: '17.00', percentage: '70' })],
      payments: [
        cashPayment('20.00'),
        {
          method: 2,
          method_name: 'Transferencia (Bs)',
          amount_usd: '7.00',
          amount_ves: '255.50',
          exchange_rate: '36.5',
          reference: '00123',
          date: '2026-11-25',
        },
      ],
    });
    expect(JSON.parse(JSON.stringify(toShoppingPayload(draft)))).toEqual({
      provider_id: 4,
      date: '2026-11-25',
      invoice_number: 'F-0001',
      payment_type: 'cash',
      deposit_id: 2,
      discount_percentage: '10.00',
      products: [{ product_id: 7, cost: '10.00', percentage: '70.00', price: '17.00', quantity: 3 }],
      payments: [
        { method: 1, amount_usd: '20.00', date: '2026-11-25' },
        {
          method: 2,
          amount_usd: '7.00',
          amount_ves: '255.50',
          exchange_rate: '36.5',
          reference: '00123',
          date: '2026-11-25',
        },
      ],
    });
  });

  it('sends a typed amount as the amount, and a credit purchase its due date', () => {
    const payload = toShoppingPayload(
      complete({ ...withAmount(3000n, '3'), payment_type: 'credit', due_date: '2026-12-25', payments: [] }),
    );
    expect(payload).toMatchObject({ payment_type: 'credit', due_date: '2026-12-25', discount_amount: '3.00' });
    expect(payload.discount_percentage).toBeUndefined();
  });
});

describe("'Generar Compra': the spec's checks in its order", () => {
  it('passes a complete cash purchase', () => {
    expect(firstFailingCheck(complete())).toBeNull();
  });

  it('answers the first failing check, then the next once it is fixed', () => {
    let draft = emptyDraft('2026-11-25');
    const answers: string[] = [];
    const fixes: Array<(d: ShoppingDraft) => ShoppingDraft> = [
      (d) => ({ ...d, provider_id: 4 }),
      (d) => ({ ...d, invoice_number: 'F-0001' }),
      (d) => ({ ...d, products: [line({ cost: '0' })] }),
      (d) => ({ ...d, products: [line()] }),
      (d) => ({ ...d, payments: [cashPayment('30.00')] }),
      (d) => ({ ...d, deposit_id: 2 }),
    ];
    for (const fix of fixes) {
      answers.push(firstFailingCheck(draft)!.message);
      draft = fix(draft);
    }
    expect(answers).toEqual([
      SHOPPING_MESSAGES.provider,
      SHOPPING_MESSAGES.invoice,
      SHOPPING_MESSAGES.products,
      SHOPPING_MESSAGES.total,
      SHOPPING_MESSAGES.cashComplete,
      SHOPPING_MESSAGES.deposit,
    ]);
    expect(firstFailingCheck(draft)).toBeNull();
  });

  it('names the fields the server answers on', () => {
    expect(firstFailingCheck(complete({ provider_id: null }))!.field).toBe('provider_id');
    expect(firstFailingCheck(complete({ invoice_number: '   ' }))!.field).toBe('invoice_number');
    expect(firstFailingCheck(complete({ products: [] }))!.field).toBe('products');
    expect(firstFailingCheck(complete({ deposit_id: null }))!.field).toBe('deposit_id');
  });

  it('a cash purchase must be paid exactly: not less, not more', () => {
    expect(firstFailingCheck(complete({ payments: [cashPayment('29.99')] }))!.message).toBe(
      SHOPPING_MESSAGES.cashComplete,
    );
    expect(firstFailingCheck(complete({ payments: [cashPayment('30.01')] }))!.message).toBe(
      'El pago no debe exceder el monto a pagar',
    );
    expect(firstFailingCheck(complete({ payments: [cashPayment('10.00'), cashPayment('20.00')] }))).toBeNull();
  });

  it('a credit purchase needs its due date, pays nothing or at most the total', () => {
    const credit = complete({ payment_type: 'credit', payments: [] });
    expect(firstFailingCheck(credit)).toEqual({ field: 'due_date', message: SHOPPING_MESSAGES.dueDate });
    const dated = { ...credit, due_date: '2026-12-25' };
    expect(firstFailingCheck(dated)).toBeNull();
    expect(firstFailingCheck({ ...dated, payments: [cashPayment('30.00')] })).toBeNull();
    expect(firstFailingCheck({ ...dated, payments: [cashPayment('30.01')] })!.message).toBe(
      SHOPPING_MESSAGES.creditExceeded,
    );
  });

  it('after the seven: the discount range, each line cost and quantity', () => {
    expect(firstFailingCheck(complete({ discount_percentage: '101' }))!.field).toBe('discount_percentage');
    expect(firstFailingCheck(complete({ discount_amount: '-1' }))!.field).toBe('discount_amount');
    const lines = [line(), line({ product_id: 8, cost: '' })];
    expect(firstFailingCheck(complete({ products: lines, payments: [cashPayment('30.00')] }))).toEqual({
      field: 'products.1.cost',
      message: SHOPPING_MESSAGES.cost,
    });
    // A negative cost says so (issue 31), in the server's words.
    const negative = [line(), line({ product_id: 8, cost: '-5' })];
    expect(firstFailingCheck(complete({ products: negative, payments: [cashPayment('30.00')] }))).toEqual({
      field: 'products.1.cost',
      message: 'El costo no puede ser negativo',
    });
    expect(firstFailingCheck(complete({ products: [line(), line({ product_id: 8, quantity: 0 })] }))).toMatchObject({
      field: 'products.1.quantity',
    });
  });
});

describe("what the payments leave: 'Restante' or 'Excedente'", () => {
  it('is what remains to pay, or the excess paid above the total, never a negative amount', () => {
    expect(remainderOf(3000n, 1000n)).toEqual({ kind: 'remaining', cents: 2000n });
    expect(remainderOf(3000n, 3000n)).toEqual({ kind: 'remaining', cents: 0n });
    expect(remainderOf(1537n, 3000n)).toEqual({ kind: 'excess', cents: 1463n });
  });
});

describe('a selling price below the cost', () => {
  const below =
    'El precio de venta de ACE-200 Aceite 15W40 es menor que su costo: el porcentaje de ganancia debe ser mayor o igual a 0';

  it("is refused in the form under the line's price, naming the product", () => {
    const cheap = line({
      product_id: 8,
      code: 'ACE-200',
      name: 'Aceite 15W40',
      cost: '30.00',
      percentage: '-16.67',
      price: '25.00',
      quantity: 1,
    });
    expect(firstFailingCheck(complete({ products: [line(), cheap], payments: [cashPayment('60.00')] }))).toEqual({
      field: 'products.1.price',
      message: below,
    });
    const noPrice = { ...cheap, percentage: '-150', price: null };
    expect(firstFailingCheck(complete({ products: [line(), noPrice], payments: [cashPayment('60.00')] }))).toEqual({
      field: 'products.1.price',
      message: below,
    });
  });

  it('at its cost it passes (0 % profit)', () => {
    const even = line({ cost: '10.00', percentage: '0', price: '10.00' });
    expect(firstFailingCheck(complete({ products: [even] }))).toBeNull();
  });

  it("the server's refusal on a line is named by its product in the dialog", () => {
    const lines = [line(), line({ code: 'ACE-200', name: 'Aceite 15W40' })];
    const fields = {
      root: { serverError: 'x' },
      'products.1.percentage': 'El porcentaje de ganancia debe ser mayor o igual a 0.',
    };
    expect(lineRefusalMessage(fields, lines)).toBe(
      'ACE-200 Aceite 15W40: El porcentaje de ganancia debe ser mayor o igual a 0.',
    );
    expect(lineRefusalMessage({ invoice_number: 'x' }, lines)).toBeNull();
    expect(lineRefusalMessage(undefined, lines)).toBeNull();
  });
});

describe("a line's problem is reported at its place in the spec's order (step 3)", () => {
  it('a quantity 0 does not hide a missing provider, and comes before the total', () => {
    const zero = [line({ quantity: 0 })];
    expect(firstFailingCheck({ ...emptyDraft('2026-11-25'), products: zero })).toEqual({
      field: 'provider_id',
      message: SHOPPING_MESSAGES.provider,
    });
    const named = { ...emptyDraft('2026-11-25'), provider_id: 4, invoice_number: 'F-1', products: zero };
    expect(firstFailingCheck(named)).toEqual({ field: 'products.0.quantity', message: SHOPPING_MESSAGES.quantity });
  });

  it('a line, then the discount, before the payments and the deposit', () => {
    const draft = complete({ deposit_id: null, payments: [], products: [line(), line({ product_id: 8, cost: '' })] });
    expect(firstFailingCheck(draft)).toEqual({ field: 'products.1.cost', message: SHOPPING_MESSAGES.cost });
    expect(firstFailingCheck(complete({ deposit_id: null, payments: [], discount_percentage: '101' }))!.field).toBe(
      'discount_percentage',
    );
  });
});

describe('the purchase date', () => {
  it("is not after today (Caracas): 'La fecha no puede ser posterior a hoy' on `date`", () => {
    expect(firstFailingCheck(complete({ date: '2026-11-26' }), '2026-11-25')).toEqual({
      field: 'date',
      message: 'La fecha no puede ser posterior a hoy',
    });
    expect(firstFailingCheck(complete({ date: '2026-11-25' }), '2026-11-25')).toBeNull();
    expect(firstFailingCheck(complete({ date: '2030-01-01' }))!.field).toBe('date');
  });
});

describe('adding a payment in the purchase form', () => {
  it('cash below what remains is added, with "Pago incompleto"', () => {
    expect(paymentVerdict('cash', 2700n, 0n, 2000n)).toEqual({
      accepted: true,
      notice: { title: 'bo.shopping_create.incomplete_title', message: 'bo.shopping_create.incomplete_text' },
    });
  });

  it('cash completing the total is added silently', () => {
    expect(paymentVerdict('cash', 2700n, 2000n, 700n)).toEqual({ accepted: true, notice: null });
  });

  it('cash above what remains is refused: "El pago no debe exceder el monto a pagar"', () => {
    expect(paymentVerdict('cash', 2700n, 2000n, 701n)).toEqual({
      accepted: false,
      notice: { title: 'bo.shopping_create.exceeded_title', message: 'bo.shopping_create.cash_exceeded_text' },
    });
  });

  it('credit: anything up to the total is added; above it, "El monto del pago excede el total de la compra"', () => {
    expect(paymentVerdict('credit', 2700n, 0n, 100n)).toEqual({ accepted: true, notice: null });
    expect(paymentVerdict('credit', 2700n, 2600n, 100n)).toEqual({ accepted: true, notice: null });
    expect(paymentVerdict('credit', 2700n, 2600n, 101n)).toEqual({
      accepted: false,
      notice: { title: 'bo.shopping_create.exceeded_title', message: 'bo.shopping_create.credit_exceeded_text' },
    });
  });
});
