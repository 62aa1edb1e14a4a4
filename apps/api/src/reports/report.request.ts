/**
 * POST /api/reports' body (issue 14, first slice): {type, format, params}, each type with its own
 * params; refusals name their field in Spanish (type, from, to, modality, nulled).
 */
import { z } from 'zod';
import { calendarDate, choice, flag } from '@bo/domain';
import { FormValidationException, fieldErrors } from '../infrastructure/http/validation';

export const REPORT_TYPES = ['orders', 'clients'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

const ordersParams = z
  .object({
    from: calendarDate('La fecha desde'),
    to: calendarDate('La fecha hasta'),
    nulled: flag('Incluir anuladas', false),
    modality: choice('La modalidad', ['advance', 'simple'] as const, 'simple'),
    full: flag('Completo', false),
  })
  .superRefine((params, ctx) => {
    if (params.from > params.to)
      ctx.addIssue({ code: 'custom', message: 'La fecha hasta no puede ser anterior a la fecha desde.', path: ['to'] });
  });

/** The clients export takes no params (a stray one is ignored). */
const clientsParams = z
  .object({})
  .passthrough()
  .transform(() => ({}));

export type OrdersParams = z.infer<typeof ordersParams>;

export interface ReportRequest {
  type: ReportType;
  format: 'excel';
  params: Record<string, unknown>;
}

const envelope = z.object({
  type: z.unknown().optional(),
  format: choice('El formato', ['excel', 'pdf'] as const),
  params: z.unknown().optional(),
});

/** The body as a report request, or a 400 'Error en el formulario' whose fields are the params' names. */
export function parseReportRequest(body: unknown): ReportRequest {
  const outer = envelope.safeParse(body ?? {});
  if (!outer.success) throw new FormValidationException(fieldErrors(outer.error));
  const { type, format } = outer.data;
  const params = outer.data.params ?? {};
  if (typeof type !== 'string' || !(REPORT_TYPES as readonly string[]).includes(type))
    throw new FormValidationException({ type: ['El tipo de reporte no es válido'] });
  // This slice writes Excel files; the PDF writers come with the next one.
  if (format !== 'excel') throw new FormValidationException({ format: ['Este reporte aún no está disponible en PDF'] });
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new FormValidationException({ params: ['Los parámetros del reporte no son válidos.'] });
  const schema = type === 'orders' ? ordersParams : clientsParams;
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new FormValidationException(fieldErrors(parsed.error));
  return { type: type as ReportType, format: 'excel', params: parsed.data };
}
