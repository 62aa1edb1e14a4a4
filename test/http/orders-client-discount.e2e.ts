/**
 * Why this exists: issue 10, items 1 and 2 over HTTP. A sales user's sale with a discount is
 * refused whole (403, nothing recorded); a sale names its client by id, by its data (client{...},
 * found or created in the sale's own append) or as the POS's 'Venta sin cliente', never silently.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);

interface Sale {
  id: number;
  client_id: number;
  client: { id: number; name: string; identification: string };
  subtotal: number;
  discount: number;
  total: number;
}

describe('a sale: discounts by role and the client it names', () => {
  let admin: HttpClient;
  let sales: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;

  const sale = (body: Record<string, unknown>, as = admin) =>
    as.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta de prueba',
      estimate: false,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1 }],
      ...body,
    });
  const created = async (body: Record<string, unknown>, as = admin): Promise<Sale> => {
    const answer = await sale(body, as);
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as Sale;
  };
  /** What a refused sale must leave as it was: the orders, the product's stock, the activity log, the clients. */
  const recorded = async () => ({
    orders: totalOf(await admin.get('/api/orders')),
    stock: (await admin.get(`/api/products/${filter}`)).body.quantity as number,
    logs: totalOf(await admin.get('/api/logs')),
    clients: totalOf(await admin.get('/api/clients')),
  });
  const lookup = (identification: string) =>
    admin.get(`/api/clients/lookup?identification=${encodeURIComponent(identification)}`);

  beforeAll(async () => {
    admin = suite.admin;
    sales = await suite.as('sales');
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 100, '12.00');
  });

  describe('discounts at creation', () => {
    it("refuses a sales user's sale with a discount above 0 whole: 403, no order, no stock move, no log row", async () => {
      const before = await recorded();
      for (const discount of [
        { type: 'amount', value: '0.01' },
        { type: 'percentage', value: '10' },
      ]) {
        const answer = await sale({ without_client: true, discount }, sales);
        expect([answer.status, answer.body.message]).toEqual([
          403,
          'Solo administración y finanzas pueden aplicar descuentos',
        ]);
      }
      // A new client named by the refused sale is not created either.
      const withClient = await sale(
        {
          client: { name: 'Rita Díaz', identification: 'V-30000001', typeClient: 'a' },
          discount: { type: 'amount', value: '1' },
        },
        sales,
      );
      expect(withClient.status).toBe(403);
      expect(await recorded()).toEqual(before);
      expect((await lookup('V-30000001')).status).toBe(404);
    });

    it('lets a sales user sell with a discount of 0 (no discount)', async () => {
      const order = await created({ without_client: true, discount: { type: 'amount', value: '0' } }, sales);
      expect(order).toMatchObject({ subtotal: 20, discount: 0, total: 20 });
    });

    it("takes admin's discount at creation (financial does not sell: the route refuses it any sale)", async () => {
      const order = await created({ without_client: true, discount: { type: 'percentage', value: '10' } });
      expect(order).toMatchObject({ subtotal: 20, discount: 2, total: 18 });
      const financial = await suite.as('financial');
      expect((await sale({ without_client: true }, financial)).status).toBe(403);
    });
  });

  it('a discount removed or lowered re-runs the state rule: the order owes again and goes back to request', async () => {
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const cash = methods.find((row) => row.code === 'efectivo')!.id;
    const order = await created({ without_client: true, discount: { type: 'percentage', value: '20' } });
    expect(order).toMatchObject({ total: 16 });
    const paid = await admin.post(`/api/orders/${order.id}/payments`, { method: cash, amount: '16' });
    expect(paid.body).toMatchObject({ order_state: 'delivery', pending: 0 });
    const financial = await suite.as('financial');
    const lowered = await financial.put(`/api/orders/${order.id}/discount`, { type: 'amount', amount: '2' });
    expect(lowered.body).toMatchObject({ order_state: 'request', total: 18, pending: 2 });
    const raised = await financial.put(`/api/orders/${order.id}/discount`, { type: 'amount', amount: '4' });
    expect(raised.body).toMatchObject({ order_state: 'delivery', total: 16, pending: 0 });
    const removed = await admin.delete(`/api/orders/${order.id}/discount`);
    expect(removed.body).toMatchObject({ order_state: 'request', total: 20, pending: 4 });
  });

  describe('the client of a sale', () => {
    it('creates the client named by client{...} with the sale, and the sale is theirs', async () => {
      const clientsBefore = totalOf(await admin.get('/api/clients'));
      const order = await created(
        {
          client: {
            name: 'Ana Pérez',
            identification: ' V-20111222 ',
            email: 'Ana@Correo.test',
            phone: '0414-1234567',
            address: 'Av. Bolívar, Valencia',
            companyName: 'Repuestos AP',
            typeClient: 'b',
          },
        },
        sales,
      );
      const found = await lookup('V-20111222');
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({
        id: order.client_id,
        name: 'Ana Pérez',
        identification: 'V-20111222',
        email: 'ana@correo.test',
        phone: '0414-1234567',
        address: 'Av. Bolívar, Valencia',
        companyName: 'Repuestos AP',
        typeClient: 'b',
        total_orders: 1,
      });
      expect(order.client).toMatchObject({ id: order.client_id, name: 'Ana Pérez', identification: 'V-20111222' });
      expect(totalOf(await admin.get('/api/clients'))).toBe(clientsBefore + 1);
      // The client's history shows its creation, by the seller.
      const history = (await admin.get(`/api/clients/${order.client_id}/history`)).body as { type: string }[];
      expect(history.map((event) => event.type)).toEqual(['ClientCreated']);
    });

    it('reuses the live client holding the identification (any case), keeping its own data', async () => {
      const first = await created({ client: { name: 'Luis Rojas', identification: 'E-811', typeClient: 'a' } });
      const clientsBefore = totalOf(await admin.get('/api/clients'));
      const again = await created({ client: { name: 'Otro nombre', identification: 'e-811', typeClient: 'c' } });
      expect(again.client_id).toBe(first.client_id);
      expect(again.client).toMatchObject({ name: 'Luis Rojas', identification: 'E-811' });
      expect(totalOf(await admin.get('/api/clients'))).toBe(clientsBefore);
      expect((await lookup('E-811')).body).toMatchObject({ name: 'Luis Rojas', typeClient: 'a', total_orders: 2 });
    });

    it('creates one client when two sales name the same new identification at once', async () => {
      const client = { name: 'Carmen Gil', identification: 'J-40404040', typeClient: 'spot' };
      const clientsBefore = totalOf(await admin.get('/api/clients'));
      const [one, two] = await Promise.all([created({ client }, sales), created({ client })]);
      expect(one.client_id).toBe(two.client_id);
      expect(totalOf(await admin.get('/api/clients'))).toBe(clientsBefore + 1);
      expect((await lookup('J-40404040')).body).toMatchObject({ id: one.client_id, total_orders: 2 });
    });

    it("answers bad client fields on client.<field> with the client form's messages, and records nothing", async () => {
      const before = await recorded();
      const answer = await sale({
        client: { name: ' ', identification: 'V-1', email: 'no-es-correo', typeClient: 'vip' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'Error en el formulario',
        errors: {
          'client.name': ['El nombre es obligatorio.'],
          'client.email': ['El correo electrónico no es un correo electrónico válido.'],
          'client.typeClient': ['El tipo de cliente debe ser uno de: freelancer, spot, a, b, c.'],
        },
      });
      const noIdentification = await sale({ client: { name: 'Sin cédula', typeClient: 'a' } });
      expect(noIdentification.body.errors).toEqual({
        'client.identification': ['El alias o número de identificación es obligatorio.'],
      });
      expect(await recorded()).toEqual(before);
    });

    it('refuses a sale that names no client, or names it twice: never the default client silently', async () => {
      const before = await recorded();
      const none = await sale({});
      expect([none.status, none.body.errors]).toEqual([400, { client_id: ['Debe seleccionar un cliente'] }]);
      const withOtherErrors = await sale({ comentary: '' });
      expect(withOtherErrors.body.errors).toEqual({
        comentary: ['El campo observaciones es obligatorio.'],
        client_id: ['Debe seleccionar un cliente'],
      });
      const twice = await sale({ client_id: 1, client: { name: 'Ana', identification: 'X-1', typeClient: 'a' } });
      expect(twice.body.errors).toEqual({ client: ['Seleccione un cliente o complete sus datos, no ambos'] });
      const withoutAndWith = await sale({ without_client: true, client_id: 1 });
      expect(withoutAndWith.body.errors).toEqual({ without_client: ['Una venta sin cliente no lleva cliente'] });
      expect(await recorded()).toEqual(before);
    });

    it("sells to the default client (0000) only when asked: the POS's 'Venta sin cliente'", async () => {
      const order = await created({ without_client: true }, sales);
      expect(order.client).toMatchObject({ identification: '0000', name: 'Cliente General' });
    });
  });
});
