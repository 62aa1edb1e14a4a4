/**
 * npm run seed:demo
 * Loads the demo data set (stores, deposits, users of every role, price groups, brands,
 * categories, products, clients, providers, expenses, a month of rates, stock and a month of
 * sales) through the ordinary commands, into the embedded PostgreSQL or DATABASE_URL. Run it once;
 * a second run does nothing.
 */
import { resolveDatabase } from '@bo/platform';
import { configFromEnvironment } from '../config/app-config';
import { createApp } from '../create-app';
import { seedDemo } from '../demo/seed-demo';

async function main(): Promise<void> {
  const database = await resolveDatabase();
  const running = await createApp({ ...configFromEnvironment(database.url, null), port: 0 });
  try {
    const started = Date.now();
    const result = await seedDemo(running, (line) => console.log(`· ${line}`));
    if (result === 'already') console.log('Los datos de demostración ya estaban cargados.');
    else {
      console.log(`Datos de demostración cargados en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      console.log(
        'Usuarios de demostración (contraseña Demo-2026): gerardo.admin@demo.com.ve, vanessa.sales@demo.com.ve,',
      );
      console.log(
        '  victor.sales@demo.com.ve, alberto.storer@demo.com.ve, fabiola.financial@demo.com.ve, eduardo.endline@demo.com.ve',
      );
    }
  } finally {
    await running.close();
    await database.embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
