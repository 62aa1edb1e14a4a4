import { z } from 'zod';

/** A rate's numbers as exact decimal strings: change with 2 decimals, cop_change with 6. */
export const taxeValuesSchema = z.object({
  id: z.string().min(1),
  change: z.string().regex(/^\d+\.\d{2}$/),
  cop_change: z.string().regex(/^\d+\.\d{6}$/),
});

export const taxeEventSchemas = {
  TaxeCreated: taxeValuesSchema,
  TaxeUpdated: taxeValuesSchema.extend({
    previous: z.object({ change: z.string(), cop_change: z.string() }),
  }),
  TaxeDeleted: z.object({ id: z.string().min(1) }),
} as const;

export type TaxeCreated = { type: 'TaxeCreated'; data: z.infer<typeof taxeEventSchemas.TaxeCreated> };
export type TaxeUpdated = { type: 'TaxeUpdated'; data: z.infer<typeof taxeEventSchemas.TaxeUpdated> };
export type TaxeDeleted = { type: 'TaxeDeleted'; data: z.infer<typeof taxeEventSchemas.TaxeDeleted> };
export type TaxeEvent = TaxeCreated | TaxeUpdated | TaxeDeleted;

export const taxeStream = (id: string): string => `taxe-${id}`;
