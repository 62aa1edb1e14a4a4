import { closedPeriodRefusal, refuseInClosedPeriod } from './closed-period';

describe('the closed period rule', () => {
  it('refuses the closed-until day itself with its exact words', () =>
    expect(closedPeriodRefusal('2026-11-30', '2026-11-30')).toBe('El período está cerrado hasta el 30/11/2026'));
  it('refuses a day before it', () =>
    expect(closedPeriodRefusal('2025-01-01', '2026-11-30')).toBe('El período está cerrado hasta el 30/11/2026'));
  it('lets the next day through', () => expect(closedPeriodRefusal('2026-12-01', '2026-11-30')).toBeNull());
  it('lets everything through while nothing is closed', () =>
    expect(closedPeriodRefusal('2020-01-01', null)).toBeNull());
  it('throws a rule refusal (a 409) for the first closed date among several', () =>
    expect(() => refuseInClosedPeriod('2026-11-30', '2026-12-01', '2026-11-02')).toThrow(
      'El período está cerrado hasta el 30/11/2026',
    ));
});
