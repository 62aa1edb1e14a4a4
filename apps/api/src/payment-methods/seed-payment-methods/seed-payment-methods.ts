import { DEFAULT_PAYMENT_METHODS, paymentMethodStream } from '@bo/domain';
import { WrongExpectedVersionError } from '@bo/event-store';
import type { Knex } from 'knex';
import { CommandExecutor } from '../../shared/command-executor';
import { systemMetadata } from '../../shared/command-metadata';

/** Registers the default payment methods once (each stream expects not to exist yet). */
export async function seedPaymentMethods(knex: Knex, executor: CommandExecutor): Promise<void> {
  const [{ count }] = await knex('rm.payment_methods').count({ count: '*' });
  if (Number(count) > 0) return;
  const metadata = systemMetadata();
  try {
    await executor.append(
      DEFAULT_PAYMENT_METHODS.map((method) => ({
        streamId: paymentMethodStream(method.id),
        expectedVersion: 'no_stream' as const,
        events: [{ type: 'PaymentMethodAdded', data: method, metadata }],
      })),
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
  }
}
