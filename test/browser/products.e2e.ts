import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';

jest.setTimeout(180_000);
const suite = browserSuite();

/** Two price groups, two brands, a category, a rate and a product of the other brand, over HTTP. */
async function catalogue(admin: HttpClient) {
  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await admin.post(path, body);
    expect({ path, status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as { id: number };
  };
  const detal = await created('/api/price-groups', { name: 'Detal' });
  const mayor = await created('/api/price-groups', { name: 'Mayor' });
  await created('/api/brands', { name: 'Bosch', code: 'BOS' });
  const valeo = await created('/api/brands', { name: 'Valeo', code: 'VAL' });
  const filters = await created('/api/product-categories', { name: 'Filtros', code: 'FIL' });
  await created('/api/taxes', { change: '40.00', cop_change: '0.009' });
  await created('/api/products', {
    code: 'VAL-100',
    name: 'Filtro de aire Valeo',
    prices: { [detal.id]: '20.00', [mayor.id]: '18.00' },
    brand_id: valeo.id,
    product_category_id: filters.id,
    contable: 1,
    cost: '15.00',
  });
}

describe('products in the browser', () => {
  beforeAll(async () => {
    const admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBeLessThan(300);
    await catalogue(admin);
  });

  it('an admin creates a product with a price per group, then finds it by its brand with its price and gain', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/products/create');
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await visible(breadcrumb.getByText('Crear'));
    await page.getByLabel('Código').fill('BOS-200');
    await page.getByLabel('Nombre').fill('Filtro de aceite Bosch');
    await page.getByRole('combobox', { name: 'Marca' }).click();
    await page.getByRole('option', { name: 'Bosch' }).click();
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Filtros' }).click();
    await page.getByRole('combobox', { name: 'Contable' }).click();
    await page.getByRole('option', { name: 'Sí' }).click();
    await page.getByLabel('Costo').fill('8');
    await page.getByLabel('Precio Detal').fill('12.5');
    await page.getByLabel('Precio Mayor').fill('10');
    await page.getByRole('button', { name: 'Guardar' }).click();

    // The new product's page: its data, its price per group, no stock yet.
    await visible(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByText('Filtro de aceite Bosch'));
    const prices = page.getByRole('table', { name: 'Precios' });
    await visible(prices.getByRole('row', { name: /Detal \$12\.50 Bs 500,00/ }));
    await visible(prices.getByRole('row', { name: /Mayor \$10\.00 Bs 400,00/ }));
    await visible(page.getByText('Sin existencias'));

    await page.goto(`${server.baseUrl}/products`);
    await visible(page.getByRole('cell', { name: 'Filtro de aire Valeo' }));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('combobox', { name: 'Marca' }).click();
    await page.getByRole('option', { name: 'Bosch' }).click();

    const row = page.getByRole('row', { name: /Filtro de aceite Bosch/ });
    await visible(row);
    await page.getByRole('cell', { name: 'Filtro de aire Valeo' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').count()).toBe(2); // the header and the Bosch product
    // Cost, price, price in Bs at 40 Bs/$ and the gain (12.50 - 8.00), green.
    await visible(row.getByRole('cell', { name: '$8.00' }));
    await visible(row.getByRole('cell', { name: '$12.50' }));
    await visible(row.getByRole('cell', { name: 'Bs 500,00' }));
    const gain = row.getByRole('cell', { name: '$4.50' });
    await visible(gain);
    const colour = await gain.locator('span').evaluate((element) => getComputedStyle(element).color);
    expect(colour).toMatch(/^rgb\(\s*46,\s*125,\s*50\s*\)$/);

    // The row opens the product's page.
    await row.getByRole('cell', { name: 'Filtro de aceite Bosch' }).click();
    await visible(page.getByRole('link', { name: 'Editar' }));
    expect(page.url()).toMatch(/\/products\/\d+$/);

    // Edit: Productos > {name} > Editar; a cost above the price makes a negative gain.
    await page.getByRole('link', { name: 'Editar' }).click();
    await visible(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByText('Editar'));
    expect(page.url()).toMatch(/\/products\/\d+\/edit$/);
    await visible(page.getByLabel('Precio Detal'));
    expect(await page.getByLabel('Precio Detal').inputValue()).toBe('12.5');
    await page.getByLabel('Costo').fill('13');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByText('$13.00'));
    await page.goto(`${server.baseUrl}/products`);
    const loss = page.getByRole('row', { name: /Filtro de aceite Bosch/ }).getByRole('cell', { name: '-$0.50' });
    await visible(loss);
    expect(await loss.locator('span').evaluate((element) => getComputedStyle(element).color)).toMatch(
      /^rgb\(\s*198,\s*40,\s*40\s*\)$/,
    );

    // Delete, after the spec's confirmation: the Bosch filter now finds nothing.
    await page.getByRole('cell', { name: 'Filtro de aceite Bosch' }).click();
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar este producto?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('No hay productos disponibles'));
  });

  it('imports a file: a refused file lists its rows (Fila, Campo, Mensaje), a good one says how many', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/products');
    const header = 'code,name,brand,category,contable,cost,precio detal,precio mayor';
    const file = (rows: string[]) => ({
      name: 'productos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\n')),
    });

    await page.getByLabel('Archivo a importar').setInputFiles(file(['NGK-1,Bujía NGK,Bosch,Filtros,1,abc,5,4']));
    await visible(page.getByText('productos.csv'));
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const report = page.getByRole('table', { name: 'No se pudo importar el archivo' });
    await visible(report.getByRole('columnheader', { name: 'Fila' }));
    await visible(report.getByRole('columnheader', { name: 'Campo' }));
    await visible(report.getByRole('columnheader', { name: 'Mensaje' }));
    await visible(report.getByRole('row', { name: /^2 cost / }));

    await page
      .getByLabel('Archivo a importar')
      .setInputFiles(file(['NGK-1,Bujía NGK,Bosch,Filtros,1,3.50,5,4', 'NGK-2,Bujía NGK doble,Bosch,Filtros,0,4,6,5']));
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await visible(page.getByText('Se importaron 2 productos'));
    await visible(page.getByRole('cell', { name: 'Bujía NGK doble' }));
    expect(await report.count()).toBe(0);
  });
});
