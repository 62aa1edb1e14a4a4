export const spentMessages = {
  resources: {
    spents: {
      name: 'Gasto |||| Gastos',
      fields: {
        id: 'Número',
        name: 'Nombre',
        date: 'Fecha',
        amount: 'Monto',
        spent_category_id: 'Categoría',
        category: { name: 'Categoría' },
        method: 'Método de pago',
        q: 'Buscar',
      },
    },
  },
  bo: {
    spents: {
      title: 'Gastos',
      create: 'Nuevo gasto',
      edit_title: 'Gasto %{name}',
      empty: 'No hay gastos disponibles',
      delete_confirm: '¿Está seguro que desea eliminar este gasto?',
      deleted: 'Gasto eliminado',
      show_search: 'Buscar',
      hide_search: 'Ocultar búsqueda',
      categories: 'Categorías',
      amount_min: 'El monto debe ser mayor o igual a 0',
      methods: {
        efectivo: 'Efectivo',
        transferencia: 'Transferencia',
        'pago-movil': 'Pago móvil',
        zelle: 'Zelle',
      },
    },
  },
};
