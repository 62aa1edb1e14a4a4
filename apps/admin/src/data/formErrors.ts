import { HttpError } from 'react-admin';
import type { ApiErrorBody } from './types';

export const FORM_ERROR_TITLE = 'Error en el formulario';

/**
 * Turns the API's `{ message, errors: { field: ['...'] } }` into what react-admin forms read from
 * `error.body.errors` (pessimistic mode): one string per field, shown under the field, plus
 * `root.serverError`, the toast 'Error en el formulario' listing every message.
 */
export const toFormError = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as ApiErrorBody;
  const entries = Object.entries(body.errors ?? {})
    .map(([field, messages]) => [field, (Array.isArray(messages) ? messages : [messages]).filter(Boolean)] as const)
    .filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) {
    // Nothing per field (a 409 rule, a 403...): the message alone is the toast.
    const { errors: _ignored, ...rest } = body;
    return new HttpError(error.message, error.status, rest);
  }
  const errors: Record<string, unknown> = {};
  for (const [field, messages] of entries) errors[field] = messages.join(' ');
  const title = body.message || FORM_ERROR_TITLE;
  const list = entries.flatMap(([, messages]) => messages).map((message) => `• ${message}`);
  errors.root = { serverError: [title, ...list].join('\n') };
  return new HttpError(title, error.status, { ...body, errors });
};
