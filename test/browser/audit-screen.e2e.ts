/**
 * Issue 32, items 5 and 6, in the browser: the auditor signs in, sees 'Auditoría' in the sidebar,
 * opens screens without a write button and without a single refused call, runs the chain's
 * verify and reads its result, takes the books as of a chosen instant (the three tables, with the
 * server's totals) and, from a row, the record's history and 'Ver como estaba el…'. The admin
 * creates an auditor through the users form and closes a period through the confirmation that
 * names the day. At 390 px the screen fits the phone.
 */
import type { Page } from 'playwright-core';
import { seedDemo } from '../../apps/api/src/demo/seed-demo';
import { HttpClient } from '../support/http-client';
import { listQuery } from '../support/list-query';
import { browserSuite, openScreen, sidebar, visible } from '../support/browser';

jest.setTimeout(300_000);
const suite = browserSuite();
const AUDITOR = { email: 'auditora@prueba.test', password: 'Clave-auditora-1' };
const SMALL_DEMO = { products: 8, clients: 4, sales: 6 };
/** Buttons and links that would write: none is the auditor's. */
const WRITES =
  /^(Crear|Nuev[oa]|Editar|Eliminar|Guardar|Anular|Cancelar venta|Registrar|Pagar|Despachar|Aprobar|Rechazar|Facturar|Aplicar descuento|Cerrar período|Procesar|Restaurar|Marcar)/i;

/** Every answer of 403 the page gets from now on. */
const refusedCalls = (page: Page) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
  return refused;
};

/** 'YYYY-MM-DDTHH:mm:ss' in Caracas (UTC-4, the pages' zone) of an instant, as the datetime-local takes it. */
const caracasInput = (instant: Date) => new Date(instant.getTime() - 4 * 3600_000).toISOString().slice(0, 19);

const usd = (value: unknown) =>
  new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(Number(value));

describe("the auditor's screen", () => {
  let admin: HttpClient;
  const ids: Record<string, number | string> = {};

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBe(200);
    expect(await seedDemo(server.running, () => undefined, SMALL_DEMO)).toBe('loaded');
    await server.createUser({ ...AUDITOR, role: 'auditor', first_name: 'Ana', last_name: 'Auditora' });
    for (const resource of [
      'orders',
      'shoppings',
      'clients',
      'inventories',
      'providers',
      'products',
      'payments',
      'deposits',
    ]) {
      const answer = await admin.get(`/api/${resource}${listQuery({}, ['id', 'ASC'], [0, 0])}`);
      ids[resource] = answer.body[0]?.id;
    }
    // A sale waiting for its dispatch: those who dispatch choose its lines there, the auditor does not.
    const waiting = await admin.get(`/api/orders${listQuery({ order_state: 'delivery' }, ['id', 'ASC'], [0, 0])}`);
    ids.delivery = waiting.body[0]?.id;
    expect(ids.delivery).toBeDefined();
  });

  it('as the auditor: the sidebar, no write on the screens, the verify, the books and a history', async () => {
    const page = await suite.signedIn(AUDITOR.email, AUDITOR.password);
    const refused = refusedCalls(page);
    await visible(sidebar(page).getByRole('link', { name: 'Auditoría' }));
    // The dashboard's figures, not its quick links.
    expect(await page.getByRole('link', { name: /^Nueva venta$/ }).count()).toBe(0);

    const screens: Array<[string, RegExp]> = [
      ['/clients', /^Clientes$/],
      ['/products', /^Productos$/],
      ['/orders', /^Ventas$/],
      ['/shoppings', /^Compras$/],
      ['/users', /^Usuarios$/],
      ['/brands', /^Marcas$/],
      ['/taxes', /^Tasas de Cambio$/],
      ['/logs', /^Registros$/],
      [`/orders/${ids.orders}`, /^Venta #\d+$/],
      [`/orders/${ids.delivery}`, /^Venta #\d+$/],
      [`/clients/${ids.clients}`, /^Cliente .+/],
      [`/shoppings/${ids.shoppings}`, /^Compra #\d+$/],
      ['/providers', /^Proveedores$/],
      [`/providers/${ids.providers}`, /^Proveedor .+/],
      [`/products/${ids.products}`, /^(?!Editar |Proveedor ).+/],
      ['/inventories', /^Inventario$/],
      [`/inventories/${ids.inventories}`, /^Inventario del .+/],
      ['/transfers', /^Transferencias$/],
      ['/devolutions', /^Devoluciones$/],
      ['/spents', /^Gastos$/],
      ['/payment-methods', /^Métodos de pago$/],
      ['/dealers', /^Distribuidores$/],
      ['/requests', /^Solicitudes$/],
      ['/organizations', /^Tiendas$/],
      ['/deposits', /^Depósitos$/],
      ['/reports', /^Reportes$/],
      ['/ordersDaily', /^Reporte diario de ventas$/],
      ['/ordersReportFinancial', /^Reporte financiero de ventas$/],
      [`/pos/${ids.orders}/show`, /^Ticket de la venta #\d+$/],
      [`/payments/${ids.payments}`, /^Pago #\d+$/],
      [`/deposits/${ids.deposits}/transfer`, /^Transferencias de .+/],
      ['/', /^Panel de Control$/],
    ];
    const writes: string[] = [];
    for (const [path, title] of screens) {
      await openScreen(page, suite.server.baseUrl, path);
      await visible(page.locator('h1').filter({ hasText: title }));
      await page.locator('[role="progressbar"]:visible').first().waitFor({ state: 'hidden' });
      const buttons = await page.getByRole('button', { name: WRITES }).allInnerTexts();
      const links = await page.getByRole('link', { name: WRITES }).allInnerTexts();
      const creates = await page.locator('a[href$="/create"], a[href$="/edit"]').count();
      if (buttons.length + links.length + creates > 0)
        writes.push(`${path}: ${[...buttons, ...links].join(', ')} (${creates} enlaces de escritura)`);
    }
    expect(writes).toEqual([]);
    // The sale waiting for its dispatch shows its lines, without the boxes to choose them.
    await openScreen(page, suite.server.baseUrl, `/orders/${ids.delivery}`);
    await visible(page.getByRole('table', { name: 'Productos de la venta' }));
    expect(await page.getByRole('checkbox').count()).toBe(0);
    // No screen the auditor opens is refused a call it makes.
    expect(refused).toEqual([]);

    // The chain: sealed events, a verify with its result.
    await sidebar(page).getByRole('link', { name: 'Auditoría' }).click();
    await visible(page.locator('h1').filter({ hasText: /^Auditoría$/ }));
    const chain = page.getByTestId('audit-chain');
    await visible(chain.getByTestId('chain-sealed'));
    await chain.getByRole('button', { name: 'Verificar cadena' }).click();
    // Its result, then (the chain's state told) as the chain's last verify, by whom.
    await visible(chain.getByTestId('last-verify').getByText(/^Cadena íntegra: [\d.]+ eventos verificados$/));
    await visible(chain.getByTestId('last-verify').getByText(/Ana Auditora/));
    // The closings: listed, but no form for the auditor.
    await visible(page.getByTestId('audit-closings'));
    expect(await page.getByRole('button', { name: 'Cerrar período' }).count()).toBe(0);

    // The books as of an instant picked now, with the server's totals for that instant.
    // An instant after the demo's business, to the second.
    const instant = new Date(Date.now() - 1000);
    instant.setMilliseconds(0);
    const books = page.getByTestId('audit-books');
    await books.getByLabel('Fecha y hora').fill(caracasInput(instant));
    await books.getByRole('button', { name: 'Consultar' }).click();
    const expected = (await admin.get(`/api/audit/books?as_of=${encodeURIComponent(instant.toISOString())}`)).body;
    expect(expected.totals).toBeDefined();
    for (const [table, total] of [
      ['Cuentas por cobrar', expected.totals.receivables],
      ['Cuentas por pagar', expected.totals.payables],
      ['Inventario valorado', expected.totals.stock_cost],
    ]) {
      const region = books.getByRole('region', { name: table });
      await visible(region.getByRole('table', { name: table }));
      await visible(region.getByTestId('books-total').filter({ hasText: usd(total) }));
    }
    // The Excel of the same books: a report job, followed to its download.
    await books.getByRole('button', { name: 'Exportar a Excel' }).click();
    const exported = page.getByRole('dialog', { name: 'Libros a una fecha (Excel)' });
    await visible(exported.getByText('El reporte está listo.'));
    await visible(exported.getByRole('link', { name: /^Descargar .+\.xlsx$/ }));
    await exported.getByRole('button', { name: 'Cerrar' }).click();

    // A row's history, and the record as it was at its first step.
    const stock = books.getByRole('region', { name: 'Inventario valorado' });
    await stock
      .getByRole('link', { name: /^Historial de / })
      .first()
      .click();
    await visible(page.locator('h1').filter({ hasText: /^Historial del producto #\d+$/ }));
    await page
      .getByRole('button', { name: /^Ver como estaba el / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Cómo estaba el / });
    await visible(dialog.getByText('Código', { exact: false }));
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    expect(refused).toEqual([]);
    await page.close();
  });

  it('as admin: creates an auditor in the users form, and closes a period through the confirmation', async () => {
    const page = await suite.signedIn(suite.server.adminEmail, suite.server.adminPassword, '/users/create');
    await page.getByLabel('Rol').click();
    await visible(page.getByRole('option', { name: 'Auditor' }));
    await page.keyboard.press('Escape');

    await openScreen(page, suite.server.baseUrl, '/audit');
    const closings = page.getByTestId('audit-closings');
    await closings.getByLabel('Cerrar hasta el día').fill('2026-11-30');
    await closings.getByLabel('Nota (opcional)').fill('Cierre de noviembre');
    await closings.getByRole('button', { name: 'Cerrar período' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cerrar período' });
    await visible(confirm.getByText(/^¿Cerrar el período hasta el 30\/11\/2026\? Es definitivo: /));
    await confirm.getByRole('button', { name: 'Sí, cerrar período' }).click();
    await visible(closings.getByRole('row', { name: /30\/11\/2026 Cierre de noviembre/ }));
    const listed = (await admin.get('/api/audit/closings')).body as Array<{ until: string; note: string }>;
    expect(listed.map(({ until, note }) => ({ until, note }))).toContainEqual({
      until: '2026-11-30',
      note: 'Cierre de noviembre',
    });
    await page.close();
  });

  it("'Ver como estaba el…' on a record's history shows it as it was at each step", async () => {
    const brand = await admin.post('/api/brands', { name: 'Antes', code: 'ANT' });
    expect(brand.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await admin.put(`/api/brands/${brand.body.id}`, { name: 'Después', code: 'ANT' })).status).toBe(200);
    const page = await suite.signedIn(AUDITOR.email, AUDITOR.password, `/history/brands/${brand.body.id}`);
    const steps = page.getByRole('button', { name: /^Ver como estaba el / });
    await visible(steps);
    expect(await steps.count()).toBe(2);
    await steps.nth(0).click();
    const dialog = page.getByRole('dialog', { name: /^Cómo estaba el / });
    await visible(dialog.getByText('Antes', { exact: true }));
    expect(await dialog.getByText('Después', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await steps.nth(1).click();
    await visible(page.getByRole('dialog', { name: /^Cómo estaba el / }).getByText('Después', { exact: true }));
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    // A catalogue's row leads the auditor, who opens no form, to the record's history.
    await openScreen(page, suite.server.baseUrl, '/brands');
    await page
      .getByRole('row', { name: /Después/ })
      .first()
      .click();
    await visible(page.locator('h1').filter({ hasText: new RegExp(`^Historial de la marca #${brand.body.id}$`) }));
    await page.close();
  });

  it('fits a phone (390 px)', async () => {
    const page = await suite.newPage({ width: 390, height: 844 });
    await page.goto(`${suite.server.baseUrl}/login`);
    await page.getByLabel('Correo electrónico').fill(AUDITOR.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(AUDITOR.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    await openScreen(page, suite.server.baseUrl, '/audit');
    await visible(page.getByTestId('chain-sealed'));
    await page.getByTestId('audit-books').getByRole('button', { name: 'Consultar' }).click();
    await visible(page.getByRole('region', { name: 'Cuentas por cobrar' }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
