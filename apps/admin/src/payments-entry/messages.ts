/** The payment entry's texts (sales.md sections 4, 5 and 8). */
export const paymentEntryMessages = {
  bo: {
    payment_entry: {
      title: 'Método de pago',
      methods: 'Métodos de pago',
      none: 'No se encontraron métodos de pago configurados.',
      amount_bs: 'Monto en bolívares',
      amount: 'Monto en dólares',
      rate: 'Tasa de cambio',
      reference: 'Referencia',
      add: 'Agregar pago',
      cancel: 'Cancelar',
      change: 'Vuelto a entregar: %{usd} (%{bs})',
      change_usd: 'Vuelto a entregar: %{usd}',
      exceeded_title: 'Monto excedido',
      exceeded_text: 'El monto del pago excede el balance pendiente',
      understood: 'Entendido',
      credit: 'Saldo a favor: %{usd}',
      list: 'Pagos de la venta',
      remove: 'Quitar pago %{name}',
      rate_changed_title: 'La tasa de cambio cambió',
      rate_changed_text: 'La tasa de cambio cambió a 1$ = %{rate} BsD. La venta se registrará con la nueva tasa.',
      rate_changed_total: 'Total a la nueva tasa: %{bs}',
      rate_changed_confirm: 'Confirmar y generar venta',
    },
  },
};
