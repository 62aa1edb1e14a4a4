import { z } from 'zod';

const values = {
  name: z.string().min(1),
  /** true for cash-like methods that need no reference. */
  change: z.boolean(),
  /** 'VES' when the amount is typed in bolivars, else null. */
  change_currency: z.enum(['VES']).nullable(),
  /**
   * Issue 33: a method in foreign currency (its payments carry IGTF when the account is an agent);
   * absent until an administrator sets it: then foreignCurrencyOf derives it from the currency.
   */
  foreign_currency: z.boolean().optional(),
};

export const paymentMethodEventSchemas = {
  PaymentMethodAdded: z.object({
    id: z.string().min(1),
    /** Stable code the screens know: efectivo, transferencia, transferencia-usd, zelle, pago-movil, biopago, credito, nota-credito. */
    code: z.string().min(1),
    ...values,
  }),
  /** The code never changes; `previous` keeps what the name and flags were. */
  PaymentMethodUpdated: z.object({
    id: z.string().min(1),
    ...values,
    previous: z.object(values),
  }),
  PaymentMethodDeleted: z.object({ id: z.string().min(1), code: z.string().min(1), name: z.string() }),
} as const;

type DataOf<Type extends keyof typeof paymentMethodEventSchemas> = z.infer<(typeof paymentMethodEventSchemas)[Type]>;
export type PaymentMethodAdded = { type: 'PaymentMethodAdded'; data: DataOf<'PaymentMethodAdded'> };
export type PaymentMethodUpdated = { type: 'PaymentMethodUpdated'; data: DataOf<'PaymentMethodUpdated'> };
export type PaymentMethodDeleted = { type: 'PaymentMethodDeleted'; data: DataOf<'PaymentMethodDeleted'> };
export type PaymentMethodEvent = PaymentMethodAdded | PaymentMethodUpdated | PaymentMethodDeleted;
export const paymentMethodStream = (id: string): string => `payment_method-${id}`;

/** The methods a new installation starts with. */
export const DEFAULT_PAYMENT_METHODS: PaymentMethodAdded['data'][] = [
  { id: '1', code: 'efectivo', name: 'Efectivo', change: true, change_currency: null },
  { id: '2', code: 'transferencia', name: 'Transferencia (Bs)', change: false, change_currency: 'VES' },
  { id: '3', code: 'transferencia-usd', name: 'Transferencia (USD)', change: false, change_currency: null },
  { id: '4', code: 'zelle', name: 'Zelle', change: false, change_currency: null },
  { id: '5', code: 'pago-movil', name: 'Pago móvil', change: false, change_currency: 'VES' },
  { id: '6', code: 'biopago', name: 'Biopago', change: true, change_currency: 'VES' },
  { id: '7', code: 'credito', name: 'Crédito', change: true, change_currency: null },
  /** Draws on the client's credit note (saldo a favor) left by approved devolutions. */
  { id: '8', code: 'nota-credito', name: 'Nota de Crédito', change: true, change_currency: null },
];

/** The codes sales and purchases rely on: never deleted, never taken by another method. */
export const SYSTEM_PAYMENT_METHOD_CODES: readonly string[] = DEFAULT_PAYMENT_METHODS.map((method) => method.code);
