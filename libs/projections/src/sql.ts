import { Knex } from 'knex';

export const LIVE_SCHEMA = 'rm';

/** Schema names are interpolated into SQL, so only plain lower-case identifiers are accepted. */
export function schemaIdentifier(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Nombre de esquema inválido: ${schema}`);
  return `"${schema}"`;
}

/** Points the transaction's unqualified table names at `schema` (public stays reachable for extensions). */
export async function useSchema(
  trx: Knex.Transaction,
  schema: string,
  options: { synchronousCommit?: boolean } = {},
): Promise<void> {
  const searchPath = `${schemaIdentifier(schema)}, public`;
  // One round trip for both settings, local to the transaction.
  await trx.raw(`select set_config('search_path', ?, true), set_config('synchronous_commit', ?, true)`, [
    searchPath,
    options.synchronousCommit === false ? 'off' : 'on',
  ]);
}

/** First key of every advisory lock taken by this library (the second one names what is locked). */
export const LOCK_NAMESPACE_SQL = `hashtext('bo_projections')`;
