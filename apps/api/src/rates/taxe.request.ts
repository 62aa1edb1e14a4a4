import { z } from 'zod';
import { createZodDto } from 'nestjs-zod';
import { Decimal, MAX_CHANGE, MAX_COP_CHANGE, plainNumber, TaxeMessages } from '@bo/domain';

/** A positive decimal typed by a user (number or text, comma or point), normalised to a string. */
function positiveDecimal(label: string, maxDecimals: number, below: Decimal, tooLarge: string) {
  // A key left out gets this field's own message ('... es obligatoria'), not a type error.
  return z
    .unknown()
    .optional()
    .transform((value, context) => {
      const fail = (message: string) => {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        return fail(`${label} es obligatoria.`);
      }
      const text = plainNumber(value);
      if (text === undefined) return fail(`${label} debe ser un número.`);
      const decimal = new Decimal(text);
      if (decimal.lte(0)) return fail(`${label} debe ser mayor a cero.`);
      if (decimal.decimalPlaces() > maxDecimals) return fail(`${label} admite como máximo ${maxDecimals} decimales.`);
      if (decimal.gte(below)) return fail(`${tooLarge}.`);
      return decimal.toFixed();
    });
}

export const taxeRequestSchema = z.object({
  change: positiveDecimal('La tasa del dólar', 2, MAX_CHANGE, TaxeMessages.changeTooLarge),
  cop_change: positiveDecimal('La tasa del peso', 6, MAX_COP_CHANGE, TaxeMessages.copTooLarge),
});

export class TaxeRequest extends createZodDto(taxeRequestSchema) {}
