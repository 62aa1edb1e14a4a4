export * from './spent-category.record';
