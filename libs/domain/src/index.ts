export * from './kit';
export * from './shared';
export * from './rates';
export * from './users';
export * from './payment-methods';
export * from './catalogue';
export * from './brands';
export * from './events';
