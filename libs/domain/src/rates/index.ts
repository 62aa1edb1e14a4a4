export * from './taxe.commands';
export * from './taxe.events';
export * from './taxe.messages';
export * from './taxe.decider';
