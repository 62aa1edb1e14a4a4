/**
 * Documents of one record over HTTP (issue 14): a purchase's PDF, a client's statement (its running
 * balance checked against sales, payments and a credit note made through the API), one inventory
 * as PDF and as Excel read back cell by cell, and the `inventories` report job to its file; 404s,
 * bad formats and types on their fields, and who may read each.
 */
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { readPdf } from '../support/pdf';
import { downloaded, fetchedAs, finished, REPORT_ACCOUNT, rowsOf } from '../support/reports';
import { expectRoleAnswers } from '../support/role-answers';
import { SalesCatalogue, salesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite({ redisUrl: null });

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const spanish = (day: string) => day.split('-').reverse().join('/');
/** Dollars as the spec writes them (es-US), bolivars (es-VE). */
const usd = (value: number) => new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(value);
const longDate = (instant: string) =>
  new Intl.DateTimeFormat('es-VE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Caracas',
  }).format(new Date(instant));

/** The raw answer of a GET (documents are binary), as `client`. */
const fetched = (client: HttpClient, route: string) => fetchedAs(suite, client, route);

/** pdftotext's text of a PDF answer, its columns kept on their lines. */
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return readPdf(Buffer.from(await response.arrayBuffer())).text;
}

/** A text's lines with their runs of spaces as one ' | ' (the PDF's columns). */
const columnsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split(/\s{2,}/));

describe('documents of one record over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let methods: Record<string, { id: number; name: string }>;
  let filter: number;
  let me: { first_name: string; last_name: string };

  beforeAll(async () => {
    admin = suite.admin;
    expect((await admin.put('/api/accounts/1', REPORT_ACCOUNT)).status).toBe(200);
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '10.00', 100, '6.00');
    const listed = (await admin.get('/api/payment-methods')).body as { id: number; code: string; name: string }[];
    methods = Object.fromEntries(listed.map((method) => [method.code, method]));
    me = (await admin.get('/api/me')).body;
  });

  describe("a purchase's PDF", () => {
    let purchase: { id: number; number_shopping: number };
    let battery: number;

    beforeAll(async () => {
      battery = await catalogue.product('BAT-12', 'Batería 12V', '60.00', 0, '40.00');
      const provider = await admin.post('/api/providers', {
        name: 'Carlos Pérez',
        company_name: 'Distribuidora Los Andes, C.A.',
        tax_id: 'J-30123456-7',
        email: 'ventas@losandes.test',
        phone: '0241-5550000',
      });
      expect(provider.status).toBe(201);
      const registered = await admin.post('/api/shoppings', {
        provider_id: provider.body.id,
        date: '2026-02-10',
        due_date: '2026-03-10',
        invoice_number: 'A-0001',
        payment_type: 'credit',
        deposit_id: catalogue.deposit,
        products: [
          { product_id: filter, cost: '6.00', quantity: 10 },
          { product_id: battery, cost: '40.00', quantity: 2 },
        ],
        payments: [
          { method: methods['pago-movil'].id, amount_ves: '3650', exchange_rate: '36.50', reference: '0123' },
          { method: methods.efectivo.id, amount_usd: '15' },
        ],
      });
      expect(registered.status).toBe(201);
      purchase = registered.body;
    });

    it('shows the provider, the invoice, the lines, the total, what is owed and the payments', async () => {
      const answer = await fetched(admin, `/api/shoppings/${purchase.id}/report`);
      expect(answer.headers.get('content-disposition')).toContain(
        `inline; filename="compra-${purchase.number_shopping}.pdf"`,
      );
      const text = await pdfText(answer);
      const lines = columnsOf(text);
      expect(lines.slice(0, 3).map((line) => line.join(' '))).toEqual([
        'Repuestos El Llano C.A.',
        'RIF: J-12345678-9',
        'Av. Principal, Caracas',
      ]);
      expect(text).toContain(`Compra #${purchase.number_shopping}`);
      for (const [label, value] of [
        ['Proveedor', 'Distribuidora Los Andes, C.A. (Carlos Pérez)'],
        ['RIF', 'J-30123456-7'],
        ['Correo', 'ventas@losandes.test'],
        ['Teléfono', '0241-5550000'],
        ['Factura', 'A-0001'],
        ['Fecha', '10/02/2026'],
        ['Vencimiento', '10/03/2026'],
        ['Estado', 'Pendiente'],
      ])
        expect(lines).toContainEqual([label, value]);
      expect(lines).toContainEqual(['Filtro de aceite', 'FIL-100', '10', '$6.00', '$60.00']);
      expect(lines).toContainEqual(['Batería 12V', 'BAT-12', '2', '$40.00', '$80.00']);
      expect(lines).toContainEqual(['Total', '$140.00']);
      expect(lines).toContainEqual(['Saldo pendiente', '$25.00']);
      // Narrow columns may be one space apart: the payments' lines read with single spaces.
      const flat = lines.map((line) => line.join(' ').replace(/\s+/g, ' '));
      expect(flat).toContain('10/02/2026 Pago móvil $100.00 Bs 3.650,00 Bs 36,50 0123');
      expect(flat).toContain('10/02/2026 Efectivo $15.00 Bs 0,00');
    });

    it('says COMPRA ANULADA once cancelled (status Cancelada, as the detail page), with nothing owed', async () => {
      expect((await admin.post(`/api/shoppings/${purchase.id}/cancel`, {})).status).toBe(200);
      const lines = columnsOf(await pdfText(await fetched(admin, `/api/shoppings/${purchase.id}/report`)));
      expect(lines).toContainEqual([`Compra #${purchase.number_shopping} COMPRA ANULADA`]);
      expect(lines).toContainEqual(['Estado', 'Cancelada']);
      expect(lines).toContainEqual(['Saldo pendiente', '$0.00']);
    });

    it("answers 404 'La compra no existe' for a purchase that does not exist, as its detail does", async () => {
      const answer = await fetched(admin, '/api/shoppings/999999/report');
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ message: 'La compra no existe' });
    });
  });

  describe("a client's statement", () => {
    let client: number;
    const numbers: Record<string, number> = {};

    /** A sale of `units` filters (10.00 each) to the client, paid `pay` in cash at once when given. */
    const sell = async (units: number, options: { pay?: string; estimate?: boolean } = {}) => {
      const answer = await admin.post('/api/orders', {
        date: TODAY,
        client_id: client,
        comentary: 'Venta de prueba',
        estimate: options.estimate ?? false,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: units }],
        ...(options.pay ? { payment: { method: methods.efectivo.id, amount: options.pay } } : {}),
      });
      expect(answer.status).toBe(201);
      return answer.body as { id: number; number_order: number; products: { id: number }[] };
    };

    beforeAll(async () => {
      const created = await admin.post('/api/clients', {
        name: 'Taller La Curva',
        identification: 'V-3000002',
        email: 'curva@correo.test',
        phone: '0414-1112233',
        address: 'Calle 8, Valencia',
        typeClient: 'b',
        companyName: 'La Curva C.A.',
      });
      expect(created.status).toBe(201);
      client = created.body.id;
      // Sold 20.00 and paid, then all returned to the client's credit.
      const returned = await sell(2, { pay: '20.00' });
      numbers.returned = returned.number_order;
      const devolution = await admin.post('/api/devolutions', {
        order_id: returned.id,
        return_type: 'complete',
        products: { [returned.products[0].id]: { return_quantity: 2, return_amount: '20.00', reason: 'Defectuoso' } },
        refund_method: 'credit_note',
        refund_reference: 'NC-7',
      });
      expect(devolution.status).toBe(201);
      numbers.devolution = devolution.body.number;
      expect((await admin.post(`/api/devolutions/${devolution.body.id}/approve`, {})).status).toBe(200);
      // Sold 30.00: 15.00 paid from the credit, 5.00 by a client payment in cash.
      const owing = await sell(3);
      numbers.owing = owing.number_order;
      const byCredit = await admin.post(`/api/orders/${owing.id}/payments`, {
        method: methods['nota-credito'].id,
        amount: '15.00',
      });
      expect(byCredit.status).toBe(200);
      const cash = await admin.post('/api/payments', {
        client_id: client,
        method: methods.efectivo.id,
        amount: '5.00',
        reference: 'P-9',
        date: TODAY,
      });
      expect(cash.status).toBe(201);
      // Neither an estimate nor a cancelled sale is charged.
      numbers.estimate = (await sell(4, { estimate: true })).number_order;
      const cancelled = await sell(1);
      numbers.cancelled = cancelled.number_order;
      expect((await admin.post(`/api/orders/${cancelled.id}/cancel`, {})).status).toBe(200);
    });

    it('lists sales, payments and the credit note in date order with the running balance and the credit', async () => {
      const financial = await suite.as('financial');
      const answer = await fetched(financial, `/api/clients/${client}/statement`);
      expect(answer.headers.get('content-disposition')).toContain('inline;');
      const text = await pdfText(answer);
      const lines = columnsOf(text);
      expect(text).toContain('Estado de cuenta');
      for (const [label, value] of [
        ['Cliente', 'Taller La Curva'],
        ['Cédula / RIF', 'V-3000002'],
        ['Correo', 'curva@correo.test'],
        ['Teléfono', '0414-1112233'],
        ['Empresa', 'La Curva C.A.'],
        ['Tipo de cliente', 'B'],
        ['Dirección', 'Calle 8, Valencia'],
      ])
        expect(lines).toContainEqual([label, value]);
      const day = spanish(TODAY);
      const movements = lines.filter((line) => line[0] === day);
      const cash = methods.efectivo.name;
      expect(movements).toEqual([
        // Charged what it was sold for, paid, then returned: the balance never dips below zero.
        [day, `Venta #${numbers.returned}`, usd(20), usd(20), usd(0)],
        [day, `Pago venta #${numbers.returned} (${cash})`, usd(20), usd(0), usd(0)],
        [day, `Devolución #${numbers.devolution} de la venta #${numbers.returned}`, usd(20), usd(-20), usd(0)],
        [
          day,
          `Nota de crédito: devolución de la venta #${numbers.returned} a saldo a favor, ref. NC-7`,
          usd(20),
          usd(0),
          usd(20),
        ],
        [day, `Venta #${numbers.owing}`, usd(30), usd(30), usd(20)],
        [day, `Pago venta #${numbers.owing} (${methods['nota-credito'].name})`, usd(15), usd(15), usd(5)],
        [day, `Pago venta #${numbers.owing} (${cash}, ref. P-9)`, usd(5), usd(10), usd(5)],
      ]);
      expect(text).not.toContain(`Venta #${numbers.estimate}`);
      expect(text).not.toContain(`Venta #${numbers.cancelled}`);
      expect(lines).toContainEqual(['Saldo adeudado', usd(10)]);
      expect(lines).toContainEqual(['Saldo a favor', usd(5)]);
      // What is owed less the credit is the client's balance as their page shows it.
      const figures = (await admin.get(`/api/clients/${client}`)).body as { balance: number; credit: number };
      expect(figures.credit).toBe(5);
      expect(lines).toContainEqual(['Saldo neto (adeudado menos saldo a favor)', usd(figures.balance)]);
    });

    it("answers 404 'El cliente no existe' for a client that does not exist, as its detail does", async () => {
      const answer = await fetched(admin, '/api/clients/999999/statement');
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ message: 'El cliente no existe' });
    });
  });

  describe('inventories', () => {
    let entry: { id: number; created_at: string };
    let exit: { id: number; created_at: string };
    let gasket: number;
    const who = () => `${me.first_name} ${me.last_name}`.trim();

    beforeAll(async () => {
      gasket = await catalogue.product('EMP-7', 'Empacadura & junta <culata>', '4.00', 0);
      const made = await admin.post('/api/inventories', {
        type: 'add',
        lines: [
          { product_id: filter, deposit_id: catalogue.deposit, quantity: 12 },
          { product_id: gasket, deposit_id: catalogue.deposit, quantity: 1250 },
        ],
      });
      expect(made.status).toBe(201);
      entry = (await admin.get(`/api/inventories/${made.body.id}`)).body;
      const out = await admin.post('/api/inventories', {
        type: 'return',
        lines: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 3 }],
      });
      expect(out.status).toBe(201);
      expect((await admin.post(`/api/inventories/${out.body.id}/approve`, {})).status).toBe(200);
      exit = (await admin.get(`/api/inventories/${out.body.id}`)).body;
    });

    it('exports one inventory to Excel: the account, the title, its type, status and user, its lines and total', async () => {
      const storer = await suite.as('storer');
      const answer = await fetched(storer, `/api/inventories/${entry.id}/export?format=excel`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(answer.headers.get('content-disposition')).toContain(`attachment; filename="inventario-${entry.id}.xlsx"`);
      const rows = await rowsOf(answer);
      expect(rows.map((row) => row ?? [])).toEqual([
        ['Repuestos El Llano C.A.'],
        ['RIF: J-12345678-9'],
        ['Dirección: Av. Principal, Caracas'],
        [`Inventario del ${longDate(entry.created_at)}`],
        [`Tipo: Entrada · Estado: Solicitud · Usuario: ${who()}`],
        [],
        ['Código', 'Producto', 'Depósito', 'Cantidad'],
        ['FIL-100', 'Filtro de aceite', 'Galpón Central', 12],
        ['EMP-7', 'Empacadura & junta <culata>', 'Galpón Central', 1250],
        ['Total', undefined, undefined, 1262],
      ]);
    });

    it('exports one inventory to PDF', async () => {
      const lines = columnsOf(await pdfText(await fetched(admin, `/api/inventories/${exit.id}/export?format=pdf`)));
      expect(lines).toContainEqual([`Inventario del ${longDate(exit.created_at)}`]);
      expect(lines).toContainEqual(['Tipo', 'Salida']);
      expect(lines).toContainEqual(['Estado', 'Procesado']);
      expect(lines).toContainEqual(['Usuario', who()]);
      expect(lines).toContainEqual(['Código', 'Producto', 'Depósito', 'Cantidad']);
      expect(lines).toContainEqual(['FIL-100', 'Filtro de aceite', 'Galpón Central', '3']);
      expect(lines).toContainEqual(['Total', '3']);
    });

    it('refuses another format on its field, and answers 404 for an inventory that does not exist', async () => {
      const bad = await fetched(admin, `/api/inventories/${entry.id}/export?format=word`);
      expectFormErrors(
        { status: bad.status, body: await bad.json() },
        {
          format: ['El formato debe ser uno de: excel, pdf.'],
        },
      );
      const none = await fetched(admin, `/api/inventories/${entry.id}/export`);
      expect(none.status).toBe(400);
      const unknown = await fetched(admin, '/api/inventories/999999/export?format=pdf');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ message: 'No se encontró el inventario' });
    });

    it('writes the inventories report of entries to Excel, newest first, each with its lines', async () => {
      const storer = await suite.as('storer');
      const asked = await storer.post('/api/reports', { type: 'inventories', format: 'excel', params: {} });
      expect(asked.status).toBe(202);
      expect(await finished(storer, asked.body.id)).toMatchObject({
        state: 'completed',
        file_name: `inventarios-${TODAY}.xlsx`,
      });
      const rows = await rowsOf(await downloaded(suite, storer, asked.body.id));
      expect(rows[3][0]).toBe('Inventarios: entradas');
      expect(rows[6]).toEqual(['Fecha', 'Usuario', 'Cantidad', 'Tipo', 'Estado']);
      // Every entry the list shows, newest first (the catalogue's stock entries too), none of the exits.
      const listed = (await admin.get('/api/inventories?filter={"type":"add"}&range=[0,99]')).body as {
        id: number;
        quantity: number;
        status: string;
      }[];
      const headings = rows.slice(7, -1).filter((row) => row[3] === 'Entrada');
      expect(headings.map((row) => row[2])).toEqual(listed.map((inventory) => inventory.quantity));
      expect(rows.slice(7, -1).some((row) => row[3] === 'Salida')).toBe(false);
      expect(rows[7].slice(1)).toEqual([who(), 1262, 'Entrada', 'Solicitud']);
      expect(rows[8]).toEqual(['FIL-100', 'Filtro de aceite', 12, 'Galpón Central']);
      expect(rows[9]).toEqual(['EMP-7', 'Empacadura & junta <culata>', 1250, 'Galpón Central']);
      const total = listed.reduce((sum, inventory) => sum + inventory.quantity, 0);
      expect(rows[rows.length - 1]).toEqual(['Total', `${listed.length} inventarios`, total]);
    });

    it('writes the inventories report of exits to PDF', async () => {
      const asked = await admin.post('/api/reports', {
        type: 'inventories',
        format: 'pdf',
        params: { type: 'return' },
      });
      expect(asked.status).toBe(202);
      expect(await finished(admin, asked.body.id)).toMatchObject({
        state: 'completed',
        file_name: `inventarios-${TODAY}.pdf`,
      });
      const lines = columnsOf(await pdfText(await downloaded(suite, admin, asked.body.id)));
      expect(lines).toContainEqual(['Inventarios: salidas']);
      // Narrow columns may be one space apart: the rows read with single spaces.
      const rows = lines.map((line) => line.join(' ').replace(/\s+/g, ' ')).filter((line) => line.includes('Salida'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(
        // The spec's 24-hour es-VE for inventory moments.
        new RegExp(`^${spanish(TODAY)}, \\d\\d:\\d\\d ${who()} 3 Salida Procesado$`),
      );
      expect(lines).toContainEqual(['Total (1 inventarios)', '3']);
    });

    it('refuses a type that is neither add nor return on its field', async () => {
      expectFormErrors(
        await admin.post('/api/reports', { type: 'inventories', format: 'excel', params: { type: 'todo' } }),
        { type: ['El tipo debe ser uno de: add, return.'] },
      );
    });
  });

  it('lets each role read only the documents of what it may read', async () => {
    const purchase = (await admin.get('/api/shoppings')).body[0].id as number;
    const client = (await admin.get('/api/clients')).body[0].id as number;
    const inventory = (await admin.get('/api/inventories')).body[0].id as number;
    await expectRoleAnswers(
      suite.as,
      {
        financial: '200 200 403 403',
        sales: '403 200 403 403',
        storer: '403 403 200 202',
        endline: '403 403 200 202',
      },
      [
        (client) => fetched(client, `/api/shoppings/${purchase}/report`),
        (caller) => fetched(caller, `/api/clients/${client}/statement`),
        (client) => fetched(client, `/api/inventories/${inventory}/export?format=pdf`),
        (client) => client.post('/api/reports', { type: 'inventories', format: 'pdf', params: { type: 'add' } }),
      ],
    );
  });
});
