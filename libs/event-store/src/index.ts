export * from './port';
export * from './postgres/postgres-event-store';
export * from './postgres/schema.sql';
export * from './kurrent/kurrent-event-store';
export { UnsafeStoreError } from './postgres/restore-checks';
