import { testMetadata as metadata } from '../catalogue/testing';
import { given } from '../kit';
import { stockDecider as stock } from './stock.decider';
import { StockEvent } from './stock.events';

const document = { type: 'inventory' as const, id: '3', label: 'Entrada de inventario #3' };
const move = (quantity: number) => ({ product_id: '7', deposit_id: '2', quantity, document });
const added = (quantity: number): StockEvent => ({ type: 'StockAdded', data: move(quantity) });
const removed = (quantity: number): StockEvent => ({ type: 'StockRemoved', data: move(quantity) });
const remove = (quantity: number) =>
  ({ type: 'RemoveStock', data: { ...move(quantity), product_name: 'Filtro de aceite' }, metadata }) as const;

describe('the stock of a product in a deposit', () => {
  it('grows by what enters', () => {
    given(stock)
      .when({ type: 'AddStock', data: move(5), metadata })
      .then([added(5)]);
  });

  it('lowers by what leaves, down to zero', () => {
    given(stock, [added(5)])
      .when(remove(5))
      .then([removed(5)]);
    given(stock, [added(5), removed(2)])
      .when(remove(3))
      .then([removed(3)]);
  });

  it('refuses to take more than there is, naming the product', () => {
    given(stock).when(remove(1)).thenRefuses('No hay stock disponible de este producto: Filtro de aceite');
    given(stock, [added(5), removed(2)])
      .when(remove(4))
      .thenRefuses('No hay stock disponible de este producto: Filtro de aceite');
  });

  it('refuses a quantity that is not a whole number of at least 1', () => {
    given(stock)
      .when({ type: 'AddStock', data: move(0), metadata })
      .thenRefuses('La cantidad debe ser al menos 1');
    given(stock)
      .when({ type: 'AddStock', data: move(1.5), metadata })
      .thenRefuses('La cantidad debe ser al menos 1');
  });
});
