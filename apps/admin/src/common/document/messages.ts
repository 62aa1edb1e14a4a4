/** The document kit's texts (product search, chosen lines, transition buttons), shared by every document form. */
export const documentMessages = {
  bo: {
    document: {
      search_products: 'Buscar productos',
      search_results: 'Resultados de la búsqueda',
      search_placeholder: 'Código o nombre',
      available: 'Disponible',
      no_products_found: 'No se encontraron productos',
      add_product: 'Agregar',
      added: 'Agregado',
      selected_products: 'Productos seleccionados',
      no_products_added: 'No hay productos agregados',
      code: 'Código',
      name: 'Nombre',
      deposit: 'Depósito',
      quantity: 'Cantidad',
      current_stock: 'Stock actual',
      min_quantity: 'La cantidad debe ser al menos 1',
      quantity_exceeded_title: 'Cantidad excedida',
      quantity_exceeded_text: 'No puedes seleccionar una cantidad mayor al stock',
      in_flight: 'Esperando la respuesta del servidor',
    },
  },
};
