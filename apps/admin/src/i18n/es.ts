import type { TranslationMessages } from 'ra-core';
import { withNotifications } from './notifications';
import { SCREEN_MESSAGES } from './screen-messages';

/**
 * Our own complete Spanish (Venezuela) messages: every key of ra-language-english, translated,
 * plus the application's keys (`bo.*`) and the resource names and fields (`resources.*`).
 * There is no English fallback: test/unit/admin-messages.spec.ts fails when react-admin adds a
 * key that is missing here.
 */
const baseMessages: TranslationMessages = {
  ra: {
    action: {
      add_filter: 'Agregar filtro',
      add: 'Agregar',
      back: 'Volver',
      bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
      cancel: 'Cancelar',
      clear_array_input: 'Vaciar la lista',
      clear_input_value: 'Borrar valor',
      clone: 'Duplicar',
      confirm: 'Confirmar',
      create: 'Crear',
      create_item: 'Crear %{item}',
      delete: 'Eliminar',
      edit: 'Editar',
      export: 'Exportar',
      list: 'Listado',
      refresh: 'Actualizar',
      remove_filter: 'Quitar este filtro',
      remove_all_filters: 'Quitar todos los filtros',
      remove: 'Quitar',
      reset: 'Restablecer',
      save: 'Guardar',
      search: 'Buscar',
      search_columns: 'Buscar columnas',
      select_all: 'Seleccionar todo',
      select_all_button: 'Seleccionar todo',
      select_row: 'Seleccionar esta fila',
      show: 'Ver',
      sort: 'Ordenar',
      undo: 'Deshacer',
      unselect: 'Deseleccionar',
      expand: 'Expandir',
      close: 'Cerrar',
      open_menu: 'Abrir menú',
      close_menu: 'Cerrar menú',
      update: 'Actualizar',
      move_up: 'Subir',
      move_down: 'Bajar',
      open: 'Abrir',
      toggle_theme: 'Cambiar entre modo claro y oscuro',
      select_columns: 'Columnas',
      update_application: 'Recargar la aplicación',
    },
    boolean: {
      true: 'Sí',
      false: 'No',
      null: ' ',
    },
    page: {
      create: 'Crear %{name}',
      dashboard: 'Escritorio',
      edit: '%{name} %{recordRepresentation}',
      error: 'Algo salió mal',
      list: '%{name}',
      loading: 'Cargando',
      not_found: 'No encontrado',
      show: '%{name} %{recordRepresentation}',
      empty: 'Aún no hay %{name}.',
      invite: '¿Desea agregar uno?',
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    input: {
      file: {
        upload_several: 'Arrastre algunos archivos para subirlos o haga clic para seleccionar uno.',
        upload_single: 'Arrastre un archivo para subirlo o haga clic para seleccionarlo.',
      },
      image: {
        upload_several: 'Arrastre algunas imágenes para subirlas o haga clic para seleccionar una.',
        upload_single: 'Arrastre una imagen para subirla o haga clic para seleccionarla.',
      },
      references: {
        all_missing: 'No se encontraron los datos de referencia.',
        many_missing: 'Al menos una de las referencias asociadas ya no parece estar disponible.',
        single_missing: 'La referencia asociada ya no parece estar disponible.',
      },
      password: {
        toggle_visible: 'Ocultar contraseña',
        toggle_hidden: 'Mostrar contraseña',
      },
    },
    message: {
      about: 'Acerca de',
      access_denied: 'No tiene los permisos necesarios para acceder a esta página',
      are_you_sure: '¿Está seguro?',
      authentication_error:
        'El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.',
      auth_error: 'Ocurrió un error al validar el token de autenticación.',
      bulk_delete_content:
        '¿Está seguro de que desea eliminar este %{name}? |||| ¿Está seguro de que desea eliminar estos %{smart_count} elementos?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      bulk_update_content:
        '¿Está seguro de que desea actualizar %{name} %{recordRepresentation}? |||| ¿Está seguro de que desea actualizar estos %{smart_count} elementos?',
      bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
      clear_array_input: '¿Está seguro de que desea vaciar toda la lista?',
      delete_content: '¿Está seguro de que desea eliminar este %{name}?',
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
      details: 'Detalles',
      error: 'Ocurrió un error en la aplicación y su solicitud no pudo completarse.',
      invalid_form: 'Error en el formulario: revise los campos marcados',
      loading: 'Por favor, espere',
      no: 'No',
      // react-admin's not-found page adds the final dot itself.
      not_found: 'La dirección escrita es incorrecta o el enlace seguido no es válido',
      select_all_limit_reached:
        'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max} elementos.',
      unsaved_changes: 'Algunos de sus cambios no se guardaron. ¿Está seguro de que desea descartarlos?',
      yes: 'Sí',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      clear_filters: 'Quitar filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
      no_results: 'No se encontraron %{name}',
      no_more_results: 'La página %{page} está fuera de rango. Pruebe con la página anterior.',
      page_out_of_boundaries: 'La página %{page} está fuera de rango',
      page_out_from_end: 'No se puede ir más allá de la última página',
      page_out_from_begin: 'No se puede ir antes de la página 1',
      page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir a la página %{page}',
      first: 'Ir a la primera página',
      last: 'Ir a la última página',
      next: 'Ir a la página siguiente',
      previous: 'Ir a la página anterior',
      page_rows_per_page: 'Filas por página:',
      skip_nav: 'Saltar al contenido',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} %{order}',
      ASC: 'ascendente',
      DESC: 'descendente',
    },
    auth: {
      auth_check_error: 'Inicie sesión para continuar',
      user_menu: 'Menú de usuario',
      username: 'Usuario',
      password: 'Contraseña',
      email: 'Correo electrónico',
      sign_in: 'Iniciar sesión',
      sign_in_error: 'No se pudo iniciar sesión, intente de nuevo',
      logout: 'Cerrar sesión',
    },
    notification: {
      updated: 'Elemento actualizado |||| %{smart_count} elementos actualizados',
      created: 'Elemento creado',
      deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados',
      bad_item: 'Elemento incorrecto',
      item_doesnt_exist: 'El elemento no existe',
      http_error: 'Error de comunicación con el servidor',
      data_provider_error: 'Error del proveedor de datos. Revise la consola para más detalles.',
      i18n_error: 'No se pudieron cargar las traducciones del idioma indicado',
      canceled: 'Acción cancelada',
      logged_out: 'Su sesión terminó, vuelva a iniciar sesión.',
      not_authorized: 'No está autorizado para acceder a este recurso.',
      application_update_available: 'Hay una nueva versión disponible.',
      offline: 'Sin conexión. No se pudieron obtener los datos.',
    },
    validation: {
      required: 'Este campo es obligatorio',
      minLength: 'Debe tener al menos %{min} caracteres',
      maxLength: 'Debe tener %{max} caracteres o menos',
      minValue: 'Debe ser al menos %{min}',
      maxValue: 'Debe ser %{max} o menos',
      number: 'Debe ser un número',
      email: 'Debe ser un correo electrónico válido',
      oneOf: 'Debe ser uno de: %{options}',
      regex: 'Debe tener un formato específico (expresión regular): %{pattern}',
      unique: 'Debe ser único',
    },
    saved_queries: {
      label: 'Consultas guardadas',
      query_name: 'Nombre de la consulta',
      new_label: 'Guardar la consulta actual...',
      new_dialog_title: 'Guardar la consulta actual como',
      remove_label: 'Eliminar la consulta guardada',
      remove_label_with_name: 'Eliminar la consulta "%{name}"',
      remove_dialog_title: '¿Eliminar la consulta guardada?',
      remove_message: '¿Está seguro de que desea quitar ese elemento de su lista de consultas guardadas?',
      help: 'Filtre el listado y guarde esta consulta para más tarde',
    },
    guesser: {
      empty: {
        title: 'No hay datos para mostrar',
        message: 'Revise su proveedor de datos',
      },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspector',
        content: 'Pase el cursor sobre los elementos de la interfaz para configurarlos',
        reset: 'Restablecer la configuración',
        hideAll: 'Ocultar todo',
        showAll: 'Mostrar todo',
      },
      Datagrid: {
        title: 'Tabla',
        unlabeled: 'Columna sin nombre #%{column}',
      },
      SimpleForm: {
        title: 'Formulario',
        unlabeled: 'Campo sin nombre #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundario',
        tertiaryText: 'Texto terciario',
      },
    },
  },
  resources: {
    taxes: {
      name: 'Tasa de cambio |||| Tasas de Cambio',
      fields: {
        id: 'Número',
        change: 'Tasa del dólar (Bs)',
        cop_change: 'Tasa del peso (COP)',
        created_at: 'Fecha',
        updated_at: 'Actualizada',
      },
      notifications: {
        created: 'Tasa de cambio registrada',
        updated: 'Tasa de cambio actualizada',
        deleted: 'Tasa de cambio eliminada',
      },
    },
    logs: {
      name: 'Registro |||| Registros',
      fields: {
        id: 'Número',
        q: 'Buscar',
        created_at: 'Fecha',
        user_name: 'Usuario',
        description: 'Descripción',
        category: 'Categoría',
      },
    },
  },
  bo: {
    app: {
      title: 'Administración',
    },
    validation: {
      required: 'Este campo es obligatorio',
      positive: 'Debe ser mayor a cero',
    },
    errors: {
      form: 'Error en el formulario',
    },
    login: {
      title: 'Iniciar sesión',
      email: 'Correo electrónico',
      password: 'Contraseña',
      remember: 'Mantener sesión iniciada',
      submit: 'Iniciar sesión',
      sending: 'Iniciando sesión...',
      failed: 'No se pudo iniciar sesión, intente de nuevo',
    },
    menu: {
      label: 'Menú principal',
      dashboard: 'Escritorio',
      clients: 'Clientes',
      products: 'Productos',
      inventories: 'Inventario',
      orders: 'Ventas',
      shoppings: 'Compras',
      providers: 'Proveedores',
      spents: 'Gastos',
      reports: 'Reportes',
      taxes: 'Tasas de Cambio',
      logs: 'Registros',
      expand: 'Expandir menú',
      collapse: 'Contraer menú',
      mobile: 'Navegación inferior',
    },
    user_menu: {
      button: '%{name}, menú de usuario',
      profile: 'Mi perfil',
      users: 'Usuarios',
      account: 'Cuenta',
    },
    header: {
      rate: '1$ = %{rate} BsD',
      rate_title: 'Tasa de cambio actual',
      version_title: 'Versión de la aplicación',
      clock: 'Hora actual',
    },
    notification: {
      close: 'Cerrar notificación',
      success: 'Éxito',
      error: 'Error',
      warning: 'Advertencia',
      info: 'Información',
    },
    dashboard: {
      title: 'Panel de Control',
      welcome: 'Bienvenido, %{name}',
      quick_links: 'Accesos directos',
      organizations: 'Tiendas',
      deposits: 'Depósitos',
      products: 'Productos',
      brands: 'Marcas',
      inventories: 'Inventario',
      orders: 'Ventas',
      spents: 'Gastos',
      taxes: 'Tasas de Cambio',
    },
    coming_soon: {
      title: 'Próximamente',
      text: 'Esta sección estará disponible próximamente.',
      back: 'Volver al Escritorio',
      profile: 'Mi perfil',
      users: 'Usuarios',
      account: 'Cuenta',
      organizations: 'Tiendas',
      deposits: 'Depósitos',
      brands: 'Marcas',
    },
    taxes: {
      list_title: 'Tasas de Cambio',
      create_title: 'Nueva tasa de cambio',
      edit_title: 'Tasa de cambio #%{id}',
      create: 'Nueva tasa',
      empty: 'No hay tasas de cambio.',
      dollar: 'Dólar (Bs)',
      peso: 'Peso (COP)',
      date: 'Fecha',
      delete_title: 'Eliminar tasa de cambio',
      delete_confirm: '¿Está seguro que desea eliminar esta tasa de cambio?',
    },
    history: {
      title: 'Historial',
      empty: 'No hay cambios registrados.',
      system: 'Sistema',
      error: 'No se pudo cargar el historial.',
    },
    logs: {
      title: 'Registros',
      empty: 'No hay Registros.',
      search: 'Buscar',
      date: 'Fecha',
      user: 'Usuario',
      description: 'Descripción',
      category: 'Categoría',
    },
    version: {
      title: 'Versión',
      release_date: 'Fecha de publicación',
      codename: 'Nombre clave',
      changelog: 'Cambios',
      no_changes: 'Sin cambios registrados.',
      not_available: 'N/A',
      history_note: 'El historial completo estará disponible próximamente.',
      back: 'Volver al Escritorio',
      error: 'No se pudo cargar la versión.',
    },
  },
};

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge: a screen's texts add to (never silently replace) the shared ones. */
function merge(target: Tree, source: Tree, path = ''): Tree {
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    if (isTree(current) && isTree(value)) out[key] = merge(current, value, `${path}${key}.`);
    else if (current !== undefined) throw new Error(`Texto repetido: ${path}${key}`);
    else out[key] = value;
  }
  return out;
}

/** The screens' texts, each resource's save toasts named after it (./notifications). */
export const spanishMessages: TranslationMessages = withNotifications(
  SCREEN_MESSAGES.reduce<Tree>((all, messages) => merge(all, messages), baseMessages as Tree),
) as TranslationMessages;

export default spanishMessages;
