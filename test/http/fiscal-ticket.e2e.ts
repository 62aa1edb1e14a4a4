/**
 * Issue 33: a taxed sale's 80 mm ticket read back with pdftotext: its base, IVA per rate, exempt
 * and the total with IVA, in dollars and in bolivars at the sale's rate, and the IGTF of a payment
 * in dollars; the Presupuesto's totals alike. (Under regime `none` the ticket is order-documents.e2e's, unchanged.)
 */
import { httpSuite } from '../support/http-suite';
import { readPdf } from '../support/pdf';
import { fetchedAs } from '../support/reports';
import { salesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite({ redisUrl: null });
const TODAY = new Date().toISOString().slice(0, 10);
const lines = (text: string) => text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());

describe("a taxed sale's ticket", () => {
  it('prints the base, the IVA per rate, the exempt base, the total with IVA and the IGTF', async () => {
    const admin = suite.admin;
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 10);
    const bread = await catalogue.product('PAN-1', 'Pan canilla', '5.00', 10);
    const current = (await admin.get(`/api/products/${bread}`)).body;
    expect((await admin.put(`/api/products/${bread}`, { ...current, iva: 'E' })).status).toBe(200);
    await admin.put('/api/fiscal/settings', { regime: 'ordinary', igtf_agent: true, igtf_rate: '3.00' });
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const cash = methods.find((method) => method.code === 'efectivo')!.id;
    const sale = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta con IVA',
      estimate: false,
      without_client: true,
      products: [
        { product_id: filter, deposit_id: catalogue.deposit, quantity: 2 },
        { product_id: bread, deposit_id: catalogue.deposit, quantity: 1 },
      ],
      payment: { method: cash, amount: '10.00', reference: '' },
    });
    expect({ status: sale.status, body: sale.body }).toMatchObject({ status: 201 });
    const read = async (document: string) => {
      const response = await fetchedAs(suite, admin, `/api/orders/${sale.body.id}/${document}`);
      expect(response.status).toBe(200);
      return lines(readPdf(Buffer.from(await response.arrayBuffer())).text);
    };
    // $25.00 at G (IVA $4.00) and $5.00 exempt: $34.00; at 36.50 Bs per dollar.
    expect(await read('report-thermical/usd')).toEqual(
      expect.arrayContaining([
        'Subtotal $30.00',
        'Base imponible $30.00',
        'IVA 16 % $4.00',
        'Exento $5.00',
        'Total $34.00',
        'IGTF $0.30',
      ]),
    );
    expect(await read('report-thermical/ves')).toEqual(
      expect.arrayContaining([
        'Base imponible Bs 1.095,00',
        'IVA 16 % Bs 146,00',
        'Exento Bs 182,50',
        'Total Bs 1.241,00',
      ]),
    );
    // The Presupuesto (the sale's letter document) prints them alike, its totals with the IVA.
    expect(await read('report')).toEqual(
      expect.arrayContaining(['Base imponible $30.00', 'IVA 16 % $4.00', 'Exento $5.00', 'Total USD $34.00']),
    );
  });
});
