export * from './product-category.record';
