import { FORM_ERROR } from './validation';

/**
 * Why the body parser (body-parser, before any route) could not read a request's body, as the
 * Spanish answer the client gets: a 4xx, never the 500 of an unknown error. body-parser reports
 * with http-errors objects: a `status`, `expose: true` and a `type`, except a failed
 * decompression, which is zlib's own error (with its `errno`) given the status 400.
 */
export type BodyRefusal = [400 | 413 | 415, { message: string; errors?: Record<string, string[]> }];

export const UNSUPPORTED_CHARSET =
  'La codificación de caracteres de la solicitud no es compatible: envíe el cuerpo en UTF-8.';
export const UNSUPPORTED_COMPRESSION =
  'La compresión del cuerpo de la solicitud no es compatible: envíelo sin comprimir o con gzip, deflate o br.';
export const NOT_COMPRESSED_AS_DECLARED =
  'El cuerpo de la solicitud no está comprimido como indica su Content-Encoding.';
export const UNREADABLE_BODY = 'No se pudo leer el cuerpo de la solicitud.';
export const TOO_LARGE = 'La solicitud es demasiado grande.';
export const INVALID_JSON_BODY = {
  message: FORM_ERROR,
  errors: { _: ['El cuerpo de la solicitud no es JSON válido.'] },
};

interface BodyParserError {
  status?: unknown;
  expose?: unknown;
  type?: unknown;
  errno?: unknown;
}

/** The answer to an error of the body parser, or null when the error is not one. */
export function bodyRefusal(error: unknown): BodyRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, expose, type, errno } = error as BodyParserError;
  if (typeof status !== 'number' || status < 400 || status >= 500 || expose !== true) return null;
  switch (type) {
    case 'entity.parse.failed':
      return [400, INVALID_JSON_BODY];
    case 'entity.too.large':
      return [413, { message: TOO_LARGE }];
    case 'charset.unsupported':
      return [415, { message: UNSUPPORTED_CHARSET }];
    case 'encoding.unsupported':
      return [415, { message: UNSUPPORTED_COMPRESSION }];
  }
  // raw-body's others: 'request.aborted', 'request.size.invalid'...
  if (typeof type === 'string') return [400, { message: UNREADABLE_BODY }];
  if (status === 400 && typeof errno === 'number') return [400, { message: NOT_COMPRESSED_AS_DECLARED }];
  return null;
}
