export * from './inventory.messages';
export * from './inventory.fields';
export * from './inventory.events';
export * from './inventory.decider';
