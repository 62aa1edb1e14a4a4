import { DEFAULT_PAYMENT_METHODS, paymentMethodStream, uniqueValueStream } from '@bo/domain';
import { EventStore, WrongExpectedVersionError } from '@bo/event-store';
import type { Knex } from 'knex';
import { CommandExecutor } from '../../shared/command-executor';
import { systemMetadata } from '../../shared/command-metadata';

/** The scope a method's code is claimed on (payment-method.commands.ts). */
const CODE_SCOPE = 'payment_method.code';

/**
 * Registers the default payment methods once (each stream expects not to exist yet). An
 * installation seeded before a default method existed ('Nota de Crédito', with devolutions) gets
 * the missing one: under its default id when that is free, else the next free id, with its code
 * claimed in the same append so two starting processes add it once.
 */
export async function seedPaymentMethods(knex: Knex, executor: CommandExecutor, store: EventStore): Promise<void> {
  const codes = ((await knex('rm.payment_methods').select('code')) as { code: string }[]).map((row) => row.code);
  const metadata = systemMetadata();
  try {
    if (codes.length === 0) {
      await executor.append(
        DEFAULT_PAYMENT_METHODS.map((method) => ({
          streamId: paymentMethodStream(method.id),
          expectedVersion: 'no_stream' as const,
          events: [{ type: 'PaymentMethodAdded', data: method, metadata }],
        })),
      );
      return;
    }
    for (const method of DEFAULT_PAYMENT_METHODS.filter((known) => !codes.includes(known.code))) {
      let id = Number(method.id);
      while ((await store.readStream(paymentMethodStream(String(id)), { maxCount: 1 })).version !== 0) id += 1;
      const data = { ...method, id: String(id) };
      await executor.append([
        {
          streamId: paymentMethodStream(data.id),
          expectedVersion: 'no_stream',
          events: [{ type: 'PaymentMethodAdded', data, metadata }],
        },
        {
          streamId: uniqueValueStream(CODE_SCOPE, method.code),
          expectedVersion: 'no_stream',
          events: [
            {
              type: 'UniqueValueClaimed',
              data: { scope: CODE_SCOPE, value: method.code, owner_id: data.id },
              metadata,
            },
          ],
        },
      ]);
    }
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
  }
}
