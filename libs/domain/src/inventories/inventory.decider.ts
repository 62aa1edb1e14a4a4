import { Command } from '../kit/event';
import { Decider, unreachable } from '../kit/decider';
import { DomainError } from '../kit/domain-error';
import { businessDay } from '../shared/business-day';
import { refuseInClosedPeriod } from '../audit/closed-period';
import { StockMoveRequest } from '../stock/stock-moves';
import { newInventory } from './inventory.fields';
import { inventoryLabel, InventoryEvent, InventoryLine } from './inventory.events';
import { InventoryMessages as M } from './inventory.messages';

export type CreateInventory = Command<'CreateInventory', { id: string; type: unknown; lines: unknown }>;
export type ApproveInventory = Command<'ApproveInventory', Record<string, never>>;
export type DeleteInventory = Command<'DeleteInventory', Record<string, never>>;
export type RestoreInventory = Command<'RestoreInventory', Record<string, never>>;
export type InventoryCommand = CreateInventory | ApproveInventory | DeleteInventory | RestoreInventory;

export interface ExistingInventory {
  id: string;
  type: 'add' | 'return';
  status: 'request' | 'process';
  deleted: boolean;
  lines: InventoryLine[];
}
export type InventoryState = { status: 'none' } | ExistingInventory;

function existing(state: InventoryState): ExistingInventory {
  if (state.status === 'none') throw new DomainError(M.notFound, 'not_found');
  return state;
}

function live(state: InventoryState): ExistingInventory {
  const inventory = existing(state);
  if (inventory.deleted) throw new DomainError(M.deleted);
  return inventory;
}

/**
 * An inventory entry ('add') or exit ('return'): created as a request, approved once (then its
 * stock moves, see inventoryStockMoves), deleted (soft) and restored only while a request.
 */
export const inventoryDecider: Decider<InventoryCommand, InventoryEvent, InventoryState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'InventoryCreated':
        return { id: event.data.id, type: event.data.type, status: 'request', deleted: false, lines: event.data.lines };
      case 'InventoryApproved':
        return state.status === 'none' ? state : { ...state, status: 'process' };
      case 'InventoryDeleted':
        return state.status === 'none' ? state : { ...state, deleted: true };
      case 'InventoryRestored':
        return state.status === 'none' ? state : { ...state, deleted: false };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    // An inventory is dated the day it is asked (created, approved, deleted): refused while that day is closed.
    refuseInClosedPeriod(command.metadata.closed_until, businessDay(command.metadata.at));
    switch (command.type) {
      case 'CreateInventory': {
        if (state.status !== 'none') throw new DomainError(M.alreadyExists);
        const parsed = newInventory.safeParse({ type: command.data.type, lines: command.data.lines });
        if (!parsed.success) throw new DomainError(parsed.error.issues[0]?.message ?? M.noLines);
        const lines = parsed.data.lines.map((line, index) => ({ id: String(index + 1), ...line }));
        return [{ type: 'InventoryCreated', data: { id: command.data.id, type: parsed.data.type, lines } }];
      }
      case 'ApproveInventory': {
        const inventory = live(state);
        if (inventory.status !== 'request') throw new DomainError(M.alreadyProcessed);
        return [{ type: 'InventoryApproved', data: { id: inventory.id } }];
      }
      case 'DeleteInventory': {
        const inventory = live(state);
        if (inventory.status !== 'request') throw new DomainError(M.deleteProcessed);
        return [{ type: 'InventoryDeleted', data: { id: inventory.id } }];
      }
      case 'RestoreInventory': {
        const inventory = existing(state);
        if (!inventory.deleted) throw new DomainError(M.notDeleted);
        return [{ type: 'InventoryRestored', data: { id: inventory.id } }];
      }
      default:
        return unreachable(command);
    }
  },
};

/** The stock an approved inventory moves: each line in (entry) or out (exit) of its deposit. */
export function inventoryStockMoves(inventory: ExistingInventory): Omit<StockMoveRequest, 'product_name'>[] {
  const document = {
    type: 'inventory' as const,
    id: inventory.id,
    label: inventoryLabel(inventory.type, inventory.id),
  };
  return inventory.lines.map((line) => ({
    kind: inventory.type === 'add' ? 'add' : 'remove',
    product_id: line.product_id,
    deposit_id: line.deposit_id,
    quantity: line.quantity,
    document,
  }));
}
