/**
 * The fiscal arithmetic the admin runs too (issue 33), its own entry point: the admin imports it
 * alone as `@bo/fiscal` (no decider, no event store), so the labels, the rates, a sale's taxes and
 * a payment's IGTF and a purchase's IVA withheld shown before saving are the server's own.
 */
export * from './iva';
export * from './document-taxes';
export * from './igtf';
export * from './withholding';
export { FISCAL_REGIMES, type FiscalRegime } from './fiscal.events';
export * from './fiscal-views';
export * from './return-amounts';
export * from './credit-note-taxes';
