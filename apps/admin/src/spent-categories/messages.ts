export const spentCategoryMessages = {
  resources: {
    'spent-categories': {
      name: 'Categoría de gastos |||| Categorías de gastos',
      fields: { id: 'Número', name: 'Nombre', q: 'Buscar' },
    },
  },
  bo: {
    spent_categories: {
      title: 'Categorías de gastos',
      create: 'Nueva categoría de gastos',
      edit_title: 'Categoría de gastos %{name}',
      empty: 'No hay categorías de gastos.',
      delete_confirm: '¿Está seguro que desea eliminar esta categoría de gastos?',
      deleted: 'Categoría de gastos eliminada',
    },
  },
};
