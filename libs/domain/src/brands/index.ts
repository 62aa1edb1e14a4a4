export * from './brand.record';
