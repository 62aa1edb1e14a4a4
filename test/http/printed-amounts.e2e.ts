/**
 * Issue 31, item 14: the printed documents add up as printed (docs/rules.md 'Printed amounts add
 * up'). A sale whose unit prices have half a cent in bolivars ($10.01 x 36.50 = Bs 365,365) is
 * printed on its 80 mm tickets (USD, Bs, COP) and its Presupuesto, a purchase with a discount on
 * its PDF; each read back with pdftotext: every line's quantity x printed unit price is its
 * printed amount, the lines sum to the printed subtotal and the subtotal less the printed
 * discount is the printed total.
 */
import type { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { readPdf } from '../support/pdf';
import { fetchedAs } from '../support/reports';
import { salesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite({ redisUrl: null });

/** The PDF's text lines, runs of spaces reduced to one. */
async function printedLines(client: HttpClient, route: string): Promise<string[]> {
  const response = await fetchedAs(suite, client, route);
  expect({ route, status: response.status }).toEqual({ route, status: 200 });
  const { text } = readPdf(Buffer.from(await response.arrayBuffer()));
  return text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
}

/** A printed figure in hundredths (or tenths for COP on a ticket) as an exact integer: 'Bs 1.456,80' -> 145680. */
const units = (figure: string, decimals: number): number => {
  const venezuelan = !figure.startsWith('$') && !figure.startsWith('-$');
  const digits = figure.replace(/^-?(\$|Bs |COP )/, '');
  const plain = venezuelan ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  const [whole, fraction = ''] = plain.split('.');
  expect(fraction).toHaveLength(decimals);
  return (figure.startsWith('-') ? -1 : 1) * Number(whole + fraction);
};

const FIGURE = '(?:\\$|Bs |COP )[\\d.,]+';

/** The figure ending the first line that starts with `label`: 'Descuento -$1.25' -> '-$1.25'. */
const lastFigure = (lines: string[], label: string): string => {
  const line = lines.find((one) => one.startsWith(`${label} `)) ?? '';
  return new RegExp(`-?${FIGURE}$`).exec(line)?.[0] ?? `missing ${label}`;
};

/** The ticket's lines ('2 x Bs 365,37 Bs 730,74'), subtotal, discount and total, checked to add up; answers them. */
function expectTicketAddsUp(lines: string[], decimals: number) {
  const priced = lines
    .map((line) => new RegExp(`^(\\d+) x (${FIGURE}) (${FIGURE})$`).exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, quantity, unit, amount]) => ({
      quantity: Number(quantity),
      unit: units(unit, decimals),
      amount: units(amount, decimals),
    }));
  const figureOf = (label: string) => {
    const line = lines.find((one) => one.startsWith(`${label} `));
    expect({ label, line }).toEqual({ label, line: expect.any(String) });
    return units(line!.slice(label.length + 1).replace(/^-/, ''), decimals);
  };
  expect(priced).toHaveLength(3);
  for (const line of priced) expect(line.quantity * line.unit).toBe(line.amount);
  const subtotal = figureOf('Subtotal');
  expect(priced.reduce((sum, line) => sum + line.amount, 0)).toBe(subtotal);
  const total = figureOf('Total');
  expect(subtotal - figureOf('Descuento')).toBe(total);
  return { priced, subtotal, total };
}

describe('printed amounts add up', () => {
  let admin: HttpClient;
  let sale: number;

  beforeAll(async () => {
    admin = suite.admin;
    // 110.5 pesos per bolívar: the COP units have half a tenth too.
    const catalogue = await salesCatalogue(admin, { change: '36.50', cop_change: '110.5' });
    const products = [
      // $10.01 x 36.50 = Bs 365,365 -> 365,37: 2 x 365,37 = 730,74 (the total converted: 730,73).
      await catalogue.product('MED-1', 'Medio céntimo', '10.01', 50),
      // $19.97 x 36.50 = Bs 728,905 -> 728,91: 2 x 728,91 = 1.457,82 (converted: 1.457,81).
      await catalogue.product('MED-2', 'Otro medio céntimo', '19.97', 50),
      // $0.33 x 36.50 = Bs 12,045 -> 12,05: 7 x 12,05 = 84,35 (converted: 84,32).
      await catalogue.product('MED-3', 'Arandela', '0.33', 50),
    ];
    const client = await admin.post('/api/clients', {
      name: 'Luis Mora',
      identification: 'V-7654321',
      typeClient: 'a',
    });
    const answer = await admin.post('/api/orders', {
      date: '2026-01-12',
      client_id: client.body.id,
      comentary: 'Mostrador',
      estimate: false,
      discount: { type: 'amount', value: '1.25' },
      products: products.map((product_id, index) => ({
        product_id,
        deposit_id: catalogue.deposit,
        quantity: [2, 2, 7][index],
      })),
    });
    expect([answer.status, answer.body.errors]).toEqual([201, undefined]);
    sale = answer.body.id;
  });

  it('prints the Bs ticket with each line as quantity x the printed unit price, summed as printed', async () => {
    const lines = await printedLines(admin, `/api/orders/${sale}/report-thermical/ves`);
    const { priced, total } = expectTicketAddsUp(lines, 2);
    expect(priced.map((line) => line.unit)).toEqual([36537, 72891, 1205]);
    expect(lines).toEqual(expect.arrayContaining(['2 x Bs 365,37 Bs 730,74', '2 x Bs 728,91 Bs 1.457,82']));
    // 730,74 + 1.457,82 + 84,35 - 45,63 ($1.25 x 36.50 = 45,625).
    expect(total).toBe(222728);
    expect(lines).toContain('Pendiente: Bs 2.227,28');
  });

  it('prints the COP ticket (one decimal) adding up the same way, from each unit’s printed Bs', async () => {
    const lines = await printedLines(admin, `/api/orders/${sale}/report-thermical/cop`);
    const { priced } = expectTicketAddsUp(lines, 1);
    // 365,37 x 110,5 = 40.373,385 -> 40.373,4; 728,91 x 110,5 = 80.544,555 -> 80.544,6; 12,05 x 110,5 = 1.331,525 -> 1.331,5.
    expect(priced.map((line) => line.unit)).toEqual([403734, 805446, 13315]);
  });

  it('prints the USD ticket adding up too', async () => {
    expectTicketAddsUp(await printedLines(admin, `/api/orders/${sale}/report-thermical/usd`), 2);
  });

  it('prints on the Presupuesto the USD lines that add up and the Bs total of the Bs ticket', async () => {
    const lines = await printedLines(admin, `/api/orders/${sale}/report`);
    const priced = lines
      .map((line) => new RegExp(`^MED-\\d .* (\\d+) (${FIGURE}) (${FIGURE})$`).exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, quantity, unit, amount]) => ({
        quantity: Number(quantity),
        unit: units(unit, 2),
        amount: units(amount, 2),
      }));
    expect(priced).toHaveLength(3);
    for (const line of priced) expect(line.quantity * line.unit).toBe(line.amount);
    const figure = (label: string) => Math.abs(units(lastFigure(lines, label), 2));
    expect(priced.reduce((sum, line) => sum + line.amount, 0)).toBe(figure('Subtotal'));
    expect(figure('Subtotal') - figure('Descuento')).toBe(figure('Total USD'));
    expect(lines).toContain('Total Bs (tasa Bs 36,50) Bs 2.227,28');
    // In COP with two decimals: 2 x 40.373,39 + 2 x 80.544,56 + 7 x 1.331,53 - 45,63 x 110,5 (5.042,12).
    expect(lines).toContain('Total COP (tasa 110,5) COP 246.114,49');
  });

  it('prints a purchase with a discount: its lines, subtotal, discount and total add up', async () => {
    const provider = await admin.post('/api/providers', {
      name: 'Carlos Pérez',
      company_name: 'Los Andes C.A.',
      tax_id: 'J-30123456-7',
      email: 'ventas@losandes.test',
      phone: '0241-5550000',
    });
    expect(provider.status).toBe(201);
    const products = (await admin.get('/api/products')).body as { id: number; code: string }[];
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const purchase = await admin.post('/api/shoppings', {
      provider_id: provider.body.id,
      date: '2026-02-10',
      due_date: '2026-03-10',
      invoice_number: 'B-0002',
      payment_type: 'credit',
      deposit_id: (await admin.get('/api/deposits')).body[0].id,
      discount_percentage: 10,
      products: products.map((product, index) => ({
        product_id: product.id,
        cost: ['6.67', '3.33', '0.17'][index] ?? '1.00',
        quantity: 3,
      })),
      payments: [{ method: methods.find((method) => method.code === 'efectivo')!.id, amount_usd: '5' }],
    });
    expect(purchase.status).toBe(201);
    const lines = await printedLines(admin, `/api/shoppings/${purchase.body.id}/report`);
    const priced = lines
      .map((line) => new RegExp(`^.* MED-\\d (\\d+) (${FIGURE}) (${FIGURE})$`).exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, quantity, unit, amount]) => ({
        quantity: Number(quantity),
        unit: units(unit, 2),
        amount: units(amount, 2),
      }));
    expect(priced).toHaveLength(3);
    for (const line of priced) expect(line.quantity * line.unit).toBe(line.amount);
    const figure = (label: string) => Math.abs(units(lastFigure(lines, label), 2));
    expect(priced.reduce((sum, line) => sum + line.amount, 0)).toBe(figure('Subtotal'));
    expect(figure('Subtotal') - figure('Descuento')).toBe(figure('Total'));
    expect(figure('Total')).toBe(Math.round(Number(purchase.body.total) * 100));
  });
});
