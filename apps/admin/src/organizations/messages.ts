/**
 * The stores' texts. The spec copies the original app's English and unaccented words ('Create
 * Organization', 'Postal code', 'Telefono'...); they are written here in correct Spanish.
 */
export const organizationMessages = {
  resources: {
    organizations: {
      name: 'Tienda |||| Tiendas',
      fields: {
        id: 'Número',
        name: 'Nombre',
        email: 'Correo electrónico',
        phone: 'Teléfono',
        address: 'Dirección',
        city: 'Ciudad',
        region: 'Estado',
        deposit_id: 'Depósito',
        deposit_name: 'Depósito',
        country: 'País',
        postal_code: 'Código postal',
        contacts: 'Contactos',
        q: 'Buscar',
      },
    },
  },
  bo: {
    organizations: {
      title: 'Tiendas',
      create: 'Nueva tienda',
      create_title: 'Crear tienda',
      create_button: 'Crear tienda',
      breadcrumb: 'Ruta de navegación',
      breadcrumb_create: 'Crear',
      edit_title: 'Tienda: %{name}',
      empty: 'No hay tiendas.',
      venezuela: 'Venezuela',
      contact_name: 'Nombre',
      contact_city: 'Ciudad',
      contact_phone: 'Teléfono',
      delete_confirm: '¿Está seguro que desea eliminar esta tienda?',
      restore_confirm: '¿Está seguro que desea restaurar esta tienda?',
      deleted: 'Tienda eliminada',
      restored: 'Tienda restaurada',
    },
  },
};
