import { describeEvent } from './describe-event';

describe('describeEvent', () => {
  it('describes a new rate with its amounts in Venezuelan format', () => {
    expect(
      describeEvent({
        type: 'TaxeCreated',
        streamId: 'taxe-7',
        data: { id: '7', change: '36.50', cop_change: '0.009000' },
      }),
    ).toEqual({
      description: 'Registró la tasa de cambio #7: 1$ = 36,50 BsD y 1 Bs = 0,009 COP',
      category: 'Tasas',
    });
  });

  it('describes a rate change with the values before and after', () => {
    const data = {
      id: '7',
      change: '40.25',
      cop_change: '0.008123',
      previous: { change: '36.50', cop_change: '0.009000' },
    };
    expect(describeEvent({ type: 'TaxeUpdated', streamId: 'taxe-7', data })).toEqual({
      description: 'Modificó la tasa de cambio #7: 1$ = 36,50 → 40,25 BsD; 1 Bs = 0,009 → 0,008123 COP',
      category: 'Tasas',
    });
  });

  it('groups thousands in large rates', () => {
    const data = { id: '8', change: '1234.00', cop_change: '12.500000' };
    expect(describeEvent({ type: 'TaxeCreated', streamId: 'taxe-8', data }).description).toBe(
      'Registró la tasa de cambio #8: 1$ = 1.234,00 BsD y 1 Bs = 12,50 COP',
    );
  });

  it('describes a closing by its day (issue 32, closed periods)', () => {
    const data = { id: '1', until: '2026-11-30', note: 'Noviembre' };
    expect(describeEvent({ type: 'PeriodClosed', streamId: 'audit-closings', data })).toEqual({
      description: 'Cerró el período hasta el 30/11/2026',
      category: 'Sistema',
    });
  });

  it('describes a deleted rate', () => {
    expect(describeEvent({ type: 'TaxeDeleted', streamId: 'taxe-7', data: { id: '7' } })).toEqual({
      description: 'Eliminó la tasa de cambio #7',
      category: 'Tasas',
    });
  });

  it('names a registered user and the label of the role', () => {
    const data = {
      id: '3',
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@example.com',
      role: 'admin',
      password_hash: 'x',
      owner: false,
    };
    expect(describeEvent({ type: 'UserRegistered', streamId: 'user-3', data })).toEqual({
      description: 'Registró al usuario Ana Pérez (ana@example.com) como Administrador',
      category: 'Usuarios',
    });
  });

  it('names the e-mail reserved for a user', () => {
    const data = { email: 'ana@example.com', user_id: '3' };
    expect(describeEvent({ type: 'UserEmailReserved', streamId: 'user_email-ana@example.com', data })).toEqual({
      description: 'Reservó el correo ana@example.com para el usuario #3',
      category: 'Usuarios',
    });
  });

  it('names a payment method', () => {
    const data = { id: '1', code: 'efectivo', name: 'Efectivo', change: true, change_currency: null };
    expect(describeEvent({ type: 'PaymentMethodAdded', streamId: 'payment_method-1', data })).toEqual({
      description: 'Registró el método de pago Efectivo',
      category: 'Sistema',
    });
  });

  it('still describes an event it has no line for, or one with an unexpected payload', () => {
    expect(describeEvent({ type: 'OrderShipped', streamId: 'order-12', data: {} })).toEqual({
      description: 'Registró el evento OrderShipped en order-12',
      category: 'Sistema',
    });
    expect(describeEvent({ type: 'TaxeUpdated', streamId: 'taxe-9', data: { id: '9' } })).toEqual({
      description: 'Registró el evento TaxeUpdated en taxe-9',
      category: 'Sistema',
    });
  });
});
