import type { INestApplication } from '@nestjs/common';
import type { Knex } from 'knex';
import { CommandExecutor } from './shared/command-executor';
import { seedPaymentMethods } from './payment-methods/seed-payment-methods/seed-payment-methods';

/**
 * What a new installation needs before anyone signs in (payment methods, Venezuela's states, the
 * POS's default client...), each idempotent. Add a line for each seed.
 */
export async function runSeeds(app: INestApplication, knex: Knex): Promise<void> {
  await seedPaymentMethods(knex, app.get(CommandExecutor));
}
