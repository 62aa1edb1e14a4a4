/** The four ways an expense is paid, with the labels the screens show (the server keeps the codes). */
export const SPENT_METHOD_CHOICES: { id: string; name: string }[] = [
  { id: 'efectivo', name: 'bo.spents.methods.efectivo' },
  { id: 'transferencia', name: 'bo.spents.methods.transferencia' },
  { id: 'pago-movil', name: 'bo.spents.methods.pago-movil' },
  { id: 'zelle', name: 'bo.spents.methods.zelle' },
];

export const spentMethodLabel = (method: unknown): string =>
  SPENT_METHOD_CHOICES.find((choice) => choice.id === method)?.name ?? String(method ?? '');
