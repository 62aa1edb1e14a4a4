export * from './venezuelan-towns';
export * from './dealer.fields';
export * from './dealer.record';
export * from './dealer-request.events';
export * from './dealer-request.messages';
export * from './dealer-request.decider';
export * from './dealer-request-claim';
