import { HttpClient } from '../support/http-client';
import { breakDownloads, browserSuite, visible } from '../support/browser';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(180_000);
const suite = browserSuite();

describe('point of sale in the browser', () => {
  let admin: HttpClient;
  let productId: number;

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBe(200);
    // 36.50 Bs per dollar, 110 pesos per bolivar; 5 units at $20.00 in Galpón Central.
    const catalogue = await salesCatalogue(admin);
    productId = await catalogue.product('BOS-300', 'Filtro de gasoil Bosch', '20.00', 5);
    await catalogue.product('BOS-400', 'Filtro de aire Bosch', '15.00', 0);
  });

  /** The administrator at the point of sale with the Bosch diesel filter in the cart. */
  async function posWithBosch() {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/pos');
    const cart = page.getByRole('table', { name: 'Carrito' });
    await page.getByLabel('Buscar productos').fill('BOS-300');
    await visible(cart.getByRole('row', { name: /BOS-300/ }));
    return { page, cart };
  }

  it('sells with the default client, paid in cash with change, and starts the next sale at once', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/pos');
    await visible(page.getByRole('heading', { name: 'Punto de venta' }));

    // Nothing to sell yet; a product without stock is refused.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await visible(page.getByText('Debe agregar productos al carrito para continuar'));
    await page.getByRole('button', { name: 'Agregar Filtro de aire Bosch' }).click();
    await visible(page.getByText('No hay stock disponible de este producto'));

    // The exact code adds the product and clears the search.
    const search = page.getByLabel('Buscar productos');
    await search.fill('bos-300');
    const cart = page.getByRole('table', { name: 'Carrito' });
    await visible(cart.getByRole('row', { name: /BOS-300 Filtro de gasoil Bosch/ }));
    await expect(search.inputValue()).resolves.toBe('');

    // Not more than the 5 in stock: the dialog, and the line back to 1; then 2 units.
    const quantity = cart.getByLabel('Cantidad de Filtro de gasoil Bosch');
    await quantity.fill('9');
    await visible(page.getByText('No puedes seleccionar una cantidad mayor al stock'));
    await visible(page.getByRole('heading', { name: 'Cantidad excedida' }));
    await page.getByRole('button', { name: 'Entendido' }).click();
    await expect(quantity.inputValue()).resolves.toBe('1');
    await quantity.fill('2');
    // $40.00 = Bs 1.460,00 = COP 160.600,0 (1 decimal).
    const totals = page.getByRole('group', { name: 'Total' });
    await visible(totals.getByText('$40.00'));
    await visible(totals.getByText('Bs 1.460,00'));
    await visible(totals.getByText('COP 160.600,0'));

    // Client step: the sale without client is ticked; back returns to the cart as it was.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByLabel('Venta sin cliente').isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(cart.getByLabel('Cantidad de Filtro de gasoil Bosch').inputValue()).resolves.toBe('2');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Pay step (the sale is not sent yet): $50.00 cash for $40.00 shows $10.00 of change and
    // records $40.00; 'Generar Venta' sends the sale with it.
    await visible(page.getByRole('heading', { name: 'Pago de la venta' }));
    await page.getByRole('group', { name: 'Métodos de pago' }).getByRole('button', { name: 'Efectivo' }).click();
    await page.getByLabel('Monto en dólares').fill('50');
    await visible(page.getByText(/Vuelto a entregar: \$10\.00/));
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByTestId('sale-payments').getByText('Efectivo: $40.00'));
    await page.getByRole('button', { name: 'Generar Venta' }).click();

    // Print step: the receipt; 'Nueva venta' empties the cart and goes back to it.
    await visible(page.getByRole('heading', { name: 'Venta #1' }));
    await visible(page.getByRole('table', { name: 'Productos de la venta' }).getByRole('row', { name: /BOS-300/ }));
    await visible(page.getByText('Efectivo'));
    await page.getByRole('button', { name: 'Nueva venta' }).click();
    await visible(page.getByText('El carrito está vacío'));
    await expect(page.getByLabel('Buscar productos').inputValue()).resolves.toBe('');

    // Over HTTP: a paid sale waiting for dispatch, of the default client, 2 units out of stock.
    const orders = await admin.get('/api/orders');
    expect(orders.status).toBe(200);
    expect(orders.body).toHaveLength(1);
    expect(orders.body[0]).toMatchObject({
      number_order: 1,
      order_state: 'delivery',
      client: { identification: '0000' },
      comentary: 'Compra rápida!',
      total: 40,
      balance: 40,
      pending: 0,
      isCredit: false,
    });
    expect((await admin.get(`/api/products/${productId}`)).body.quantity).toBe(3);
  });

  it('registers a client not found at the client step and leaves the sale pending when not paid', async () => {
    const { page, cart } = await posWithBosch();

    // Removing a line asks first: cancelled, the line stays; confirmed, the cart is empty.
    const remove = cart.getByRole('button', { name: 'Eliminar Filtro de gasoil Bosch' });
    await remove.click();
    await visible(page.getByText('¿Está seguro que desea eliminar este producto?'));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await visible(cart.getByRole('row', { name: /BOS-300/ }));
    await remove.click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('El carrito está vacío'));
    await page.getByLabel('Buscar productos').fill('BOS-300');
    await visible(cart.getByRole('row', { name: /BOS-300/ }));
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByLabel('Venta sin cliente').uncheck();
    await page.getByLabel('Identificación del cliente').fill('V-20111222');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await visible(page.getByRole('button', { name: 'Buscando...' }));
    await visible(page.getByText('No se encontró el cliente. Puede registrarlo en el formulario.'));
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('María Pérez');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByRole('group', { name: 'Cliente de la venta' }).getByText('María Pérez'));
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await visible(page.getByRole('heading', { name: 'Pago de la venta' }));
    await page.getByRole('button', { name: 'Generar Venta' }).click();
    await visible(page.getByText('María Pérez · V-20111222'));
    await visible(page.getByText('Sin pagos registrados'));

    const orders = await admin.get(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ q: 'V-20111222' }))}`);
    expect(orders.body).toEqual([expect.objectContaining({ order_state: 'request', total: 20, balance: 0 })]);
  });

  it('keeps the sale in progress when a download of the screens’ code fails once (a network blip)', async () => {
    const { page } = await posWithBosch();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // The client form's toolbar is fetched with the first form shown: its first download breaks.
    const downloads = await breakDownloads(page, /\/assets\/SaveButton-[\w-]+\.js$/, 1);
    await page.getByLabel('Venta sin cliente').uncheck();
    await page.getByLabel('Identificación del cliente').fill('V-20333444');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await visible(page.getByText('No se encontró el cliente. Puede registrarlo en el formulario.'));
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Pedro Salas');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByRole('group', { name: 'Cliente de la venta' }).getByText('Pedro Salas'));
    expect(downloads()).toBe(2);
    // Same page, same sale: nothing was reloaded under the cashier.
    await visible(page.getByRole('button', { name: 'Siguiente' }));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await visible(page.getByRole('heading', { name: 'Pago de la venta' }));
    await page.getByRole('button', { name: 'Generar Venta' }).click();
    await visible(page.getByRole('heading', { name: /^Venta #\d+$/ }));
  });

  it('a storer does not reach the point of sale', async () => {
    const { server } = suite;
    await server.createUser({
      email: 'almacen@prueba.test',
      password: 'Clave-almacen-1',
      role: 'storer',
      first_name: 'Luis',
      last_name: 'Rojas',
    });
    const page = await suite.signedIn('almacen@prueba.test', 'Clave-almacen-1', '/pos');
    await visible(page.getByText('No tiene permiso para ver esta página'));
    await expect(page.getByLabel('Buscar productos').count()).resolves.toBe(0);
  });
});
