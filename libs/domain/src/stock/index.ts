export * from './stock.events';
export * from './stock.decider';
export * from './stock-moves';
