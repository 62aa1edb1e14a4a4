export * from './product.record';
export * from './prices.field';
export * from './iva.field';
