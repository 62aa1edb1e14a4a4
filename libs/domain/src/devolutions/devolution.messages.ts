/** What a user reads when a devolution command is refused (RULES.md, Devolutions). */
export const DevolutionMessages = {
  notFound: 'La devolución no existe',
  alreadyExists: 'La devolución ya existe',
  alreadyApproved: 'La devolución ya fue aprobada',
  alreadyRejected: 'La devolución ya fue rechazada',
  referenceRequired: 'Debe ingresar una referencia',
  orderNotFound: 'La venta seleccionada no existe.',
} as const;
