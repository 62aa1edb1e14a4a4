export * from './roles';
export * from './user.events';
export * from './user.commands';
export * from './user.decider';
