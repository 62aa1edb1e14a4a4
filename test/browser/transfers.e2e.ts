/**
 * Deposit transfers in the browser against the real server (issue 13; purchasing-inventory.md
 * Deposits and transfers, §5 and §8): the form's dialogs ('No hay stock disponible', 'Cantidad
 * excedida', the incomplete form), a transfer sent and received with its stock seen in both
 * deposits, a cancellation returning the stock, a storer doing it, and the forbidden page for
 * the roles outside the access table's `transfers` (sales, financial, endline).
 */
import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, sidebar, visible } from '../support/browser';
import { salesCatalogue, type SalesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(180_000);
const suite = browserSuite();

const INCOMPLETE = 'Por favor, complete todos los campos requeridos y verifique las cantidades.';
const FORBIDDEN = 'No tiene permiso para ver esta página';

/** Types in the product search and waits for the results of those terms. */
async function searchProducts(page: Page, terms: string) {
  await page.getByLabel('Buscar productos').fill(terms);
  await visible(page.locator('table[aria-label="Resultados de la búsqueda"][aria-busy="false"]'));
}

/** Acknowledges a dialog of the form ('Entendido') and waits for it to go. */
async function understood(page: Page) {
  await page.getByRole('button', { name: 'Entendido' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Confirms a question and waits for the dialog to go. */
async function confirm(page: Page, question: string) {
  await visible(page.getByText(question));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText(question).waitFor({ state: 'detached' });
}

describe('deposit transfers in the browser', () => {
  let admin: HttpClient;
  let central: number;
  let norte: number;
  let filter: number;
  let catalogue: SalesCatalogue;

  /** What a product has in each deposit, by deposit id (the product page's 'Existencias'). */
  const stockOf = async (product: number): Promise<Record<number, number>> => {
    const answer = await admin.get(`/api/products/${product}`);
    expect(answer.status).toBe(200);
    const deposits = answer.body.product_deposits as { deposit_id: number; quantity: number }[];
    return Object.fromEntries(deposits.map((row) => [row.deposit_id, Number(row.quantity)]));
  };

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBeLessThan(300);
    catalogue = await salesCatalogue(admin);
    central = catalogue.deposit;
    const region = ((await admin.get('/api/utils/states')).body as { id: number }[])[0].id;
    const created = await admin.post('/api/deposits', { name: 'Depósito Norte', region_id: region });
    expect(created.status).toBe(201);
    norte = created.body.id as number;
    filter = await catalogue.product('BOS-300', 'Filtro de gasoil Bosch', '20.00', 10);
    await catalogue.product('BUJ-200', 'Bujía platino', '4.00', 0);
    await server().createUser({
      email: 'almacen@prueba.test',
      password: 'Clave-almacen-1',
      role: 'storer',
      first_name: 'Luis',
      last_name: 'Rojas',
    });
    for (const [role, email, password] of [
      ['sales', 'ventas@prueba.test', 'Clave-ventas-1'],
      ['financial', 'finanzas@prueba.test', 'Clave-finanzas-1'],
      ['endline', 'linea@prueba.test', 'Clave-linea-1'],
    ] as const)
      await server().createUser({ email, password, role, first_name: 'Ana', last_name: 'Pérez' });
  });

  const server = () => suite.server;

  it('an admin creates a transfer on the form, sends it and receives it: the stock is seen in both deposits', async () => {
    const page = await suite.signedIn(server().adminEmail, server().adminPassword);

    // From the deposit's page to its transfers: none yet.
    await page.goto(`${server().baseUrl}/deposits/${central}/edit`);
    // The page's own link (the sidebar has one of that name too, to every transfer).
    await page.locator('#main-content').getByRole('link', { name: 'Transferencias' }).click();
    await visible(page.getByText('No hay transferencias registradas'));
    expect(page.url()).toMatch(new RegExp(`/deposits/${central}/transfer$`));
    await page.getByRole('link', { name: 'Nueva Transferencia' }).click();
    await visible(page.getByRole('heading', { name: 'Nueva Transferencia' }));
    await visible(page.getByText('Desde el depósito Galpón Central'));

    // Nothing is sent without a product.
    const save = page.getByRole('button', { name: 'Guardar Transferencia' });
    await save.click();
    await visible(page.getByRole('dialog').getByText(INCOMPLETE));
    await understood(page);

    // A product without stock in this deposit is not added.
    const search = page.getByRole('table', { name: 'Resultados de la búsqueda' });
    const chosen = page.getByRole('table', { name: 'Productos seleccionados' });
    await searchProducts(page, 'BUJ-200');
    const spark = search.getByRole('row', { name: /BUJ-200 Bujía platino 0/ });
    await visible(spark);
    await spark.getByRole('button', { name: 'Agregar' }).click();
    const noStock = page.getByRole('dialog');
    await visible(noStock.getByText('Oops...'));
    await visible(noStock.getByText('No hay stock disponible'));
    await understood(page);
    await visible(chosen.getByText('No hay productos agregados'));

    // The product with stock shows what this deposit holds; added once.
    await searchProducts(page, 'BOS-300');
    const found = search.getByRole('row', { name: /BOS-300 Filtro de gasoil Bosch 10/ });
    await visible(found);
    await found.getByRole('button', { name: 'Agregar' }).click();
    await visible(found.getByRole('button', { name: 'Agregado' }));
    const line = chosen.getByRole('row', { name: /BOS-300/ });
    await visible(line.getByRole('cell', { name: '10', exact: true }));

    // Above the stock: 'Cantidad excedida', back to 1.
    const quantity = line.getByLabel('Cantidad');
    await quantity.fill('11');
    await visible(page.getByRole('dialog').getByText('Cantidad excedida'));
    await visible(page.getByText('No puedes seleccionar una cantidad mayor al stock'));
    await understood(page);
    expect(await quantity.inputValue()).toBe('1');

    // Without a destination: the spec's message, nothing sent.
    await save.click();
    await visible(page.getByRole('dialog').getByText(INCOMPLETE));
    await understood(page);
    expect(page.url()).toMatch(/\/transfer\/create$/);

    // Removing asks first; declined, the line stays.
    await chosen.getByRole('button', { name: 'Eliminar Filtro de gasoil Bosch' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar este producto de la transferencia?'));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('¿Está seguro que desea eliminar este producto de la transferencia?').waitFor({
      state: 'detached',
    });
    await visible(line);

    // The destination never offers the source.
    await line.getByRole('combobox', { name: 'Destino' }).click();
    await visible(page.getByRole('option', { name: 'Depósito Norte' }));
    expect(await page.getByRole('option', { name: 'Galpón Central' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Depósito Norte' }).click();
    await quantity.fill('4');
    await page.getByRole('textbox', { name: 'Comentario' }).fill('Reposición semanal');
    await save.click();

    // Its page: prepared, the line, the stock out of the source.
    await visible(page.getByRole('heading', { name: /^Transferencia #\d+$/ }));
    expect(page.url()).toMatch(new RegExp(`/deposits/${central}/transfer/\\d+$`));
    await visible(page.getByText('Preparada'));
    await visible(page.getByText('Reposición semanal'));
    await visible(
      page
        .getByRole('table', { name: 'Productos' })
        .getByRole('row', { name: /BOS-300 Filtro de gasoil Bosch Depósito Norte 4/ }),
    );
    expect(await stockOf(filter)).toEqual({ [central]: 6 });
    await page.getByRole('button', { name: 'Recibir' }).waitFor({ state: 'detached' });
    const data = page.getByTestId('transfer-data');
    expect(await data.innerText()).toMatch(/Enviada por\s+—/);

    // Sent: in transit, receive or cancel.
    await page.getByRole('button', { name: 'Enviar' }).click();
    await confirm(page, '¿Está seguro que desea enviar esta transferencia?');
    await visible(page.getByText('En Tránsito'));
    await page.getByRole('button', { name: 'Enviar' }).waitFor({ state: 'detached' });
    await visible(page.getByRole('button', { name: 'Anular' }));
    expect(await data.innerText()).toMatch(/Enviada por\s+\S+/);
    expect(await data.innerText()).not.toMatch(/Enviada por\s+—/);
    expect(await data.innerText()).toMatch(/Recibida por\s+—/);

    // Received: completed, nothing more to do, the units in the destination.
    await page.getByRole('button', { name: 'Recibir' }).click();
    await confirm(page, '¿Está seguro que desea recibir esta transferencia?');
    await visible(page.getByText('Completada'));
    await page.getByRole('button', { name: 'Recibir' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Anular' }).waitFor({ state: 'detached' });
    expect(await data.innerText()).not.toMatch(/Recibida por\s+—/);

    // The product's page: 6 left in the source, 4 in the destination.
    await page.goto(`${server().baseUrl}/products/${filter}`);
    const stock = page.getByRole('table', { name: 'Existencias' });
    await visible(stock.getByRole('row', { name: /Galpón Central 6/ }));
    await visible(stock.getByRole('row', { name: /Depósito Norte 4/ }));
    expect(await stockOf(filter)).toEqual({ [central]: 6, [norte]: 4 });

    // Both deposits list it.
    for (const deposit of [central, norte]) {
      await page.goto(`${server().baseUrl}/deposits/${deposit}/transfer`);
      await visible(page.getByRole('row', { name: /Galpón Central .*Completada/ }));
    }
  });

  it('a storer cancels a transfer in transit after the confirmation, and the stock returns to the source', async () => {
    const page = await suite.signedIn('almacen@prueba.test', 'Clave-almacen-1');

    // The sidebar's list leads to each source deposit's transfers (its name is a link).
    await sidebar(page).getByRole('link', { name: 'Transferencias' }).click();
    await page
      .getByRole('row', { name: /Galpón Central/ })
      .first()
      .getByRole('link', { name: 'Galpón Central' })
      .click();
    await page.waitForURL(new RegExp(`/deposits/${central}/transfer$`));
    await visible(page.getByText('Transferencias de Galpón Central'));
    await visible(page.getByRole('row', { name: /Completada/ }));

    await page.getByRole('link', { name: 'Nueva Transferencia' }).click();
    await searchProducts(page, 'BOS-300');
    const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: /BOS-300/ });
    await visible(found.getByRole('cell', { name: '6', exact: true }));
    await found.getByRole('button', { name: 'Agregar' }).click();
    const line = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /BOS-300/ });
    await line.getByLabel('Cantidad').fill('2');
    await line.getByRole('combobox', { name: 'Destino' }).click();
    await page.getByRole('option', { name: 'Depósito Norte' }).click();
    await page.getByRole('button', { name: 'Guardar Transferencia' }).click();
    await visible(page.getByText('Preparada'));
    expect(await stockOf(filter)).toEqual({ [central]: 4, [norte]: 4 });

    await page.getByRole('button', { name: 'Enviar' }).click();
    await confirm(page, '¿Está seguro que desea enviar esta transferencia?');
    await visible(page.getByText('En Tránsito'));
    const data = page.getByTestId('transfer-data');
    expect(await data.innerText()).toMatch(/Enviada por\s+Luis Rojas/);

    // Declined first: nothing changes.
    await page.getByRole('button', { name: 'Anular' }).click();
    await visible(page.getByText('¿Está seguro que desea anular esta transferencia?'));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('¿Está seguro que desea anular esta transferencia?').waitFor({ state: 'detached' });
    await visible(page.getByText('En Tránsito'));

    await page.getByRole('button', { name: 'Anular' }).click();
    await confirm(page, '¿Está seguro que desea anular esta transferencia?');
    await visible(page.getByText('Cancelada'));
    await page.getByRole('button', { name: 'Anular' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Recibir' }).waitFor({ state: 'detached' });
    expect(await stockOf(filter)).toEqual({ [central]: 6, [norte]: 4 });

    await page.getByRole('link', { name: 'Volver' }).click();
    await visible(page.getByRole('row', { name: /Cancelada/ }));
    await visible(page.getByRole('row', { name: /Completada/ }));
  });

  it.each([
    ['storer', 'almacen@prueba.test', 'Clave-almacen-1', 'ALT-1'],
    ['admin', '', '', 'ALT-2'],
  ])(
    "as %s, the sidebar's 'Transferencias' lists every transfer with its destination, filtered by source and destination; a new one chooses its source",
    async (_role, email, password, code) => {
      const product = await catalogue.product(code, `Alternador ${code}`, '90.00', 4);
      const page = await suite.signedIn(email || server().adminEmail, password || server().adminPassword);
      await sidebar(page).getByRole('link', { name: 'Transferencias' }).click();
      expect(new URL(page.url()).pathname).toBe('/transfers');
      const rows = page.locator('tbody tr');
      await visible(rows);
      // Earlier tests sent transfers from Galpón Central to Depósito Norte: the destination column says so.
      await visible(page.getByRole('row', { name: /Galpón Central\s+Depósito Norte/ }));

      // A transfer from Depósito Norte back to Galpón Central, over HTTP, to filter on.
      const back = await admin.post(`/api/deposits/${norte}/transfers`, {
        products: [{ product_id: filter, quantity: 1, deposit_id: central }],
      });
      expect(back.status).toBe(201);
      try {
        await page.reload();
        const choose = async (filterLabel: string, option: string) => {
          await page.getByRole('combobox', { name: filterLabel }).click();
          await page.getByRole('option', { name: option, exact: true }).click();
        };
        await choose('Desde', 'Depósito Norte');
        await page.waitForFunction(() => new URL(location.href).search.includes('from'));
        await visible(page.getByRole('row', { name: new RegExp(`^${back.body.id}\\s`) }));
        await page
          .getByRole('row', { name: /^\d+\s+Galpón Central/ })
          .first()
          .waitFor({ state: 'detached' });
        const fromNorte = await page.locator('tbody tr').allInnerTexts();
        expect(fromNorte.every((row) => /Depósito Norte\s+Galpón Central/.test(row))).toBe(true);
        await choose('Desde', 'Borrar valor');
        await choose('Hacia', 'Galpón Central');
        await visible(page.getByRole('row', { name: new RegExp(`^${back.body.id}\\s`) }));
        await page
          .getByRole('row', { name: /Galpón Central\s+Depósito Norte/ })
          .first()
          .waitFor({ state: 'detached' });
        await choose('Hacia', 'Borrar valor');
        // The list writes a cleared filter to the address after a debounce: a click before it would
        // be undone by that late navigation back to the list.
        await page.waitForFunction(() => {
          const filter = new URL(location.href).searchParams.get('filter');
          return filter !== null && !('to' in JSON.parse(filter));
        });
      } finally {
        // Its unit back in Depósito Norte, whatever happened: the later tests count it.
        expect((await admin.post(`/api/transfers/${back.body.id}/cancel`, {})).status).toBe(200);
      }

      // 'Nueva Transferencia' from the list: the form asks for the source first.
      await page.getByRole('link', { name: 'Nueva Transferencia' }).click();
      expect(new URL(page.url()).pathname).toBe('/transfers/create');
      await visible(page.getByText('Elija el depósito de origen para buscar sus productos.'));
      await page.getByRole('combobox', { name: 'Depósito de origen' }).click();
      await page.getByRole('option', { name: 'Galpón Central' }).click();
      await searchProducts(page, code);
      const found = page
        .getByRole('table', { name: 'Resultados de la búsqueda' })
        .getByRole('row', { name: new RegExp(code) });
      await visible(found.getByRole('cell', { name: '4', exact: true }));
      await found.getByRole('button', { name: 'Agregar' }).click();
      const line = page
        .getByRole('table', { name: 'Productos seleccionados' })
        .getByRole('row', { name: new RegExp(code) });
      await line.getByLabel('Cantidad').fill('3');
      await line.getByRole('combobox', { name: 'Destino' }).click();
      await page.getByRole('option', { name: 'Depósito Norte' }).click();
      await page.getByRole('button', { name: 'Guardar Transferencia' }).click();
      const heading = page.getByRole('heading', { name: /^Transferencia #\d+$/, level: 1 });
      await visible(heading);
      await visible(page.getByText('Preparada'));
      const id = /#(\d+)/.exec((await heading.textContent()) ?? '')![1];
      expect(page.url()).toMatch(new RegExp(`/deposits/${central}/transfer/${id}$`));
      expect(await stockOf(product)).toEqual({ [central]: 1 });

      // Back in the list, it shows with its destination.
      await sidebar(page).getByRole('link', { name: 'Transferencias' }).click();
      await visible(
        page.getByRole('row', { name: new RegExp(`^${id}\\s+Galpón Central\\s+Depósito Norte\\s.*Preparada`) }),
      );
      expect((await admin.post(`/api/transfers/${id}/cancel`, {})).status).toBe(200);
    },
  );

  it("the server's refusal is shown and keeps the form: saved again once the stock is back", async () => {
    const page = await suite.signedIn(server().adminEmail, server().adminPassword);
    await page.goto(`${server().baseUrl}/deposits/${central}/transfer/create`);
    await searchProducts(page, 'BOS-300');
    const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: /BOS-300/ });
    await visible(found.getByRole('cell', { name: '6', exact: true }));
    await found.getByRole('button', { name: 'Agregar' }).click();
    const line = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /BOS-300/ });
    await line.getByLabel('Cantidad').fill('5');
    await line.getByRole('combobox', { name: 'Destino' }).click();
    await page.getByRole('option', { name: 'Depósito Norte' }).click();

    // Meanwhile someone else takes 3 of the 6 units.
    const other = await admin.post(`/api/deposits/${central}/transfers`, {
      products: [{ product_id: filter, quantity: 3, deposit_id: norte }],
    });
    expect(other.status).toBe(201);

    const save = page.getByRole('button', { name: 'Guardar Transferencia' });
    await save.click();
    const refusal = page.getByRole('dialog');
    await visible(refusal.getByText('No se pudo registrar la transferencia'));
    await visible(refusal.getByText('No hay stock disponible de este producto: Filtro de gasoil Bosch'));
    await understood(page);
    expect(page.url()).toMatch(/\/transfer\/create$/);
    expect(await line.getByLabel('Cantidad').inputValue()).toBe('5');
    expect(await stockOf(filter)).toEqual({ [central]: 3, [norte]: 4 });

    // The other one is cancelled: the same form goes through.
    expect((await admin.post(`/api/transfers/${other.body.id}/cancel`, {})).status).toBe(200);
    await save.click();
    await visible(page.getByRole('heading', { name: /^Transferencia #\d+$/ }));
    await visible(page.getByText('Preparada'));
    expect(await stockOf(filter)).toEqual({ [central]: 1, [norte]: 4 });
  });

  it.each([
    ['sales', 'ventas@prueba.test', 'Clave-ventas-1'],
    ['financial', 'finanzas@prueba.test', 'Clave-finanzas-1'],
    ['endline', 'linea@prueba.test', 'Clave-linea-1'],
  ])(
    'the %s role gets the forbidden page on the transfer screens, before any transfer is asked for',
    async (_role, email, password) => {
      const page = await suite.signedIn(email, password);
      const transferCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/(transfers|deposits\/\d+\/transfers)/.test(request.url())) transferCalls.push(request.url());
      });
      for (const path of [
        `/deposits/${central}/transfer`,
        `/deposits/${central}/transfer/create`,
        `/deposits/${central}/transfer/1`,
        '/transfers',
      ]) {
        await page.goto(`${server().baseUrl}${path}`);
        await visible(page.getByText(FORBIDDEN));
        expect(await page.getByText('No hay transferencias registradas').count()).toBe(0);
      }
      expect(transferCalls).toEqual([]);
    },
  );

  it("on a phone (390 px) the lines table scrolls inside its card with the product's name kept in view", async () => {
    const page = await suite.signedIn(server().adminEmail, server().adminPassword);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server().baseUrl}/deposits/${central}/transfer/create`);
    await searchProducts(page, 'BOS-300');
    await page
      .getByRole('table', { name: 'Resultados de la búsqueda' })
      .getByRole('row', { name: /BOS-300/ })
      .getByRole('button', { name: 'Agregar' })
      .click();
    const chosen = page.getByRole('table', { name: 'Productos seleccionados' });
    const line = chosen.getByRole('row', { name: /BOS-300/ });
    const destination = line.getByRole('combobox', { name: 'Destino' });
    // Swiped until the field is whole at the card's right edge, as a user reaching it would.
    await destination.evaluate((field) => field.scrollIntoView({ inline: 'end', block: 'nearest' }));
    const [name, target] = [
      await line.getByRole('cell', { name: 'Filtro de gasoil Bosch', exact: true }).boundingBox(),
      await destination.boundingBox(),
    ];
    // 'Destino' is on screen, and the name of its product beside it, not scrolled away under it.
    expect(target!.x).toBeGreaterThanOrEqual(0);
    expect(target!.x + target!.width).toBeLessThanOrEqual(390);
    expect(name!.x).toBeGreaterThanOrEqual(0);
    expect(name!.x + name!.width).toBeLessThanOrEqual(target!.x + 1);
    await destination.click();
    await page.getByRole('option', { name: 'Depósito Norte' }).click();
    await visible(line.getByText('Depósito Norte'));
  });
});
