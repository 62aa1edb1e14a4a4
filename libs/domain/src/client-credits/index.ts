export * from './client-credit.events';
export * from './client-credit.decider';
