export * from './devolution.messages';
export * from './devolution.events';
export * from './devolution.decider';
