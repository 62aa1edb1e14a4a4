import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import { CommandBus } from '@nestjs/cqrs';
import { Role } from '@bo/domain';
import { AppConfig, configFromEnvironment } from '../../apps/api/src/config/app-config';
import { createApp, RunningApp } from '../../apps/api/src/create-app';
import { RegisterUserCommand } from '../../apps/api/src/users/register-user/register-user.command';
import { systemMetadata } from '../../apps/api/src/shared/command-metadata';
import { createTestDatabase } from './database';

export interface TestServer {
  baseUrl: string;
  adminEmail: string;
  adminPassword: string;
  running: RunningApp;
  createUser(user: {
    email: string;
    password: string;
    role: Role;
    first_name: string;
    last_name: string;
  }): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The real server on a free port, with a database of its own, the admin seeded, the built admin
 * served; `overrides` change its configuration (an uploads folder, a trusted proxy...).
 */
export async function startTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const database = await createTestDatabase('server');
  const adminEmail = 'admin@prueba.test';
  const adminPassword = `Clave-${randomBytes(4).toString('hex')}`;
  const config = {
    ...configFromEnvironment(
      database.url,
      process.env.TEST_ADMIN_DIST ?? path.resolve(__dirname, '../../apps/admin/dist'),
    ),
    port: 0,
    // Two test files run at once, each with a server (and some with many simultaneous requests):
    // smaller pools keep them well under PostgreSQL's 100 connections.
    databasePoolSize: 10,
    adminEmail,
    adminPassword,
    jobsPrefix: `bo_test_${randomBytes(4).toString('hex')}`,
    uploadsDir: path.join(os.tmpdir(), `bo-uploads-${randomBytes(6).toString('hex')}`),
    reportsDir: path.join(os.tmpdir(), `bo-reports-${randomBytes(6).toString('hex')}`),
    ...overrides,
  };
  process.env.LOG_LEVEL ??= 'error';
  const running = await createApp(config);
  return {
    baseUrl: running.url,
    adminEmail,
    adminPassword,
    running,
    async createUser(user) {
      const result = await running.app
        .get(CommandBus)
        .execute<RegisterUserCommand, { id: string }>(new RegisterUserCommand(user, systemMetadata()));
      return result.id;
    },
    async stop() {
      await running.close();
      await database.drop();
    },
  };
}
