export * from './spent-methods';
export * from './spent.record';
