/** Injection tokens of the data layer. */
export const PG_POOL = Symbol('PG_POOL');
export const KNEX = Symbol('KNEX');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PROJECTIONS = Symbol('PROJECTIONS');
/** The FileStore (infrastructure/storage) of uploads and report files. */
export const FILE_STORE = Symbol('FILE_STORE');
