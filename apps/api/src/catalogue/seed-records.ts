import type { Knex } from 'knex';
import { systemMetadata } from '../shared/command-metadata';
import { CatalogueResource } from './catalogue-resource';
import { RecordCommands } from './record-commands';

/**
 * Creates these records through the ordinary command (so they are events like any other) once per
 * installation: each is created unless its unique value was ever claimed. An empty read model is
 * not proof of a new installation (it may be rebuilding), so it only skips the check when full.
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
    await commands.createOnce(resource, parsed, systemMetadata());
  }
}
