import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';

jest.setTimeout(180_000);
const suite = browserSuite();

interface Catalogue {
  productId: number;
}

/** A deposit, a price group, a brand, a category and a product without stock, over HTTP. */
async function catalogue(admin: HttpClient): Promise<Catalogue> {
  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await admin.post(path, body);
    expect({ path, status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as { id: number };
  };
  const states = (await admin.get('/api/utils/states')).body as { id: number; name: string }[];
  const capital = states.find((state) => state.name === 'Distrito Capital')!.id;
  await created('/api/deposits', { name: 'Galpón Central', alias: 'GC', region_id: capital });
  const detal = await created('/api/price-groups', { name: 'Detal' });
  const bosch = await created('/api/brands', { name: 'Bosch', code: 'BOS' });
  const filters = await created('/api/product-categories', { name: 'Filtros', code: 'FIL' });
  const product = await created('/api/products', {
    code: 'BOS-300',
    name: 'Filtro de gasoil Bosch',
    prices: { [detal.id]: '20.00' },
    brand_id: bosch.id,
    product_category_id: filters.id,
    contable: 1,
    cost: '12.00',
  });
  return { productId: product.id };
}

/**
 * Types in the product search and waits for what a user waits for: the results of those terms
 * (the table is busy, with a progress bar, until the debounced search has answered).
 */
async function searchProducts(page: Page, terms: string) {
  await page.getByLabel('Buscar productos').fill(terms);
  await visible(page.locator('table[aria-label="Resultados de la búsqueda"][aria-busy="false"]'));
}

describe('inventories in the browser', () => {
  let data: Catalogue;

  beforeAll(async () => {
    const admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBeLessThan(300);
    data = await catalogue(admin);
  });

  it('an admin registers an entry of 5 units, approves it, and the product shows them and the movement', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/inventories');
    await visible(page.getByText('No hay registros de inventario disponibles'));
    await page.goto(`${server.baseUrl}/inventories/create`);

    // Nothing is sent without a product.
    const save = page.getByRole('button', { name: 'Guardar Entrada de Productos' });
    await visible(page.getByText('No hay productos agregados'));
    await save.click();
    await visible(page.getByText('Debe agregar al menos un producto'));
    expect(page.url()).toMatch(/\/inventories\/create$/);

    // Search, add once, remove after the confirmation, add again.
    const search = page.getByRole('table', { name: 'Resultados de la búsqueda' });
    await searchProducts(page, 'gasoil');
    const found = search.getByRole('row', { name: /BOS-300 Filtro de gasoil Bosch 0/ });
    await visible(found);
    await found.getByRole('button', { name: 'Agregar' }).click();
    await visible(found.getByRole('button', { name: 'Agregado' }));
    const chosen = page.getByRole('table', { name: 'Productos seleccionados' });
    await chosen.getByRole('button', { name: 'Eliminar Filtro de gasoil Bosch' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar este producto?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(chosen.getByText('No hay productos agregados'));
    await searchProducts(page, 'zzz-nada');
    await visible(search.getByText('No se encontraron productos'));
    await searchProducts(page, 'BOS-300');
    await found.getByRole('button', { name: 'Agregar' }).click();
    await visible(found.getByRole('button', { name: 'Agregado' }));

    // 5 units into Galpón Central.
    const line = chosen.getByRole('row', { name: /BOS-300/ });
    await line.getByLabel('Cantidad').fill('5');
    await line.getByRole('combobox', { name: 'Depósito' }).click();
    await page.getByRole('option', { name: 'Galpón Central' }).click();
    await visible(line.getByRole('cell', { name: '0', exact: true }));
    await save.click();
    await visible(page.getByText('Inventario registrado'));
    expect(await page.getByText('Elemento creado').count()).toBe(0);

    // The inventory's page: a request with its line.
    await visible(page.getByRole('heading', { name: /^Inventario del \d{2}\/\d{2}\/\d{4}/ }));
    expect(page.url()).toMatch(/\/inventories\/\d+$/);
    await visible(page.getByText('Solicitud'));
    await visible(page.getByRole('row', { name: /BOS-300 Filtro de gasoil Bosch Galpón Central 5/ }));

    // Approve, after the confirmation: processed, no approve button any more.
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await visible(page.getByText('¿Está seguro que desea aprobar este inventario?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('Procesado'));
    await page.getByRole('button', { name: 'Aprobar' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Eliminar' }).waitFor({ state: 'detached' });

    // The list (entries by default) shows it processed.
    await page.getByRole('link', { name: 'Volver' }).click();
    await visible(page.getByRole('row', { name: /Entrada Procesado/ }));

    // The product: 5 units in Galpón Central and the movement in its stock card.
    await page.goto(`${server.baseUrl}/products/${data.productId}`);
    await visible(page.getByRole('table', { name: 'Existencias' }).getByRole('row', { name: /Galpón Central 5/ }));
    await visible(page.getByText('Movimientos de inventario'));
    await visible(page.getByRole('row', { name: /Entrada de inventario.*Galpón Central 5\s+5$/ }));
  });
  it("a click on 'Agregar' pressed before a search and released while it loads adds the product", async () => {
    // The storer's exit once failed here: the debounced search replaced the rows while the click
    // was between its press and its release, and the release fell on nothing.
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/products' && url.searchParams.get('filter')?.includes('Filtro') === true,
      async (route) => {
        arrive();
        await released;
        await route.fallback();
      },
    );
    await page.goto(`${server.baseUrl}/inventories/create`);
    const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: /BOS-300/ });
    await found.getByRole('button', { name: 'Agregar' }).hover();
    await page.mouse.down();
    await page.getByLabel('Buscar productos').fill('Filtro');
    await arrived;
    await page.mouse.up();
    release();
    await visible(found.getByRole('button', { name: 'Agregado' }));
    await visible(page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /BOS-300/ }));
  });

  it('a storer registers an exit above the stock: approving it shows the refusal and nothing moves', async () => {
    const { server } = suite;
    await server.createUser({
      email: 'almacen@prueba.test',
      password: 'Clave-almacen-1',
      role: 'storer',
      first_name: 'Luis',
      last_name: 'Rojas',
    });
    const page = await suite.signedIn('almacen@prueba.test', 'Clave-almacen-1', '/inventories/create');
    await page.getByRole('radio', { name: 'Salida' }).check();
    await searchProducts(page, 'BOS-300');
    const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: /BOS-300/ });
    await visible(found.getByRole('cell', { name: '5', exact: true }));
    await found.getByRole('button', { name: 'Agregar' }).click();
    await visible(found.getByRole('button', { name: 'Agregado' }));
    const line = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /BOS-300/ });
    await line.getByLabel('Cantidad').fill('9');
    await line.getByRole('combobox', { name: 'Depósito' }).click();
    await page.getByRole('option', { name: 'Galpón Central' }).click();
    await visible(line.getByRole('cell', { name: '5', exact: true }));
    await page.getByRole('button', { name: 'Guardar Salida de Productos' }).click();

    await visible(page.getByRole('row', { name: /BOS-300 Filtro de gasoil Bosch Galpón Central 9/ }));
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('No hay stock disponible de este producto: Filtro de gasoil Bosch'));
    await visible(page.getByText('Solicitud'));

    await page.goto(`${server.baseUrl}/products/${data.productId}`);
    await visible(page.getByRole('table', { name: 'Existencias' }).getByRole('row', { name: /Galpón Central 5/ }));
  });
});
