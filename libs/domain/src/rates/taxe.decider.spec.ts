import { given } from '../kit';
import { taxeDecider } from './taxe.decider';
import { TaxeCommand } from './taxe.commands';
import { TaxeEvent } from './taxe.events';
import { TaxeMessages } from './taxe.messages';

const metadata = {
  user_id: 'u1',
  correlation_id: 'c1',
  causation_id: null,
  idempotency_key: null,
  at: '2026-11-21T10:00:00.000Z',
};
const created: TaxeEvent = { type: 'TaxeCreated', data: { id: '7', change: '36.50', cop_change: '0.009000' } };
const deleted: TaxeEvent = { type: 'TaxeDeleted', data: { id: '7' } };
const create = (change: string, cop_change: string): TaxeCommand => ({
  type: 'CreateTaxe',
  data: { id: '7', change, cop_change },
  metadata,
});
const update = (change: string, cop_change: string): TaxeCommand => ({
  type: 'UpdateTaxe',
  data: { id: '7', change, cop_change },
  metadata,
});
const remove: TaxeCommand = { type: 'DeleteTaxe', data: { id: '7' }, metadata };

describe('exchange rate decider', () => {
  describe('create', () => {
    it('records a new rate with its numbers normalised', () =>
      given(taxeDecider).when(create('36.5', '0.009')).then([created]));
    it('accepts a comma as the decimal separator', () =>
      given(taxeDecider).when(create('36,5', '0,009')).then([created]));
    it('refuses a zero dollar rate', () =>
      given(taxeDecider).when(create('0', '0.009')).thenRefuses(TaxeMessages.changePositive));
    it('refuses a negative dollar rate', () =>
      given(taxeDecider).when(create('-1', '0.009')).thenRefuses(TaxeMessages.changePositive));
    it('refuses a dollar rate that is text', () =>
      given(taxeDecider).when(create('abc', '0.009')).thenRefuses(TaxeMessages.changePositive));
    it('refuses a dollar rate with more than 2 decimals', () =>
      given(taxeDecider).when(create('36.555', '0.009')).thenRefuses(TaxeMessages.changeDecimals));
    it('refuses a dollar rate too large to keep', () =>
      given(taxeDecider).when(create('10000000000000000', '0.009')).thenRefuses(TaxeMessages.changeTooLarge));
    it('refuses a peso rate too large to keep', () =>
      given(taxeDecider).when(create('36.5', '1000000000000')).thenRefuses(TaxeMessages.copTooLarge));
    it('refuses a zero peso rate', () =>
      given(taxeDecider).when(create('36.5', '0')).thenRefuses(TaxeMessages.copPositive));
    it('refuses a peso rate with more than 6 decimals', () =>
      given(taxeDecider).when(create('36.5', '0.0000001')).thenRefuses(TaxeMessages.copDecimals));
    it('refuses creating a rate that already exists', () =>
      given(taxeDecider, [created]).when(create('40', '0.01')).thenRefuses(TaxeMessages.alreadyExists));
  });

  describe('update', () => {
    it('records the new numbers and the previous ones', () =>
      given(taxeDecider, [created])
        .when(update('40.25', '0.008123'))
        .then([
          {
            type: 'TaxeUpdated',
            data: {
              id: '7',
              change: '40.25',
              cop_change: '0.008123',
              previous: { change: '36.50', cop_change: '0.009000' },
            },
          },
        ]));
    it('records nothing when the numbers do not change', () =>
      given(taxeDecider, [created]).when(update('36.50', '0.009')).then([]));
    it('refuses an unknown rate', () =>
      given(taxeDecider).when(update('40', '0.01')).thenRefuses(TaxeMessages.notFound, 'not_found'));
    it('refuses a deleted rate', () =>
      given(taxeDecider, [created, deleted]).when(update('40', '0.01')).thenRefuses(TaxeMessages.deleted));
    it('refuses a zero dollar rate', () =>
      given(taxeDecider, [created]).when(update('0', '0.01')).thenRefuses(TaxeMessages.changePositive));
  });

  describe('delete', () => {
    it('records the deletion', () => given(taxeDecider, [created]).when(remove).then([deleted]));
    it('refuses an unknown rate', () =>
      given(taxeDecider).when(remove).thenRefuses(TaxeMessages.notFound, 'not_found'));
    it('refuses a rate already deleted', () =>
      given(taxeDecider, [created, deleted]).when(remove).thenRefuses(TaxeMessages.deleted));
  });
});
