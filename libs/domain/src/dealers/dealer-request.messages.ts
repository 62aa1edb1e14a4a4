/** What a user reads when a dealer request is refused (RULES.md 'Dealer applications', 'Dealers'). */
export const DealerRequestMessages = {
  notFound: 'La solicitud no existe',
  alreadyExists: 'La solicitud ya existe',
  duplicate: 'Ya existe una solicitud con esta identificación',
  finished: 'La solicitud ya fue finalizada',
  note: 'Debe escribir una nota',
  group: 'Debe seleccionar un grupo',
  groupNotFound: 'El grupo seleccionado no existe.',
  stateNotFound: 'El estado seleccionado no existe.',
  townNotFound: 'El municipio seleccionado no pertenece al estado.',
  throttled: 'Demasiadas solicitudes desde esta dirección. Intente de nuevo más tarde.',
} as const;
