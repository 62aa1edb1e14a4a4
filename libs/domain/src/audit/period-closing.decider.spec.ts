import { given } from '../kit';
import { periodClosingDecider, PeriodClosingCommand, PeriodClosingMessages as M } from './period-closing.decider';
import { PeriodClosingEvent } from './period-closing.events';

// 2026-12-02 03:30 UTC is still 2026-12-01 in Caracas (UTC-4).
const metadata = {
  user_id: '1',
  correlation_id: 'c1',
  causation_id: null,
  idempotency_key: null,
  at: '2026-12-02T03:30:00.000Z',
};
const close = (until: unknown, note?: unknown): PeriodClosingCommand => ({
  type: 'ClosePeriod',
  data: { id: '2', until, note },
  metadata,
});
const closed = (id: string, until: string, note: string | null = null): PeriodClosingEvent => ({
  type: 'PeriodClosed',
  data: { id, until, note },
});

describe('closing a period', () => {
  it('closes up to a past day, with its note trimmed', () =>
    given(periodClosingDecider)
      .when(close('2026-11-30', '  Noviembre  '))
      .then([closed('2', '2026-11-30', 'Noviembre')]));
  it('closes up to today in Caracas (not the UTC day)', () =>
    given(periodClosingDecider)
      .when(close('2026-12-01'))
      .then([closed('2', '2026-12-01')]));
  it('refuses a day after today in Caracas', () =>
    given(periodClosingDecider).when(close('2026-12-02')).thenRefuses(M.future('2026-12-01')));
  it('goes forward from the last closing', () =>
    given(periodClosingDecider, [closed('1', '2026-10-31')])
      .when(close('2026-11-30'))
      .then([closed('2', '2026-11-30')]));
  it('refuses the last closing day itself, naming it', () =>
    given(periodClosingDecider, [closed('1', '2026-11-30')])
      .when(close('2026-11-30'))
      .thenRefuses('El período ya está cerrado hasta el 30/11/2026'));
  it('refuses a day before the last closing (a closing is final)', () =>
    given(periodClosingDecider, [closed('1', '2026-10-31'), closed('3', '2026-11-30')])
      .when(close('2026-10-15'))
      .thenRefuses('El período ya está cerrado hasta el 30/11/2026'));
  it('refuses a missing day on its field', () =>
    given(periodClosingDecider).when(close(undefined)).thenRefusesOn('until', M.untilRequired));
  it('refuses a day that is not on the calendar', () =>
    given(periodClosingDecider).when(close('2026-02-30')).thenRefusesOn('until', M.untilInvalid));
  it('refuses a day not written YYYY-MM-DD', () =>
    given(periodClosingDecider).when(close('30/11/2026')).thenRefusesOn('until', M.untilInvalid));
  it('refuses a note that is not text', () =>
    given(periodClosingDecider).when(close('2026-11-30', 5)).thenRefusesOn('note', M.noteText));
});
