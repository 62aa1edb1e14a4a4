/**
 * Every report type over HTTP (issue 14, the lists): one dataset of sales, payments, products in
 * two deposits and price groups, providers and a purchase; each type asked, followed to its file,
 * its Excel read back cell by cell or its PDF's text read with pdftotext; field messages on bad
 * params; who may ask which; the low-stock table and the 80 mm price list.
 */
import type { Role } from '@bo/domain';
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { expectRoleAnswers } from '../support/role-answers';
import { readPdf } from '../support/pdf';
import { downloaded, fetchedAs, finished, REPORT_ACCOUNT, rowsOf } from '../support/reports';
import { salesCatalogue } from '../support/sales-catalogue';

// A threshold of 4, not the default 5: the low-stock lists follow the configuration.
const suite = httpSuite({ redisUrl: null, lowStockThreshold: 4 });
// A PDF may wait for the worker's Chromium to start, slow on a loaded machine.
const REPORT_WAIT_MS = 60000;
jest.setTimeout(120000);

const caracasDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(instant);
const TODAY = caracasDay(new Date());
const YESTERDAY = caracasDay(new Date(Date.now() - 24 * 3600 * 1000));
const spanish = (day: string) => day.split('-').reverse().join('/');
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A real 1×1 PNG (a product's photo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Sale {
  id: number;
  number: number;
  total: number;
}

describe('report types over HTTP', () => {
  let admin: HttpClient;
  let sales: HttpClient;
  let storer: HttpClient;
  let financial: HttpClient;
  const product: Record<string, number> = {};
  let central: number;
  let east: number;
  /** Today: paid in part (cash and a Bs transfer), unpaid, cancelled. Yesterday: paid in full today. */
  let paidInPart: Sale, unpaid: Sale, cancelled: Sale, yesterdays: Sale;
  let transferBs: number;

  /** POST that must answer 201: its id. */
  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await admin.post(path, body);
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id as number;
  };

  /** Asks a report as `client` and waits for it: its status and its file. */
  const report = async (client: HttpClient, type: string, format: 'excel' | 'pdf', params = {}) => {
    const asked = await client.post('/api/reports', { type, format, params });
    expect([asked.status, asked.body]).toEqual([202, { id: expect.any(String) }]);
    const status = await finished(client, asked.body.id, REPORT_WAIT_MS);
    expect(status).toMatchObject({ state: 'completed', progress: 100 });
    const file = await downloaded(suite, client, asked.body.id);
    expect(file.status).toBe(200);
    return { status, file };
  };
  const sheet = async (client: HttpClient, type: string, params = {}) => {
    const { status, file } = await report(client, type, 'excel', params);
    return { fileName: status.file_name as string, rows: await rowsOf(file) };
  };
  const pdf = async (client: HttpClient, type: string, params = {}) => {
    const { status, file } = await report(client, type, 'pdf', params);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    return { fileName: status.file_name as string, ...readPdf(Buffer.from(await file.arrayBuffer())) };
  };
  const headerOf = (rows: unknown[][]) => rows.slice(0, 3).map((row) => row[0]);
  const ACCOUNT_ROWS = ['Repuestos El Llano C.A.', 'RIF: J-12345678-9', 'Dirección: Av. Principal, Caracas'];

  beforeAll(async () => {
    admin = suite.admin;
    [sales, storer, financial] = await Promise.all([suite.as('sales'), suite.as('storer'), suite.as('financial')]);
    expect((await admin.put('/api/accounts/1', REPORT_ACCOUNT)).status).toBe(200);
    const catalogue = await salesCatalogue(admin);
    central = catalogue.deposit;
    const states = (await admin.get('/api/utils/states')).body as { id: number }[];
    east = await created('/api/deposits', { name: 'Tienda Este', alias: 'TE', region_id: states[0].id });
    const wholesale = await created('/api/price-groups', { name: 'Mayor' });
    const brand = await created('/api/brands', { name: 'Castrol', code: 'CAS' });
    const parts = (await admin.get('/api/product-categories')).body.find(
      (category: { name: string }) => category.name === 'Repuestos',
    ).id;
    const oils = await created('/api/product-categories', { name: 'Lubricantes', code: 'LUB' });
    const photo = new FormData();
    photo.append('file', new Blob([PNG], { type: 'image/png' }), 'aceite.png');
    const uploaded = await admin.post('/api/uploads', photo);
    expect(uploaded.status).toBe(201);
    const newProduct = (code: string, name: string, retail: string, bulk: string, cost: string, more = {}) =>
      created('/api/products', {
        code,
        name,
        prices: { [catalogue.priceGroup]: retail, [wholesale]: bulk },
        brand_id: brand,
        product_category_id: parts,
        contable: 1,
        cost,
        ...more,
      });
    const stock = async (lines: { product_id: number; deposit_id: number; quantity: number }[]) => {
      const entry = await created('/api/inventories', { type: 'add', lines });
      expect((await admin.post(`/api/inventories/${entry}/approve`, {})).status).toBe(200);
    };
    product.filter = await newProduct('FIL-100', 'Filtro de aceite', '12.50', '11.00', '8.00');
    product.plug = await newProduct('BUJ-200', 'Bujía', '4.00', '3.50', '2.50');
    product.oil = await newProduct('ACE-300', 'Aceite 20W50', '20.00', '18.00', '15.00', {
      product_category_id: oils,
      photo: uploaded.body.path,
    });
    product.screw = await newProduct('TOR-500', 'Tornillo', '1.00', '0.80', '0.40');
    product.washer = await newProduct('ARA-600', 'Arandela', '0.50', '0.40', '0.20');
    const gone = await newProduct('BOR-400', 'Producto borrado', '1.00', '1.00', '1.00');
    expect((await admin.delete(`/api/products/${gone}`)).status).toBeLessThan(300);
    await stock([
      { product_id: product.filter, deposit_id: central, quantity: 100 },
      { product_id: product.plug, deposit_id: central, quantity: 3 },
    ]);
    await stock([
      { product_id: product.filter, deposit_id: east, quantity: 4 },
      { product_id: product.screw, deposit_id: east, quantity: 4 },
    ]);

    // Providers: one owed a credit purchase (of the washers: 5 units, just above the threshold).
    const methods = Object.fromEntries(
      ((await admin.get('/api/payment-methods')).body as { id: number; code: string }[]).map((m) => [m.code, m.id]),
    );
    transferBs = methods.transferencia;
    const owed = await created('/api/providers', {
      name: 'Rosa Paz',
      company_name: 'Frenos Paz',
      tax_id: 'J-40000000-2',
      email: 'rosa@frenos.test',
      phone: '0241-5550000',
      city: 'Valencia',
      country: 'Venezuela',
      website: 'https://frenos.test',
      address: 'Zona Industrial',
    });
    await created('/api/providers', { name: 'Luis Mora', company_name: 'Aceites Mora', tax_id: 'J-30000000-1' });
    const removed = await created('/api/providers', { name: 'Ex', company_name: 'Borrada', tax_id: 'J-20000000-0' });
    expect((await admin.delete(`/api/providers/${removed}`)).status).toBeLessThan(300);
    await created('/api/shoppings', {
      provider_id: owed,
      date: YESTERDAY,
      invoice_number: 'F-1',
      payment_type: 'credit',
      due_date: TODAY,
      deposit_id: central,
      products: [{ product_id: product.washer, cost: '100.00', quantity: 5 }],
      payments: [],
    });

    // Sales.
    const client = await created('/api/clients', {
      name: 'Ana Rojas',
      identification: 'V-9876543',
      email: 'ana@correo.test',
      phone: '0414-7654321',
      address: 'Calle 5, Maracay',
      typeClient: 'a',
      companyName: 'Rojas Motors',
    });
    const sell = async (date: string, productId: number, quantity: number): Promise<Sale> => {
      const answer = await admin.post('/api/orders', {
        date,
        client_id: client,
        comentary: 'Venta de prueba',
        estimate: false,
        products: [{ product_id: productId, deposit_id: central, quantity }],
      });
      expect(answer.status).toBe(201);
      return { id: answer.body.id, number: Number(answer.body.number_order), total: Number(answer.body.total) };
    };
    yesterdays = await sell(YESTERDAY, product.filter, 1);
    paidInPart = await sell(TODAY, product.filter, 2);
    unpaid = await sell(TODAY, product.plug, 1);
    cancelled = await sell(TODAY, product.filter, 3);
    expect((await admin.post(`/api/orders/${cancelled.id}/cancel`, {})).status).toBe(200);
    const pay = async (order: Sale, body: Record<string, unknown>) =>
      expect((await admin.post(`/api/orders/${order.id}/payments`, body)).status).toBe(200);
    await pay(paidInPart, { method: methods.efectivo, amount: '10' });
    await pay(paidInPart, { method: transferBs, amount_bs: '182.50', exchange_rate: '36.50', reference: 'T-77' });
    await pay(yesterdays, { method: methods.efectivo, amount: String(yesterdays.total) });
  });

  describe('the orders report', () => {
    it('lists each order’s payments under it when full, and names the file by the report number', async () => {
      const { fileName, rows } = await sheet(sales, 'orders', {
        from: TODAY,
        to: TODAY,
        full: true,
        orderNumber: 4821,
      });
      expect(fileName).toBe('orders-4821.xlsx');
      expect(rows[6]).toEqual(['Número', 'Fecha', 'Cliente', 'Estado', 'Total USD', 'Pagado', 'Pendiente', 'Monto Bs']);
      expect(rows.slice(7, 10)).toEqual([
        [
          paidInPart.number,
          spanish(TODAY),
          'Ana Rojas',
          'PENDIENTE POR PAGO',
          paidInPart.total,
          15,
          paidInPart.total - 15,
        ],
        [undefined, spanish(TODAY), 'Pago: Efectivo', undefined, undefined, 10, undefined, 0],
        [undefined, spanish(TODAY), 'Pago: Transferencia (Bs)', 'T-77', undefined, 5, undefined, 182.5],
      ]);
      expect(rows[10].slice(0, 4)).toEqual([unpaid.number, spanish(TODAY), 'Ana Rojas', 'PENDIENTE POR PAGO']);
      expect(rows[11][2]).toBe('2 ventas');
      expect(rows).toHaveLength(12);
    });

    it('is named by its day without a report number, and has no payments unless full', async () => {
      const { fileName, rows } = await sheet(sales, 'orders', { from: TODAY, to: TODAY });
      expect(fileName).toBe(`ventas-${TODAY}.xlsx`);
      expect(rows[6]).toHaveLength(7);
      expect(rows.slice(7).map((row) => row[0])).toEqual([paidInPart.number, unpaid.number, 'Total']);
    });
  });

  describe('the daily report', () => {
    it('lists the day’s orders, cancelled ones out of the totals, then the payments received by method', async () => {
      const { fileName, rows } = await sheet(financial, 'orders-daily', {});
      expect(fileName).toBe(`ventas-del-dia-${TODAY}.xlsx`);
      expect(headerOf(rows)).toEqual(ACCOUNT_ROWS);
      expect(rows[3][0]).toBe('Reporte diario de ventas');
      expect(rows[6]).toEqual(['Número', 'Hora', 'Cliente', 'Estado', 'Total USD', 'Pagado', 'Pendiente']);
      const orders = rows.slice(7, 10);
      expect(orders.map((row) => [row[0], row[3], row[4], row[5], row[6]])).toEqual([
        [paidInPart.number, 'PENDIENTE POR PAGO', paidInPart.total, 15, cents(paidInPart.total - 15)],
        [unpaid.number, 'PENDIENTE POR PAGO', unpaid.total, 0, unpaid.total],
        [cancelled.number, 'ANULADA', cancelled.total, 0, 0],
      ]);
      orders.forEach((row) => expect(row[1]).toMatch(/^\d{2}:\d{2}$/));
      const sold = cents(paidInPart.total + unpaid.total);
      expect(rows[10]).toEqual(['Total', undefined, '2 ventas', undefined, sold, 15, cents(sold - 15)]);
      expect(rows[12]).toEqual(['Pagos recibidos por método']);
      expect(rows[13]).toEqual([undefined, undefined, 'Método de pago', 'Pagos', 'Monto USD', 'Monto Bs']);
      // Yesterday's order was paid today: its payment is today's.
      expect(rows.slice(14)).toEqual([
        [undefined, undefined, 'Efectivo', 2, cents(10 + yesterdays.total), 0],
        [undefined, undefined, 'Transferencia (Bs)', 1, 5, 182.5],
        [undefined, undefined, 'Total cobrado', 3, cents(15 + yesterdays.total), 182.5],
      ]);
    });

    it('prints another day in PDF: only that day’s orders', async () => {
      const file = await pdf(sales, 'orders-daily', { date: YESTERDAY });
      expect(file.fileName).toBe(`ventas-del-dia-${TODAY}.pdf`);
      expect(file.text).toContain('Reporte diario de ventas');
      expect(file.text).toContain('RIF: J-12345678-9');
      expect(file.text).toMatch(new RegExp(`\\b${yesterdays.number}\\b.*Ana Rojas`));
      expect(file.text).not.toMatch(new RegExp(`\\b${unpaid.number}\\b.*Ana Rojas`));
      expect(file.text).toContain('Pagos recibidos por método');
      expect(file.text).toMatch(/Total\s+1 venta\b/);
    });
  });

  describe('the financial report', () => {
    it('has a row per day: sales, sold, collected by method, receivable; and a totals row', async () => {
      const { rows } = await sheet(admin, 'orders-financial', { from: YESTERDAY, to: TODAY });
      expect(rows[3][0]).toBe('Reporte financiero de ventas');
      expect(rows[6]).toEqual([
        'Fecha',
        'Ventas',
        'Vendido USD',
        'Cobrado Efectivo',
        'Cobrado Transferencia (Bs)',
        'Cobrado USD',
        'Por cobrar',
      ]);
      const todaySold = cents(paidInPart.total + unpaid.total);
      const todayOwed = cents(todaySold - 15);
      const collected = cents(10 + yesterdays.total);
      expect(rows.slice(7)).toEqual([
        [spanish(YESTERDAY), 1, yesterdays.total, 0, 0, 0, 0],
        [spanish(TODAY), 2, todaySold, collected, 5, cents(collected + 5), todayOwed],
        ['Total', 3, cents(todaySold + yesterdays.total), collected, 5, cents(collected + 5), todayOwed],
      ]);
    });

    it('counts no estimate among the sales, nor what it would sell', async () => {
      const dayBefore = caracasDay(new Date(Date.now() - 2 * 24 * 3600 * 1000));
      const estimate = await admin.post('/api/orders', {
        date: dayBefore,
        client_id: (await admin.get('/api/clients')).body[0].id,
        comentary: 'Presupuesto de prueba',
        estimate: true,
        products: [{ product_id: product.filter, deposit_id: central, quantity: 1 }],
      });
      expect([estimate.status, estimate.body.order_state]).toEqual([201, 'estimate']);
      const { rows } = await sheet(admin, 'orders-financial', { from: dayBefore, to: dayBefore });
      expect(rows.slice(7)).toEqual([
        [spanish(dayBefore), 0, 0, 0, 0],
        ['Total', 0, 0, 0, 0],
      ]);
    });

    it('prints in PDF', async () => {
      const file = await pdf(financial, 'orders-financial', { from: TODAY, to: TODAY });
      expect(file.text).toContain('Reporte financiero de ventas');
      expect(file.text).toContain(spanish(TODAY));
      expect(file.text).toContain('$5.00');
    });
  });

  it('prints the clients list in PDF', async () => {
    const file = await pdf(financial, 'clients');
    expect(file.fileName).toBe(`clientes-${TODAY}.pdf`);
    expect(file.width).toBeCloseTo(792, 0);
    expect(file.text).toContain('Listado de clientes');
    expect(file.text).toMatch(/Ana Rojas\s+V-9876543/);
    expect(file.text).toContain('Rojas Motors');
  });

  it('exports the live providers with the balance owed to each, in Excel and PDF', async () => {
    const { fileName, rows } = await sheet(financial, 'providers');
    expect(fileName).toBe(`proveedores-${TODAY}.xlsx`);
    expect(headerOf(rows)).toEqual(ACCOUNT_ROWS);
    expect(rows[3][0]).toBe('Listado de proveedores');
    expect(rows[6]).toEqual([
      'Nombre',
      'Empresa',
      'RIF',
      'Correo',
      'Teléfono',
      'Ciudad',
      'País',
      'Sitio web',
      'Dirección',
      'Saldo adeudado',
    ]);
    expect(rows.slice(7)).toEqual([
      // Empty cells read back as undefined.
      ['Luis Mora', 'Aceites Mora', 'J-30000000-1', ...Array(6).fill(undefined), 0],
      [
        'Rosa Paz',
        'Frenos Paz',
        'J-40000000-2',
        'rosa@frenos.test',
        '0241-5550000',
        'Valencia',
        'Venezuela',
        'https://frenos.test',
        'Zona Industrial',
        500,
      ],
    ]);
    // Long texts beside them: a RIF and a phone are still never broken across lines.
    await created('/api/providers', {
      name: 'Distribuidora Nacional de Repuestos y Accesorios Automotrices',
      company_name: 'Distribuidora Nacional de Repuestos y Accesorios Automotrices, C.A.',
      tax_id: 'J-41234567-8',
      email: 'ventas.corporativas@distribuidora-nacional-repuestos.test',
      phone: '0212-9073291',
      city: 'Caracas',
      country: 'Venezuela',
      website: 'https://www.distribuidora-nacional-repuestos.test',
      address: 'Avenida Principal de Los Cortijos de Lourdes, Edificio Torre Industrial, Piso 3, Oficina 3-B',
    });
    const file = await pdf(admin, 'providers');
    expect(file.text).toMatch(/Rosa Paz\s+Frenos Paz/);
    expect(file.text).toContain('J-41234567-8');
    expect(file.text).toContain('0212-9073291');
    expect(file.text).toContain('$500.00');
    expect(file.text).not.toContain('Borrada');
  });

  it('exports the products: a quantity column per deposit, a price column per group, the first price in Bs', async () => {
    const { fileName, rows } = await sheet(storer, 'products');
    expect(fileName).toBe(`productos-${TODAY}.xlsx`);
    expect(rows[4][0]).toContain('(tasa Bs 36,50 por dólar)');
    expect(rows[6]).toEqual([
      'Código',
      'Nombre',
      'Categoría',
      'Marca',
      'Galpón Central',
      'Tienda Este',
      'Cantidad total',
      'Costo',
      'Precio Detal',
      'Precio Mayor',
      'Precio Bs',
    ]);
    // 100 in the central deposit less the 3 sold (the cancelled sale gave its 3 back); 4 in the east one.
    const byCode = Object.fromEntries(rows.slice(7).map((row) => [row[0], row]));
    expect(Object.keys(byCode).sort()).toEqual(['ACE-300', 'ARA-600', 'BUJ-200', 'FIL-100', 'TOR-500']);
    expect(byCode['FIL-100']).toEqual([
      'FIL-100',
      'Filtro de aceite',
      'Repuestos',
      'Castrol',
      97,
      4,
      101,
      8,
      12.5,
      11,
      456.25,
    ]);
    expect(byCode['ACE-300']).toEqual(['ACE-300', 'Aceite 20W50', 'Lubricantes', 'Castrol', 0, 0, 0, 15, 20, 18, 730]);
    expect(rows.slice(7).map((row) => row[1])).toEqual([
      'Aceite 20W50',
      'Arandela',
      'Bujía',
      'Filtro de aceite',
      'Tornillo',
    ]);
  });

  describe('the deposit report', () => {
    it('lists the deposit’s products with stock, their cost and value at cost, and the totals', async () => {
      const { fileName, rows } = await sheet(storer, 'deposit-stock', { deposit_id: central });
      expect(fileName).toBe(`inventario-deposito-${TODAY}.xlsx`);
      expect(rows[3][0]).toBe('Inventario del depósito Galpón Central');
      expect(rows[6]).toEqual(['Código', 'Nombre', 'Cantidad', 'Costo', 'Valor al costo']);
      expect(rows.slice(7)).toEqual([
        ['ARA-600', 'Arandela', 5, 100, 500],
        ['BUJ-200', 'Bujía', 2, 2.5, 5],
        ['FIL-100', 'Filtro de aceite', 97, 8, 776],
        ['Total', undefined, 104, undefined, 1281],
      ]);
    });

    it('adds the price and the value at price with cost_price, and prints in PDF', async () => {
      const { rows } = await sheet(sales, 'deposit-stock', { deposit_id: east, show: 'cost_price' });
      expect(rows[3][0]).toBe('Inventario del depósito Tienda Este');
      expect(rows[6]).toEqual(['Código', 'Nombre', 'Cantidad', 'Costo', 'Valor al costo', 'Precio', 'Valor al precio']);
      expect(rows.slice(7)).toEqual([
        ['FIL-100', 'Filtro de aceite', 4, 8, 32, 12.5, 50],
        ['TOR-500', 'Tornillo', 4, 0.4, 1.6, 1, 4],
        ['Total', undefined, 8, undefined, 33.6, undefined, 54],
      ]);
      const file = await pdf(storer, 'deposit-stock', { deposit_id: east, show: 'cost_price' });
      expect(file.text).toContain('Inventario del depósito Tienda Este');
      expect(file.text).toMatch(/Filtro de aceite\s+4\s+\$8\.00\s+\$32\.00\s+\$12\.50\s+\$50\.00/);
      expect(file.text).toContain('$54.00');
    });

    it('refuses an unknown deposit, a missing one and a bad show on their fields', async () => {
      const ask = (params: Record<string, unknown>) =>
        storer.post('/api/reports', { type: 'deposit-stock', format: 'pdf', params });
      expectFormErrors(await ask({ deposit_id: 999999 }), { deposit_id: ['El depósito seleccionado no existe.'] });
      expectFormErrors(await ask({ show: 'precio' }), {
        deposit_id: ['Debe seleccionar el depósito.'],
        show: ['El contenido debe ser uno de: cost, cost_price.'],
      });
      expectFormErrors(await ask({ deposit_id: 'central' }), { deposit_id: ['El depósito no es válido.'] });
    });
  });

  it('prints the catalogue grouped by category, with the photo of the product that has one', async () => {
    const file = await pdf(sales, 'product-catalog');
    expect(file.fileName).toBe(`catalogo-de-productos-${TODAY}.pdf`);
    expect(file.width).toBeCloseTo(612, 0);
    const lubricants = file.text.indexOf('Lubricantes');
    const parts = file.text.indexOf('Repuestos\n');
    expect(lubricants).toBeGreaterThan(0);
    expect(parts).toBeGreaterThan(lubricants);
    expect(file.text.indexOf('ACE-300')).toBeGreaterThan(lubricants);
    expect(file.text.indexOf('ACE-300')).toBeLessThan(parts);
    expect(file.text.indexOf('FIL-100')).toBeGreaterThan(parts);
    expect(file.text).toMatch(/FIL-100\s+Filtro de aceite\s+Castrol\s+\$12\.50/);
    expect(file.text).not.toContain('Producto borrado');
    expect(file.images).toBe(1);
  });

  it('prints the price list on an 80 mm roll as a report and as the products’ popup', async () => {
    const file = await pdf(storer, 'price-list');
    expect(file.fileName).toBe(`lista-de-precios-${TODAY}.pdf`);
    expect(file.width).toBeCloseTo(226.77, 0);
    expect(file.text).toContain('Lista de precios');
    expect(file.text).toMatch(/FIL-100 Filtro de aceite\s+\$12\.50\s+Bs 456,25/);
    const popup = await fetchedAs(suite, sales, '/api/products/thermical');
    expect(popup.status).toBe(200);
    expect(popup.headers.get('content-type')).toBe('application/pdf');
    expect(popup.headers.get('content-disposition')).toMatch(/^inline; filename="lista-de-precios.pdf"/);
    const popupPdf = readPdf(Buffer.from(await popup.arrayBuffer()));
    expect(popupPdf.width).toBeCloseTo(226.77, 0);
    expect(popupPdf.text).toMatch(/ACE-300 Aceite 20W50\s+\$20\.00\s+Bs 730,00/);
  });

  describe('low stock', () => {
    // The washers (5) are just above the threshold of 4; the screws (4) at it.
    const LOW = [
      { key: 'oil', code: 'ACE-300', name: 'Aceite 20W50', quantity: 0 },
      { key: 'plug', code: 'BUJ-200', name: 'Bujía', quantity: 2 },
      { key: 'screw', code: 'TOR-500', name: 'Tornillo', quantity: 4 },
    ];
    const low = () => LOW.map(({ key, ...row }) => ({ id: product[key], ...row }));

    it('lists the products at or below the threshold to admin and storer, fewest first', async () => {
      for (const client of [admin, storer]) {
        const answer = await client.get('/api/reports/low-stock');
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(low());
      }
    });

    it('writes them in Excel and PDF', async () => {
      const { fileName, rows } = await sheet(storer, 'low-stock');
      expect(fileName).toBe(`stock-bajo-${TODAY}.xlsx`);
      expect(rows[4][0]).toContain('cantidad total de 4 o menos');
      expect(rows[6]).toEqual(['Código', 'Nombre', 'Cantidad']);
      expect(rows.slice(7)).toEqual(LOW.map((row) => [row.code, row.name, row.quantity]));
      const file = await pdf(admin, 'low-stock');
      expect(file.text).toMatch(
        /ACE-300\s+Aceite 20W50\s+0\n[\s\S]*BUJ-200\s+Bujía\s+2\n[\s\S]*TOR-500\s+Tornillo\s+4/,
      );
      expect(file.text).not.toContain('ARA-600');
    });
  });

  it('refuses a bad day, a bad period and a bad report number on their fields', async () => {
    const ask = (type: string, params: Record<string, unknown>) =>
      admin.post('/api/reports', { type, format: 'excel', params });
    expectFormErrors(await ask('orders-daily', { date: '2026-13-01' }), { date: ['La fecha no es válida.'] });
    expectFormErrors(await ask('orders-financial', { from: TODAY }), { to: ['La fecha hasta es obligatoria.'] });
    expectFormErrors(await ask('orders', { from: TODAY, to: TODAY, orderNumber: 'abc', full: 'x' }), {
      orderNumber: ['El número del reporte debe ser un número entero mayor que 0.'],
      full: ['Completo debe ser 1 o 0.'],
    });
    expectFormErrors(await ask('product-catalog', {}), {
      format: ['Este reporte no está disponible en Excel'],
    });
  });

  it('lets each role ask only the types the access table gives it', async () => {
    const ask =
      (type: string, params: Record<string, unknown> = {}) =>
      (client: HttpClient) =>
        client.post('/api/reports', {
          type,
          format: type === 'product-catalog' || type === 'price-list' ? 'pdf' : 'excel',
          params,
        });
    const requests = [
      ask('orders-daily'),
      ask('orders-financial', { from: TODAY, to: TODAY }),
      ask('providers'),
      ask('products'),
      ask('deposit-stock', { deposit_id: central }),
      ask('price-list'),
      ask('low-stock'),
      (client: HttpClient) => client.get('/api/reports/low-stock'),
      (client: HttpClient) => client.get('/api/products/thermical'),
    ];
    const signedIn = (role: Role) => (role === 'admin' ? Promise.resolve(admin) : suite.as(role));
    await expectRoleAnswers(
      signedIn,
      {
        admin: '202 202 202 202 202 202 202 200 200',
        sales: '202 403 403 403 202 202 403 403 200',
        financial: '202 202 202 403 403 403 403 403 403',
        storer: '403 403 403 202 202 202 202 200 200',
        endline: '403 403 403 202 403 403 403 403 403',
      },
      requests,
    );
    // A type a role may not ask is a 403 whatever its params, incomplete ones included.
    for (const params of [{}, { deposit_id: 'x' }]) {
      const refused = await ask('deposit-stock', params)(financial);
      expect([refused.status, refused.body]).toEqual([403, { message: 'No tiene permiso para generar este reporte' }]);
    }
  });
});
