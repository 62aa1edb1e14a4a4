/**
 * What a user reads when a purchase command is refused: the purchase form's seven checks in the
 * spec's words (section 5), the payment rules of the detail page (section 8) and the states.
 */
export const ShoppingMessages = {
  notFound: 'La compra no existe',
  alreadyExists: 'La compra ya existe',
  // The seven checks of 'Generar Compra', in the spec's order.
  noProvider: 'Debe seleccionar un proveedor',
  noInvoice: 'Debe ingresar el número de factura',
  // Issue 33: under a fiscal regime, the provider's control number.
  noControlNumber: 'Debe ingresar el número de control',
  noLines: 'Debe agregar al menos un producto',
  totalNotPositive: 'El total de la compra debe ser mayor a cero',
  cashIncomplete: 'El pago de contado debe ser completo',
  cashOverTotal: 'El pago no debe exceder el monto a pagar',
  cashWithoutPayment: 'Debe agregar al menos un método de pago',
  noDeposit: 'Debe seleccionar un depósito',
  // Credit purchases.
  dueDateRequired: 'La fecha de vencimiento es obligatoria para compras a crédito',
  futureDate: 'La fecha no puede ser posterior a hoy',
  dueDateBeforeDate: 'La fecha de vencimiento no puede ser anterior a la fecha de la compra',
  creditOverTotal: 'El monto del pago excede el total de la compra',
  // References that do not exist (or were deleted).
  providerNotFound: 'El proveedor seleccionado no existe.',
  productNotFound: 'El producto seleccionado no existe.',
  depositNotFound: 'El depósito seleccionado no existe.',
  methodRequired: 'Debe seleccionar el método de pago.',
  methodNotFound: 'El método de pago seleccionado no existe.',
  methodNotForPurchases: 'Este método de pago no se admite en compras',
  // Lines and discount.
  repeatedProduct: 'El producto ya fue agregado',
  cost: 'El costo no puede ser negativo',
  quantity: 'La cantidad debe ser al menos 1',
  quantityTooLarge: 'La cantidad no puede ser mayor a 1.000.000',
  percentage: 'El porcentaje de ganancia debe ser mayor o igual a 0',
  price: 'El precio de venta debe ser un número mayor o igual a 0',
  discountPercentage: 'El porcentaje de descuento debe estar entre 0 y 100',
  discountAmount: 'El monto del descuento no puede ser negativo',
  tooLarge: 'El total de la compra es demasiado grande',
  // The detail page.
  overBalance: 'El monto del pago excede el saldo adeudado',
  alreadyPaid: 'La compra ya está pagada',
  cancelled: 'La compra fue anulada',
  alreadyCancelled: 'La compra ya fue anulada',
} as const;
