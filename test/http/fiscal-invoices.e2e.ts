/**
 * Why this file exists: issue 33, items 1, 4 and 7 over HTTP. The fiscal settings and control
 * ranges (who may change them, their 400s and 409s); under regime `none` the free invoice number
 * as before; under a regime `PUT /api/orders/{id}/invoice` {} issues the fiscal invoice with final,
 * gapless numbers (50 at once get 50 consecutive numbers and control numbers), refused twice, on
 * an estimate or a cancelled sale and when no control number is left; an invoiced sale is closed
 * to edits; an approved return of an invoiced sale issues its credit note.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { readPdf } from '../support/pdf';
import { fetchedAs, REPORT_ACCOUNT } from '../support/reports';
import { listQuery } from '../support/list-query';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite({ redisUrl: null });

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const CLOSED = 'La factura ya fue emitida: corrija con una nota de crédito';
const NO_CONTROL = 'No quedan números de control autorizados: registre un nuevo rango';

interface Order {
  id: number;
  number_order: number;
  order_state: string;
  invoice_number: string | null;
  control_number?: string | null;
  invoiced_at?: string | null;
  invoice?: { number: string; control_number: string; taxes: unknown[]; total: string } | null;
  credit_notes?: { number: string; control_number: string; invoice_number: string }[];
  products: { id: number; quick: boolean }[];
}

describe('fiscal invoices over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let product: number;
  let client: number;
  /** A sale recorded under regime `none`: its total has no IVA. */
  let untaxed: Order;

  const sell = async (changes: Record<string, unknown> = {}): Promise<Order> => {
    const answer = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta fiscal',
      estimate: false,
      client_id: client,
      isCredit: true,
      products: [{ product_id: product, deposit_id: catalogue.deposit, quantity: 2 }],
      ...changes,
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as Order;
  };
  const invoice = (id: number, body: Record<string, unknown> = {}, as = admin) =>
    as.put(`/api/orders/${id}/invoice`, body);
  const order = async (id: number): Promise<Order> => (await admin.get(`/api/orders/${id}`)).body;
  const refused = (answer: { status: number; body: { message?: unknown } }, message: string) =>
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 409, message });
  /** The PDF at `route` read back with pdftotext, its runs of spaces as one. */
  const pdfText = async (route: string) => {
    const response = await fetchedAs(suite, admin, route);
    expect({ route, status: response.status, type: response.headers.get('content-type') }).toEqual({
      route,
      status: 200,
      type: 'application/pdf',
    });
    return readPdf(Buffer.from(await response.arrayBuffer())).text.replace(/[ \t]+/g, ' ');
  };
  /** A 400 of `send` with `message` under `name`. */
  const fieldRefused =
    (
      send: (body: Record<string, unknown>) => Promise<{ status: number; body: { errors?: Record<string, string[]> } }>,
    ) =>
    async (body: Record<string, unknown>, name: string, message: string) => {
      const answer = await send(body);
      expect({ status: answer.status, errors: answer.body.errors?.[name] }).toEqual({ status: 400, errors: [message] });
    };
  const settings = (body: unknown, as = admin) => as.put('/api/fiscal/settings', body as Record<string, unknown>);
  const range = (body: Record<string, unknown>, as = admin) => as.post('/api/fiscal/control-ranges', body);

  beforeAll(async () => {
    admin = suite.admin;
    expect((await admin.put('/api/accounts/1', REPORT_ACCOUNT)).status).toBe(200);
    catalogue = await salesCatalogue(admin);
    product = await catalogue.product('FIL-33', 'Filtro fiscal', '10.00', 1000, '6.00');
    const answer = await admin.post('/api/clients', {
      name: 'Taller Fiscal',
      identification: 'J-33000001',
      typeClient: 'a',
    });
    client = answer.body.id;
  });

  describe('the fiscal settings', () => {
    it('are off by default and every role reads them', async () => {
      const sales = await suite.as('sales');
      for (const as of [admin, sales]) {
        const answer = await as.get('/api/fiscal/settings');
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({
          regime: 'none',
          igtf_agent: false,
          igtf_rate: '3.00',
          next_invoice_number: 1,
          invoicing_started: false,
          control_numbers_left: 0,
          control_numbers_low: true,
        });
      }
    });

    it('are changed by the admin only: 403 for the other roles', async () => {
      for (const role of ['sales', 'financial', 'auditor'] as const) {
        const as = await suite.as(role);
        expect((await settings({ regime: 'ordinary' }, as)).status).toBe(403);
        expect((await range({ prefix: '00-', from: 1, to: 10 }, as)).status).toBe(403);
      }
      expect((await admin.get('/api/fiscal/settings')).body.regime).toBe('none');
    });

    it('refuse bad values with a 400 on each field', async () => {
      const field = fieldRefused(settings);
      await field(
        { regime: 'otro' },
        'regime',
        'Seleccione un régimen: ninguno, contribuyente ordinario o contribuyente especial',
      );
      await field(
        { igtf_agent: 'si' },
        'igtf_agent',
        'Indique si la empresa es agente de percepción del IGTF (sí o no)',
      );
      await field(
        { igtf_rate: '101' },
        'igtf_rate',
        'La alícuota del IGTF debe ser un número entre 0 y 100 con hasta 2 decimales',
      );
      await field(
        { igtf_rate: '3.125' },
        'igtf_rate',
        'La alícuota del IGTF debe ser un número entre 0 y 100 con hasta 2 decimales',
      );
      await field(
        { next_invoice_number: 0 },
        'next_invoice_number',
        'El próximo número de factura debe ser un número entero entre 1 y 99.999.999',
      );
    });

    it('refuse bad ranges with a 400 on each field, and an overlapping range with a 409', async () => {
      const field = fieldRefused(range);
      await field(
        { prefix: 'con espacio', from: 1, to: 10 },
        'prefix',
        'El prefijo puede tener hasta 10 letras, números o guiones',
      );
      await field(
        { prefix: '00-', from: 0, to: 10 },
        'from',
        'El primer número del rango debe ser un entero entre 1 y 99.999.999',
      );
      await field(
        { prefix: '00-', from: 1 },
        'to',
        'El último número del rango debe ser un entero entre 1 y 99.999.999',
      );
      await field(
        { prefix: '00-', from: 10, to: 5 },
        'to',
        'El último número del rango debe ser mayor o igual que el primero',
      );
      expect((await admin.get('/api/fiscal/control-ranges')).body).toEqual([]);
    });
  });

  describe('under regime none', () => {
    it('keeps the free invoice number as before: required, set, and no fiscal field on the order', async () => {
      untaxed = await sell();
      const sale = await sell();
      const empty = await invoice(sale.id);
      expect(empty.status).toBe(400);
      expect(empty.body.errors.invoice_number).toEqual(expect.any(Array));
      const set = await invoice(sale.id, { invoice_number: 'F-LIBRE-1' });
      expect(set.status).toBe(200);
      expect(set.body.invoice_number).toBe('F-LIBRE-1');
      expect(set.body).not.toHaveProperty('control_number');
    });
  });

  describe('under a regime', () => {
    let first: Order;

    beforeAll(async () => {
      const set = await settings({ regime: 'ordinary', next_invoice_number: 12 });
      expect(set.body).toMatchObject({ regime: 'ordinary', next_invoice_number: 12 });
      const registered = await range({ prefix: '00-', from: 1, to: 55 });
      expect(registered.status).toBe(201);
      expect(registered.body).toMatchObject({ prefix: '00-', from: 1, to: 55, next: 1, left: 55 });
      const overlap = await range({ prefix: '00-', from: 50, to: 60 });
      refused(overlap, 'El rango se solapa con el rango 00-00000001 a 00-00000055 ya registrado');
    });

    it('issues the fiscal invoice: the next invoice number and control number, with its taxes', async () => {
      first = await sell();
      const answer = await invoice(first.id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        invoice_number: '12',
        control_number: '00-00000001',
        invoiced_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        invoice: {
          number: '12',
          control_number: '00-00000001',
          client_identification: 'J-33000001',
          taxes: [{ code: 'G', rate: '16.00', base: '20.00', amount: '3.20' }],
          exempt: '0.00',
          tax_total: '3.20',
          total: '23.20',
        },
        credit_notes: [],
      });
      expect(await order(first.id)).toMatchObject({ invoice_number: '12', control_number: '00-00000001' });
      const settingsNow = (await admin.get('/api/fiscal/settings')).body;
      expect(settingsNow).toMatchObject({ next_invoice_number: 13, invoicing_started: true, control_numbers_left: 54 });
      refused(
        await settings({ next_invoice_number: 1 }),
        'La numeración de facturas ya comenzó: el próximo número es 13 y no se puede cambiar',
      );
    });

    it('refuses it twice, on an estimate, on a cancelled sale and on a sale recorded without taxes, taking no number', async () => {
      refused(await invoice(first.id), 'La factura de esta venta ya fue emitida: N° 12, control 00-00000001');
      const estimate = await sell({ estimate: true });
      refused(await invoice(estimate.id), 'No se puede emitir factura a un presupuesto ni a una orden anulada');
      const cancelled = await sell({ isCredit: false });
      expect((await admin.post(`/api/orders/${cancelled.id}/cancel`, {})).status).toBe(200);
      refused(await invoice(cancelled.id), 'No se puede emitir factura a un presupuesto ni a una orden anulada');
      refused(
        await invoice(untaxed.id),
        'La venta se registró sin régimen fiscal (sin IVA): no se puede emitir su factura fiscal',
      );
      expect((await invoice(999999)).status).toBe(404);
      expect((await admin.get('/api/fiscal/settings')).body).toMatchObject({ next_invoice_number: 13 });
    });

    it('refuses it to a role that may not set invoices', async () => {
      const storer = await suite.as('storer');
      const sale = await sell();
      expect((await invoice(sale.id, {}, storer)).status).toBe(403);
      expect((await order(sale.id)).invoice_number).toBeNull();
    });

    it('closes the invoiced sale to edits: discount, cancel, free number', async () => {
      const sale = await sell({ isCredit: false });
      expect((await invoice(sale.id)).status).toBe(200);
      refused(await admin.put(`/api/orders/${sale.id}/discount`, { type: 'percentage', amount: '10' }), CLOSED);
      refused(await admin.delete(`/api/orders/${sale.id}/discount`), CLOSED);
      refused(await admin.post(`/api/orders/${sale.id}/cancel`, {}), CLOSED);
      const now = await order(sale.id);
      expect(now).toMatchObject({ order_state: 'request', invoice_number: '13' });
    });

    it('gives 50 invoices issued at once 50 distinct consecutive numbers and control numbers', async () => {
      const sales: Order[] = [];
      for (let batch = 0; batch < 5; batch++)
        sales.push(...(await Promise.all(Array.from({ length: 10 }, () => sell()))));
      const answers = await Promise.all(sales.map((sale) => invoice(sale.id)));
      expect(answers.map((answer) => answer.status)).toEqual(sales.map(() => 200));
      const numbers = answers.map((answer) => Number(answer.body.invoice_number)).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => 14 + index));
      const controls = answers.map((answer) => answer.body.control_number as string).sort();
      expect(controls).toEqual(Array.from({ length: 50 }, (_, index) => `00-${String(3 + index).padStart(8, '0')}`));
      // Each order's invoice number goes with its control number in the order they were given.
      const pairs = answers.map((answer) => [
        Number(answer.body.invoice_number),
        Number(answer.body.control_number.slice(3)),
      ]);
      for (const [number, control] of pairs) expect(control - number).toBe(3 - 14);
    });

    it('refuses an invoice when no control number is left, then issues it from a new range', async () => {
      // 52 of 55 used: three left.
      for (let index = 0; index < 3; index++) expect((await invoice((await sell()).id)).status).toBe(200);
      const ranges = (await admin.get('/api/fiscal/control-ranges')).body;
      expect(ranges).toMatchObject([{ prefix: '00-', next: 56, left: 0 }]);
      expect((await admin.get('/api/fiscal/settings')).body).toMatchObject({
        control_numbers_left: 0,
        control_numbers_low: true,
      });
      const waiting = await sell();
      refused(await invoice(waiting.id), NO_CONTROL);
      expect((await order(waiting.id)).invoice_number).toBeNull();
      expect((await range({ prefix: '01-', from: 1, to: 100 })).status).toBe(201);
      const answer = await invoice(waiting.id);
      expect(answer.body).toMatchObject({ invoice_number: '67', control_number: '01-00000001' });
      expect((await admin.get('/api/fiscal/settings')).body).toMatchObject({
        control_numbers_left: 99,
        control_numbers_low: false,
      });
    });

    it('issues a credit note when a return of an invoiced sale is approved, listed on the order', async () => {
      const sale = await sell();
      const once = { headers: { 'Idempotency-Key': `factura-${sale.id}` } };
      const invoiced = (await admin.put(`/api/orders/${sale.id}/invoice`, {}, once)).body as Order;
      // Retried with its key, the invoice answers its own numbers again and takes none.
      const retried = await admin.put(`/api/orders/${sale.id}/invoice`, {}, once);
      expect([retried.status, retried.body.invoice_number, retried.body.control_number]).toEqual([
        200,
        invoiced.invoice_number,
        invoiced.control_number,
      ]);
      const line = sale.products[0].id;
      const devolution = await admin.post('/api/devolutions', {
        order_id: sale.id,
        return_type: 'partial',
        products: { [line]: { return_quantity: 1, return_amount: '10.00', reason: 'Defectuoso' } },
        refund_method: 'none',
        refund_reference: null,
      });
      expect(devolution.status).toBe(201);
      const approval = { headers: { 'Idempotency-Key': `aprobar-${devolution.body.id}` } };
      const approved = await admin.post(`/api/devolutions/${devolution.body.id}/approve`, {}, approval);
      expect(approved.status).toBe(200);
      // Retried with its key (a double click, a timeout), the approval answers the same credit note.
      const again = await admin.post(`/api/devolutions/${devolution.body.id}/approve`, {}, approval);
      expect([again.status, again.body.credit_note]).toEqual([200, approved.body.credit_note]);
      expect(approved.body.credit_note).toEqual({
        number: '1',
        control_number: '01-00000003',
        invoice_number: invoiced.invoice_number,
        taxes: [{ code: 'G', rate: '16.00', base: '10.00', amount: '1.60' }],
        exempt: '0.00',
        tax_total: '1.60',
        base: '10.00',
        total: '11.60',
      });
      expect((await order(sale.id)).credit_notes).toMatchObject([
        {
          number: '1',
          control_number: '01-00000003',
          invoice_number: invoiced.invoice_number,
          invoice_control_number: '01-00000002',
        },
      ]);
      // The Factura and the Nota de crédito, read back as printed.
      const factura = await pdfText(`/api/orders/${sale.id}/report-invoice`);
      for (const text of [
        `Factura N° ${invoiced.invoice_number}`,
        'N° de control 01-00000002',
        'RIF: J-12345678-9',
        'Repuestos El Llano C.A.',
        'RIF / C.I. J-33000001',
        'FIL-33 Filtro fiscal G (General (16 %)) 2 $10.00 $20.00',
        'Base imponible G 16 % $20.00 Bs 730,00',
        'IVA G 16 % $3.20 Bs 116,80',
        'Exento $0.00 Bs 0,00',
        'Total $23.20 Bs 846,80',
        'Tasa de cambio: Bs 36,50',
      ])
        expect(factura).toContain(text);
      const nota = await pdfText(`/api/orders/${sale.id}/report-credit-note/${devolution.body.id}`);
      for (const text of [
        'Nota de crédito N° 1',
        'N° de control 01-00000003',
        `Factura afectada N° ${invoiced.invoice_number}, control 01-00000002`,
        'FIL-33 Filtro fiscal G (General (16 %)) 1 $10.00 $10.00',
        'IVA G 16 % $1.60 Bs 58,40',
        'Total $11.60 Bs 423,40',
      ])
        expect(nota).toContain(text);
      expect((await admin.get(`/api/orders/${sale.id}/report-credit-note/999999`)).status).toBe(404);
      // The activity log names the invoice, the credit note within the approval, the settings and the ranges.
      const logged = async (q: string) => {
        for (let attempt = 0; attempt < 50; attempt++) {
          const rows = (await admin.get(`/api/logs${listQuery({ q })}`)).body as { description: string }[];
          if (rows.length) return rows.map((row) => row.description);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return [];
      };
      expect(await logged(`factura N° ${invoiced.invoice_number},`)).toEqual([
        `Emitió la factura N° ${invoiced.invoice_number}, control 01-00000002 de la venta #${sale.number_order}`,
      ]);
      expect((await logged('nota de crédito N° 1,'))[0]).toMatch(
        new RegExp(
          `^Aprobó la devolución #\\d+ de la venta #${sale.number_order} por \\$11\\.60: sin reembolso; emitió la nota de crédito N° 1, control 01-00000003 \\(factura N° ${invoiced.invoice_number}\\)$`,
        ),
      );
      expect(await logged('rango de control 01-')).toEqual(['Registró el rango de control 01-00000001 a 01-00000100']);
      expect(await logged('configuración fiscal')).toEqual([
        'Cambió la configuración fiscal: contribuyente ordinario, no es agente de percepción del IGTF, primera factura N° 12',
      ]);
      // A return of a sale not invoiced issues none.
      const plain = await sell();
      const other = await admin.post('/api/devolutions', {
        order_id: plain.id,
        return_type: 'partial',
        products: { [plain.products[0].id]: { return_quantity: 1, return_amount: '10.00', reason: 'Defectuoso' } },
        refund_method: 'none',
        refund_reference: null,
      });
      const done = await admin.post(`/api/devolutions/${other.body.id}/approve`, {});
      expect(done.status).toBe(200);
      expect(done.body).not.toHaveProperty('credit_note');
    });
  });
});
