export const clientPaymentMessages = {
  bo: {
    client_payments: {
      register: 'Registrar pagos',
      title: 'Registrar Pago - %{name}',
      pending_balance: 'Saldo pendiente',
      method: 'Método de pago',
      amount: 'Monto',
      amount_bs: 'Monto en bolívares',
      in_dollars: 'Equivale a %{usd} a la tasa de %{rate} Bs por dólar',
      bolivars_positive: 'El monto en bolívares debe ser mayor a cero',
      reference: 'Referencia',
      date: 'Fecha',
      save: 'Agregar pago',
      created: 'Pago registrado',
      amount_positive: 'El monto debe ser mayor a cero',
      amount_exceeded: 'El monto excede el balance pendiente',
    },
  },
};
