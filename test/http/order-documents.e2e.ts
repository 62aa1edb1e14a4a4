/**
 * A sale's printed documents over HTTP (issue 14, Documents of one record): the Presupuesto, the
 * Nota de entrega, the Factura and the 80 mm tickets read back with pdftotext and pdfinfo — the
 * account's header, the client, the lines, the totals in USD and in Bs and COP at the order's own
 * rate — and what each refuses: an unknown sale, a Factura without invoice number, a COP ticket
 * without peso rate, an unknown currency; and who may print them.
 */
import type { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { readPdf } from '../support/pdf';
import { fetchedAs, REPORT_ACCOUNT } from '../support/reports';
import { expectRoleAnswers } from '../support/role-answers';
import { salesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite({ redisUrl: null });

interface Printed {
  status: number;
  contentType: string | null;
  disposition: string | null;
  /** Who may frame it: X-Frame-Options and the Content-Security-Policy. */
  framing: { 'x-frame-options': string | null; csp: string | null };
  /** pdftotext -layout of the bytes ('' when not a PDF). */
  text: string;
  /** pdfinfo's page width in points. */
  width: number;
  images: number;
  /** The JSON of a refusal. */
  body: { message?: string; errors?: Record<string, string[]> } | null;
}

/** GET `route` as `client`: the PDF read back, or the refusal's JSON. */
async function printed(client: HttpClient, route: string): Promise<Printed> {
  const response = await fetchedAs(suite, client, route);
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type');
  const answer = {
    status: response.status,
    contentType,
    disposition: response.headers.get('content-disposition'),
    framing: {
      'x-frame-options': response.headers.get('x-frame-options'),
      csp: response.headers.get('content-security-policy'),
    },
  };
  if (contentType !== 'application/pdf') {
    return { ...answer, text: '', width: 0, images: 0, body: bytes.length ? JSON.parse(bytes.toString()) : null };
  }
  return { ...answer, ...readPdf(bytes), body: null };
}

/** The text's lines with their runs of spaces (pdftotext's columns) reduced to one. */
const lines = (text: string) => text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());

describe("a sale's printed documents", () => {
  let admin: HttpClient;
  /**
   * 2 x FIL-100 at $12.50 and 3 x BUJ-200 at $3.75 ($36.25), $0.50 off: $35.75, at 36.50 Bs per
   * dollar and 110 pesos per bolívar; paid Bs 365,00 ($10.00) and $5.00 cash; invoice F-0077.
   */
  let sale: { id: number; number: number };
  /** An estimate, cancelled. */
  let cancelled: { id: number; number: number };
  /** A sale of the old system: no peso rate. */
  let withoutPesos: { id: number; number: number };

  beforeAll(async () => {
    admin = suite.admin;
    expect((await admin.put('/api/accounts/1', REPORT_ACCOUNT)).status).toBe(200);
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 100);
    const plug = await catalogue.product('BUJ-200', 'Bujía <platino>', '3.75', 100);
    const client = await admin.post('/api/clients', {
      name: 'Ana Rojas & Cía',
      identification: 'V-9876543',
      email: 'ana@correo.test',
      phone: '0414-7654321',
      address: 'Calle 5, Maracay',
      typeClient: 'a',
    });
    expect(client.status).toBe(201);
    const sell = async (body: Record<string, unknown>) => {
      const answer = await admin.post('/api/orders', {
        date: '2026-01-12',
        client_id: client.body.id,
        comentary: 'Entregar en la mañana',
        estimate: false,
        products: [
          { product_id: filter, deposit_id: catalogue.deposit, quantity: 2 },
          { product_id: plug, deposit_id: catalogue.deposit, quantity: 3 },
        ],
        ...body,
      });
      expect(answer.status).toBe(201);
      return { id: answer.body.id as number, number: Number(answer.body.number_order) };
    };
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const method = (code: string) => methods.find((one) => one.code === code)!.id;

    sale = await sell({ discount: { type: 'amount', value: '0.50' } });
    const inBolivars = {
      method: method('transferencia'),
      amount_bs: '365.00',
      exchange_rate: '36.50',
      reference: 'T-1',
    };
    expect((await admin.post(`/api/orders/${sale.id}/payments`, inBolivars)).status).toBe(200);
    expect(
      (await admin.post(`/api/orders/${sale.id}/payments`, { method: method('efectivo'), amount: '5' })).status,
    ).toBe(200);
    expect((await admin.put(`/api/orders/${sale.id}/invoice`, { invoice_number: 'F-0077' })).status).toBe(200);

    cancelled = await sell({ estimate: true });
    expect((await admin.post(`/api/orders/${cancelled.id}/cancel`, {})).status).toBe(200);

    withoutPesos = await sell({});
    // Sales of the old system were kept without a peso rate (every new sale takes the current one's).
    await suite.server.running.knex('rm.orders').where({ id: withoutPesos.id }).update({ cop_change: null });
  });

  it('prints the Presupuesto: header, client, lines, totals in USD, Bs and COP at the order rate', async () => {
    const pdf = await printed(admin, `/api/orders/${sale.id}/report`);
    expect({ status: pdf.status, type: pdf.contentType }).toEqual({ status: 200, type: 'application/pdf' });
    expect(pdf.disposition).toContain(`inline; filename="presupuesto-${sale.number}.pdf"`);
    expect(pdf.width).toBeCloseTo(612, 0);
    // The admin's own pages may frame it (the POS ticket screen), no other site.
    expect(pdf.framing).toEqual({ 'x-frame-options': 'SAMEORIGIN', csp: "frame-ancestors 'self'" });
    const text = lines(pdf.text);
    expect(text).toEqual(
      expect.arrayContaining([
        'Repuestos El Llano C.A.',
        'RIF: J-12345678-9',
        'Av. Principal, Caracas',
        `Presupuesto #${sale.number}`,
        'Cliente Ana Rojas & Cía',
        'Identificación V-9876543',
        'Dirección Calle 5, Maracay',
        'Teléfono 0414-7654321',
        'Fecha 12 de enero de 2026',
        'FIL-100 Filtro de aceite 2 $12.50 $25.00',
        'BUJ-200 Bujía <platino> 3 $3.75 $11.25',
        'Subtotal $36.25',
        'Descuento -$0.50',
        'Total USD $35.75',
        // The Bs ticket's total (docs/rules.md 'Printed amounts add up'): Bs 912,50 + 3 x Bs 136,88
        // (3.75 x 36.50 = 136,875, half-up) - Bs 18,25; in COP each printed Bs unit x 110 pesos.
        'Total Bs (tasa Bs 36,50) Bs 1.304,89',
        'Total COP (tasa 110) COP 143.537,90',
        'Observaciones: Entregar en la mañana',
      ]),
    );
    expect(pdf.text).not.toContain('ANULADA');
  });

  it('prints the Nota de entrega: quantities and deposits, no prices, and the signature lines', async () => {
    const pdf = await printed(admin, `/api/orders/${sale.id}/report-storer`);
    expect(pdf.status).toBe(200);
    const text = lines(pdf.text);
    expect(text).toEqual(
      expect.arrayContaining([
        'RIF: J-12345678-9',
        `Nota de entrega #${sale.number}`,
        'Cliente Ana Rojas & Cía',
        'FIL-100 Filtro de aceite Galpón Central 2',
        'BUJ-200 Bujía <platino> Galpón Central 3',
        'Total de unidades 5',
        'Entregado por Recibido por',
      ]),
    );
    expect(pdf.text).not.toMatch(/\$|Bs /);
  });

  it('prints the Factura with its number and totals in USD and Bs, and refuses a sale without one', async () => {
    const pdf = await printed(admin, `/api/orders/${sale.id}/report-invoice`);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toContain(`filename="factura-${sale.number}.pdf"`);
    const text = lines(pdf.text);
    expect(text).toEqual(
      expect.arrayContaining([
        'Repuestos El Llano C.A.',
        'Factura N° F-0077',
        `Venta #${sale.number}`,
        'Cliente Ana Rojas & Cía',
        'FIL-100 Filtro de aceite 2 $12.50 $25.00',
        'Total USD $35.75',
        'Total Bs (tasa Bs 36,50) Bs 1.304,89',
      ]),
    );
    expect(pdf.text).not.toContain('COP');
    const refused = await printed(admin, `/api/orders/${withoutPesos.id}/report-invoice`);
    expect({ status: refused.status, message: refused.body?.message }).toEqual({
      status: 409,
      message: 'La venta no tiene número de factura',
    });
  });

  it('prints the tickets 80 mm wide in USD, in Bs at the order rate and in COP with one decimal', async () => {
    const inDollars = await printed(admin, `/api/orders/${sale.id}/report-thermical/usd`);
    expect({ status: inDollars.status, type: inDollars.contentType }).toEqual({ status: 200, type: 'application/pdf' });
    // 80 mm = 226.77 pt (Chromium rounds the roll's width to its pixels: within half a point).
    expect(inDollars.width).toBeCloseTo(226.77, 0);
    expect(lines(inDollars.text)).toEqual(
      expect.arrayContaining([
        'Repuestos El Llano C.A.',
        'RIF: J-12345678-9',
        `Venta #${sale.number}`,
        'Cliente: Ana Rojas & Cía',
        'FIL-100 Filtro de aceite',
        '2 x $12.50 $25.00',
        '3 x $3.75 $11.25',
        'Subtotal $36.25',
        'Descuento -$0.50',
        'Total $35.75',
        'Pendiente: $20.75',
      ]),
    );
    // Each payment in dollars; its bolívares only when it was paid in them.
    const payments = lines(inDollars.text.slice(inDollars.text.indexOf('Pagos')));
    expect(payments.filter((line) => line.startsWith('Transferencia (Bs)') || line.startsWith('Efectivo'))).toEqual([
      'Transferencia (Bs) $10.00',
      'Efectivo $5.00',
    ]);
    expect(payments).toContain('Bs 365,00');
    expect(payments.filter((line) => line.startsWith('Bs '))).toEqual(['Bs 365,00']);

    const inBolivars = await printed(admin, `/api/orders/${sale.id}/report-thermical/ves`);
    expect(inBolivars.width).toBeCloseTo(226.77, 0);
    expect(lines(inBolivars.text)).toEqual(
      expect.arrayContaining([
        // 12.50 x 36.50 = 456,25; 3.75 x 36.50 = 136,875 -> 136,88, and 3 x 136,88 = 410,64 (the
        // printed unit times the quantity, docs/rules.md 'Printed amounts add up').
        '2 x Bs 456,25 Bs 912,50',
        '3 x Bs 136,88 Bs 410,64',
        'Subtotal Bs 1.323,14',
        'Descuento -Bs 18,25',
        'Total Bs 1.304,89',
        'Tasa: Bs 36,50',
        // The printed total less the $15.00 paid (Bs 547,50).
        'Pendiente: Bs 757,39',
      ]),
    );

    const inPesos = await printed(admin, `/api/orders/${sale.id}/report-thermical/cop`);
    expect(inPesos.width).toBeCloseTo(226.77, 0);
    expect(lines(inPesos.text)).toEqual(
      expect.arrayContaining([
        '2 x COP 50.187,5 COP 100.375,0',
        '3 x COP 15.056,8 COP 45.170,4',
        'Total COP 143.537,9',
      ]),
    );
  });

  it('marks a cancelled sale ANULADA on its documents', async () => {
    for (const route of ['report', 'report-storer', 'report-thermical/usd']) {
      const pdf = await printed(admin, `/api/orders/${cancelled.id}/${route}`);
      expect({ route, status: pdf.status, cancelled: lines(pdf.text).includes('ANULADA') }).toEqual({
        route,
        status: 200,
        cancelled: true,
      });
    }
  });

  it('refuses a COP ticket without peso rate, an unknown currency and an unknown sale', async () => {
    const noPesos = await printed(admin, `/api/orders/${withoutPesos.id}/report-thermical/cop`);
    expect({ status: noPesos.status, message: noPesos.body?.message }).toEqual({
      status: 409,
      message: 'No hay tasa de pesos para esta venta',
    });
    const estimate = await printed(admin, `/api/orders/${withoutPesos.id}/report`);
    expect(estimate.status).toBe(200);
    expect(estimate.text).not.toContain('COP');
    expect((await printed(admin, `/api/orders/${withoutPesos.id}/report-thermical/usd`)).status).toBe(200);

    const euros = await printed(admin, `/api/orders/${sale.id}/report-thermical/eur`);
    expect({ status: euros.status, errors: euros.body?.errors }).toEqual({
      status: 400,
      errors: { currency: ['La moneda del ticket debe ser usd, ves o cop'] },
    });
    for (const route of ['report', 'report-storer', 'report-invoice', 'report-thermical/usd']) {
      const unknown = await printed(admin, `/api/orders/999999/${route}`);
      expect({ route, status: unknown.status, message: unknown.body?.message }).toEqual({
        route,
        status: 404,
        message: 'La venta no existe',
      });
    }
  });

  it('lets whoever reads orders print them (endline may not)', async () => {
    await expectRoleAnswers(
      suite.as,
      { sales: '200 200', storer: '200 200', financial: '200 200', endline: '403 403' },
      [
        (client) => printed(client, `/api/orders/${sale.id}/report`),
        (client) => printed(client, `/api/orders/${sale.id}/report-thermical/ves`),
      ],
    );
    expect((await printed(suite.anonymous(), `/api/orders/${sale.id}/report`)).status).toBe(401);
  });
});
