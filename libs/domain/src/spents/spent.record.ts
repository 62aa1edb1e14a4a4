import { z } from 'zod';
import { calendarDate, choice, decimal, reference, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';
import { SPENT_METHODS } from './spent-methods';
import { usdAmount } from './usd-amount';

/** The category's id: required; anything but an id reads as a category that does not exist. */
const category = z
  .unknown()
  .optional()
  .transform((value, ctx): string => {
    const parsed = reference('una categoría', true).safeParse(value);
    if (parsed.success && parsed.data !== null) return parsed.data;
    const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    ctx.addIssue({
      code: 'custom',
      message: missing ? 'Debe seleccionar una categoría.' : 'La categoría seleccionada no existe.',
    });
    return z.NEVER;
  });

export const spentFields = z.object({
  name: requiredText('El nombre'),
  date: calendarDate('La fecha'),
  amount: decimal('El monto', { required: true, places: 2, min: 0 }),
  spent_category_id: category,
  method: choice('El método de pago', SPENT_METHODS),
});
export type SpentValues = z.infer<typeof spentFields>;

/** An expense (light, payroll...): a dollar amount on a date, in a category, paid one way. A delete is final. */
export const spentRecord = defineRecord<SpentValues>({
  name: 'Spent',
  stream: 'spent',
  noun: 'el gasto',
  category: 'Gastos',
  fields: spentFields,
  title: (values) => `${values.name} ${usdAmount(values.amount as string)}`,
  datedBy: 'date',
  restorable: false,
  unique: [],
  messages: {
    notFound: 'El gasto no existe',
    deleted: 'El gasto fue eliminado',
    notDeleted: 'El gasto no está eliminado',
    alreadyExists: 'El gasto ya existe',
  },
});
