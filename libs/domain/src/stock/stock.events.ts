import { z } from 'zod';

/**
 * The document that moved the stock, as the stock card shows it ('Entrada de inventario #3'), and
 * its own day ('YYYY-MM-DD') when the move is dated on it (a sale recorded for a day); a move
 * without one is dated on the day it was recorded.
 */
export const stockDocument = z.object({
  type: z.enum(['inventory', 'order', 'shopping', 'transfer', 'devolution']),
  id: z.string().min(1),
  label: z.string().min(1),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type StockDocument = z.infer<typeof stockDocument>;

const move = z.object({
  product_id: z.string().min(1),
  deposit_id: z.string().min(1),
  quantity: z.number().int().positive(),
  document: stockDocument,
});

export const stockEventSchemas = {
  StockAdded: move,
  StockRemoved: move,
} as const;

export type StockMoveData = z.infer<typeof move>;
export type StockAdded = { type: 'StockAdded'; data: StockMoveData };
export type StockRemoved = { type: 'StockRemoved'; data: StockMoveData };
export type StockEvent = StockAdded | StockRemoved;

/** One stream per product per deposit. */
export const stockStream = (productId: string, depositId: string): string => `stock-${productId}-${depositId}`;
