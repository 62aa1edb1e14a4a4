export * from './period-closing.events';
export * from './closed-period';
export * from './period-closing.decider';
