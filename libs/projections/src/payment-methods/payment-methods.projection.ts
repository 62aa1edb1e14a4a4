import { RecordedEvent } from '@bo/event-store';
import { PaymentMethodAdded } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';

/** The payment methods a sale or purchase payment can use. */
export const paymentMethodsProjection: Projection = {
  name: 'payment_methods',
  handles: ['PaymentMethodAdded'],
  version: 1,
  tables: ['payment_methods'],

  async createTables(trx) {
    await trx.raw(`create table payment_methods (
      id bigint primary key,
      code text not null unique,
      name text not null,
      change boolean not null,
      change_currency text
    )`);
  },

  async apply(events, trx) {
    const added = events.filter((event) => event.type === 'PaymentMethodAdded') as RecordedEvent<
      PaymentMethodAdded['data']
    >[];
    await insertRows(
      trx,
      'payment_methods',
      [
        { name: 'id', type: 'bigint', values: added.map((event) => event.data.id) },
        { name: 'code', type: 'text', values: added.map((event) => event.data.code) },
        { name: 'name', type: 'text', values: added.map((event) => event.data.name) },
        { name: 'change', type: 'boolean', values: added.map((event) => event.data.change) },
        { name: 'change_currency', type: 'text', values: added.map((event) => event.data.change_currency) },
      ],
      'on conflict do nothing',
    );
  },
};
