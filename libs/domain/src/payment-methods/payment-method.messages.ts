export const PaymentMethodMessages = {
  notFound: 'El método de pago no existe',
  alreadyExists: 'El método de pago ya existe',
  deleted: 'El método de pago fue eliminado',
  codeTaken: 'Ya existe un método de pago con ese código.',
  codeFixed: 'El código de un método de pago no se puede cambiar.',
  systemMethod: 'Este método de pago es del sistema y no se puede eliminar.',
} as const;
