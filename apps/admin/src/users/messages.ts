export const userMessages = {
  resources: {
    users: {
      name: 'Usuario |||| Usuarios',
      fields: {
        id: 'Número',
        first_name: 'Nombre',
        last_name: 'Apellido',
        email: 'Correo electrónico',
        password: 'Contraseña',
        role: 'Rol',
        owner: 'Propietario',
        photo: 'Foto',
        organization_id: 'Tienda',
        organization: 'Tienda',
        q: 'Buscar',
      },
    },
  },
  bo: {
    users: {
      title: 'Usuarios',
      create: 'Nuevo usuario',
      create_title: 'Nuevo usuario',
      edit_title: 'Usuario %{name}',
      profile_title: 'Mi perfil',
      name: 'Nombre',
      store: 'Tienda',
      role_filter: 'Rol',
      all_roles: 'Todos los roles',
      empty: 'No se encontraron usuarios',
      delete_confirm: '¿Está seguro que desea eliminar este usuario?',
      restore_confirm: '¿Está seguro que desea restaurar este usuario?',
      deleted: 'Usuario eliminado',
      restored: 'Usuario restaurado',
      invalid_email: 'El correo electrónico no es válido',
      short_password: 'La contraseña debe tener al menos 8 caracteres',
      password_rule: 'Al menos 8 caracteres.',
      password_help: 'Déjela en blanco para conservar la actual.',
      roles: {
        admin: 'Administrador',
        sales: 'Vendedor',
        storer: 'Almacenista',
        financial: 'Finanzas',
        // The spec's fifth role, which only shows in menus (sales.md): who works the stock at the end of the line.
        endline: 'Operador de línea',
        // Issue 32: reads everything, writes nothing.
        auditor: 'Auditor',
      },
    },
  },
};
