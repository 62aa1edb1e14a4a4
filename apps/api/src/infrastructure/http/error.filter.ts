import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, FieldRuleError } from '@bo/domain';
import { ConcurrencyConflictError } from '../../shared/concurrency-conflict.error';
import { bodyRefusal, INVALID_JSON_BODY, TOO_LARGE } from './request-body-errors';
import { FORM_ERROR } from './validation';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: FORM_ERROR,
  401: 'Debe iniciar sesión.',
  403: 'No tiene permiso para realizar esta acción.',
  404: 'No se encontró el recurso solicitado.',
  409: 'La operación fue rechazada.',
  413: TOO_LARGE,
  429: 'Demasiadas solicitudes. Intente más tarde.',
};

/** Nest's own default texts, replaced by the Spanish ones. */
const FRAMEWORK_ENGLISH =
  /^(Cannot |Forbidden|Unauthorized|Not Found|Bad Request|Too Many Requests|Conflict|Internal server error|Payload Too Large|Failed to decode)/;

/** Nest turns body-parser's JSON errors into a 400 with JSON.parse's English text ('Unexpected token...'). */
const INVALID_JSON = /JSON/;

/**
 * Every error leaves as JSON { message, errors? } in Spanish; a rule refused is a 409 (a field rule a
 * 400 under its field), never a 500.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.describe(error);
    if (status >= 500) this.logger.error(error instanceof Error ? error.stack : String(error));
    response.status(status).json(body);
  }

  private describe(error: unknown): [number, { message: string; errors?: Record<string, string[]> }] {
    if (error instanceof FieldRuleError)
      return [400, { message: FORM_ERROR, errors: { [error.field]: [error.message] } }];
    if (error instanceof DomainError) return [error.kind === 'not_found' ? 404 : 409, { message: error.message }];
    if (error instanceof ConcurrencyConflictError) return [409, { message: error.message }];
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const payload = error.getResponse();
      if (typeof payload === 'object' && payload && 'errors' in payload) {
        return [status, payload as { message: string; errors: Record<string, string[]> }];
      }
      const raw = typeof payload === 'object' && payload ? (payload as { message?: unknown }).message : payload;
      if (status === 400 && typeof raw === 'string' && INVALID_JSON.test(raw)) return [400, INVALID_JSON_BODY];
      const message = typeof raw === 'string' && !FRAMEWORK_ENGLISH.test(raw) ? raw : undefined;
      return [status, { message: message ?? DEFAULT_MESSAGES[status] ?? 'Error en la solicitud.' }];
    }
    const refusal = bodyRefusal(error);
    if (refusal) return refusal;
    return [500, { message: 'Error interno del servidor.' }];
  }
}
