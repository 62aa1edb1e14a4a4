/** Purchases (shoppings) from providers: their rules, events and the stock and prices they move. */
export * from './shopping.messages';
export * from './shopping.events';
export * from './shopping.decider';
export * from './shopping-prices';
export * from './shopping-invoice';
export * from './shopping-taxes';
