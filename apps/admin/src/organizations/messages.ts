/** The stores' texts, as the spec gives them (its create form's labels and confirmations are its own). */
export const organizationMessages = {
  resources: {
    organizations: {
      name: 'Tienda |||| Tiendas',
      fields: {
        id: 'Número',
        name: 'Nombre',
        email: 'Correo electronico',
        phone: 'Telefono',
        address: 'Dirección',
        city: 'Ciudad',
        region: 'Estado',
        deposit_id: 'Deposito',
        deposit_name: 'Deposito',
        country: 'Pais',
        postal_code: 'Postal code',
        contacts: 'Contactos',
        q: 'Buscar',
      },
    },
  },
  bo: {
    organizations: {
      title: 'Tiendas',
      create: 'Nueva tienda',
      create_title: 'Create Organization',
      create_button: 'Crear tienda',
      breadcrumb: 'Ruta de navegación',
      breadcrumb_create: 'Crear',
      edit_title: 'Tienda: %{name}',
      empty: 'No hay tiendas.',
      venezuela: 'Venezuela',
      contact_name: 'Nombre',
      contact_city: 'Ciudad',
      contact_phone: 'Teléfono',
      delete_confirm: 'Are you sure you want to delete this organization?',
      restore_confirm: 'Are you sure you want to restore this organization?',
      deleted: 'Tienda eliminada',
      restored: 'Tienda restaurada',
    },
  },
};
