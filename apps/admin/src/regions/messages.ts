export const regionMessages = {
  resources: {
    regions: {
      name: 'Región |||| Regiones',
      fields: { id: 'Número', name: 'Nombre', created_at: 'Fecha de creación', q: 'Buscar' },
    },
  },
  bo: {
    regions: {
      title: 'Regiones',
      create: 'Nueva región',
      edit_title: 'Región %{name}',
      empty: 'No hay regiones.',
    },
  },
};
