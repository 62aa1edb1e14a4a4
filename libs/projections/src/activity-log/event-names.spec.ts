/** Which names the log learns from an event and which an event's line needs (event-names.ts). */
import { EventToDescribe } from './describe-event';
import { namesGivenBy, namesUsedBy, runningNames } from './event-names';

const e = (streamId: string, type: string, data: unknown): EventToDescribe => ({ streamId, type, data });
const battery = { code: 'BAT-12', name: 'Batería 12V', product_category_id: '1' };

describe('the names the log learns from events', () => {
  it('given a product, a client or another record, it learns the name other rows call it by', () => {
    expect(namesGivenBy(e('product-256', 'ProductCreated', { id: '256', ...battery }))).toEqual([
      ['product-256', 'Batería 12V'],
    ]);
    const client = { identification: 'V-1', name: 'Taller Registro', typeClient: 'a' };
    expect(namesGivenBy(e('client-7', 'ClientUpdated', { id: '7', ...client, previous: client }))).toEqual([
      ['client-7', 'Taller Registro'],
    ]);
    const provider = { name: 'Pedro', company_name: 'Repuestos Lara', tax_id: 'J-12345678-9' };
    expect(namesGivenBy(e('provider-3', 'ProviderCreated', { id: '3', ...provider }))).toEqual([
      ['provider-3', 'J-12345678-9 Repuestos Lara'],
    ]);
  });

  it("given a user or an inventory, it learns the user's and the inventory's; a rate has no name, a sale teaches none", () => {
    const user = { id: '5', first_name: 'Eva', last_name: 'Ruiz', email: 'e@x.test', role: 'storer', owner: false };
    expect(namesGivenBy(e('user-5', 'UserRegistered', user))).toEqual([['user-5', 'Eva Ruiz']]);
    expect(namesGivenBy(e('taxe-2', 'TaxeCreated', { id: '2', change: '36.50', cop_change: '0.009' }))).toEqual([]);
    const lines = [{ id: '1', product_id: '256', deposit_id: '3', quantity: 1 }];
    expect(namesGivenBy(e('inventory-9', 'InventoryCreated', { id: '9', type: 'return', lines }))).toEqual([
      ['inventory-9', 'Salida de inventario #9'],
    ]);
    // The client's name a sale carries was read from a read model that may lag behind a rename: the
    // client's own events name it.
    expect(namesGivenBy(e('order-1', 'OrderCreated', { id: '1', client_id: '7', client_name: 'Taller' }))).toEqual([]);
  });

  it('given an event that names nothing, or a payload without the expected shape, it learns nothing', () => {
    expect(namesGivenBy(e('brand-1', 'BrandDeleted', { id: '1' }))).toEqual([]);
    expect(namesGivenBy(e('user-5', 'UserRegistered', null))).toEqual([]);
  });

  it('a line needs the names of the things it mentions, and its own thing only when deleted, restored or processed', () => {
    const move = {
      product_id: '256',
      deposit_id: '3',
      quantity: 1,
      document: { type: 'order', id: '1', label: 'Venta' },
    };
    expect(namesUsedBy(e('stock-256-3', 'StockRemoved', move))).toEqual(['product-256', 'deposit-3']);
    expect(namesUsedBy(e('brand-1', 'BrandDeleted', { id: '1' }))).toEqual(['brand-1']);
    expect(namesUsedBy(e('inventory-9', 'InventoryApproved', { id: '9' }))).toEqual(['inventory-9']);
    expect(namesUsedBy(e('brand-1', 'BrandUpdated', { id: '1', name: 'Bosch', previous: {} }))).toEqual([]);
    expect(namesUsedBy(e('client_payment-4', 'ClientPaymentRecorded', { id: '4', client_id: '7' }))).toEqual([
      'client-7',
    ]);
  });

  it('keeps, as learnt, only the names that changed what was known', () => {
    const names = runningNames((streamId) => (streamId === 'product-256' ? 'Batería 12V' : undefined));
    names.note(e('product-256', 'ProductUpdated', { id: '256', ...battery, previous: battery }));
    expect([...names.learnt]).toEqual([]);
    names.note(e('product-256', 'ProductUpdated', { id: '256', ...battery, name: 'Batería', previous: battery }));
    names.note(
      e('product-256', 'ProductUpdated', { id: '256', ...battery, previous: { ...battery, name: 'Batería' } }),
    );
    expect([...names.learnt]).toEqual([['product-256', 'Batería 12V']]);
    expect(names.nameOf('product-256')).toBe('Batería 12V');
  });
});
