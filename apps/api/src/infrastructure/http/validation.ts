import { BadRequestException, PipeTransform } from '@nestjs/common';
import { createZodValidationPipe } from 'nestjs-zod';
import { ZodError } from 'zod';

export const FORM_ERROR = 'Error en el formulario';

/** zod's own (English) texts, for schemas whose builders did not give a Spanish one. */
const ZOD_DEFAULT = /^(Invalid|Expected|Required|Unrecognized|Too (small|big)|Number must|String must|Array must)/;

function spanish(issue: ZodError['issues'][number]): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  if (issue.path.length === 0) return 'Los datos enviados deben ser un objeto JSON.';
  switch (issue.code) {
    case 'invalid_type':
      return 'El valor no es del tipo esperado.';
    case 'too_small':
    case 'too_big':
      return 'El valor está fuera del rango permitido.';
    case 'unrecognized_keys':
      return 'Hay campos no reconocidos.';
    default:
      return 'El valor no es válido.';
  }
}

/** zod issues -> { field: [Spanish messages] } */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(spanish(issue));
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
