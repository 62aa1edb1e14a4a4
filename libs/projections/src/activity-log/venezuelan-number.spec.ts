import { formatBs, formatRate, formatUnits, formatUsd, formatVenezuelanNumber } from './venezuelan-number';

describe('formatVenezuelanNumber', () => {
  it('groups thousands with dots and writes decimals after a comma', () => {
    expect(formatVenezuelanNumber('1234567.89')).toBe('1.234.567,89');
    expect(formatVenezuelanNumber('36.50')).toBe('36,50');
    expect(formatVenezuelanNumber('999')).toBe('999');
    expect(formatVenezuelanNumber('1000')).toBe('1.000');
    expect(formatVenezuelanNumber('-1234.5')).toBe('-1.234,5');
  });

  it('keeps the decimals a decimal string was written with', () => {
    expect(formatVenezuelanNumber('0.009000')).toBe('0,009000');
  });

  it('rounds half-up and pads to the places asked for', () => {
    expect(formatVenezuelanNumber('36.5', 2)).toBe('36,50');
    expect(formatVenezuelanNumber('2.345', 2)).toBe('2,35');
    expect(formatVenezuelanNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatVenezuelanNumber('1000000', 0)).toBe('1.000.000');
  });

  it('writes dollars as the screens do (es-US): thousands with commas, two decimals after a point', () => {
    expect(formatUsd('50')).toBe('$50.00');
    expect(formatUsd('1250.5')).toBe('$1,250.50');
    expect(formatUsd('1202.978')).toBe('$1,202.98');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd('-5')).toBe('-$5.00');
  });

  it('writes bolivars as the screens do (es-VE, after "Bs ")', () => {
    expect(formatBs('1234.56')).toBe('Bs 1.234,56');
    expect(formatBs('36.5')).toBe('Bs 36,50');
    expect(formatBs('1825000')).toBe('Bs 1.825.000,00');
  });

  it('writes a rate with two decimals at least and up to six, without trailing zeros', () => {
    expect(formatRate('108.010000')).toBe('108,01');
    expect(formatRate('0.009350')).toBe('0,00935');
    expect(formatRate('36')).toBe('36,00');
    expect(formatRate('4250.5')).toBe('4.250,50');
    expect(formatRate('1234567.100000')).toBe('1.234.567,10');
    expect(formatRate('-4250.5')).toBe('-4.250,50');
    expect(formatRate(36.5)).toBe('36,50');
    expect(formatRate(' 0.1 ')).toBe('0,10');
  });

  it('counts units in the singular for one and in the plural otherwise', () => {
    expect(formatUnits(1)).toBe('1 unidad');
    expect(formatUnits(2)).toBe('2 unidades');
    expect(formatUnits(1250)).toBe('1.250 unidades');
  });
});
