/**
 * npm run projections:verify
 * Rebuilds every read model into a scratch schema and compares it with the live one.
 * Prints OK, or each differing row; exit code 1 on any difference.
 */
import { runCheck } from './checking-cli';
import { verifyProjections } from '@bo/projections';

runCheck(8, async ({ knex, store }) => {
  const result = await verifyProjections(knex, store);
  if (result.ok) {
    console.log('OK: las proyecciones coinciden con una reconstrucción desde los eventos');
  } else {
    console.log(`Diferencias (${result.differences.length}):`);
    for (const line of result.differences) console.log(`  ${line}`);
  }
  return result.ok;
});
