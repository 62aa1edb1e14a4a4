import type { Knex } from 'knex';
import { VENEZUELAN_STATES } from '@bo/domain';
import { RecordCommands } from '../catalogue/record-commands';
import { seedRecords } from '../catalogue/seed-records';
import { regionResource } from './region.resource';

/** A new installation starts with Venezuela's federal entities as its regions. */
export function seedRegions(knex: Knex, commands: RecordCommands): Promise<void> {
  const states = VENEZUELAN_STATES.map((name) => ({ name }));
  return seedRecords(knex, commands, regionResource, states);
}
