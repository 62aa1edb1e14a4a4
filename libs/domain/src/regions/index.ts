export * from './region.record';
export * from './venezuelan-states';
