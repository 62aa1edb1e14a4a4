export * from './payment-method.events';
export * from './payment-method.fields';
export * from './payment-method.messages';
export * from './payment-method.commands';
export * from './payment-method.decider';
