/**
 * The fiscal settings and control ranges as GET /api/fiscal/settings and /control-ranges answer
 * them (API.md, fiscal), from the `fiscal` stream's state.
 */
import {
  activeRange,
  ControlRange,
  controlNumber,
  controlNumbersLeft,
  ControlRangeView,
  FiscalSettingsView,
  FiscalState,
  leftIn,
  nextInvoiceNumber,
} from '@bo/domain';

export type { ControlRangeView, FiscalSettingsView };

/** Fewer control numbers than this left in all: the screen warns (issue 33, item 1). */
export const LOW_CONTROL_NUMBERS = 50;

export function settingsView(state: FiscalState): FiscalSettingsView {
  const left = controlNumbersLeft(state);
  return {
    regime: state.regime,
    igtf_agent: state.igtf_agent,
    igtf_rate: state.igtf_rate,
    next_invoice_number: nextInvoiceNumber(state),
    invoicing_started: state.last_invoice_number > 0,
    control_numbers_left: left,
    control_numbers_low: left < LOW_CONTROL_NUMBERS,
  };
}

export function rangeView(range: ControlRange, state: FiscalState): ControlRangeView {
  return {
    id: range.id,
    prefix: range.prefix,
    from: range.from,
    to: range.to,
    next: range.next,
    left: leftIn(range),
    active: activeRange(state)?.id === range.id,
    first: controlNumber(range.prefix, range.from),
    last: controlNumber(range.prefix, range.to),
  };
}
