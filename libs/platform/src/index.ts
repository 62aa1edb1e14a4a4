export * from './embedded-postgres';
export * from './resolve-database';
export * from './http-client';
