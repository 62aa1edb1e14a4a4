import { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { fieldErrors, FormValidationException } from '../infrastructure/http/validation';

/**
 * Validates a body with a zod schema given at the route: a 400 with Spanish field messages
 * otherwise. A body that is not a JSON object (an array, a number) is refused as a whole.
 */
export class ZodBodyPipe implements PipeTransform {
  constructor(private readonly schema: z.ZodType) {}

  transform(value: unknown): unknown {
    const body = value ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw new FormValidationException({ _: ['Los datos enviados deben ser un objeto JSON.'] });
    const parsed = this.schema.safeParse(body);
    if (!parsed.success) throw new FormValidationException(fieldErrors(parsed.error));
    return parsed.data;
  }
}
