export * from './deposit.record';
