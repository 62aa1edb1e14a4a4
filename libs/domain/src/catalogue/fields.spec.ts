import { calendarDate, decimal, isCalendarDay, optionalText, reference, requiredText, wholeNumber } from './fields';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('field builders', () => {
  it('tell a missing text from a value that is not text', () => {
    expect(message(requiredText('El nombre').safeParse(undefined))).toBe('El nombre es obligatorio.');
    expect(message(requiredText('El nombre').safeParse(['Ana']))).toBe('El nombre debe ser un texto.');
    expect(message(requiredText('El nombre').safeParse({ name: 'Ana' }))).toBe('El nombre debe ser un texto.');
    expect(requiredText('El nombre').parse(12)).toBe('12');
  });

  it('drop what PostgreSQL cannot store: NUL and lone surrogates', () => {
    expect(requiredText('El nombre').parse(' Fil\u0000tros\ud800 ')).toBe('Filtros');
    expect(optionalText('La nota').parse('a\udc00b')).toBe('ab');
    expect(requiredText('El nombre').parse('Pago 😀')).toBe('Pago 😀');
    expect(message(requiredText('El nombre').safeParse('\u0000'))).toBe('El nombre es obligatorio.');
  });

  it('accept only days of the calendar', () => {
    expect(calendarDate('La fecha').parse('2028-02-29T10:00:00Z')).toBe('2028-02-29');
    for (const day of ['2026-02-29', '2026-02-30', '2026-04-31', '0000-01-01', '2026-00-10', '2026-13-01'])
      expect(message(calendarDate('La fecha').safeParse(day))).toBe('La fecha no es válida.');
    expect(message(calendarDate('La fecha').safeParse(''))).toBe('La fecha es obligatoria.');
    expect(isCalendarDay('2026-12-31')).toBe(true);
    expect(isCalendarDay('2026-12-31T00:00')).toBe(false);
  });

  it('say that a reference is not valid with the gender of its noun', () => {
    expect(message(reference('la región', true).safeParse('abc'))).toBe('La región no es válida.');
    expect(message(reference('una categoría', true).safeParse(1.5))).toBe('Una categoría no es válida.');
    expect(message(reference('el depósito', true).safeParse('-1'))).toBe('El depósito no es válido.');
    expect(message(reference('la región', true).safeParse(''))).toBe('Debe seleccionar la región.');
    expect(reference('la región', true).parse('007')).toBe('7');
  });

  it('keep a number given for a text only when it is written plainly, never as Infinity', () => {
    expect(optionalText('La nota').parse(12.5)).toBe('12.5');
    for (const value of [Infinity, -Infinity, NaN, 1e21])
      expect(message(requiredText('El nombre').safeParse(value))).toBe('El nombre debe ser un texto.');
  });

  it('read numbers in plain decimal notation only', () => {
    const quantity = wholeNumber({ min: 1, max: 1000, invalid: 'Cantidad inválida', tooLarge: 'Demasiado' });
    expect([quantity.parse('16'), quantity.parse(' 7 '), quantity.parse(3), quantity.parse('2.0')]).toEqual([
      16, 7, 3, 2,
    ]);
    for (const value of ['0x10', '1e2', '0b1', '0o7', 'Infinity', '', ' ', '+5', '1.5', '0', [2], true, null, Infinity])
      expect(message(quantity.safeParse(value))).toBe('Cantidad inválida');
    expect(message(quantity.safeParse('1001'))).toBe('Demasiado');
    const price = decimal('El precio', { required: true, min: 0 });
    expect([price.parse('36,5'), price.parse(1e-2), price.parse('007.10')]).toEqual(['36.50', '0.01', '7.10']);
    for (const value of ['1e2', '0x10', '1E2', '.5', '5.', '1_000', 'Infinity', Infinity, NaN])
      expect(message(price.safeParse(value))).toBe('El precio debe ser un número.');
    expect(message(price.safeParse(1e21))).toBe('El precio es demasiado grande.');
  });
});
