/**
 * The fiscal books over HTTP (issue 33, item 6): under regime special with a control range (the
 * routes), invoices, a credit note, payments with IGTF and a refund, taxed purchases (one withheld,
 * one without control number, one cancelled); the 'Libro de Ventas' and 'Libro de Compras' report
 * jobs of a month read back from their Excel: rows in date and number order, bolivars at each
 * document's rate, totals at the foot; the PDF; a bad month; who may ask them.
 */
import { expectFormErrors } from '../support/form-errors';
import { appendRaw as append, dollarPayment, invoice, taxedPurchase, taxes } from '../support/fiscal-book-events';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { readPdf } from '../support/pdf';
import { downloaded, finished, REPORT_ACCOUNT, rowsOf } from '../support/reports';

const suite = httpSuite({ redisUrl: null });
jest.setTimeout(120000);

type Sheet = (string | number | null)[][];
const sheetOf = async (response: Response): Promise<Sheet> =>
  Array.from(await rowsOf(response), (row) =>
    Array.from(row ?? [], (cell) => (cell ?? null) as string | number | null),
  );
/** The table under its header row (the one starting 'N°'). */
const tableOf = (rows: Sheet) => rows.slice(rows.findIndex((row) => row[0] === 'N°'));

describe('the fiscal books over HTTP', () => {
  let admin: HttpClient;
  let provider: number;

  /** Raw events (the routes of parts A, B, C are built in parallel: see fiscal-book-events.ts). */
  const appendRaw = (streamId: string, type: string, data: object) => append(suite.server, streamId, type, data);

  const book = async (client: HttpClient, type: string, month: string, format = 'excel') => {
    const asked = await client.post('/api/reports', { type, format, params: { month } });
    expect(asked.status).toBe(202);
    const status = await finished(client, asked.body.id, 60000);
    expect([status.state, status.error]).toEqual(['completed', undefined]);
    return downloaded(suite, client, asked.body.id);
  };

  beforeAll(async () => {
    admin = suite.admin;
    expect((await admin.put('/api/accounts/1', REPORT_ACCOUNT)).status).toBe(200);
    // Through the routes on main: the regime, the IGTF agent, a control range.
    const settings = await admin.put('/api/fiscal/settings', {
      regime: 'special',
      igtf_agent: true,
      igtf_rate: '3.00',
    });
    expect(settings.status).toBe(200);
    expect((await admin.post('/api/fiscal/control-ranges', { prefix: '00-', from: 1, to: 100 })).status).toBe(201);
    const created = await admin.post('/api/providers', {
      name: 'Pedro Gómez',
      company_name: 'Distribuidora Los Andes C.A.',
      tax_id: 'J-30123456-7',
    });
    expect(created.status).toBe(201);
    provider = created.body.id;

    // Raw (parts A and B): a dollar payment with IGTF before its invoice, the invoices of November
    // (the later number on the earlier day), a credit note with its refund's IGTF, one of December.
    await appendRaw('order-900001', 'OrderPaymentRecorded', dollarPayment('900001', '1', '100.00', '3.00'));
    await appendRaw(
      'order-900001',
      'OrderInvoiced',
      invoice('900001', '1', '00-00000001', '2026-11-10', '36.50', {
        taxes: taxes(['G', '16.00', '100.00', '16.00'], ['R', '8.00', '50.00', '4.00']),
        exempt: '10.00',
        tax_total: '20.00',
        base: '160.00',
        total: '180.00',
      }),
    );
    await appendRaw(
      'order-900002',
      'OrderInvoiced',
      invoice('900002', '2', '00-00000002', '2026-11-05', '40.00', {
        taxes: taxes(['A', '31.00', '10.00', '3.10']),
        exempt: '0.00',
        tax_total: '3.10',
        base: '10.00',
        total: '13.10',
      }),
    );
    await appendRaw('order-900001', 'CreditNoteIssued', {
      ...invoice('900001', '1', '00-00000003', '2026-11-20', '36.50', {
        taxes: taxes(['G', '16.00', '50.00', '8.00']),
        exempt: '0.00',
        tax_total: '8.00',
        base: '50.00',
        total: '58.00',
      }),
      invoice_number: '1',
      invoice_control_number: '00-00000001',
      number: '1',
      devolution_id: '900011',
    });
    await appendRaw('order-900001', 'OrderReturned', {
      id: '900001',
      devolution_id: '900011',
      amount: '58.00',
      returned: '58.00',
      total: '122.00',
      returned_cost: '20.00',
      lines: [{ line_id: '1', quantity: 1 }],
      refund: {
        payment_id: '2',
        method: 'transfer',
        method_id: '3',
        method_code: 'zelle',
        method_name: 'Zelle',
        amount: '16.67',
        reference: '',
        igtf: '0.50',
      },
      credit_note: null,
      paid: '83.33',
      state: 'finish',
    });
    await appendRaw(
      'order-900003',
      'OrderInvoiced',
      invoice('900003', '3', '00-00000004', '2026-12-01', '41.0025', {
        taxes: taxes(['G', '16.00', '10.00', '1.60']),
        exempt: '0.00',
        tax_total: '1.60',
        base: '10.00',
        total: '11.60',
      }),
    );
    // Raw (part C): a purchase withheld 75 %, one registered under regime none, one cancelled.
    await appendRaw(
      'shopping-900021',
      'ShoppingRegistered',
      taxedPurchase('900021', provider, {
        control_number: '00-004512',
        taxes: taxes(['G', '16.00', '200.00', '32.00']),
        exempt: '0.00',
        tax_total: '32.00',
        total: '232.00',
        withholding_rate: 75,
        iva_withheld: '24.00',
        withholding_voucher: '20261100000001',
      }),
    );
    await appendRaw('shopping-900022', 'ShoppingRegistered', taxedPurchase('900022', provider, {}));
    await appendRaw(
      'shopping-900023',
      'ShoppingRegistered',
      taxedPurchase('900023', provider, {
        control_number: '00-004513',
        taxes: [],
        exempt: '200.00',
        tax_total: '0.00',
      }),
    );
    await appendRaw('shopping-900023', 'ShoppingCancelled', { id: '900023' });
  });

  it('writes the sales book of a month: invoices and credit notes in date and number order, in bolivars, with IGTF and totals', async () => {
    const rows = await sheetOf(await book(admin, 'sales-book', '2026-11'));
    expect(rows[0]).toEqual([REPORT_ACCOUNT.name]);
    expect(rows).toContainEqual(['Libro de Ventas']);
    expect(rows).toContainEqual(['Noviembre de 2026 (montos en bolívares a la tasa de cada documento)']);
    expect(tableOf(rows)).toEqual([
      [
        'N°',
        'Fecha',
        'RIF o cédula',
        'Nombre o razón social',
        'N° de factura',
        'N° de nota de crédito',
        'N° de control',
        'Tipo de documento',
        'Factura afectada',
        'Tasa (Bs/USD)',
        'Total con IVA (Bs)',
        'Exento (Bs)',
        'Base 16 % (Bs)',
        'IVA 16 % (Bs)',
        'Base 8 % (Bs)',
        'IVA 8 % (Bs)',
        'Base 31 % (Bs)',
        'IVA 31 % (Bs)',
        'IGTF percibido (Bs)',
      ],
      // 13.10 x 40.00; its 31 % base and IVA.
      [
        1,
        '05/11/2026',
        'V-900002',
        'Cliente 900002',
        '2',
        null,
        '00-00000002',
        'Factura',
        null,
        '40.00',
        524,
        0,
        0,
        0,
        0,
        0,
        400,
        124,
        0,
      ],
      // 180.00 x 36.50; IGTF 3.00 paid - 0.50 refunded = 2.50 x 36.50.
      [
        2,
        '10/11/2026',
        'V-900001',
        'Cliente 900001',
        '1',
        null,
        '00-00000001',
        'Factura',
        null,
        '36.50',
        6570,
        365,
        3650,
        584,
        1825,
        146,
        0,
        0,
        91.25,
      ],
      // The credit note takes back 58.00 x 36.50.
      [
        3,
        '20/11/2026',
        'V-900001',
        'Cliente 900001',
        null,
        '1',
        '00-00000003',
        'Nota de crédito',
        '1',
        '36.50',
        -2117,
        0,
        -1825,
        -292,
        0,
        0,
        0,
        0,
        0,
      ],
      [
        'Totales',
        '3 documentos',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        4977,
        365,
        1825,
        292,
        1825,
        146,
        400,
        124,
        91.25,
      ],
    ]);
  });

  it('writes the purchases book: taxed purchases with the provider’s RIF, the IVA withheld and its voucher; none without control number, none cancelled', async () => {
    const rows = tableOf(await sheetOf(await book(admin, 'purchases-book', '2026-11')));
    expect(rows).toEqual([
      [
        'N°',
        'Fecha',
        'RIF del proveedor',
        'Nombre o razón social',
        'N° de factura',
        'N° de control',
        'Tipo de documento',
        'Tasa (Bs/USD)',
        'Total con IVA (Bs)',
        'Exento (Bs)',
        'Base 16 % (Bs)',
        'IVA 16 % (Bs)',
        'Base 8 % (Bs)',
        'IVA 8 % (Bs)',
        'Base 31 % (Bs)',
        'IVA 31 % (Bs)',
        'IVA retenido (Bs)',
        'N° de comprobante',
      ],
      [
        1,
        '15/11/2026',
        'J-30123456-7',
        'Distribuidora Los Andes C.A.',
        'A-900021',
        '00-004512',
        'Factura',
        '36.00',
        8352,
        0,
        7200,
        1152,
        0,
        0,
        0,
        0,
        864,
        '20261100000001',
      ],
      ['Totales', '1 documento', null, null, null, null, null, null, 8352, 0, 7200, 1152, 0, 0, 0, 0, 864],
    ]);
  });

  it('lists only the month asked: December has its own invoice, a month without documents only the totals', async () => {
    const december = tableOf(await sheetOf(await book(admin, 'sales-book', '2026-12')));
    // At 41.0025: 11.60 -> 475.629 -> 475.63; the base 10.00 -> 410.025 -> 410.03 (half up); IVA 1.60 -> 65.604 -> 65.60.
    expect(december.map((row) => [row[0], row[4], row[9], row[10], row[12], row[13]])).toEqual([
      ['N°', 'N° de factura', 'Tasa (Bs/USD)', 'Total con IVA (Bs)', 'Base 16 % (Bs)', 'IVA 16 % (Bs)'],
      [1, '3', '41.0025', 475.63, 410.03, 65.6],
      ['Totales', null, null, 475.63, 410.03, 65.6],
    ]);
    const empty = tableOf(await sheetOf(await book(admin, 'purchases-book', '2026-10')));
    expect(empty.slice(1)).toEqual([
      ['Totales', '0 documentos', null, null, null, null, null, null, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('prints the sales book to PDF too', async () => {
    const response = await book(admin, 'sales-book', '2026-11', 'pdf');
    const { text } = readPdf(Buffer.from(await response.arrayBuffer()));
    for (const words of ['Libro de Ventas', 'Noviembre de 2026', '00-00000003', 'IGTF percibido', 'Totales'])
      expect(text).toContain(words);
    // Every amount column fits the page: the totals row ends with the IGTF's.
    expect(text).toMatch(/Bs 4\.977,00\s+Bs 365,00.*Bs 124,00\s+Bs 91,25/s);
  });

  it('refuses a missing or malformed month with a 400 on its field', async () => {
    for (const type of ['sales-book', 'purchases-book']) {
      expectFormErrors(await admin.post('/api/reports', { type, params: {} }), { month: ['El mes es obligatorio.'] });
      for (const month of ['2026-13', '2026-1', 'noviembre', '2026-11-01'])
        expectFormErrors(await admin.post('/api/reports', { type, params: { month } }), {
          month: ['El mes no es válido: debe ser AAAA-MM (por ejemplo 2026-12).'],
        });
    }
  });

  it('lets admin, financial and the auditor ask the books; no other role', async () => {
    for (const role of ['financial', 'auditor'] as const) {
      const client = await suite.as(role);
      expect(tableOf(await sheetOf(await book(client, 'purchases-book', '2026-11')))).toHaveLength(3);
    }
    for (const role of ['sales', 'storer', 'endline'] as const) {
      const client = await suite.as(role);
      for (const type of ['sales-book', 'purchases-book'])
        expect([
          role,
          type,
          (await client.post('/api/reports', { type, params: { month: '2026-11' } })).status,
        ]).toEqual([role, type, 403]);
    }
  });
});
