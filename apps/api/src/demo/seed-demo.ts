import { randomBytes } from 'crypto';
import { CommandBus } from '@nestjs/cqrs';
import { HttpClient } from '@bo/platform';
import type { RunningApp } from '../create-app';
import { RegisterUserCommand } from '../users/register-user/register-user.command';
import { CreateTaxeCommand } from '../rates/create-taxe/create-taxe.command';
import { systemMetadata } from '../shared/command-metadata';
import { DemoSize, FULL_DEMO, loadDemoData } from './load-demo-data';

export const DEMO_LOADER_EMAIL = 'carga.demostracion@demo.com.ve';

/**
 * Loads the demo data set into a running server: registers the loading user (an admin), signs in
 * and creates everything through the HTTP API, then a week of exchange rates (one per day, dated
 * on its day). Does nothing when the demo is already there.
 */
export async function seedDemo(
  running: RunningApp,
  log: (line: string) => void,
  size: DemoSize = FULL_DEMO,
): Promise<'loaded' | 'already'> {
  const existing = await running.knex('rm.users').where({ email: DEMO_LOADER_EMAIL }).first('id');
  if (existing) return 'already';
  const bus = running.app.get(CommandBus);
  const password = randomBytes(18).toString('base64url');
  const { id: loaderId } = await bus.execute<RegisterUserCommand, { id: string }>(
    new RegisterUserCommand(
      { first_name: 'Datos de', last_name: 'Demostración', email: DEMO_LOADER_EMAIL, role: 'admin', password },
      systemMetadata(),
    ),
  );
  const api = new HttpClient(running.url);
  const login = await api.login(DEMO_LOADER_EMAIL, password);
  if (login.status !== 200) throw new Error(`No se pudo iniciar sesión para cargar la demostración (${login.status})`);

  log('Tasas de cambio de la última semana');
  const now = Date.now();
  for (let daysAgo = 6; daysAgo >= 0; daysAgo--) {
    const change = (36.2 + (6 - daysAgo) * 0.17).toFixed(2);
    const metadata = { ...systemMetadata(), user_id: loaderId, at: new Date(now - daysAgo * 86_400_000).toISOString() };
    await bus.execute(new CreateTaxeCommand(change, '0.009350', metadata));
  }
  await loadDemoData(api, log, size);
  return 'loaded';
}
