export * from './roles';
export * from './user.events';
export * from './user.fields';
export * from './user.commands';
export * from './user.decider';
export * from './user-email.decider';
