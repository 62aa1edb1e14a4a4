export * from './client.record';
