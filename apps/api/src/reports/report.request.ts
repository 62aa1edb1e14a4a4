/**
 * POST /api/reports' body: {type, format, params}, each type with its own params (its writer's
 * schema); refusals name their field in Spanish (type, format, from, to, modality, nulled...).
 */
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

const envelope = z.object({
  type: z.unknown().optional(),
  format: choice('El formato', ['excel', 'pdf'] as const, 'excel'),
  params: z.unknown().optional(),
});

/** The body as a report request, or a 400 'Error en el formulario' whose fields are the params' names. */
export function parseReportRequest(body: unknown): ReportRequest {
  const outer = envelope.safeParse(body ?? {});
  if (!outer.success) throw new FormValidationException(fieldErrors(outer.error));
  const { type, format } = outer.data;
  const params = outer.data.params ?? {};
  const writer = typeof type === 'string' && Object.hasOwn(REPORT_WRITERS, type) ? REPORT_WRITERS[type] : null;
  if (!writer) throw new FormValidationException({ type: ['El tipo de reporte no es válido'] });
  if (!writer.formats.includes(format))
    throw new FormValidationException({ format: [`Este reporte no está disponible en ${FORMAT_NAMES[format]}`] });
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new FormValidationException({ params: ['Los parámetros del reporte no son válidos.'] });
  const parsed = writer.params.safeParse(params);
  if (!parsed.success) throw new FormValidationException(fieldErrors(parsed.error));
  return { type: type as string, format, params: parsed.data };
}
