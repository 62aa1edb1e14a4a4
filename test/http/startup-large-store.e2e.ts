/**
 * Why this exists: issue 30, item 6. The first start on a large event store replays it into empty
 * read models; the seeds that run at start-up must neither wait out read-your-writes timeouts on
 * that catch-up nor take a read model still replaying for a new installation. STARTUP_EVENTS sets
 * the store's size (200,000 to measure; the default keeps the suite short).
 */
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import { Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { migrateEventStore } from '@bo/event-store';
import { insertEvents } from '../../bench/src/support/generated-events';
import { configFromEnvironment } from '../../apps/api/src/config/app-config';
import { createApp } from '../../apps/api/src/create-app';
import { createTestDatabase, TestDatabase } from '../support/database';

const EVENTS = Number(process.env.STARTUP_EVENTS ?? 50_000);

describe(`the first start on a store of ${EVENTS.toLocaleString('en')} events`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('large');
    const pool = new Pool({ connectionString: database.url, max: 2 });
    try {
      await migrateEventStore(pool);
      await insertEvents(pool, EVENTS);
    } finally {
      await pool.end();
    }
  }, 300_000);
  afterAll(() => database?.drop());

  it('seeds without waiting out a read-your-writes timeout, and adds no second administrator', async () => {
    const warnings: string[] = [];
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    const started = Date.now();
    const running = await createApp({
      ...configFromEnvironment(database.url, null),
      port: 0,
      databasePoolSize: 5,
      adminEmail: 'admin@prueba.test',
      adminPassword: 'Clave-grande-1',
      jobsPrefix: `bo_test_${randomBytes(4).toString('hex')}`,
      uploadsDir: path.join(os.tmpdir(), `bo-uploads-${randomBytes(6).toString('hex')}`),
      reportsDir: path.join(os.tmpdir(), `bo-reports-${randomBytes(6).toString('hex')}`),
      runWorkers: false,
    });
    const seconds = (Date.now() - started) / 1000;
    try {
      console.log(`Inicio sobre ${EVENTS} eventos: ${seconds.toFixed(1)} s; avisos: ${warnings.length}`);
      expect(warnings.filter((line) => line.includes('no alcanzaron'))).toEqual([]);
      // The history registered users (usuarioN@example.com): no administrator is added to them.
      expect(running.seededAdmin).toBeNull();
    } finally {
      warn.mockRestore();
      await running.close();
    }
  }, 600_000);
});
