export * from './product.record';
export * from './prices.field';
