export const depositMessages = {
  resources: {
    deposits: {
      name: 'Depósito |||| Depósitos',
      fields: {
        id: 'Número',
        name: 'Nombre',
        alias: 'Alias',
        address: 'Dirección',
        lat: 'Latitud',
        long: 'Longitud',
        region_id: 'Región',
        region_name: 'Región',
        created_at: 'Fecha de creación',
        q: 'Buscar',
      },
    },
  },
  bo: {
    deposits: {
      title: 'Depósitos',
      create: 'Nuevo depósito',
      // The page's title: this word, then the name, unless the name starts with it.
      title_word: 'Depósito',
      empty: 'No hay depósitos',
      delete_confirm: '¿Está seguro que desea eliminar este depósito?',
      deleted: 'Depósito eliminado',
      transfers: 'Transferencias',
    },
  },
};
