/** What a user reads when an inventory command is refused. */
export const InventoryMessages = {
  notFound: 'No se encontró el inventario',
  noLines: 'Debe agregar al menos un producto',
  quantity: 'La cantidad debe ser al menos 1',
  quantityFraction: 'La cantidad debe ser un número entero',
  quantityTooLarge: 'La cantidad no puede ser mayor a 1.000.000',
  repeatedProduct: 'El producto ya fue agregado',
  type: 'El tipo debe ser entrada o salida',
  alreadyProcessed: 'El inventario ya fue procesado',
  deleteProcessed: 'No se puede eliminar un inventario procesado',
  deleted: 'El inventario está eliminado',
  notDeleted: 'El inventario no está eliminado',
  alreadyExists: 'El inventario ya existe',
} as const;
