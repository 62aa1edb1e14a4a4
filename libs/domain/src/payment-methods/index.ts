export * from './payment-method.events';
