/**
 * Purchases under a fiscal regime over HTTP (issue 33, RULES.md fiscal documents): regime none
 * changes nothing; under a regime the provider's control number is required and the purchase
 * answers its IVA per rate; under regime special it withholds 75 % (or 100 % for a provider marked
 * so) with a voucher number consecutive within the month, owes the provider the total less the IVA
 * withheld, and prints the voucher ('Comprobante de retención de IVA') read back with pdftotext.
 */
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { readPdf } from '../support/pdf';
import { fetchedAs, REPORT_ACCOUNT } from '../support/reports';
import { SalesCatalogue, salesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite({ redisUrl: null });

describe('purchases under a fiscal regime over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let provider: number;
  let cash: number;
  let invoice = 0;
  let productCount = 0;

  const newProduct = async () => {
    productCount += 1;
    return catalogue.product(`FIS-${productCount}`, `Repuesto fiscal ${productCount}`, '20.00', 0, '5.00');
  };
  const newProvider = async (company: string, taxId: string, extra: Record<string, unknown> = {}) =>
    admin.post('/api/providers', { name: 'Ana Rivas', company_name: company, tax_id: taxId, ...extra });
  /** A cash purchase of 10 units at 10.00 (subtotal 100.00) paying `paid`, unless `changes` say otherwise. */
  const purchase = async (paid: string, changes: Record<string, unknown> = {}) => {
    invoice += 1;
    return {
      provider_id: provider,
      date: '2026-02-10',
      invoice_number: `FP-${invoice}`,
      payment_type: 'cash',
      deposit_id: catalogue.deposit,
      products: [{ product_id: await newProduct(), cost: '10.00', quantity: 10 }],
      payments: [{ method: cash, amount_usd: paid }],
      ...changes,
    };
  };
  const regime = async (value: 'none' | 'ordinary' | 'special') =>
    expect((await admin.put('/api/fiscal/settings', { regime: value })).status).toBe(200);

  beforeAll(async () => {
    admin = suite.admin;
    expect((await admin.put('/api/accounts/1', REPORT_ACCOUNT)).status).toBe(200);
    catalogue = await salesCatalogue(admin);
    const created = await newProvider('Distribuidora Los Andes, C.A.', 'J-30123456-7');
    expect(created.status).toBe(201);
    provider = created.body.id;
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((method) => method.code === 'efectivo')!.id;
  });

  it('regime none: no control number asked, no tax, the total is the subtotal', async () => {
    const answer = await admin.post('/api/shoppings', await purchase('100.00'));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      total: '100.00',
      control_number: null,
      taxes: [],
      exempt: '0.00',
      tax_total: '0.00',
      iva_withheld: '0.00',
      withholding_voucher: null,
      status: 'paid',
    });
    expect(answer.body.products[0].iva).toBeNull();
    expect((await fetchedAs(suite, admin, `/api/shoppings/${answer.body.id}/withholding`)).status).toBe(404);
  });

  it("a provider's iva_withholding is 75 by default, 100 when marked so, and refused otherwise", async () => {
    expect((await admin.get(`/api/providers/${provider}`)).body.iva_withholding).toBe(75);
    const bad = await newProvider('Frenos del Sur, C.A.', 'J-30999888-1', { iva_withholding: 50 });
    expectFormErrors(bad, { iva_withholding: ['La retención de IVA debe ser 75 o 100 (por ciento).'] });
    const marked = await newProvider('Frenos del Sur, C.A.', 'J-30999888-1', { iva_withholding: '100' });
    expect([marked.status, marked.body.iva_withholding]).toEqual([201, 100]);
  });

  describe('under regime ordinary', () => {
    beforeAll(() => regime('ordinary'));

    it('refuses a purchase without the control number, on its field, and keeps nothing', async () => {
      const before = (await admin.get('/api/shoppings')).body.length;
      const answer = await admin.post('/api/shoppings', await purchase('116.00'));
      expectFormErrors(answer, { control_number: ['Debe ingresar el número de control'] });
      expect((await admin.get('/api/shoppings')).body.length).toBe(before);
    });

    it('answers the IVA per rate and a total that includes it; the product keeps its cost before IVA', async () => {
      const body = await purchase('116.00', { control_number: '00-00001234', discount_percentage: '0' });
      const answer = await admin.post('/api/shoppings', body);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        control_number: '00-00001234',
        sub_total: '100.00',
        taxes: [{ code: 'G', rate: '16.00', base: '100.00', amount: '16.00' }],
        exempt: '0.00',
        tax_total: '16.00',
        total: '116.00',
        iva_withheld: '0.00',
        withholding_voucher: null,
        status: 'paid',
      });
      expect(answer.body.products[0].iva).toBe('G');
      const product = (await admin.get(`/api/products/${body.products[0].product_id}`)).body;
      expect(Number(product.cost)).toBe(10);
      const listed = (await admin.get('/api/shoppings')).body.find((row: { id: number }) => row.id === answer.body.id);
      expect(listed).toMatchObject({ tax_total: '16.00', control_number: '00-00001234' });
    });
  });

  describe('under regime special', () => {
    beforeAll(() => regime('special'));

    it('withholds 75 % with vouchers numbered in turn within the month; cash pays the total less the IVA withheld', async () => {
      const first = await admin.post('/api/shoppings', await purchase('104.00', { control_number: '00-00001300' }));
      const second = await admin.post('/api/shoppings', await purchase('104.00', { control_number: '00-00001301' }));
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.body).toMatchObject({
        total: '116.00',
        tax_total: '16.00',
        withholding_rate: 75,
        iva_withheld: '12.00',
        total_paid: '104.00',
        balance: '0.00',
        status: 'paid',
      });
      expect([first.body.withholding_voucher, second.body.withholding_voucher]).toEqual([
        '20260200000001',
        '20260200000002',
      ]);
      const whole = await admin.post('/api/shoppings', await purchase('116.00', { control_number: '00-00001302' }));
      expectFormErrors(whole, { payments: ['El pago no debe exceder el monto a pagar'] });
    });

    it('withholds 100 % for a provider marked so; on credit the provider is owed the total less the IVA withheld', async () => {
      const marked = await newProvider('Lubricantes Oriente, C.A.', 'J-31222333-4', { iva_withholding: 100 });
      const body = await purchase('0', {
        provider_id: marked.body.id,
        control_number: '00-00009000',
        payment_type: 'credit',
        due_date: '2026-03-10',
        payments: [],
      });
      const answer = await admin.post('/api/shoppings', body);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        withholding_rate: 100,
        iva_withheld: '16.00',
        balance: '100.00',
        status: 'pending',
        withholding_voucher: '20260200000003',
      });
      expect((await admin.get(`/api/providers/${marked.body.id}`)).body.balance).toBe('100.00');
      const over = await admin.post(`/api/shoppings/${answer.body.id}/payments`, {
        method: cash,
        amount_usd: '100.01',
      });
      expect(over.status).toBe(409);
      const paid = await admin.post(`/api/shoppings/${answer.body.id}/payments`, {
        method: cash,
        amount_usd: '100.00',
      });
      expect([paid.status, paid.body.status, paid.body.balance]).toEqual([201, 'paid', '0.00']);
      expect((await admin.get(`/api/providers/${marked.body.id}`)).body.balance).toBe('0.00');
    });

    it('prints the voucher: agent, provider, numbers, amounts in dollars and bolivars at the purchase rate', async () => {
      const answer = await admin.post('/api/shoppings', await purchase('104.00', { control_number: '00-00001400' }));
      const response = await fetchedAs(suite, admin, `/api/shoppings/${answer.body.id}/withholding`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = readPdf(Buffer.from(await response.arrayBuffer())).text;
      for (const expected of [
        'Comprobante de retención de IVA',
        'Repuestos El Llano C.A.',
        'J-12345678-9',
        'Distribuidora Los Andes, C.A.',
        'J-30123456-7',
        '20260200000004',
        answer.body.invoice_number,
        '00-00001400',
        'IVA retenido (75 %)',
      ])
        expect(text).toContain(expected);
      // 116.00 USD at 36.50 = 4.234,00 Bs; the IVA withheld 12.00 USD = 438,00 Bs.
      expect(text).toMatch(/Total de la compra con IVA\s+\$116\.00\s+Bs\.?\s?4\.234,00/);
      expect(text).toMatch(/IVA retenido \(75 %\)\s+\$12\.00\s+Bs\.?\s?438,00/);
    });
  });
});
