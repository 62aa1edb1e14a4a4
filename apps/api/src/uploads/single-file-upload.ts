import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, Observable, throwError } from 'rxjs';
import { FORM_ERROR } from '../infrastructure/http/validation';

/** How multer and busboy (through Nest) refuse a multipart body, in their English. */
const UNEXPECTED_FIELD = /^(Unexpected file field|Unexpected field|Field name missing)/;
const TOO_MANY = /^Too many (files|parts|fields)/;
const BROKEN =
  /^(Multipart|Malformed part header|Unexpected end of (form|file)|Field name too long|Field value too long|Field name nesting|Field name array index|Invalid field name)/;

const onFile = (status: 400 | 413, message: string) =>
  new HttpException({ message: status === 400 ? FORM_ERROR : message, errors: { file: [message] } }, status);

/** multer's refusal of the request as a Spanish answer on the field `file`; any other error as it was. */
export function spanishUploadError(error: unknown, maxBytes: number): unknown {
  if (!(error instanceof HttpException)) return error;
  const payload = error.getResponse();
  const message = typeof payload === 'string' ? payload : (payload as { message?: unknown }).message;
  if (typeof message !== 'string') return error;
  if (error instanceof PayloadTooLargeException && /^File too large/.test(message))
    return onFile(413, `El archivo supera el tamaño máximo de ${Math.round(maxBytes / (1024 * 1024))} MB.`);
  if (!(error instanceof BadRequestException)) return error;
  if (UNEXPECTED_FIELD.test(message)) return onFile(400, 'El archivo debe enviarse en el campo "file".');
  if (TOO_MANY.test(message)) return onFile(400, 'Envíe un solo archivo.');
  if (BROKEN.test(message)) return onFile(400, 'No se pudo leer el archivo enviado.');
  return error;
}

class SpanishUploadErrors implements NestInterceptor {
  constructor(private readonly maxBytes: number) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(catchError((error: unknown) => throwError(() => spanishUploadError(error, this.maxBytes))));
  }
}

/**
 * One file in the multipart field `file`, at most `maxBytes`: what POST /api/uploads and the
 * product import take. A wrong field name, a second file, a file too large or a broken body is
 * answered in Spanish on `file` (400, or 413 for the size) instead of multer's English.
 */
export function SingleFileUpload(maxBytes: number): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseInterceptors(
      new SpanishUploadErrors(maxBytes),
      FileInterceptor('file', { limits: { fileSize: maxBytes, files: 1 } }),
    ),
  );
}
