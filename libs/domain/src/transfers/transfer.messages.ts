/** What a user reads when a deposit transfer is refused (spec §5 Transfer, RULES.md 'Deposit transfers'). */
export const TransferMessages = {
  notFound: 'No se encontró la transferencia',
  depositNotFound: 'No se encontró el depósito.',
  alreadyExists: 'La transferencia ya existe',
  /** The screen's message for an incomplete form (spec §5, §8): also the answer for no lines at all. */
  incomplete: 'Por favor, complete todos los campos requeridos y verifique las cantidades.',
  tooManyLines: 'Una transferencia admite como máximo 500 productos',
  sameDeposit: 'El depósito de destino no puede ser el de origen',
  repeatedProduct: 'El producto ya fue agregado para este depósito de destino',
  productNotFound: 'El producto seleccionado no existe.',
  destinationNotFound: 'El depósito seleccionado no existe.',
  source: 'El depósito de origen no es válido.',
  /** Each refused move of a transfer that is not where the move starts. */
  alreadySent: 'La transferencia ya fue enviada',
  sendCompleted: 'No se puede enviar una transferencia completada',
  sendCancelled: 'No se puede enviar una transferencia cancelada',
  receiveNotSent: 'La transferencia debe enviarse antes de recibirla',
  alreadyReceived: 'La transferencia ya fue recibida',
  receiveCancelled: 'No se puede recibir una transferencia cancelada',
  cancelCompleted: 'No se puede cancelar una transferencia completada',
  alreadyCancelled: 'La transferencia ya fue cancelada',
} as const;
