import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);

/**
 * Numbers are read in plain decimal notation only (issue 10, item 9): '0x10' is not 16 units,
 * '1e5' not 100,000, and a text sent as 1e309 (Infinity once parsed) is not the text "Infinity".
 */
describe('number notation over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 100);
  });

  it('refuses a sale quantity written in hexadecimal or with an exponent, and records nothing', async () => {
    const before = totalOf(await admin.get('/api/orders'));
    for (const quantity of ['0x10', '1e5', '1E2', 'Infinity', ' 0b11 ']) {
      const answer = await admin.post('/api/orders', {
        date: TODAY,
        comentary: 'Venta de prueba',
        estimate: false,
        isCredit: true,
        without_client: true,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity }],
      });
      expect([quantity, answer.status, answer.body.errors]).toEqual([
        quantity,
        400,
        { 'products.0.quantity': ['La cantidad debe ser un número entero mayor o igual a 1.'] },
      ]);
    }
    expect(totalOf(await admin.get('/api/orders'))).toBe(before);
    const plain = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta de prueba',
      estimate: false,
      isCredit: true,
      without_client: true,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: '16' }],
    });
    expect([plain.status, plain.body.products[0].quantity]).toEqual([201, 16]);
  });

  it('refuses an inventory quantity written in hexadecimal or with an exponent', async () => {
    const before = totalOf(await admin.get('/api/inventories'));
    for (const quantity of ['0x10', '1e5']) {
      const answer = await admin.post('/api/inventories', {
        type: 'add',
        lines: [{ product_id: filter, deposit_id: catalogue.deposit, quantity }],
      });
      expect([quantity, answer.status, answer.body.errors]).toEqual([
        quantity,
        400,
        { 'lines.0.quantity': ['La cantidad debe ser al menos 1'] },
      ]);
    }
    expect(totalOf(await admin.get('/api/inventories'))).toBe(before);
  });

  it('never stores "Infinity" for a text sent as a number too large (1e309)', async () => {
    const brand = await admin.post('/api/brands', '{"name": 1e309, "code": "INF"}');
    expect([brand.status, brand.body.errors]).toEqual([400, { name: ['El nombre debe ser un texto.'] }]);
    const client = await admin.post(
      '/api/clients',
      '{"name": 1e309, "identification": "V12345678", "type": "spot", "phone": "04141234567"}',
    );
    expect(client.status).toBe(400);
    expect(client.body.errors.name).toEqual(['El nombre debe ser un texto.']);
    const named = await admin.get('/api/brands?filter={"q":"Infinity"}');
    expect(named.body).toEqual([]);
  });

  it('refuses a price written with an exponent on its field', async () => {
    const product = await admin.post('/api/products', {
      code: 'EXP-1',
      name: 'Exponente',
      prices: { [catalogue.priceGroup]: '1e2' },
      cost: '1E1',
      contable: 1,
    });
    expect(product.status).toBe(400);
    expect(product.body.errors).toMatchObject({
      [`prices.${catalogue.priceGroup}`]: ['El precio debe ser un número.'],
      cost: ['El costo debe ser un número.'],
    });
    const sale = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta de prueba',
      estimate: false,
      isCredit: true,
      without_client: true,
      products: [{ quick: true, name: 'Servicio', quantity: 1, price: '1e2' }],
    });
    expect([sale.status, sale.body.errors]).toEqual([400, { 'products.0.price': ['El precio debe ser un número.'] }]);
  });
});
