/**
 * Purchases over HTTP (issue 12, RULES.md 'Purchases'): registering one puts its stock in the
 * deposit and moves its products' cost and price; the form's seven checks answer the first failing
 * one on its field and keep nothing; payments never pass the total, also 20 at once; cancel takes
 * the stock out again or nothing; the provider's page reads its balance from the purchases.
 */
import type { Role } from '@bo/domain';
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { expectRoleAnswers } from '../support/role-answers';
import { SalesCatalogue, salesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();

interface Method {
  id: number;
  code: string;
}

describe('purchases over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let provider: number;
  /** The first provider (Distribuidora Los Andes). */
  let andes: number;
  let methods: Record<string, number>;
  const products: Record<string, number> = {};
  let productCount = 0;

  /** A new product (cost 5.00, price 10.00 in the first price group) with no stock. */
  const newProduct = async (name: string) => {
    productCount += 1;
    const code = `COM-${productCount}`;
    products[code] = await catalogue.product(code, name, '10.00', 0, '5.00');
    return products[code];
  };
  const newProvider = async (company: string, taxId: string) => {
    const answer = await admin.post('/api/providers', { name: 'Carlos Pérez', company_name: company, tax_id: taxId });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };

  let invoice = 0;
  /** A cash purchase of `lines` paid in full in cash, unless `changes` say otherwise. */
  const purchase = (lines: Record<string, unknown>[], changes: Record<string, unknown> = {}) => {
    invoice += 1;
    const total = lines.reduce((sum, line) => sum + Number(line.cost) * Number(line.quantity ?? 1), 0);
    return {
      provider_id: provider,
      date: '2026-02-10',
      invoice_number: `F-${invoice}`,
      payment_type: 'cash',
      deposit_id: catalogue.deposit,
      products: lines,
      payments: [{ method: methods.efectivo, amount_usd: total.toFixed(2) }],
      ...changes,
    };
  };
  const register = (body: unknown, client = admin) => client.post('/api/shoppings', body);
  const registered = async (body: unknown) => {
    const answer = await register(body);
    if (answer.status !== 201) throw new Error(`POST /api/shoppings: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const product = async (id: number) => (await admin.get(`/api/products/${id}`)).body;
  const count = async () => totalOf(await admin.get(`/api/shoppings${listQuery()}`));
  /** A credit purchase of `quantity` units of a new product at `cost`, nothing paid. */
  const onCredit = async (cost: string, quantity = 1, name = 'Repuesto a crédito') =>
    registered(
      purchase([{ product_id: await newProduct(name), cost, quantity }], {
        payment_type: 'credit',
        due_date: '2026-03-10',
        payments: [],
      }),
    );

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    provider = andes = await newProvider('Distribuidora Los Andes, C.A.', 'J-30123456-7');
    const listed = (await admin.get('/api/payment-methods')).body as Method[];
    methods = Object.fromEntries(listed.map((method) => [method.code, method.id]));
  });

  it("registers a cash purchase paid in bolivars and dollars: 201 with the contract's shape", async () => {
    const filter = await newProduct('Filtro de aceite');
    const battery = await newProduct('Batería 12V');
    const answer = await register(
      purchase(
        [
          { product_id: filter, cost: '6', percentage: 30, quantity: 10 },
          { product_id: battery, cost: 40, price: '55.00', quantity: '2' },
        ],
        {
          invoice_number: 'A-0001',
          payments: [
            { method: methods['pago-movil'], amount_ves: '3650', exchange_rate: '36.50', reference: '0123' },
            { method: methods.efectivo, amount_usd: 40 },
          ],
        },
      ),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      number_shopping: expect.any(Number),
      provider_id: provider,
      provider: {
        id: provider,
        name: 'Carlos Pérez',
        company_name: 'Distribuidora Los Andes, C.A.',
        tax_id: 'J-30123456-7',
        email: null,
        phone: null,
      },
      invoice_number: 'A-0001',
      date: '2026-02-10',
      due_date: '2026-02-10',
      payment_type: 'cash',
      deposit_id: catalogue.deposit,
      deposit: { id: catalogue.deposit, name: 'Galpón Central' },
      comentary: '',
      exchange_rate: '36.50',
      sub_total: '140.00',
      discount_percentage: null,
      discount: '0.00',
      total: '140.00',
      total_paid: '140.00',
      balance: '0.00',
      // Issue 33: the fiscal fields, empty under regime none.
      control_number: null,
      taxes: [],
      exempt: '0.00',
      tax_total: '0.00',
      withholding_rate: null,
      iva_withheld: '0.00',
      withholding_voucher: null,
      payable: '140.00',
      paid: true,
      status: 'paid',
      user: { id: expect.any(Number), first_name: expect.any(String), last_name: expect.any(String) },
      created_at: expect.any(String),
      products: [
        {
          id: 1,
          product: { id: filter, code: expect.stringMatching(/^COM-/), name: 'Filtro de aceite' },
          quantity: 10,
          cost: '6.00',
          percentage: '30.00',
          price: '7.80',
          total: '60.00',
          iva: null,
        },
        {
          id: 2,
          product: { id: battery, code: expect.stringMatching(/^COM-/), name: 'Batería 12V' },
          quantity: 2,
          cost: '40.00',
          percentage: null,
          price: '55.00',
          total: '80.00',
          iva: null,
        },
      ],
      payments: [
        {
          id: expect.any(Number),
          created_at: expect.any(String),
          date: '2026-02-10',
          method: { id: methods['pago-movil'], name: 'Pago móvil' },
          payment_method_id: methods['pago-movil'],
          amount_usd: '100.00',
          amount_ves: '3650.00',
          exchange_rate: '36.5',
          reference: '0123',
        },
        {
          id: expect.any(Number),
          created_at: expect.any(String),
          date: '2026-02-10',
          method: { id: methods.efectivo, name: 'Efectivo' },
          payment_method_id: methods.efectivo,
          amount_usd: '40.00',
          amount_ves: '0.00',
          exchange_rate: null,
          reference: '',
        },
      ],
    });
    expect(await admin.get(`/api/shoppings/${answer.body.id}`)).toMatchObject({ status: 200, body: answer.body });
  });

  it("puts the units in the deposit at once and moves each product's cost and first price, in its history", async () => {
    const filter = await newProduct('Filtro de aire');
    const spark = await newProduct('Bujía');
    const body = await registered(
      purchase([
        { product_id: filter, cost: '6.50', percentage: '20', quantity: 4 },
        { product_id: spark, cost: '3', quantity: 7 },
      ]),
    );
    const bought = await product(filter);
    expect(bought.quantity).toBe(4);
    expect(bought.product_deposits).toEqual([
      { deposit_id: catalogue.deposit, deposit: { id: catalogue.deposit, name: 'Galpón Central' }, quantity: 4 },
    ]);
    expect(Number(bought.cost)).toBe(6.5);
    expect(bought.prices[catalogue.priceGroup]).toBe(7.8);
    // No percentage nor price: the cost moves, the price stays.
    const other = await product(spark);
    expect([other.quantity, Number(other.cost), other.prices[catalogue.priceGroup]]).toEqual([7, 3, 10]);

    const history = await admin.get(`/api/products/${filter}/history`);
    expect(history.body.map((event: { type: string }) => event.type)).toEqual(['ProductCreated', 'ProductUpdated']);
    expect(history.body[1].data).toMatchObject({ cost: '6.50', previous: { cost: '5.00' } });

    const card = await admin.get(`/api/products/${filter}/stock-card`);
    expect(card.body[0]).toMatchObject({
      date: '2026-02-10',
      document: { type: 'shopping', id: String(body.id), label: `Compra #${body.number_shopping}` },
      quantity_in: 4,
      balance: 4,
    });
  });

  describe("'Generar Compra' answers the first failing check of the spec, on its field, and keeps nothing", () => {
    let filter: number;
    let before: number;
    const failing = {
      provider_id: null,
      invoice_number: '',
      payment_type: 'cash',
      products: [],
      payments: [],
      deposit_id: null,
    };

    beforeAll(async () => {
      filter = await newProduct('Filtro de combustible');
      before = await count();
    });

    it('in the order provider, invoice, products, total, cash complete, deposit', async () => {
      const line = { product_id: filter, cost: '10', quantity: 1 };
      const paid = [{ method: methods.efectivo, amount_usd: '10' }];
      const steps: [Record<string, unknown>, string, string][] = [
        [{}, 'provider_id', 'Debe seleccionar un proveedor'],
        [{ provider_id: provider }, 'invoice_number', 'Debe ingresar el número de factura'],
        [{ provider_id: provider, invoice_number: 'X-1' }, 'products', 'Debe agregar al menos un producto'],
        [
          { provider_id: provider, invoice_number: 'X-1', products: [{ ...line, cost: '0' }] },
          'total',
          'El total de la compra debe ser mayor a cero',
        ],
        [
          { provider_id: provider, invoice_number: 'X-1', products: [line] },
          'payments',
          'El pago de contado debe ser completo',
        ],
        [
          {
            provider_id: provider,
            invoice_number: 'X-1',
            products: [line],
            payments: [{ ...paid[0], amount_usd: '9.99' }],
          },
          'payments',
          'El pago de contado debe ser completo',
        ],
        [
          { provider_id: provider, invoice_number: 'X-1', products: [line], payments: paid },
          'deposit_id',
          'Debe seleccionar un depósito',
        ],
      ];
      for (const [changes, field, message] of steps)
        expectFormErrors(await register({ ...failing, ...changes }), { [field]: [message] });
    });

    it('credit: a due date, and payments at most the total', async () => {
      const line = { product_id: filter, cost: '10', quantity: 1 };
      const credit = {
        ...failing,
        provider_id: provider,
        invoice_number: 'X-2',
        payment_type: 'credit',
        products: [line],
      };
      expectFormErrors(await register(credit), {
        due_date: ['La fecha de vencimiento es obligatoria para compras a crédito'],
      });
      expectFormErrors(
        await register({
          ...credit,
          due_date: '2026-03-01',
          payments: [{ method: methods.efectivo, amount_usd: '10.01' }],
        }),
        { payments: ['El monto del pago excede el total de la compra'] },
      );
    });

    it('takes a list left out as empty: a bare body gets the first check, a credit purchase needs no payments', async () => {
      expectFormErrors(await register({}), { provider_id: ['Debe seleccionar un proveedor'] });
      expectFormErrors(await register({ provider_id: provider }), {
        invoice_number: ['Debe ingresar el número de factura'],
      });
      const bought = await newProduct('Repuesto sin pagos');
      const { payments, ...credit } = purchase([{ product_id: bought, cost: '10', quantity: 2 }], {
        payment_type: 'credit',
        due_date: '2026-03-01',
      });
      expect(payments).toHaveLength(1);
      const answer = await register(credit);
      expect([answer.status, answer.body.total, answer.body.total_paid, answer.body.payments]).toEqual([
        201,
        '20.00',
        '0.00',
        [],
      ]);
      before += 1;
    });

    it('refuses a date after today (Caracas) on `date`; today itself passes', async () => {
      const day = (offset: number) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date(Date.now() + offset));
      const line = { product_id: filter, cost: '10', quantity: 1 };
      const cash = {
        ...failing,
        provider_id: provider,
        invoice_number: 'X-FUTURE',
        products: [line],
        payments: [{ method: methods.efectivo, amount_usd: '10' }],
        deposit_id: catalogue.deposit,
      };
      for (const date of ['2030-01-01', day(86_400_000)])
        expectFormErrors(await register({ ...cash, date }), { date: ['La fecha no puede ser posterior a hoy'] });
      // Today passes the date: the next check answers (nothing is kept here).
      expectFormErrors(await register({ ...cash, date: day(0), deposit_id: null }), {
        deposit_id: ['Debe seleccionar un depósito'],
      });
      expect(await count()).toBe(before);
    });

    it('names what does not exist, each on its field', async () => {
      const body = purchase([{ product_id: filter, cost: '10', quantity: 1 }]);
      expectFormErrors(await register({ ...body, provider_id: 999999 }), {
        provider_id: ['El proveedor seleccionado no existe.'],
      });
      expectFormErrors(await register({ ...body, products: [{ product_id: 999999, cost: '10', quantity: 1 }] }), {
        'products.0.product_id': ['El producto seleccionado no existe.'],
      });
      expectFormErrors(await register({ ...body, deposit_id: 999999 }), {
        deposit_id: ['El depósito seleccionado no existe.'],
      });
      expectFormErrors(await register({ ...body, payments: [{ method: 999999, amount_usd: '10' }] }), {
        'payments.0.method': ['El método de pago seleccionado no existe.'],
      });
      expectFormErrors(
        await register(
          purchase([
            { product_id: filter, cost: '10', quantity: 1 },
            { product_id: filter, cost: '2', quantity: 1 },
          ]),
        ),
        { 'products.1.product_id': ['El producto ya fue agregado'] },
      );
      expectFormErrors(await register({ ...body, payments: [{ method: methods.zelle, amount_usd: '10' }] }), {
        'payments.0.reference': ['Debe ingresar una referencia'],
      });
      // A negative cost is told so (issue 31), not taken for a missing one.
      expectFormErrors(await register({ ...body, products: [{ product_id: filter, cost: '-5', quantity: 1 }] }), {
        'products.0.cost': ['El costo no puede ser negativo'],
      });
    });

    it("refuses 'Crédito' and 'Nota de Crédito', which pay the provider nothing, on the form and the detail page", async () => {
      const body = purchase([{ product_id: filter, cost: '10', quantity: 1 }]);
      for (const code of ['credito', 'nota-credito'])
        expectFormErrors(await register({ ...body, payments: [{ method: methods[code], amount_usd: '10' }] }), {
          'payments.0.method': ['Este método de pago no se admite en compras'],
        });
      const bought = await onCredit('10.00', 1, 'Repuesto sin método');
      for (const code of ['credito', 'nota-credito'])
        expectFormErrors(
          await admin.post(`/api/shoppings/${bought.id}/payments`, { method: methods[code], amount_usd: '5' }),
          { method: ['Este método de pago no se admite en compras'] },
        );
      expect((await admin.get(`/api/shoppings/${bought.id}`)).body).toMatchObject({ total_paid: '0.00' });
      before += 1;
    });

    it('refuses a bolivar payment at a rate that is no longer the current one (409)', async () => {
      const body = purchase([{ product_id: filter, cost: '10', quantity: 1 }], {
        payments: [{ method: methods['pago-movil'], amount_ves: '360', exchange_rate: '36.00', reference: '9' }],
      });
      const answer = await register(body);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('La tasa de cambio cambió, actualice la página');
    });

    it('kept nothing: no purchase, no stock, the same cost', async () => {
      expect(await count()).toBe(before);
      const untouched = await product(filter);
      expect([untouched.quantity, Number(untouched.cost)]).toEqual([0, 5]);
    });
  });

  it("registers a provider's invoice once (409), another provider's alike, and again once cancelled", async () => {
    const part = await newProduct('Correa de tiempo');
    const line = { product_id: part, cost: '3', quantity: 1 };
    const first = await registered(purchase([line], { invoice_number: 'API-CR' }));
    const before = await count();
    const again = await register(purchase([line], { invoice_number: ' api-cr ' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La factura api-cr ya está registrada para este proveedor');
    expect(await count()).toBe(before);
    // Another provider's invoice may carry the same number.
    const zulia = await newProvider('Suministros Automotrices Zulia C.A.', 'J-29876543-1');
    await registered(purchase([line], { provider_id: zulia, invoice_number: 'API-CR' }));
    // Cancelled, its number is free again.
    expect((await admin.post(`/api/shoppings/${first.id}/cancel`, {})).status).toBeLessThan(300);
    await registered(purchase([line], { invoice_number: 'API-CR' }));
  });

  it('numbers purchases without gaps, also after refused ones', async () => {
    const filter = await newProduct('Filtro hidráulico');
    const line = { product_id: filter, cost: '1', quantity: 1 };
    const first = await registered(purchase([line]));
    expect((await register(purchase([line], { deposit_id: null }))).status).toBe(400);
    expect((await register(purchase([line], { provider_id: 999999 }))).status).toBe(400);
    const second = await registered(purchase([line]));
    expect(second.number_shopping).toBe(first.number_shopping + 1);
    expect(second.id).toBeGreaterThan(first.id);
    const numbers = (await admin.get(`/api/shoppings${listQuery({}, ['number_shopping', 'ASC'], [0, 999])}`)).body.map(
      (row: { number_shopping: number }) => row.number_shopping,
    );
    expect(numbers).toEqual(numbers.map((_: number, index: number) => index + 1));
  });

  it('takes a discount: a percentage of the subtotal, or an amount capped at it', async () => {
    const filter = await newProduct('Filtro con descuento');
    const line = { product_id: filter, cost: '50', quantity: 2 };
    const tenPercent = await registered(
      purchase([line], { discount_percentage: 10, payments: [{ method: methods.efectivo, amount_usd: '90' }] }),
    );
    expect([tenPercent.sub_total, tenPercent.discount_percentage, tenPercent.discount, tenPercent.total]).toEqual([
      '100.00',
      '10.00',
      '10.00',
      '90.00',
    ]);
    for (const discount_percentage of ['100.5', '-1'])
      expectFormErrors(await register(purchase([line], { discount_percentage })), {
        discount_percentage: ['El porcentaje de descuento debe estar entre 0 y 100'],
      });
    expectFormErrors(await register(purchase([line], { discount_amount: '-5' })), {
      discount_amount: ['El monto del descuento no puede ser negativo'],
    });
    expectFormErrors(await register(purchase([line], { discount_amount: '250', payments: [] })), {
      total: ['El total de la compra debe ser mayor a cero'],
    });
  });

  describe('on credit', () => {
    it('is pending until its payments reach the total, then paid; a payment above the balance is refused', async () => {
      const bought = await onCredit('100.00');
      expect([bought.status, bought.paid, bought.balance, bought.due_date]).toEqual([
        'pending',
        false,
        '100.00',
        '2026-03-10',
      ]);
      const pay = (body: Record<string, unknown>) => admin.post(`/api/shoppings/${bought.id}/payments`, body);

      const first = await pay({ method: methods.efectivo, amount_usd: '30' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ total_paid: '30.00', balance: '70.00', status: 'pending', paid: false });
      expect(first.body.payments).toEqual([
        expect.objectContaining({ amount_usd: '30.00', method: { id: methods.efectivo, name: 'Efectivo' } }),
      ]);

      const above = await pay({ method: methods.efectivo, amount_usd: '70.01' });
      expect(above.status).toBe(409);
      expect(above.body.message).toBe('El monto del pago excede el saldo adeudado');

      expectFormErrors(await pay({ method: methods.efectivo, amount_usd: '0' }), {
        amount_usd: ['El monto en dólares debe ser mayor a cero'],
      });
      expectFormErrors(await pay({ method: methods.zelle, amount_usd: '5' }), {
        reference: ['Debe ingresar una referencia'],
      });
      const oldRate = await pay({
        method: methods['pago-movil'],
        amount_ves: '36',
        exchange_rate: '30',
        reference: '1',
      });
      expect(oldRate.status).toBe(409);
      expect(oldRate.body.message).toBe('La tasa de cambio cambió, actualice la página');

      // 70 dollars in bolivars at the current rate.
      const last = await pay({ method: methods['pago-movil'], amount_ves: '2555', reference: '77' });
      expect(last.status).toBe(201);
      expect(last.body).toMatchObject({ total_paid: '100.00', balance: '0.00', status: 'paid', paid: true });
      expect(last.body.payments[1]).toMatchObject({
        amount_usd: '70.00',
        amount_ves: '2555.00',
        exchange_rate: '36.5',
      });

      const more = await pay({ method: methods.efectivo, amount_usd: '1' });
      expect(more.status).toBe(409);
      expect(more.body.message).toBe('La compra ya está pagada');
      const marked = await admin.post(`/api/shoppings/${bought.id}/paid`, {});
      expect(marked.status).toBe(409);
    });

    it('20 concurrent payments never pay more than the total', async () => {
      const bought = await onCredit('100.00');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          admin.post(`/api/shoppings/${bought.id}/payments`, { method: methods.efectivo, amount_usd: '10' }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(10);
      const now = (await admin.get(`/api/shoppings/${bought.id}`)).body;
      expect([now.total_paid, now.status, now.payments.length]).toEqual(['100.00', 'paid', 10]);
    });

    it('is marked paid without a payment; the payment form then refuses it', async () => {
      const bought = await onCredit('25.00');
      const marked = await admin.post(`/api/shoppings/${bought.id}/paid`, {});
      expect(marked.status).toBe(200);
      expect(marked.body).toMatchObject({
        status: 'paid',
        paid: true,
        total_paid: '0.00',
        balance: '0.00',
        payments: [],
      });
      const pay = await admin.post(`/api/shoppings/${bought.id}/payments`, {
        method: methods.efectivo,
        amount_usd: '1',
      });
      expect(pay.status).toBe(409);
      expect(pay.body.message).toBe('La compra ya está pagada');
    });
  });

  describe('cancel', () => {
    it('takes the units out of the deposit again and keeps the payments; the prices stay', async () => {
      const spark = await newProduct('Bujía iridio');
      const bought = await registered(purchase([{ product_id: spark, cost: '8', price: '12', quantity: 5 }]));
      const cancelled = await admin.post(`/api/shoppings/${bought.id}/cancel`, {});
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', paid: false, total_paid: '40.00', balance: '0.00' });
      expect(cancelled.body.payments).toHaveLength(1);
      const after = await product(spark);
      expect([after.quantity, Number(after.cost), after.prices[catalogue.priceGroup]]).toEqual([0, 8, 12]);
      const again = await admin.post(`/api/shoppings/${bought.id}/cancel`, {});
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('La compra ya fue anulada');
      const pay = await admin.post(`/api/shoppings/${bought.id}/payments`, {
        method: methods.efectivo,
        amount_usd: '1',
      });
      expect(pay.status).toBe(409);
      expect(pay.body.message).toBe('La compra fue anulada');
    });

    it('is refused whole when a unit is no longer there', async () => {
      const kept = await newProduct('Correa de tiempo');
      const sold = await newProduct('Amortiguador');
      const bought = await registered(
        purchase([
          { product_id: kept, cost: '4', quantity: 3 },
          { product_id: sold, cost: '20', quantity: 2 },
        ]),
      );
      const exit = await admin.post('/api/inventories', {
        type: 'return',
        lines: [{ product_id: sold, deposit_id: catalogue.deposit, quantity: 1 }],
      });
      expect((await admin.post(`/api/inventories/${exit.body.id}/approve`, {})).status).toBe(200);
      const refused = await admin.post(`/api/shoppings/${bought.id}/cancel`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('No hay stock disponible de este producto: Amortiguador');
      expect((await product(kept)).quantity).toBe(3);
      expect((await product(sold)).quantity).toBe(1);
      expect((await admin.get(`/api/shoppings/${bought.id}`)).body.status).toBe('paid');
    });
  });

  it("gives the provider's balance over its pending purchases, its last purchase and its pending invoices", async () => {
    const other = await newProvider('Repuestos El Llanero', 'J-40111222-3');
    const fresh = (await admin.get(`/api/providers/${other}`)).body;
    expect(fresh).toMatchObject({
      balance: '0.00',
      last_purchase_at: null,
      pending_shoppings: [],
      pending_invoices: [],
    });

    provider = other;
    const first = await onCredit('120.50', 1, 'Radiador');
    const second = await onCredit('30.00', 2, 'Termostato');
    await admin.post(`/api/shoppings/${second.id}/payments`, { method: methods.efectivo, amount_usd: '10' });
    const paidOne = await onCredit('99.00', 1, 'Bomba de agua');
    await admin.post(`/api/shoppings/${paidOne.id}/paid`, {});
    const cancelledOne = await onCredit('500.00', 1, 'Compresor');
    await admin.post(`/api/shoppings/${cancelledOne.id}/cancel`, {});

    const shown = (await admin.get(`/api/providers/${other}`)).body;
    // 120.50 + (60.00 - 10.00): the paid and the cancelled purchases owe nothing.
    expect(shown.balance).toBe('170.50');
    expect(shown.last_purchase_at).toBe('2026-02-10');
    expect(shown.pending_shoppings).toEqual([
      {
        id: first.id,
        number_shopping: first.number_shopping,
        invoice_number: first.invoice_number,
        date: '2026-02-10',
        due_date: '2026-03-10',
        total: '120.50',
        total_paid: '0.00',
        balance: '120.50',
        paid: false,
        status: 'pending',
      },
      expect.objectContaining({ id: second.id, total: '60.00', total_paid: '10.00', balance: '50.00' }),
    ]);
    expect(shown.pending_invoices).toEqual(shown.pending_shoppings);
    const listed = (await admin.get(`/api/providers${listQuery({ q: 'Llanero' })}`)).body;
    expect(listed).toEqual([expect.objectContaining({ id: other, balance: '170.50' })]);

    const mine = await admin.get(`/api/shoppings${listQuery({ provider_id: other, status: 'pending' })}`);
    expect(mine.body.map((row: { id: number }) => row.id)).toEqual([first.id, second.id]);
    expect(mine.headers.get('content-range')).toBe('shoppings 0-1/2');
    provider = andes;
  });

  it('lists, searches, filters and sorts purchases', async () => {
    const filter = await newProduct('Filtro para la lista');
    const march = await registered(
      purchase([{ product_id: filter, cost: '7', quantity: 1 }], {
        provider_id: andes,
        date: '2026-03-05',
        invoice_number: 'ZZ-771',
      }),
    );
    const query = (filter: Record<string, unknown>, sort: [string, 'ASC' | 'DESC'] = ['id', 'ASC']) =>
      admin.get(`/api/shoppings${listQuery(filter, sort)}`);
    const ids = async (filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC']) =>
      (await query(filter, sort)).body.map((row: { id: number }) => row.id);

    expect(await ids({ q: 'zz-77' })).toEqual([march.id]);
    expect(await ids({ q: 'los andes', date_gte: '2026-03-01' })).toEqual([march.id]);
    expect(await ids({ date_gte: '2026-03-01', date_lte: '2026-03-31' })).toEqual([march.id]);
    expect(await ids({ status: 'nonsense' })).toEqual([]);
    expect(await ids({ date_gte: 'ayer' })).toEqual([]);
    expect(await ids({ provider_id: 'x' })).toEqual([]);
    const byTotal = (await query({}, ['total', 'DESC'])).body.map((row: { total: string }) => Number(row.total));
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    const listed = (await query({ q: 'ZZ-771' })).body[0];
    expect(listed).toMatchObject({
      id: march.id,
      number_shopping: march.number_shopping,
      total: '7.00',
      status: 'paid',
    });
    expect(listed.provider).toMatchObject({ company_name: 'Distribuidora Los Andes, C.A.' });
  });

  it('writes one log row per purchase command, under Compras', async () => {
    const filter = await newProduct('Filtro del registro');
    provider = await newProvider('Lubricantes del Centro', 'J-50222333-4');
    const bought = await registered(
      purchase([{ product_id: filter, cost: '1250', quantity: 1 }], {
        payment_type: 'credit',
        due_date: '2026-04-01',
        payments: [],
      }),
    );
    await admin.post(`/api/shoppings/${bought.id}/payments`, { method: methods.efectivo, amount_usd: '50' });
    await admin.post(`/api/shoppings/${bought.id}/paid`, {});
    await admin.post(`/api/shoppings/${bought.id}/cancel`, {});
    const logs = await admin.get(`/api/logs${listQuery({ q: `la compra #${bought.number_shopping}` }, ['id', 'ASC'])}`);
    const number = bought.number_shopping;
    expect(logs.body.map((log: { description: string; category: string }) => [log.description, log.category])).toEqual([
      [`Registró la compra #${number} de Lubricantes del Centro por $1,250.00`, 'Compras'],
      [`Registró un pago de $50.00 en la compra #${number}`, 'Compras'],
      [`Marcó como pagada la compra #${number}`, 'Compras'],
      [`Anuló la compra #${number}`, 'Compras'],
    ]);
    const history = await admin.get(`/api/shoppings/${bought.id}/history`);
    expect(history.body.map((event: { description: string }) => event.description)).toEqual([
      `Registró la compra #${number} de Lubricantes del Centro por $1,250.00`,
      `Registró un pago de $50.00 en la compra #${number}`,
      `Marcó como pagada la compra #${number}`,
      `Anuló la compra #${number}`,
    ]);
    provider = andes;
  });

  it('gives the first answer again for the same Idempotency-Key, registering once', async () => {
    const filter = await newProduct('Filtro idempotente');
    const body = purchase([{ product_id: filter, cost: '3', quantity: 2 }]);
    const headers = { 'Idempotency-Key': 'compra-unica-1' };
    const first = await admin.post('/api/shoppings', body, { headers });
    const again = await admin.post('/api/shoppings', body, { headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await product(filter)).quantity).toBe(2);
  });

  it('lets admin and financial read and write purchases; sales, storer and endline get 403 on every route', async () => {
    const filter = await newProduct('Filtro de roles');
    const bought = await onCredit('500.00', 1, 'Repuesto de roles');
    const requests = [
      (client: HttpClient) => client.get(`/api/shoppings${listQuery()}`),
      (client: HttpClient) => client.get(`/api/shoppings/${bought.id}`),
      (client: HttpClient) => client.get(`/api/shoppings/${bought.id}/history`),
      (client: HttpClient) => client.post('/api/shoppings', purchase([{ product_id: filter, cost: '1', quantity: 1 }])),
      (client: HttpClient) =>
        client.post(`/api/shoppings/${bought.id}/payments`, { method: methods.efectivo, amount_usd: '1' }),
    ];
    const signedIn = (role: Role) => (role === 'admin' ? Promise.resolve(admin) : suite.as(role));
    await expectRoleAnswers(signedIn, { admin: '200 200 200 201 201', financial: '200 200 200 201 201' }, requests);
    const mark = (client: HttpClient) => client.post(`/api/shoppings/${bought.id}/paid`, {});
    const cancel = (client: HttpClient) => client.post(`/api/shoppings/${bought.id}/cancel`, {});
    const refused = '403 403 403 403 403 403 403';
    await expectRoleAnswers(suite.as, { sales: refused, storer: refused, endline: refused }, [
      ...requests,
      mark,
      cancel,
    ]);
    expect((await admin.get(`/api/shoppings/${bought.id}`)).body).toMatchObject({
      status: 'pending',
      total_paid: '2.00',
    });
    await expectRoleAnswers(suite.as, { financial: '200 200' }, [mark, cancel]);
  });

  it('answers odd input with a 400 on its field, never a 500', async () => {
    const filter = await newProduct('Filtro raro');
    const line = { product_id: filter, cost: '1', quantity: 1 };
    const bought = await onCredit('10.00', 1, 'Repuesto raro');
    const odd: unknown[] = [
      [],
      'texto',
      { ...purchase([line]), products: 'muchos' },
      { ...purchase([line]), products: { 0: line } },
      { ...purchase([line]), products: [7] },
      { ...purchase([line]), payments: [null] },
      { ...purchase([{ ...line, cost: '1e5' }]) },
      { ...purchase([{ ...line, cost: 1e300 }]) },
      { ...purchase([{ ...line, quantity: 1e7 }]) },
      { ...purchase([{ ...line, quantity: '1e5' }]) },
      { ...purchase([{ ...line, quantity: [1] }]) },
      { ...purchase([{ ...line, cost: { value: 1 } }]) },
      { ...purchase([{ ...line, product_id: '12345678901234567890' }]) },
      { ...purchase([line]), provider_id: [1] },
      { ...purchase([line]), date: '2026-02-30' },
      { ...purchase([line]), payment_type: 'trueque' },
      { ...purchase([line]), discount_percentage: 'diez' },
      { ...purchase([line]), invoice_number: 1e21 },
      { ...purchase([line]), payments: [{ method: methods.efectivo, amount_usd: '99999999999999999999' }] },
    ];
    for (const body of odd) {
      const answer = await register(body);
      expect([answer.status, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)]);
      expect(answer.body.message).toBe('Error en el formulario');
    }
    // Numbers as text are fine: '1e5' is not a number, '100000' and 100000 are.
    expect((await register(purchase([{ ...line, cost: '0.01', quantity: 100000 }]))).status).toBe(201);
    expect((await register(purchase([{ ...line, product_id: String(filter), cost: 2, quantity: '3' }]))).status).toBe(
      201,
    );
    const payments = ['1e2', -5, 'Infinity', [10], null];
    for (const amount of payments) {
      const answer = await admin.post(`/api/shoppings/${bought.id}/payments`, {
        method: methods.efectivo,
        amount_usd: amount,
      });
      expect(answer.status).toBe(400);
    }
    expect((await admin.post('/api/shoppings/abc/payments', {})).status).toBe(404);
    expect((await admin.get('/api/shoppings/999999')).status).toBe(404);
    expect((await admin.post('/api/shoppings/999999/cancel', {})).status).toBe(404);
    expect(
      (await admin.post('/api/shoppings/999999/payments', { method: methods.efectivo, amount_usd: 1 })).status,
    ).toBe(404);
  });
});
