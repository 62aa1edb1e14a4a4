import type { INestApplication } from '@nestjs/common';
import type { Knex } from 'knex';
import { CommandExecutor } from './shared/command-executor';
import { seedAccount } from './accounts/seed-account';
import { seedPaymentMethods } from './payment-methods/seed-payment-methods/seed-payment-methods';
import { RecordCommands } from './catalogue/record-commands';
import { EVENT_STORE } from './infrastructure/database/tokens';
import { seedRegions } from './regions/seed-regions';
import { seedSpentCategories } from './spent-categories/seed-spent-categories/seed-spent-categories';
import { seedDefaultClient } from './clients/seed-default-client/seed-default-client';
import { readModelsCaughtUpForSeeds } from './seeds-read-models';

/**
 * What a new installation needs before anyone signs in (payment methods, Venezuela's states, the
 * POS's default client...), each idempotent. Add a line for each seed. The read models they decide
 * from are caught up first (seeds-read-models.ts); their commands answer no one, so they do not wait
 * for the read models (on a first start over a large store that wait is the whole replay). The
 * administrator's seed, after these, does wait (create-app.ts).
 */
export async function runSeeds(app: INestApplication, knex: Knex): Promise<void> {
  await readModelsCaughtUpForSeeds(app);
  await CommandExecutor.withoutReadModelWaits(async () => {
    await seedPaymentMethods(knex, app.get(CommandExecutor), app.get(EVENT_STORE));
    await seedAccount(app.get(CommandExecutor));
    await seedDefaultClient(app.get(RecordCommands), app.get(EVENT_STORE));
    await seedRegions(knex, app.get(RecordCommands));
    await seedSpentCategories(knex, app.get(RecordCommands));
  });
}
