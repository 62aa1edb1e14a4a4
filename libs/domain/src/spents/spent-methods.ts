/** How an expense was paid (purchasing-inventory.md: "Expense methods"). */
export const SPENT_METHODS = ['efectivo', 'transferencia', 'pago-movil', 'zelle'] as const;
export type SpentMethod = (typeof SPENT_METHODS)[number];
