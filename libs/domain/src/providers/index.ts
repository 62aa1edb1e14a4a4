export * from './provider.record';
export * from './rif.field';
export * from './iva-withholding.field';
