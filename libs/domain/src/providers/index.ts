export * from './provider.record';
export * from './rif.field';
