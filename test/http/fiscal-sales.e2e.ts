/**
 * Issue 33 over HTTP, the sales side: a product's IVA code (400 on a bad one, in the form and in
 * the import), the payment methods' foreign_currency, a sale under regime `none` (no tax, no IGTF:
 * as before), then the account made an ordinary taxpayer and IGTF agent: a taxed sale's answer,
 * a discount that recomputes it, the IGTF of payments (sale, order and client payments) and a
 * devolution that gives back bases plus IVA.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);
const BAD_IVA = 'Seleccione una alícuota de IVA válida (G, R, A o E)';

interface Sale {
  id: number;
  subtotal: number;
  discount: number;
  total: number;
  balance: number;
  taxes: { code: string; rate: string; base: string; amount: string }[];
  exempt: string;
  tax_total: string;
  products: { id: number; product_id: number | null; iva: string | null }[];
  pays: { id: number; amount: number; igtf: string; method: { code: string } }[];
}

const upload = (text: string, name: string) => {
  const body = new FormData();
  body.append('file', new Blob([text]), name);
  return body;
};

describe('IVA on sales and IGTF on payments over HTTP (issue 33)', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let exemptBread: number;
  const method: Record<string, number> = {};

  const sold = async (body: Record<string, unknown>): Promise<Sale> => {
    const answer = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta fiscal',
      estimate: false,
      without_client: true,
      products: [
        { product_id: filter, deposit_id: catalogue.deposit, quantity: 2 },
        { product_id: exemptBread, deposit_id: catalogue.deposit, quantity: 1 },
        { quick: true, code: '', name: 'Instalación', quantity: 1, price: '10.00' },
      ],
      ...body,
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as Sale;
  };
  const productBody = (changes: Record<string, unknown>) => ({
    code: 'IVA-1',
    name: 'Aceite',
    prices: { [catalogue.priceGroup]: '4.00' },
    brand_id: 1,
    product_category_id: 1,
    contable: 1,
    cost: '2.00',
    ...changes,
  });

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 100, '8.00');
    exemptBread = await catalogue.product('PAN-1', 'Pan canilla', '5.00', 100, '3.00');
    expect(
      (
        await admin.put(`/api/products/${exemptBread}`, {
          ...(await admin.get(`/api/products/${exemptBread}`)).body,
          iva: 'E',
        })
      ).status,
    ).toBe(200);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    for (const row of methods) method[row.code] = row.id;
  });

  it('keeps a product IVA code (G by default), lists and filters by it, and refuses a bad one with 400', async () => {
    const brands = (await admin.get('/api/brands')).body as { id: number }[];
    const categories = (await admin.get('/api/product-categories')).body as { id: number }[];
    const base = { brand_id: brands[0].id, product_category_id: categories[0].id };
    const bad = await admin.post('/api/products', productBody({ ...base, iva: 'X' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ iva: [BAD_IVA] });
    const plain = await admin.post('/api/products', productBody({ ...base, code: 'IVA-G' }));
    expect(plain.body).toMatchObject({ code: 'IVA-G', iva: 'G' });
    const reduced = await admin.post('/api/products', productBody({ ...base, code: 'IVA-R', iva: 'r' }));
    expect(reduced.body).toMatchObject({ code: 'IVA-R', iva: 'R' });
    const listed = (await admin.get(`/api/products${listQuery({ iva: 'R' }, ['code', 'ASC'], [0, 50])}`)).body as {
      code: string;
    }[];
    expect(listed.map((product) => product.code)).toEqual(['IVA-R']);
    const exempt = (await admin.get(`/api/products${listQuery({ iva: 'E' }, ['code', 'ASC'], [0, 50])}`)).body as {
      code: string;
    }[];
    expect(exempt.map((product) => product.code)).toEqual(['PAN-1']);
  });

  it('imports an optional iva column (blank: G) and refuses a bad code on its row', async () => {
    const header = 'code,name,brand,category,contable,cost,iva,precio Detal';
    // Two rows, their iva cells as given: harina's and café's.
    const importing = (harina: string, cafe: string) =>
      admin.post(
        '/api/products/import',
        upload(
          [header, `IMP-1,Harina,Bosch,Repuestos,1,1,${harina},2`, `IMP-2,Café,Bosch,Repuestos,1,1,${cafe},3`].join(
            '\r\n',
          ),
          'p.csv',
        ),
      );
    const bad = await importing('E', '16');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(BAD_IVA);
    const good = await importing('e', '');
    expect(good.status).toBe(201);
    const imported = (await admin.get(`/api/products${listQuery({ q: 'IMP-' }, ['code', 'ASC'], [0, 50])}`)).body as {
      code: string;
      iva: string;
    }[];
    expect(imported.map((product) => [product.code, product.iva])).toEqual([
      ['IMP-1', 'E'],
      ['IMP-2', 'G'],
    ]);
  });

  it('answers each payment method foreign_currency (dollars yes, bolivars no) and lets an admin change it', async () => {
    const methods = (await admin.get('/api/payment-methods')).body as { code: string; foreign_currency: boolean }[];
    const flags = Object.fromEntries(methods.map((row) => [row.code, row.foreign_currency]));
    expect(flags).toMatchObject({
      efectivo: true,
      'transferencia-usd': true,
      zelle: true,
      transferencia: false,
      'pago-movil': false,
    });
    const zelle = (await admin.get(`/api/payment-methods/${method.zelle}`)).body;
    const off = await admin.put(`/api/payment-methods/${method.zelle}`, { ...zelle, foreign_currency: false });
    expect(off.body).toMatchObject({ code: 'zelle', foreign_currency: false });
    const back = await admin.put(`/api/payment-methods/${method.zelle}`, { ...zelle, foreign_currency: true });
    expect(back.body).toMatchObject({ code: 'zelle', foreign_currency: true });
  });

  it('under regime none a sale carries no tax and its payments no IGTF, as before', async () => {
    const sale = await sold({ payment: { method: method.efectivo, amount: '10.00', reference: '' } });
    expect(sale).toMatchObject({ subtotal: 40, total: 40, taxes: [], exempt: '0.00', tax_total: '0.00' });
    expect(sale.products.map((line) => line.iva)).toEqual([null, null, null]);
    expect(sale.pays).toEqual([expect.objectContaining({ amount: 10, igtf: '0.00' })]);
  });

  describe('as an ordinary taxpayer and IGTF agent', () => {
    beforeAll(async () => {
      const set = await admin.put('/api/fiscal/settings', { regime: 'ordinary', igtf_agent: true, igtf_rate: '3.00' });
      expect(set.status).toBe(200);
    });

    it('answers a sale with its bases, IVA per rate and exempt; the total includes the IVA', async () => {
      // 2 x 12.50 filters and the 10.00 installation at G (35.00 -> 5.60), the bread exempt (5.00).
      const sale = await sold({});
      expect(sale).toMatchObject({
        subtotal: 40,
        total: 45.6,
        taxes: [{ code: 'G', rate: '16.00', base: '35.00', amount: '5.60' }],
        exempt: '5.00',
        tax_total: '5.60',
      });
      expect(sale.products.map((line) => line.iva)).toEqual(['G', 'E', 'G']);
      const listed = (await admin.get(`/api/orders${listQuery({}, ['id', 'DESC'], [0, 0])}`)).body as Sale[];
      expect(listed[0]).toMatchObject({ id: sale.id, total: 45.6, tax_total: '5.60', exempt: '5.00' });
    });

    it('recomputes the taxes when a discount is set later, and when it is removed', async () => {
      const sale = await sold({});
      const discounted = await admin.put(`/api/orders/${sale.id}/discount`, { type: 'amount', amount: '4.00' });
      // 4.00 off in proportion: filters 2.50, bread 0.50, installation 1.00: G 31.50 -> 5.04, exempt 4.50.
      expect(discounted.body).toMatchObject({
        total: 41.04,
        taxes: [{ code: 'G', base: '31.50', amount: '5.04' }],
        exempt: '4.50',
        tax_total: '5.04',
      });
      const removed = await admin.delete(`/api/orders/${sale.id}/discount`);
      expect(removed.body).toMatchObject({ total: 45.6, tax_total: '5.60' });
    });

    it('charges IGTF on payments in foreign currency, shown on the payment row, and none on bolivars', async () => {
      const sale = await sold({ payment: { method: method.efectivo, amount: '20.00', reference: '' } });
      expect(sale.pays).toEqual([expect.objectContaining({ amount: 20, igtf: '0.60' })]);
      expect(sale.balance).toBe(20);
      const rate = 36.5;
      const bolivars = await admin.post(`/api/orders/${sale.id}/payments`, {
        method: method.transferencia,
        amount_bs: (10 * rate).toFixed(2),
        reference: 'T-1',
      });
      expect(bolivars.status).toBe(200);
      const zelle = await admin.post(`/api/orders/${sale.id}/payments`, {
        method: method.zelle,
        amount: '15.60',
        reference: 'Z-1',
      });
      expect(zelle.body.pays.map((pay: Sale['pays'][number]) => [pay.method.code, pay.amount, pay.igtf])).toEqual([
        ['efectivo', 20, '0.60'],
        ['transferencia', 10, '0.00'],
        ['zelle', 15.6, '0.47'],
      ]);
      // What the payments settle is the total, without the IGTF.
      expect(zelle.body).toMatchObject({ total: 45.6, balance: 45.6, pending: 0 });
    });

    it('charges IGTF on each part of a client payment in dollars', async () => {
      const client = (
        await admin.post('/api/clients', { name: 'Taller Fiscal', identification: 'J-30000001', typeClient: 'a' })
      ).body.id as number;
      const sale = await sold({ without_client: false, client_id: client, isCredit: true });
      const paid = await admin.post('/api/payments', {
        client_id: client,
        method: method.efectivo,
        amount: '10.00',
        reference: '',
        date: TODAY,
      });
      expect(paid.status).toBe(201);
      const detail = (await admin.get(`/api/orders/${sale.id}`)).body as Sale;
      expect(detail.pays).toEqual([expect.objectContaining({ amount: 10, igtf: '0.30' })]);
    });

    it('gives back on a devolution the returned units bases plus IVA, and the IGTF of a cash refund in proportion', async () => {
      const sale = await sold({ payment: { method: method.efectivo, amount: '45.60', reference: '' } });
      const filterLine = sale.products.find((line) => line.product_id === filter)!.id;
      const requested = await admin.post('/api/devolutions', {
        order_id: sale.id,
        return_type: 'partial',
        products: { [filterLine]: { return_quantity: 1, return_amount: '12.50', reason: 'Defectuoso' } },
        refund_method: 'cash',
        refund_reference: 'R-1',
      });
      expect(requested.status).toBe(201);
      // One filter: 12.50 + 2.00 of IVA.
      expect(requested.body).toMatchObject({ total_amount: '14.50' });
      const approved = await admin.post(`/api/devolutions/${requested.body.id}/approve`, {});
      expect(approved.status).toBe(200);
      const detail = (await admin.get(`/api/orders/${sale.id}`)).body as Sale;
      expect(detail.total).toBe(31.1);
      // Paid 45.60 with 1.37 of IGTF; 14.50 refunded: 1.37 x 14.50 / 45.60 = 0.4356.
      expect(detail.pays.map((pay) => [pay.amount, pay.igtf])).toEqual([
        [45.6, '1.37'],
        [-14.5, '-0.44'],
      ]);
    });
  });
});
