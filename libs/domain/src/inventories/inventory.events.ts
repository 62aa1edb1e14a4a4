import { z } from 'zod';

const id = z.string().min(1);

export const inventoryEventSchemas = {
  InventoryCreated: z.object({
    id,
    type: z.enum(['add', 'return']),
    lines: z
      .array(z.object({ id, product_id: id, deposit_id: id, quantity: z.number().int().positive().max(1_000_000) }))
      .min(1),
  }),
  InventoryApproved: z.object({ id }),
  InventoryDeleted: z.object({ id }),
  InventoryRestored: z.object({ id }),
} as const;

type DataOf<Type extends keyof typeof inventoryEventSchemas> = z.infer<(typeof inventoryEventSchemas)[Type]>;
export type InventoryCreated = { type: 'InventoryCreated'; data: DataOf<'InventoryCreated'> };
export type InventoryApproved = { type: 'InventoryApproved'; data: DataOf<'InventoryApproved'> };
export type InventoryDeleted = { type: 'InventoryDeleted'; data: DataOf<'InventoryDeleted'> };
export type InventoryRestored = { type: 'InventoryRestored'; data: DataOf<'InventoryRestored'> };
export type InventoryEvent = InventoryCreated | InventoryApproved | InventoryDeleted | InventoryRestored;
export type InventoryLine = InventoryCreated['data']['lines'][number];

export const inventoryStream = (inventoryId: string): string => `inventory-${inventoryId}`;

/** The document name on the stock card: 'Entrada de inventario #3' or 'Salida de inventario #3'. */
export const inventoryLabel = (type: 'add' | 'return', inventoryId: string): string =>
  `${type === 'add' ? 'Entrada' : 'Salida'} de inventario #${inventoryId}`;
