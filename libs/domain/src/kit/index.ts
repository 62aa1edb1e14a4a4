export * from './event';
export * from './decider';
export * from './domain-error';
export * from './given-when-then';
