import { BadRequestException, PipeTransform } from '@nestjs/common';
import { createZodValidationPipe } from 'nestjs-zod';
import { ZodError } from 'zod';

export const FORM_ERROR = 'Error en el formulario';

/** zod issues -> { field: [Spanish messages] } */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export class FormValidationException extends BadRequestException {
  constructor(readonly errors: Record<string, string[]>) {
    super({ message: FORM_ERROR, errors });
  }
}

/** The global pipe: bodies typed with a zod DTO are validated; a failure is a 400 with field messages. */
export const FormValidationPipe: new () => PipeTransform = createZodValidationPipe({
  createValidationException: (error: unknown) =>
    new FormValidationException(error instanceof ZodError ? fieldErrors(error) : { _: ['Datos inválidos.'] }),
});
