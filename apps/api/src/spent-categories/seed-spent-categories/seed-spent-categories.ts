import type { Knex } from 'knex';
import { DEFAULT_SPENT_CATEGORIES } from '@bo/domain';
import { RecordCommands } from '../../catalogue/record-commands';
import { seedRecords } from '../../catalogue/seed-records';
import { spentCategoryResource } from '../spent-category.resource';

/** A new installation starts with a few expense categories (Servicios, Nómina, Alquiler...). */
export function seedSpentCategories(knex: Knex, commands: RecordCommands): Promise<void> {
  return seedRecords(knex, commands, spentCategoryResource, DEFAULT_SPENT_CATEGORIES);
}
