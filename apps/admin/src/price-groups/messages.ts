export const priceGroupMessages = {
  resources: {
    'price-groups': {
      name: 'Grupo de precios |||| Grupos de precios',
      fields: { id: 'Número', name: 'Nombre', created_at: 'Fecha de creación', q: 'Buscar' },
    },
  },
  bo: {
    price_groups: {
      title: 'Grupos de precios',
      create: 'Nuevo grupo de precios',
      edit_title: 'Grupo de precios %{name}',
      empty: 'No hay grupos de precios.',
      delete_confirm: '¿Está seguro que desea eliminar este grupo de precios?',
      deleted: 'Grupo de precios eliminado',
    },
  },
};
