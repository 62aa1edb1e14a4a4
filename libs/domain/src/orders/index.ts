export * from './order.events';
export * from './order.messages';
export * from './order.decider';
export * from './payment-amounts';
export * from './client-payment';
export * from './sale-client';
export * from './order-returns';
export * from './sale-taxes';
