export * from './organization.record';
