import { Command } from '../kit/event';
import { Decider, unreachable } from '../kit/decider';
import { DomainError } from '../kit/domain-error';
import { StockDocument, StockEvent } from './stock.events';

interface StockMove {
  product_id: string;
  deposit_id: string;
  quantity: number;
  document: StockDocument;
}
export type AddStock = Command<'AddStock', StockMove>;
/** Carries the product's name: the refusal names it. */
export type RemoveStock = Command<'RemoveStock', StockMove & { product_name: string }>;
export type StockCommand = AddStock | RemoveStock;
export interface StockState {
  quantity: number;
}

export const noStockMessage = (productName: string): string =>
  `No hay stock disponible de este producto: ${productName}`;

/** The stock of one product in one deposit: it never goes below zero. */
export const stockDecider: Decider<StockCommand, StockEvent, StockState> = {
  initialState: () => ({ quantity: 0 }),

  evolve(state, event) {
    switch (event.type) {
      case 'StockAdded':
        return { quantity: state.quantity + event.data.quantity };
      case 'StockRemoved':
        return { quantity: state.quantity - event.data.quantity };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    const { product_id, deposit_id, quantity, document } = command.data;
    if (!Number.isInteger(quantity) || quantity < 1) throw new DomainError('La cantidad debe ser al menos 1');
    const data = { product_id, deposit_id, quantity, document };
    switch (command.type) {
      case 'AddStock':
        return [{ type: 'StockAdded', data }];
      case 'RemoveStock':
        if (quantity > state.quantity) throw new DomainError(noStockMessage(command.data.product_name));
        return [{ type: 'StockRemoved', data }];
      default:
        return unreachable(command);
    }
  },
};
