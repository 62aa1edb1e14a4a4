/** The report request's rules without a server: defaults, the period's order, the refused fields. */
import { FormValidationException } from '../infrastructure/http/validation';
import { parseReportRequest } from './report.request';

const errorsOf = (body: unknown): Record<string, string[]> => {
  try {
    parseReportRequest(body);
  } catch (error) {
    if (error instanceof FormValidationException) return error.errors;
    throw error;
  }
  throw new Error('accepted');
};

describe('a report request', () => {
  it('gives the orders report its defaults: simple, without cancelled orders, not full, no report number', () => {
    expect(
      parseReportRequest({ type: 'orders', format: 'excel', params: { from: '2026-11-01', to: '2026-11-25' } }),
    ).toEqual({
      type: 'orders',
      format: 'excel',
      params: {
        from: '2026-11-01',
        to: '2026-11-25',
        nulled: false,
        modality: 'simple',
        full: false,
        orderNumber: null,
      },
    });
  });

  it('accepts a one-day period and the flags as the forms send them', () => {
    const asked = parseReportRequest({
      type: 'orders',
      format: 'excel',
      params: { from: '2026-11-25', to: '2026-11-25', nulled: '1', modality: 'advance', full: true },
    });
    expect(asked.params).toMatchObject({ nulled: true, modality: 'advance', full: true });
  });

  it('refuses a period that ends before it starts, on `to`', () => {
    expect(errorsOf({ type: 'orders', format: 'excel', params: { from: '2026-11-25', to: '2026-11-24' } })).toEqual({
      to: ['La fecha hasta no puede ser anterior a la fecha desde.'],
    });
  });

  it('refuses an unknown type, a format the type does not write, and params that are not an object', () => {
    expect(errorsOf({ type: 'nomina', format: 'excel' })).toEqual({ type: ['El tipo de reporte no es válido'] });
    expect(errorsOf({ type: 'products', format: 'pdf' })).toEqual({
      format: ['Este reporte no está disponible en PDF'],
    });
    expect(errorsOf({ type: 'price-list', format: 'excel' })).toEqual({
      format: ['Este reporte no está disponible en Excel'],
    });
    expect(errorsOf({ type: 'clients', format: 'excel', params: [1] })).toEqual({
      params: ['Los parámetros del reporte no son válidos.'],
    });
  });
});
