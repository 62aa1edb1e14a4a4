import type { Knex } from 'knex';
import { systemMetadata } from '../shared/command-metadata';
import { CatalogueResource } from './catalogue-resource';
import { RecordCommands } from './record-commands';

/**
 * Creates these records through the ordinary command (so they are events like any other) when
 * the resource's read model is still empty: the first start of a new installation.
 */
export async function seedRecords(
  knex: Knex,
  commands: RecordCommands,
  resource: CatalogueResource,
  records: readonly Record<string, unknown>[],
): Promise<void> {
  const [{ count }] = await knex(resource.table).count({ count: '*' });
  if (Number(count) > 0) return;
  for (const values of records) {
    const parsed = resource.definition.fields.parse(values) as Record<string, unknown>;
    await commands.create(resource, parsed, systemMetadata());
  }
}
