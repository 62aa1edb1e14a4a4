import { Knex } from 'knex';
import { comparePositions, Position } from '@bo/event-store';
import { Projection } from './projection';
import { readCheckpoints } from './checkpoints';
import { LIVE_SCHEMA, schemaIdentifier } from './sql';

/**
 * Why: read models that are ahead of the events (a backup whose events did not come back, a
 * database mixed from two backups) or newer than this code (an older release started on an
 * upgraded database) cannot be served: the screens would show what the history does not hold,
 * or half-understood tables. Checked at start-up, before the read models are migrated.
 */
export class UnsafeReadModelsError extends Error {
  constructor(spanish: string, english: string) {
    super(`${spanish}\n${english}`);
    this.name = 'UnsafeReadModelsError';
  }
}

/**
 * Refuses read models whose checkpoint is past `head` (the store's last event; null: not known, as
 * on KurrentDB) or whose version is newer than the code's.
 */
export async function checkReadModels(
  knex: Knex,
  head: Position | null,
  projections: Projection[],
  schema: string = LIVE_SCHEMA,
): Promise<void> {
  const table = await knex.raw(`select to_regclass(?) is not null as found`, [
    `${schemaIdentifier(schema)}.projection_checkpoints`,
  ]);
  if (!table.rows[0].found) return;
  const versions = new Map(projections.map((projection) => [projection.name, projection.version]));
  for (const checkpoint of await readCheckpoints(knex, schema)) {
    const known = versions.get(checkpoint.name);
    if (known !== undefined && checkpoint.version > known) {
      throw new UnsafeReadModelsError(
        `No se inicia: el modelo de lectura ${checkpoint.name} es de la versión ${checkpoint.version} y este programa conoce la ${known}: ` +
          'lo creó una versión más nueva. Inicie la versión más nueva, o reconstruya con `npm run projections:rebuild` desde esta.',
        `Refusing to start: read model ${checkpoint.name} is at version ${checkpoint.version}, newer than this code's ${known}. ` +
          'Start the newer release, or rebuild it from this one with `npm run projections:rebuild`.',
      );
    }
    if (head && comparePositions(checkpoint.position, head) > 0) {
      const at = `${checkpoint.position.commit}/${checkpoint.position.position}`;
      throw new UnsafeReadModelsError(
        `No se inicia: el modelo de lectura ${checkpoint.name} va por delante de los eventos (en ${at}, el último evento está en ` +
          `${head.commit}/${head.position}): la copia restaurada no trae todos sus eventos. Restaure de nuevo la copia completa (docs/operations.md).`,
        `Refusing to start: read model ${checkpoint.name} is ahead of the events (at ${at}, the last event is at ` +
          `${head.commit}/${head.position}): the restored backup lacks events. Restore the whole backup again (docs/operations.md).`,
      );
    }
  }
}
