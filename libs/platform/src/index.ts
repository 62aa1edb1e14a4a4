export * from './embedded-postgres';
export * from './resolve-database';
export * from './http-client';
export * from './new-cluster';
