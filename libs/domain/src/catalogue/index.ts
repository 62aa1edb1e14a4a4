export * from './fields';
export * from './record-definition';
export * from './record.decider';
export * from './record-claims';
export * from './unique-value.decider';
export * from './records';
