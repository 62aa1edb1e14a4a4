/**
 * The activity log reads like a person wrote it (docs/rules.md 'Activity log'): given the events
 * before it, a row names things by their names as they were called then, counts in the singular
 * for one, writes dollars in es-US and bolivars in es-VE.
 */
import { describeEvent, EventToDescribe } from './describe-event';
import { runningNames } from './event-names';

const e = (streamId: string, type: string, data: unknown): EventToDescribe => ({ streamId, type, data });

const battery = { code: 'BAT-12', name: 'Batería 12V Mitsubishi Lancer', product_category_id: '1' };
const productCreated = e('product-256', 'ProductCreated', { id: '256', ...battery });
const centralDeposit = e('deposit-3', 'DepositCreated', { id: '3', name: 'Depósito Central' });
const valencia = e('deposit-4', 'DepositCreated', { id: '4', name: 'Valencia' });
const workshop = { identification: 'V-4455667', name: 'Taller Registro', typeClient: 'a' };
const clientCreated = e('client-77', 'ClientCreated', { id: '77', ...workshop });
/** Sale 900 is the 120th sale; purchase 44 the 3rd purchase. */
const SALE_NUMBERS: Record<string, number> = { '900': 120 };
const SHOPPING_NUMBERS: Record<string, number> = { '44': 3 };

const move = (type: 'StockAdded' | 'StockRemoved', quantity: number, deposit: string, document: object) =>
  e(`stock-256-${deposit}`, type, { product_id: '256', deposit_id: deposit, quantity, document });
const bySale = { type: 'order', id: '900', label: 'Venta' };
const byEntry = { type: 'inventory', id: '9', label: 'Entrada de inventario #9' };
const byPurchase = { type: 'shopping', id: '44', label: 'Compra #44' };

/** The line of `when`, once the log has noted `given` (and `when` itself). */
function lineOf(given: EventToDescribe[], when: EventToDescribe): string {
  const names = runningNames(() => undefined);
  for (const event of [...given, when]) names.note(event);
  return describeEvent(when, {
    orderNumber: (id) => SALE_NUMBERS[id],
    shoppingNumber: (id) => SHOPPING_NUMBERS[id],
    nameOf: names.nameOf,
  }).description;
}

describe('the wording of the activity log', () => {
  describe('stock moves', () => {
    const given = [productCreated, centralDeposit, valencia];

    it('name the product, the deposit and the sale, never their ids', () => {
      expect(lineOf(given, move('StockRemoved', 2, '3', bySale))).toBe(
        'Salieron 2 unidades de Batería 12V Mitsubishi Lancer del Depósito Central por la venta #120',
      );
    });

    it('say one unit in the singular', () => {
      expect(lineOf(given, move('StockRemoved', 1, '3', bySale))).toBe(
        'Salió 1 unidad de Batería 12V Mitsubishi Lancer del Depósito Central por la venta #120',
      );
      expect(lineOf(given, move('StockAdded', 1, '3', byEntry))).toBe(
        'Entró 1 unidad de Batería 12V Mitsubishi Lancer al Depósito Central por la entrada de inventario #9',
      );
    });

    it('name a purchase by its number', () => {
      expect(lineOf(given, move('StockAdded', 12, '3', byPurchase))).toBe(
        'Entraron 12 unidades de Batería 12V Mitsubishi Lancer al Depósito Central por la compra #3',
      );
      expect(lineOf(given, move('StockRemoved', 1, '3', byPurchase))).toBe(
        'Salió 1 unidad de Batería 12V Mitsubishi Lancer del Depósito Central por la compra #3',
      );
    });

    it('group thousands of units in es-VE and call a deposit a deposit when its name does not', () => {
      expect(lineOf(given, move('StockAdded', 1250, '4', byEntry))).toBe(
        'Entraron 1.250 unidades de Batería 12V Mitsubishi Lancer al depósito Valencia por la entrada de inventario #9',
      );
    });

    it('name the product as it was called at the move', () => {
      const renamed = e('product-256', 'ProductUpdated', {
        id: '256',
        ...battery,
        name: 'Batería 12V Lancer 2010',
        previous: battery,
      });
      expect(lineOf([...given, renamed], move('StockRemoved', 3, '3', bySale))).toBe(
        'Salieron 3 unidades de Batería 12V Lancer 2010 del Depósito Central por la venta #120',
      );
    });
  });

  describe('inventories', () => {
    const line = (product: string, deposit: string, quantity: number) => ({
      id: product,
      product_id: product,
      deposit_id: deposit,
      quantity,
    });

    it('count the products and units of a new inventory and name its deposit', () => {
      const entry = e('inventory-9', 'InventoryCreated', {
        id: '9',
        type: 'add',
        lines: [line('256', '3', 10), line('257', '3', 5)],
      });
      expect(lineOf([centralDeposit], entry)).toBe(
        'Registró la entrada de inventario #9 con 2 productos (15 unidades) al Depósito Central',
      );
      const exit = e('inventory-10', 'InventoryCreated', { id: '10', type: 'return', lines: [line('256', '4', 1)] });
      expect(lineOf([valencia], exit)).toBe(
        'Registró la salida de inventario #10 con 1 producto (1 unidad) del depósito Valencia',
      );
      const spread = e('inventory-11', 'InventoryCreated', {
        id: '11',
        type: 'add',
        lines: [line('256', '3', 4), line('257', '4', 4)],
      });
      expect(lineOf([centralDeposit, valencia], spread)).toBe(
        'Registró la entrada de inventario #11 con 2 productos (8 unidades) en 2 depósitos',
      );
    });

    it('name a processed, deleted or restored inventory by its kind and number', () => {
      const created = e('inventory-10', 'InventoryCreated', { id: '10', type: 'return', lines: [line('256', '4', 1)] });
      expect(lineOf([created], e('inventory-10', 'InventoryApproved', { id: '10' }))).toBe(
        'Procesó la salida de inventario #10',
      );
      expect(lineOf([created], e('inventory-10', 'InventoryDeleted', { id: '10' }))).toBe(
        'Eliminó la salida de inventario #10',
      );
      expect(lineOf([created], e('inventory-10', 'InventoryRestored', { id: '10' }))).toBe(
        'Restauró la salida de inventario #10',
      );
    });
  });

  describe('transfers', () => {
    const lines = [
      { id: '1', product_id: '256', deposit_id: '4', quantity: 3 },
      { id: '2', product_id: '257', deposit_id: '4', quantity: 2 },
    ];
    const created = e('transfer-3', 'TransferCreated', { id: '3', deposit_id: '3', comentary: null, lines });
    const byTransfer = { type: 'transfer', id: '3', label: 'Transferencia #3' };

    it('name a new transfer by its number, the deposit it leaves and its units', () => {
      expect(lineOf([centralDeposit], created)).toBe('Creó la transferencia #3 del Depósito Central (5 unidades)');
      const single = e('transfer-4', 'TransferCreated', {
        id: '4',
        deposit_id: '4',
        comentary: 'Urgente',
        lines: [{ id: '1', product_id: '256', deposit_id: '3', quantity: 1 }],
      });
      expect(lineOf([valencia], single)).toBe('Creó la transferencia #4 del depósito Valencia (1 unidad)');
    });

    it('say who sent, received or cancelled it', () => {
      expect(lineOf([created], e('transfer-3', 'TransferSent', { id: '3' }))).toBe('Envió la transferencia #3');
      expect(lineOf([created], e('transfer-3', 'TransferReceived', { id: '3' }))).toBe('Recibió la transferencia #3');
      expect(lineOf([created], e('transfer-3', 'TransferCancelled', { id: '3' }))).toBe('Anuló la transferencia #3');
    });

    it('name the transfer on its stock moves', () => {
      expect(lineOf([productCreated, valencia], move('StockAdded', 3, '4', byTransfer))).toBe(
        'Entraron 3 unidades de Batería 12V Mitsubishi Lancer al depósito Valencia por la transferencia #3',
      );
      const category = describeEvent(move('StockRemoved', 3, '3', byTransfer)).category;
      expect(category).toBe('Inventario');
    });
  });

  describe('payments', () => {
    const orderPayment = (amount: string, amountBs: string) =>
      e('order-900', 'OrderPaymentRecorded', {
        id: '900',
        payment_id: '5',
        method_id: '5',
        method_code: 'pago-movil',
        method_name: 'Pago móvil',
        amount,
        amount_bs: amountBs,
        exchange_rate: amountBs === '0.00' ? null : '36.50',
        reference: '0412',
        client_payment_id: null,
        paid: amount,
        state: 'delivery',
      });

    it('write dollars in es-US, and the bolivars paid in es-VE beside them', () => {
      expect(lineOf([], orderPayment('1202.98', '0.00'))).toBe('Registró un pago de $1,202.98 en la venta #120');
      expect(lineOf([], orderPayment('50.00', '1825.00'))).toBe(
        'Registró un pago de $50.00 (Bs 1.825,00) en la venta #120',
      );
    });

    it("say a payment by 'Nota de Crédito' came from the client's credit", () => {
      const byCredit = e('order-900', 'OrderPaymentRecorded', {
        ...(orderPayment('70.76', '0.00').data as object),
        method_code: 'nota-credito',
        method_name: 'Nota de Crédito',
      });
      expect(lineOf([], byCredit)).toBe('Registró un pago de $70.76 con saldo a favor del cliente en la venta #120');
      const clientPayment = e('client_payment-61', 'ClientPaymentRecorded', {
        id: '61',
        client_id: '77',
        method_id: '8',
        method_code: 'nota-credito',
        method_name: 'Nota de Crédito',
        amount: '23.42',
        amount_bs: '0.00',
        exchange_rate: null,
        reference: '',
        date: '2026-02-01',
        allocations: [{ order_id: '900', payment_id: '7', amount: '23.42' }],
      });
      expect(lineOf([clientCreated], clientPayment)).toBe(
        'Registró un pago de $23.42 con saldo a favor del cliente Taller Registro',
      );
    });

    it("name a client payment's client as they were called then", () => {
      const payment = e('client_payment-60', 'ClientPaymentRecorded', {
        id: '60',
        client_id: '77',
        method_id: '2',
        method_code: 'transferencia',
        method_name: 'Transferencia (Bs)',
        amount: '1250.00',
        amount_bs: '45625.00',
        exchange_rate: '36.50',
        reference: '123',
        date: '2026-02-01',
        allocations: [{ order_id: '900', payment_id: '6', amount: '1250.00' }],
      });
      expect(lineOf([clientCreated], payment)).toBe(
        'Registró un pago de $1,250.00 (Bs 45.625,00) del cliente Taller Registro',
      );
      const renamed = e('client-77', 'ClientUpdated', {
        id: '77',
        ...workshop,
        name: 'Taller Registro C.A.',
        previous: workshop,
      });
      expect(lineOf([clientCreated, renamed], payment)).toBe(
        'Registró un pago de $1,250.00 (Bs 45.625,00) del cliente Taller Registro C.A.',
      );
    });
  });

  describe('sales', () => {
    it('count the products dispatched, one in the singular', () => {
      const dispatched = (lineIds: string[]) =>
        e('order-900', 'OrderLinesDispatched', { id: '900', dispatch_id: '1', line_ids: lineIds, state: 'dispatch' });
      expect(lineOf([], dispatched(['1']))).toBe('Despachó 1 producto de la venta #120');
      expect(lineOf([], dispatched(['1', '2', '3']))).toBe('Despachó 3 productos de la venta #120');
    });
  });

  describe('purchases', () => {
    const payment = (amountUsd: string, amountVes: string) => ({
      payment_id: '1',
      method_id: '3',
      method_code: 'pago-movil',
      method_name: 'Pago Móvil',
      amount_usd: amountUsd,
      amount_ves: amountVes,
      exchange_rate: amountVes === '0.00' ? null : '36.5',
      reference: '1',
      date: '2026-02-01',
    });

    it('name the purchase by its number and its provider, with its total in es-US', () => {
      const registered = e('shopping-44', 'ShoppingRegistered', {
        id: '44',
        provider_name: 'Repuestos El Llanero',
        total: '1250.00',
      });
      expect(lineOf([], registered)).toBe('Registró la compra #3 de Repuestos El Llanero por $1,250.00');
    });

    it('write a payment in dollars, with the bolivars paid beside them', () => {
      const paid = (amountUsd: string, amountVes: string) =>
        e('shopping-44', 'ShoppingPaymentRecorded', { id: '44', payment: payment(amountUsd, amountVes) });
      expect(lineOf([], paid('50.00', '0.00'))).toBe('Registró un pago de $50.00 en la compra #3');
      expect(lineOf([], paid('50.00', '1825.00'))).toBe('Registró un pago de $50.00 (Bs 1.825,00) en la compra #3');
    });

    it('say a purchase was marked paid or annulled', () => {
      expect(lineOf([], e('shopping-44', 'ShoppingMarkedPaid', { id: '44' }))).toBe('Marcó como pagada la compra #3');
      expect(lineOf([], e('shopping-44', 'ShoppingCancelled', { id: '44' }))).toBe('Anuló la compra #3');
    });
  });

  describe('catalogue records', () => {
    it('name a record by its title, a renamed one before and after, a deleted or restored one by its name', () => {
      expect(lineOf([], productCreated)).toBe('Registró el producto BAT-12 Batería 12V Mitsubishi Lancer');
      const bosch = { name: 'Bosch' };
      const renamed = e('brand-5', 'BrandUpdated', { id: '5', name: 'Robert Bosch', previous: bosch });
      expect(lineOf([e('brand-5', 'BrandCreated', { id: '5', ...bosch })], renamed)).toBe(
        'Modificó la marca Bosch → Robert Bosch',
      );
      expect(lineOf([productCreated], e('product-256', 'ProductDeleted', { id: '256' }))).toBe(
        'Eliminó el producto Batería 12V Mitsubishi Lancer',
      );
      expect(lineOf([clientCreated], e('client-77', 'ClientRestored', { id: '77' }))).toBe(
        'Restauró el cliente Taller Registro',
      );
      expect(lineOf([valencia], e('deposit-4', 'DepositDeleted', { id: '4' }))).toBe('Eliminó el depósito Valencia');
    });
  });

  describe('users', () => {
    const luis = e('user-7', 'UserRegistered', {
      id: '7',
      first_name: 'Luis',
      last_name: 'Gómez',
      email: 'luis@example.com',
      role: 'sales',
      password_hash: 'h',
      owner: false,
    });

    it('name a deleted or restored user and the user of an e-mail', () => {
      expect(lineOf([luis], e('user-7', 'UserDeleted', { id: '7' }))).toBe('Eliminó al usuario Luis Gómez');
      expect(lineOf([luis], e('user-7', 'UserRestored', { id: '7' }))).toBe('Restauró al usuario Luis Gómez');
      const released = { email: 'luis@example.com', user_id: '7' };
      expect(lineOf([luis], e('user_email-luis@example.com', 'UserEmailReleased', released))).toBe(
        'Liberó el correo luis@example.com del usuario Luis Gómez',
      );
    });
  });
});
