import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'crypto';
import type { Knex } from 'knex';
import { AppConfig } from '../../config/app-config';
import { systemMetadata } from '../../shared/command-metadata';
import { RegisterUserCommand } from '../register-user/register-user.command';
import { EmailTakenException } from '../user-writer';

/** On an installation without users, registers the administrator. Returns the password when it created one. */
export async function seedAdmin(
  config: AppConfig,
  knex: Knex,
  commands: CommandBus,
): Promise<{ email: string; password: string } | null> {
  const [{ count }] = await knex('rm.users').count({ count: '*' });
  if (Number(count) > 0) return null;
  const password = config.adminPassword ?? randomBytes(9).toString('base64url');
  try {
    await commands.execute(
      new RegisterUserCommand(
        {
          first_name: 'Administrador',
          last_name: 'General',
          email: config.adminEmail,
          role: 'admin',
          password,
          owner: true,
        },
        systemMetadata(),
      ),
    );
  } catch (error) {
    // The read model was empty only because it is being rebuilt (or another instance seeded first).
    if (error instanceof EmailTakenException) return null;
    throw error;
  }
  return { email: config.adminEmail, password };
}
