export * from './decimal';
export * from './same-values';
export * from './business-day';
