export const groupMessages = {
  resources: {
    groups: {
      name: 'Grupo |||| Grupos',
      fields: {
        id: 'Número',
        name: 'Nombre',
        description: 'Description',
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
      delete_confirm: 'Estas seguro que quieres eliminar este grupo?',
      deleted: 'Grupo eliminado',
    },
  },
};
