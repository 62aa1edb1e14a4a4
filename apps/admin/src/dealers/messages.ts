/** The dealers' screens (spec /dealers, /dealers/{id}) and their sidebar and dashboard links. */
export const dealerMessages = {
  resources: {
    dealers: {
      name: 'Distribuidor |||| Distribuidores',
      fields: {
        name: 'Nombre',
        lastname: 'Apellido',
        idType: 'Tipo',
        identification: 'Identificacion',
        company: 'Compañia',
        state: 'Estado',
        town: 'Municipio',
        address: 'Dirección',
        email: 'Correo electrónico',
        phone: 'Telefono',
        group: 'Grupo',
        group_id: 'Grupo',
        q: 'Buscar',
      },
    },
  },
  bo: {
    dealers: {
      title: 'Distribuidores',
      heading: 'Clientes',
      menu: 'Distribuidores',
      edit_title: 'Distribuidor %{name}',
      empty: 'No hay clientes',
      create: 'Crear',
      delete_confirm: 'Estas seguro que quieres eliminar ?',
      restore_confirm: 'Estas seguro que quieres restaurar estos datos?',
      deleted: 'Distribuidor eliminado',
      restored: 'Distribuidor restaurado',
    },
  },
};
