export * from './iva';
export * from './document-taxes';
export * from './credit-note-taxes';
export * from './igtf';
export * from './withholding';
export * from './fiscal.events';
export * from './fiscal.decider';
export * from './fiscal-views';
