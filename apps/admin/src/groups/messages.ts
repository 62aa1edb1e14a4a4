export const groupMessages = {
  resources: {
    groups: {
      name: 'Grupo |||| Grupos',
      fields: {
        id: 'Número',
        name: 'Nombre',
        description: 'Descripción',
        user: 'creado por',
        created_at: 'Fecha de creación',
        q: 'Buscar',
      },
    },
  },
  bo: {
    groups: {
      title: 'Grupos',
      create: 'Crear Grupo',
      edit_title: 'Grupo %{name}',
      description: 'Descripción',
      empty: 'No hay grupos',
      delete_confirm: '¿Está seguro que desea eliminar este grupo?',
      deleted: 'Grupo eliminado',
    },
  },
};
