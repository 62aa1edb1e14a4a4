/** The rule printed amounts follow (its own entry point: the admin imports it alone, as `@bo/printed-amounts`). */
export * from './printed-amounts';
