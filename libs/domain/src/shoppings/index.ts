export * from './shopping.messages';
export * from './shopping.events';
export * from './shopping.decider';
export * from './shopping-prices';
