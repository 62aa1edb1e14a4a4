export const paymentMethodMessages = {
  resources: {
    'payment-methods': {
      name: 'Método de pago |||| Métodos de pago',
      fields: {
        id: 'Número',
        name: 'Nombre',
        code: 'Código',
        change: 'Efectivo (sin referencia)',
        change_currency: 'Se paga en bolívares',
        foreign_currency: 'Moneda extranjera (IGTF)',
        q: 'Buscar',
      },
    },
  },
  bo: {
    menu: { payment_methods: 'Métodos de pago' },
    payment_methods: {
      title: 'Métodos de pago',
      create: 'Nuevo método de pago',
      edit_title: 'Método de pago %{name}',
      empty: 'No hay métodos de pago registrados.',
      delete_confirm: '¿Está seguro que desea eliminar este método de pago?',
      deleted: 'Método de pago eliminado',
      code_help: 'Letras minúsculas, números y guiones (por ejemplo: pago-movil). No se puede cambiar después.',
      code_fixed: 'El código no se puede cambiar.',
      foreign_currency_help: 'Sus pagos llevan IGTF cuando la cuenta es agente de percepción.',
      code_format: 'Solo letras minúsculas, números y guiones (por ejemplo: pago-movil)',
    },
  },
};
