export * from './idempotency.events';
