export const productCategoryMessages = {
  resources: {
    'product-categories': {
      name: 'Categoría |||| Categorías',
      fields: {
        id: 'Número',
        name: 'Nombre',
        code: 'Código',
        products_count: 'Productos',
        created_at: 'Fecha de creación',
        q: 'Buscar',
      },
    },
  },
  bo: {
    product_categories: {
      title: 'Categorías',
      create: 'Nueva categoría',
      edit_title: 'Categoría %{name}',
      crumb_create: 'Crear',
      breadcrumb: 'Ruta de navegación',
      empty: 'No hay categorías disponibles',
      delete_confirm: '¿Está seguro que desea eliminar esta categoría?',
      deleted: 'Categoría eliminada',
    },
  },
};
