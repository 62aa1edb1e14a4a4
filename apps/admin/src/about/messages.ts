/** The app information page's texts ('Información de la App', sales.md section 2). */
export const aboutMessages = {
  bo: {
    about: {
      title: 'Información de la App',
      link: 'Información de la App',
      intro:
        'Sistema administrativo para empresas comerciales de Venezuela: ventas, punto de venta, clientes y sus pagos, compras, inventario en depósitos, catálogos, gastos y tasas de cambio, con precios en dólares y montos en bolívares y pesos colombianos.',
      built_with: 'Construida con',
      version: 'Versión %{version}',
      roles: {
        api: 'API del servidor',
        database: 'almacén de eventos y modelos de lectura',
        jobs: 'colas de trabajos en segundo plano',
        validation: 'validación de datos',
        admin: 'pantallas de administración',
        ui: 'interfaz de usuario',
        components: 'componentes visuales',
        build: 'compilación de las pantallas',
        language: 'lenguaje de programación',
      },
      credit: 'Créditos: las pantallas se apoyan en react-admin, de Marmelab.',
      credit_link: 'Conozca react-admin',
      back: 'Volver a la versión',
    },
  },
};
