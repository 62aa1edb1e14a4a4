/**
 * Issue 33, items 1 and 4, in the browser: the admin opens 'Configuración fiscal' from the
 * sidebar, registers a control range (the low warning goes away once 50 or more remain) and
 * changes the regime through its confirmation; the auditor reads the screen without a write
 * button; on a sale's page 'Emitir factura' asks for confirmation, then shows the invoice and
 * control numbers, and its 'Factura' link opens the fiscal invoice, read back with pdftotext; an
 * approved return's credit note is listed among the sale's documents with its PDF.
 */
import { HttpClient } from '../support/http-client';
import { browserSuite, sidebar, visible } from '../support/browser';
import { readPdf } from '../support/pdf';
import { openedDocument } from '../support/opened-document';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const AUDITOR = { email: 'auditor-fiscal@prueba.test', password: 'Clave-auditor-1' };

describe("'Configuración fiscal' and 'Emitir factura' in the browser", () => {
  let admin: HttpClient;
  let sale: { id: number; number_order: number };
  /** A sale of 2 filters, made once the regime is on (a sale recorded without IVA gets no fiscal invoice). */
  let sell: () => Promise<void>;

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    await server.createUser({ ...AUDITOR, role: 'auditor', first_name: 'Ana', last_name: 'Auditora' });
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 10, '12.00');
    const client = await admin.post('/api/clients', {
      name: 'Transportes Apure',
      identification: 'J-30111222-3',
      typeClient: 'a',
    });
    sell = async () => {
      const answer = await admin.post('/api/orders', {
        date: TODAY,
        client_id: client.body.id,
        comentary: 'Venta fiscal',
        estimate: false,
        isCredit: true,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 2 }],
      });
      expect(answer.status).toBe(201);
      sale = answer.body;
    };
  });

  it('as the admin: registers a control range and changes the regime after confirming', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    await sidebar(page).getByRole('link', { name: 'Configuración fiscal' }).click();
    await visible(page.getByRole('heading', { name: 'Configuración fiscal', level: 2 }));
    const ranges = page.getByTestId('fiscal-ranges');
    await visible(ranges.getByText('No hay rangos de números de control registrados.'));
    await visible(ranges.getByText('Quedan 0 números de control autorizados: registre un nuevo rango.'));

    await ranges.getByLabel('Prefijo').fill('00-');
    await ranges.getByLabel('Desde').fill('10');
    await ranges.getByLabel('Hasta').fill('5');
    await ranges.getByRole('button', { name: 'Registrar rango' }).click();
    await visible(ranges.getByText('El último número del rango debe ser mayor o igual que el primero'));
    await ranges.getByLabel('Desde').fill('1');
    await ranges.getByLabel('Hasta').fill('60');
    await ranges.getByRole('button', { name: 'Registrar rango' }).click();
    const row = ranges.getByRole('row', { name: /00-00000001/ });
    await visible(row);
    expect(await row.innerText()).toMatch(/00-00000060\s+60\s+En uso/);
    await ranges.getByText(/^Quedan 0 números/).waitFor({ state: 'detached' });

    const settings = page.getByTestId('fiscal-settings');
    await settings.getByRole('combobox', { name: 'Régimen' }).click();
    await page.getByRole('option', { name: 'Contribuyente ordinario' }).click();
    await settings.getByRole('button', { name: 'Guardar configuración' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cambiar el régimen fiscal?' });
    await visible(dialog.getByText(/El régimen pasará a «Contribuyente ordinario»/));
    await dialog.getByRole('button', { name: 'Cambiar régimen' }).click();
    await visible(page.getByText('Configuración fiscal guardada'));
    expect((await admin.get('/api/fiscal/settings')).body).toMatchObject({
      regime: 'ordinary',
      control_numbers_left: 60,
    });
  });

  it('as the auditor: reads the screen, with no write button', async () => {
    const page = await suite.signedIn(AUDITOR.email, AUDITOR.password, '/fiscal');
    await visible(page.getByText('Solo el administrador puede cambiar la configuración fiscal.'));
    await visible(page.getByRole('row', { name: /00-00000001/ }));
    expect(await page.getByRole('button', { name: /Guardar configuración|Registrar rango/ }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Régimen' }).isDisabled()).toBe(true);
  });

  it("issues the fiscal invoice from the sale's page, then its Factura reads back with its numbers", async () => {
    const { server } = suite;
    await sell();
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/orders/${sale.id}`);
    await visible(page.getByRole('heading', { name: `Venta #${sale.number_order}` }));
    const panel = page.getByTestId('order-fiscal-invoice');
    await panel.getByRole('button', { name: 'Emitir factura' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Emitir la factura fiscal?' });
    await visible(dialog.getByText(/Es definitiva/));
    await dialog.getByRole('button', { name: 'Emitir factura' }).click();
    await visible(panel.getByText('00-00000001'));
    expect(await panel.innerText()).toMatch(/Factura N°\s*1\s*·\s*N° de control\s*00-00000001/);
    expect(await panel.getByRole('button', { name: 'Emitir factura' }).count()).toBe(0);

    const reports = page.getByRole('group', { name: 'Reportes de la venta' });
    const factura = await openedDocument(page, `/api/orders/${sale.id}/report-invoice`, () =>
      reports.getByRole('link', { name: 'Factura' }).click(),
    );
    expect({ status: factura.status, type: factura.contentType }).toEqual({ status: 200, type: 'application/pdf' });
    const text = readPdf(factura.bytes).text.replace(/[ \t]+/g, ' ');
    for (const line of [
      'Factura N° 1',
      'N° de control 00-00000001',
      'RIF / C.I. J-30111222-3',
      'IVA G 16 % $6.40',
      'Total $46.40',
    ])
      expect(text).toContain(line);
  });

  it("lists the credit note of an approved return among the sale's documents, with its PDF", async () => {
    const { server } = suite;
    const detail = (await admin.get(`/api/orders/${sale.id}`)).body as { products: { id: number }[] };
    const devolution = await admin.post('/api/devolutions', {
      order_id: sale.id,
      return_type: 'partial',
      products: { [detail.products[0].id]: { return_quantity: 1, return_amount: '20.00', reason: 'Defectuoso' } },
      refund_method: 'none',
      refund_reference: null,
    });
    expect(devolution.status).toBe(201);
    expect((await admin.post(`/api/devolutions/${devolution.body.id}/approve`, {})).body.credit_note).toMatchObject({
      number: '1',
      control_number: '00-00000002',
    });
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/orders/${sale.id}`);
    const reports = page.getByRole('group', { name: 'Reportes de la venta' });
    const link = reports.getByRole('link', { name: 'Nota de crédito N° 1' });
    await visible(link);
    const path = `/api/orders/${sale.id}/report-credit-note/${devolution.body.id}`;
    const note = await openedDocument(page, path, () => link.click());
    expect({ status: note.status, type: note.contentType }).toEqual({ status: 200, type: 'application/pdf' });
    const text = readPdf(note.bytes).text.replace(/[ \t]+/g, ' ');
    for (const line of ['Nota de crédito N° 1', 'Factura afectada N° 1, control 00-00000001', 'Total $23.20'])
      expect(text).toContain(line);
  });
});
