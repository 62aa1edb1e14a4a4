/**
 * A sale's documents from its page in the browser (sales.md, Sale detail): the report links and
 * the ticket buttons open the PDFs in a new tab (the Presupuesto names the client), the Factura
 * link only once there is an invoice number, no ticket while the sale waits for payment, and the
 * POS's ticket screen frames the USD ticket with 'Imprimir'.
 */
import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';
import { readPdf } from '../support/pdf';
import { openedDocument } from '../support/opened-document';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

const TODAY = new Date().toISOString().slice(0, 10);

describe("a sale's documents in the browser", () => {
  let admin: HttpClient;
  /** A credit sale waiting for dispatch, with invoice F-0100. */
  let dispatching: { id: number; number_order: number };
  /** A sale waiting for payment, without invoice. */
  let waiting: { id: number; number_order: number };

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 10, '12.00');
    const client = await admin.post('/api/clients', {
      name: 'Transportes Apure',
      identification: 'J-30111222-3',
      email: 'apure@correo.test',
      phone: '0414-5550000',
      address: 'San Fernando de Apure',
      typeClient: 'a',
    });
    expect(client.status).toBe(201);
    const sell = async (body: Record<string, unknown>) => {
      const answer = await admin.post('/api/orders', {
        date: TODAY,
        client_id: client.body.id,
        comentary: 'Venta preparada',
        estimate: false,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 2 }],
        ...body,
      });
      expect(answer.status).toBe(201);
      return answer.body as { id: number; number_order: number };
    };
    dispatching = await sell({ isCredit: true });
    expect((await admin.put(`/api/orders/${dispatching.id}/invoice`, { invoice_number: 'F-0100' })).status).toBe(200);
    waiting = await sell({});
  });

  it('opens the Presupuesto and the USD ticket of a sale from its page, in new tabs', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/orders/${dispatching.id}`);
    await visible(page.getByRole('heading', { name: `Venta #${dispatching.number_order}` }));
    const reports = page.getByRole('group', { name: 'Reportes de la venta' });
    for (const name of ['Presupuesto', 'Nota de entrega', 'Factura', 'POS'])
      await visible(reports.getByRole('link', { name }));
    expect(await reports.getByRole('link', { name: 'POS' }).getAttribute('href')).toBe(`/pos/${dispatching.id}/show`);

    const estimate = await openedDocument(page, `/api/orders/${dispatching.id}/report`, () =>
      reports.getByRole('link', { name: 'Presupuesto' }).click(),
    );
    expect({ status: estimate.status, type: estimate.contentType }).toEqual({ status: 200, type: 'application/pdf' });
    const text = readPdf(estimate.bytes).text;
    expect(text).toContain('Transportes Apure');
    expect(text).toContain(`Presupuesto #${dispatching.number_order}`);

    const tickets = page.getByRole('group', { name: 'Imprimir ticket' });
    // The sale has a peso rate (110 per bolívar): the three currencies.
    for (const currency of ['USD', 'BsD', 'COP'])
      await visible(tickets.getByRole('button', { name: `Imprimir ticket ${currency}` }));
    const ticket = await openedDocument(page, `/api/orders/${dispatching.id}/report-thermical/usd`, () =>
      tickets.getByRole('button', { name: 'Imprimir ticket USD' }).click(),
    );
    expect({ status: ticket.status, type: ticket.contentType }).toEqual({ status: 200, type: 'application/pdf' });
    const roll = readPdf(ticket.bytes);
    expect(roll.width).toBeCloseTo(226.77, 0);
    expect(roll.text).toContain('$40.00');
  });

  it('offers no Factura without invoice number, and no ticket while the sale waits for payment', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/orders/${waiting.id}`);
    const reports = page.getByRole('group', { name: 'Reportes de la venta' });
    await visible(reports.getByRole('link', { name: 'Nota de entrega' }));
    expect(await reports.getByRole('link', { name: 'Factura' }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Imprimir ticket' }).count()).toBe(0);
  });

  it("shows the sale's USD ticket on the POS's ticket screen, with 'Imprimir'", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/pos/${dispatching.id}/show`);
    const heading = `Ticket de la venta #${dispatching.number_order}`;
    await visible(page.getByRole('heading', { name: heading }));
    await visible(page.getByRole('button', { name: 'Imprimir' }));
    const frame = page.locator(`iframe[title="${heading}"]`);
    expect(await frame.getAttribute('src')).toBe(`/api/orders/${dispatching.id}/report-thermical/usd`);
  });
});
