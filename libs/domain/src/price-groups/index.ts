export * from './price-group.record';
