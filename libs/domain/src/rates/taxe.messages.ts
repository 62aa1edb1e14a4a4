/** The Spanish texts of the rate rules. */
export const TaxeMessages = {
  changePositive: 'La tasa del dólar debe ser mayor a cero',
  changeDecimals: 'La tasa del dólar admite como máximo 2 decimales',
  copPositive: 'La tasa del peso debe ser mayor a cero',
  copDecimals: 'La tasa del peso admite como máximo 6 decimales',
  changeTooLarge: 'La tasa del dólar debe ser menor a 10.000.000.000.000.000',
  copTooLarge: 'La tasa del peso debe ser menor a 1.000.000.000.000',
  alreadyExists: 'La tasa de cambio ya existe',
  notFound: 'La tasa de cambio no existe',
  deleted: 'La tasa de cambio fue eliminada',
} as const;
