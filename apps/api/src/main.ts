import path from 'path';
import { PROJECT_ROOT, resolveDatabase } from '@bo/platform';
import { configFromEnvironment } from './config/app-config';
import { createApp } from './create-app';
import { seedDemo } from './demo/seed-demo';

/** `npm start`: the embedded PostgreSQL unless DATABASE_URL is given, the API and the admin on one port. */
async function main(): Promise<void> {
  const database = await resolveDatabase();
  if (database.embedded) console.log(`PostgreSQL embebido iniciado (${path.join(PROJECT_ROOT, '.data', 'postgres')})`);
  const config = configFromEnvironment(database.url, path.join(PROJECT_ROOT, 'apps', 'admin', 'dist'));
  const running = await createApp(config).catch(async (error) => {
    await database.embedded?.stop().catch(() => undefined);
    throw error;
  });
  console.log(`\nBack office listo en ${running.url}`);
  // The report workers' browser started now, so the first document printed does not wait for it.
  running.warmWorkers().catch((error: unknown) => console.error(`No se pudo iniciar Chromium: ${String(error)}`));
  console.log(
    `Eventos: ${config.kurrentdbUrl ? 'KurrentDB' : 'PostgreSQL'} · Cola de trabajos: ${config.redisUrl ? 'Redis' : 'PostgreSQL (BullMQ)'}`,
  );
  if (running.seededAdmin) {
    console.log('Primer inicio: usuario administrador creado');
    console.log(`  correo:     ${running.seededAdmin.email}`);
    console.log(`  contraseña: ${running.seededAdmin.password}`);
    // The embedded default is a trial installation: it starts with the demo data (SEED_DEMO=false skips it).
    if (database.embedded && process.env.SEED_DEMO !== 'false') {
      console.log('Cargando los datos de demostración (npm run seed:demo)...');
      seedDemo(running, (line) => console.log(`  · ${line}`)).then(
        () => console.log('Datos de demostración cargados.'),
        (error: unknown) => console.error(`No se pudieron cargar los datos de demostración: ${String(error)}`),
      );
    }
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Deteniendo...');
    await running.close().catch((error) => console.error(error));
    await database.embedded?.stop().catch((error) => console.error(error));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
