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
      edit_title: 'Depósito %{name}',
      empty: 'No hay depositos',
      delete_confirm: 'Estas seguro que quieres eliminar este deposito?',
      deleted: 'Depósito eliminado',
      transfers: 'Transferencias',
    },
  },
};
