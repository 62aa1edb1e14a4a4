/**
 * POST /api/reports' body: {type, format, params}, each type with its own params (its writer's
 * schema); refusals name their field in Spanish (type, format, from, to, modality, nulled...).
 */
import { ForbiddenException } from '@nestjs/common';
import { z } from 'zod';
import { choice } from '@bo/domain';
import { FormValidationException, fieldErrors } from '../infrastructure/http/validation';
import type { ReportFormat } from './report-writer';
import { REPORT_WRITERS } from './report-writers';

export interface ReportRequest {
  type: string;
  format: ReportFormat;
  params: Record<string, unknown>;
}

const FORMAT_NAMES: Record<ReportFormat, string> = { excel: 'Excel', pdf: 'PDF' };

/** The rest of the body once its type is known. */
const envelope = z.object({
  format: choice('El formato', ['excel', 'pdf'] as const, 'excel'),
  params: z.unknown().optional(),
});

export const REPORT_NOT_ALLOWED = 'No tiene permiso para generar este reporte';

/**
 * The body as a report request, or a 400 'Error en el formulario' whose fields are the params'
 * names. A known type the asker may not ask (`mayAsk`) is a 403 first, whatever else the body says.
 */
export function parseReportRequest(body: unknown, mayAsk: (type: string) => boolean = () => true): ReportRequest {
  const asked = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : undefined;
  const type = typeof asked === 'string' && Object.hasOwn(REPORT_WRITERS, asked) ? asked : null;
  if (type !== null && !mayAsk(type)) throw new ForbiddenException({ message: REPORT_NOT_ALLOWED });
  const outer = envelope.safeParse(body ?? {});
  if (!outer.success) throw new FormValidationException(fieldErrors(outer.error));
  const { format } = outer.data;
  const params = outer.data.params ?? {};
  if (type === null) throw new FormValidationException({ type: ['El tipo de reporte no es válido'] });
  const writer = REPORT_WRITERS[type];
  if (!writer.formats.includes(format))
    throw new FormValidationException({ format: [`Este reporte no está disponible en ${FORMAT_NAMES[format]}`] });
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new FormValidationException({ params: ['Los parámetros del reporte no son válidos.'] });
  const parsed = writer.params.safeParse(params);
  if (!parsed.success) throw new FormValidationException(fieldErrors(parsed.error));
  return { type, format, params: parsed.data };
}
