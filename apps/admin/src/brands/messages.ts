export const brandMessages = {
  resources: {
    brands: {
      name: 'Marca |||| Marcas',
      fields: { id: 'Número', name: 'Nombre', code: 'Código', created_at: 'Fecha de creación', q: 'Buscar' },
    },
  },
  bo: {
    brands: {
      title: 'Marcas',
      create: 'Nueva marca',
      create_title: 'Nueva marca',
      edit_title: 'Marca %{name}',
      empty: 'No hay marcas disponibles',
      delete_confirm: '¿Está seguro que desea eliminar esta marca?',
      created: 'Marca creada',
      updated: 'Marca actualizada',
      deleted: 'Marca eliminada',
      restored: 'Marca restaurada',
    },
  },
};
