export * from './group.record';
