/**
 * Which file store this process uses: PostgreSQL today (the one adapter written). The single place
 * to choose another (an S3-compatible store from its own settings) once one implements FileStore.
 */
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';
import type { FileStore } from './file-store';
import { PostgresFileStore } from './postgres-file-store';

/** `config` names the store's settings (none for PostgreSQL: it uses the application's pool). */
export function openFileStore(config: AppConfig, pool: Pool): FileStore {
  void config;
  return new PostgresFileStore(pool);
}
