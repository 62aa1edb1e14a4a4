import { testMetadata as metadata } from '../catalogue/testing';
import { DomainError, fold, given } from '../kit';
import { decideStockMoves, StockEvent, stockStream } from '../stock';
import { inventoryDecider as inventories, inventoryStockMoves, ExistingInventory } from './inventory.decider';
import { InventoryEvent } from './inventory.events';

const lines = [
  { id: '1', product_id: '7', deposit_id: '2', quantity: 5 },
  { id: '2', product_id: '8', deposit_id: '2', quantity: 1 },
];
const created = (type: 'add' | 'return'): InventoryEvent => ({
  type: 'InventoryCreated',
  data: { id: '3', type, lines },
});
const approved: InventoryEvent = { type: 'InventoryApproved', data: { id: '3' } };
const deleted: InventoryEvent = { type: 'InventoryDeleted', data: { id: '3' } };
const create = (type: unknown, sent: unknown) =>
  ({ type: 'CreateInventory', data: { id: '3', type, lines: sent }, metadata }) as const;
const approve = { type: 'ApproveInventory', data: {}, metadata } as const;
const remove = { type: 'DeleteInventory', data: {}, metadata } as const;
const restore = { type: 'RestoreInventory', data: {}, metadata } as const;

const names: Record<string, string> = { '7': 'Filtro de aceite', '8': 'Bujía platino' };
/** What the approval of the inventory moves, against these stock histories. */
function approval(type: 'add' | 'return', stock: Record<string, StockEvent[]> = {}) {
  const inventory = fold(inventories, [created(type)]) as ExistingInventory;
  return decideStockMoves(
    inventoryStockMoves(inventory).map((move) => ({ ...move, product_name: names[move.product_id] })),
    (stream) => stock[stream] ?? [],
    metadata,
  );
}

describe('an inventory', () => {
  it('is created as a request with numbered lines', () => {
    given(inventories)
      .when(
        create('add', [
          { product_id: 7, deposit_id: '2', quantity: '5' },
          { product_id: '8', deposit_id: 2, quantity: 1 },
        ]),
      )
      .then([created('add')]);
  });

  it('refuses no lines, a quantity under 1, left out or not whole, and a product twice', () => {
    given(inventories).when(create('add', [])).thenRefuses('Debe agregar al menos un producto');
    given(inventories).when(create('add', undefined)).thenRefuses('Debe agregar al menos un producto');
    const line = (quantity: unknown) => ({ product_id: '7', deposit_id: '2', quantity });
    given(inventories)
      .when(create('add', [line(0)]))
      .thenRefuses('La cantidad debe ser al menos 1');
    given(inventories)
      .when(create('add', [line(-2)]))
      .thenRefuses('La cantidad debe ser al menos 1');
    given(inventories)
      .when(create('add', [line(1.5)]))
      .thenRefuses('La cantidad debe ser un número entero');
    given(inventories)
      .when(create('add', [{ product_id: '7', deposit_id: '2' }]))
      .thenRefuses('La cantidad debe ser al menos 1');
    given(inventories)
      .when(create('return', [line(1), { ...line(2), deposit_id: '4' }]))
      .thenRefuses('El producto ya fue agregado');
    given(inventories)
      .when(create('move', [line(1)]))
      .thenRefuses('El tipo debe ser entrada o salida');
  });

  it('is approved once', () => {
    given(inventories, [created('add')])
      .when(approve)
      .then([approved]);
    given(inventories, [created('add'), approved])
      .when(approve)
      .thenRefuses('El inventario ya fue procesado');
    given(inventories).when(approve).thenRefuses('No se encontró el inventario', 'not_found');
  });

  it('is deleted and restored only while a request', () => {
    given(inventories, [created('add')])
      .when(remove)
      .then([deleted]);
    given(inventories, [created('add'), approved])
      .when(remove)
      .thenRefuses('No se puede eliminar un inventario procesado');
    given(inventories, [created('add'), deleted])
      .when(approve)
      .thenRefuses('El inventario está eliminado');
    given(inventories, [created('add'), deleted])
      .when(restore)
      .then([{ type: 'InventoryRestored', data: { id: '3' } }]);
    given(inventories, [created('add')])
      .when(restore)
      .thenRefuses('El inventario no está eliminado');
  });

  it('approved as an entry adds each line to the stock of its deposit', () => {
    const document = { type: 'inventory', id: '3', label: 'Entrada de inventario #3' };
    expect(approval('add')).toEqual([
      {
        streamId: 'stock-7-2',
        events: [{ type: 'StockAdded', data: { product_id: '7', deposit_id: '2', quantity: 5, document } }],
      },
      {
        streamId: 'stock-8-2',
        events: [{ type: 'StockAdded', data: { product_id: '8', deposit_id: '2', quantity: 1, document } }],
      },
    ]);
  });

  it('approved as an exit takes each line out of the stock of its deposit', () => {
    const document = { type: 'inventory', id: '3', label: 'Salida de inventario #3' };
    const had = (product: string, quantity: number): StockEvent => ({
      type: 'StockAdded',
      data: { product_id: product, deposit_id: '2', quantity, document: { ...document, id: '1' } },
    });
    const stock = { [stockStream('7', '2')]: [had('7', 5)], [stockStream('8', '2')]: [had('8', 4)] };
    expect(approval('return', stock).map((move) => move.events)).toEqual([
      [{ type: 'StockRemoved', data: { product_id: '7', deposit_id: '2', quantity: 5, document } }],
      [{ type: 'StockRemoved', data: { product_id: '8', deposit_id: '2', quantity: 1, document } }],
    ]);
  });

  it('as an exit is refused whole when one line lacks stock', () => {
    const had: StockEvent = {
      type: 'StockAdded',
      data: { product_id: '7', deposit_id: '2', quantity: 9, document: { type: 'inventory', id: '1', label: 'x' } },
    };
    expect(() => approval('return', { [stockStream('7', '2')]: [had] })).toThrow(
      new DomainError('No hay stock disponible de este producto: Bujía platino'),
    );
  });
});
