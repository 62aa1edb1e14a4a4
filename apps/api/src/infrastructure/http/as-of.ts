import { BadRequestException } from '@nestjs/common';

/** The `?as_of=` instant of a GET (ISO-8601), or a 400 with a Spanish message. */
export function parseAsOf(value: string): Date {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) {
    throw new BadRequestException({
      message: 'Error en el formulario',
      errors: { as_of: ['La fecha no es válida (ISO-8601).'] },
    });
  }
  return instant;
}
