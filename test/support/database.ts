import { randomBytes } from 'crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_ADMIN_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_ADMIN_URL no está definido: ejecute las pruebas con jest (global-setup)');
  return url;
}

/** A fresh, empty database of this test file's own on the test server; drop() removes it. */
export async function createTestDatabase(label = 'db'): Promise<TestDatabase> {
  const safe = label.toLowerCase().replace(/[^a-z0-9]/g, '_').slice(0, 20);
  const name = `bo_t_${process.env.TEST_RUN_ID ?? 'x'}_${safe}_${randomBytes(3).toString('hex')}`;
  const admin = new Client(adminUrl());
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new Client(adminUrl());
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
