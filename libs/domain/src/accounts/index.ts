export * from './account.record';
