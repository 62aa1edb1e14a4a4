/** Texts shared by every catalogue screen. */
export const commonMessages = {
  bo: {
    common: {
      search: 'Buscar',
      trashed: { label: 'Eliminados', all: 'Todos', with: 'Con eliminados', only: 'Solo eliminados' },
      deleted: 'Eliminado',
      restore: 'Restaurar',
      restore_title: 'Restaurar',
      restore_confirm: '¿Está seguro que desea restaurar estos datos?',
      restored: 'Registro restaurado',
      delete_title: 'Eliminar',
      remove: 'Eliminar',
      remove_product_title: 'Eliminar producto',
      remove_product_confirm: '¿Está seguro que desea eliminar este producto?',
      save_untouched: 'Modifique algún campo para guardar',
      created: 'Registro creado',
      updated: 'Registro actualizado',
      removed: 'Registro eliminado',
      back: 'Volver',
      leave_title: 'Cambios sin guardar',
      leave_confirm: 'Hay cambios sin guardar. ¿Desea salir?',
      leave: 'Salir',
      stay: 'Quedarse',
      yes: 'Sí',
      no: 'No',
    },
  },
};
