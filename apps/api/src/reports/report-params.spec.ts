/** The report params' own fields: the day that defaults to Caracas's today, the report number. */
import { z } from 'zod';
import { businessDay } from '@bo/domain';
import { dayOrToday, optionalPositiveInteger } from './report-params';

describe('report params', () => {
  it('takes today in Caracas, not in UTC, as the day', () => {
    // 02:30 UTC on the 26th is still the 25th in Caracas (UTC-4).
    expect(businessDay('2026-11-26T02:30:00Z')).toBe('2026-11-25');
    expect(businessDay('2026-11-26T04:30:00Z')).toBe('2026-11-26');
  });

  it('defaults a left-out day to today and refuses a day that does not exist', () => {
    const schema = z.object({ date: dayOrToday('La fecha') });
    expect(schema.parse({})).toEqual({ date: businessDay(new Date().toISOString()) });
    expect(schema.parse({ date: '' })).toEqual({ date: businessDay(new Date().toISOString()) });
    expect(schema.parse({ date: '2026-02-28' })).toEqual({ date: '2026-02-28' });
    const refused = schema.safeParse({ date: '2026-02-30' });
    expect(refused.success ? null : refused.error.issues.map((issue) => issue.message)).toEqual([
      'La fecha no es válida.',
    ]);
  });

  it('reads the report number as a whole number above 0, or null when left out', () => {
    const schema = z.object({ orderNumber: optionalPositiveInteger('El número del reporte') });
    expect(schema.parse({})).toEqual({ orderNumber: null });
    expect(schema.parse({ orderNumber: '4821' })).toEqual({ orderNumber: 4821 });
    expect(schema.parse({ orderNumber: 12 })).toEqual({ orderNumber: 12 });
    for (const bad of ['0', -3, '1.5', 'abc', [1]]) {
      const refused = schema.safeParse({ orderNumber: bad });
      expect(refused.success ? null : refused.error.issues[0].message).toBe(
        'El número del reporte debe ser un número entero mayor que 0.',
      );
    }
  });
});
