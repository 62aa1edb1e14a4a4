export * from './transfer.messages';
export * from './transfer.fields';
export * from './transfer.events';
export * from './transfer.decider';
