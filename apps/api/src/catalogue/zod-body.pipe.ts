import { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { fieldErrors, FormValidationException } from '../infrastructure/http/validation';

/** Validates a body with a zod schema given at the route: a 400 with Spanish field messages otherwise. */
export class ZodBodyPipe implements PipeTransform {
  constructor(private readonly schema: z.ZodType) {}

  transform(value: unknown): unknown {
    const parsed = this.schema.safeParse(value ?? {});
    if (!parsed.success) throw new FormValidationException(fieldErrors(parsed.error));
    return parsed.data;
  }
}
