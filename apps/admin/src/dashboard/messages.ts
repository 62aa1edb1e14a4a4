/** The dashboard's texts besides its title and quick links (in i18n/es.ts). */
export const dashboardMessages = {
  bo: {
    dashboard: {
      stats: {
        title: 'Estadísticas',
        balance_total: 'Cuentas por cobrar',
        order_month_total: 'Ventas del mes',
        recaudado_total: 'Recaudado del mes',
        utility_order_total: 'Utilidad del mes',
        products: 'Total de referencias',
        cost_total: 'Costo del inventario',
        price_total: 'Inventario a precio de venta',
        utility_total: 'Utilidad del inventario',
        total_sold: 'Total vendido',
        total_paid: 'Total cobrado',
      },
      chart: {
        title: 'Ventas por día (últimos 30 días)',
        highest: 'Máximo: %{amount}',
      },
      latest: {
        title: 'Últimas órdenes',
        date: 'Fecha',
        number: 'Número',
        client: 'Cliente',
        state: 'Estado',
        seller: 'Vendedor',
        paid: 'Pagado',
        total: 'Total',
        empty: 'No hay órdenes disponibles',
      },
    },
  },
};
