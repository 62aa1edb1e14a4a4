export * from './decimal';
export * from './same-values';
