import { testMetadata as metadata } from '../catalogue/testing';
import { given } from '../kit';
import { closedMessage, whileClosedUntil } from '../audit/testing';
import { inventoryDecider as inventories } from './inventory.decider';
import { InventoryEvent } from './inventory.events';

// An inventory is dated the day it is asked: here 2026-02-10 in Caracas.
const LATER = '2026-02-10T15:00:00.000Z';
const lines = [{ id: '1', product_id: '7', deposit_id: '2', quantity: 5 }];
const created: InventoryEvent = { type: 'InventoryCreated', data: { id: '3', type: 'add', lines } };
const create = {
  type: 'CreateInventory',
  data: { id: '3', type: 'add', lines: [{ product_id: '7', deposit_id: '2', quantity: 5 }] },
  metadata,
} as const;
const approve = { type: 'ApproveInventory', data: {}, metadata } as const;

describe('inventories in a closed period', () => {
  it('takes an inventory asked the day after the closing', () =>
    given(inventories)
      .when(whileClosedUntil('2026-02-09', create, LATER))
      .then([created]));
  it('refuses an inventory asked on a closed day', () =>
    given(inventories)
      .when(whileClosedUntil('2026-02-10', create, LATER))
      .thenRefuses(closedMessage('2026-02-10')));
  it('refuses approving one on a closed day', () =>
    given(inventories, [created])
      .when(whileClosedUntil('2026-02-10', approve, LATER))
      .thenRefuses(closedMessage('2026-02-10')));
  it('approves today one asked before the closing (its stock moves today)', () =>
    given(inventories, [created])
      .when(whileClosedUntil('2026-02-09', approve, LATER))
      .then([{ type: 'InventoryApproved', data: { id: '3' } }]));
});
