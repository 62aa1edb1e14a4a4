import { BadRequestException, SetMetadata } from '@nestjs/common';
import { isCalendarDay } from '@bo/domain';

/** Metadata of a route that answers a record as it was at `?as_of=` (see `AsOfInterceptor`). */
export const AS_OF_KEY = 'accepts_as_of';

/** This GET folds its record at `?as_of=`; every other route refuses the parameter with a 400. */
export const AcceptsAsOf = () => SetMetadata(AS_OF_KEY, true);

/** An ISO-8601 instant: a calendar day, a time and a zone ('2026-01-31T12:00:00Z', '…T08:00-04:00'). */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

const refused = (message: string) =>
  new BadRequestException({ message: 'Error en el formulario', errors: { as_of: [message] } });

/**
 * The `?as_of=` instant of a GET, or a 400 on `as_of` with a Spanish message. Only a full
 * instant counts: a bare day, a day that is not on the calendar (2026-02-30 would roll over to
 * March), a time without its zone (read in whichever zone the server runs) or 'ayer' is refused.
 */
export function parseAsOf(value: unknown): Date {
  const match = typeof value === 'string' ? INSTANT.exec(value.trim()) : null;
  const instant = match && isCalendarDay(match[1]) ? new Date(value as string) : null;
  if (!instant || Number.isNaN(instant.getTime()))
    throw refused(
      'La fecha de consulta no es válida: use una fecha y hora ISO-8601 con zona, como 2026-01-31T12:00:00Z.',
    );
  return instant;
}

/** The 400 of a route that cannot answer a record as it was then. */
export function asOfNotAvailable(): BadRequestException {
  return refused('La consulta a una fecha (as_of) no está disponible para este recurso.');
}
