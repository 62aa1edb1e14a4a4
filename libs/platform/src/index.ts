export * from './embedded-postgres';
export * from './resolve-database';
