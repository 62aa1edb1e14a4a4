/**
 * Given/when/then specs of the fiscal stream (RULES.md, fiscal documents): the settings, the
 * authorised control ranges, and the gapless numbering of invoices, credit notes and vouchers
 * (a range used up, two ranges, a monthly voucher sequence). Concurrency is the stream's expected
 * version: proven over HTTP by the 50-invoices test.
 */
import { given } from '../kit';
import { fold } from '../kit/decider';
import { FiscalEvent } from './fiscal.events';
import {
  controlNumbersLeft,
  FiscalCommand,
  fiscalDecider,
  FiscalMessages as M,
  nextInvoiceNumber,
} from './fiscal.decider';

const metadata = {
  user_id: '1',
  correlation_id: 'c1',
  causation_id: null,
  idempotency_key: null,
  at: '2026-12-01T15:00:00.000Z',
};
const set = (data: Record<string, unknown>): FiscalCommand => ({ type: 'SetFiscalSettings', data, metadata });
const register = (id: string, prefix: unknown, from: unknown, to: unknown): FiscalCommand => ({
  type: 'RegisterControlRange',
  data: { id, prefix, from, to },
  metadata,
});
const take = (document: 'invoice' | 'credit_note' | 'withholding', document_id: string, date = '2026-12-01') =>
  ({ type: 'TakeFiscalNumber', data: { document, document_id, date }, metadata }) as FiscalCommand;

const settings = (regime: 'none' | 'ordinary' | 'special', next: number | null = null): FiscalEvent => ({
  type: 'FiscalSettingsSet',
  data: { regime, igtf_agent: true, igtf_rate: '3.00', next_invoice_number: next },
});
const range = (id: string, from: number, to: number, prefix = '00-'): FiscalEvent => ({
  type: 'ControlRangeRegistered',
  data: { id, prefix, from, to },
});
const taken = (
  document: 'invoice' | 'credit_note' | 'withholding',
  document_id: string,
  number: string,
  control_number: string | null,
  range_id: string | null,
  date = '2026-12-01',
): FiscalEvent => ({
  type: 'FiscalNumberTaken',
  data: { document, document_id, devolution_id: null, number, control_number, range_id, date },
});

describe('the fiscal settings', () => {
  it('given nothing set, then the regime is none and the IGTF 3 % off', () => {
    const state = fiscalDecider.initialState();
    expect(state).toMatchObject({ regime: 'none', igtf_agent: false, igtf_rate: '3.00' });
    expect(nextInvoiceNumber(state)).toBe(1);
  });
  it('sets the regime and the IGTF terms, keeping what is not sent', () =>
    given(fiscalDecider, [settings('ordinary')])
      .when(set({ igtf_rate: '2,5' }))
      .then([
        {
          type: 'FiscalSettingsSet',
          data: { regime: 'ordinary', igtf_agent: true, igtf_rate: '2.50', next_invoice_number: null },
        },
      ]));
  it('refuses an unknown regime on its field', () =>
    given(fiscalDecider)
      .when(set({ regime: 'vip' }))
      .thenRefusesOn('regime', M.regime));
  it('refuses an IGTF agent flag that is not yes or no', () =>
    given(fiscalDecider)
      .when(set({ igtf_agent: 'si' }))
      .thenRefusesOn('igtf_agent', M.igtfAgent));
  it('refuses an IGTF rate above 100 or with 3 decimals', () => {
    given(fiscalDecider)
      .when(set({ igtf_rate: '101' }))
      .thenRefusesOn('igtf_rate', M.igtfRate);
    given(fiscalDecider)
      .when(set({ igtf_rate: '3.125' }))
      .thenRefusesOn('igtf_rate', M.igtfRate);
  });
  it('given no invoice yet, then the first invoice number can be set', () => {
    const state = fold(fiscalDecider, [settings('ordinary', 120)]);
    expect(nextInvoiceNumber(state)).toBe(120);
  });
  it('refuses a first invoice number that is not a whole number from 1', () =>
    given(fiscalDecider)
      .when(set({ next_invoice_number: 0 }))
      .thenRefusesOn('next_invoice_number', M.nextInvoice));
  it('given invoices issued, then the next number is final', () =>
    given(fiscalDecider, [settings('ordinary'), range('1', 1, 10), taken('invoice', '7', '1', '00-00000001', '1')])
      .when(set({ next_invoice_number: 50 }))
      .thenRefuses(M.invoicesStarted(2)));
});

describe('the control ranges', () => {
  it('registers a range with its prefix in capitals', () =>
    given(fiscalDecider)
      .when(register('1', 'ab-', 1, 100))
      .then([{ type: 'ControlRangeRegistered', data: { id: '1', prefix: 'AB-', from: 1, to: 100 } }]));
  it('refuses a range that ends before it starts', () =>
    given(fiscalDecider)
      .when(register('1', '00-', 10, 9))
      .thenRefusesOn('to', M.toBeforeFrom));
  it('refuses a range that is not of whole numbers', () => {
    given(fiscalDecider)
      .when(register('1', '00-', 'uno', 9))
      .thenRefusesOn('from', M.from);
    given(fiscalDecider)
      .when(register('1', '00-', 1, 100_000_000))
      .thenRefusesOn('to', M.to);
  });
  it('refuses a prefix with spaces or other signs', () =>
    given(fiscalDecider)
      .when(register('1', '00 /', 1, 9))
      .thenRefusesOn('prefix', M.prefix));
  it('refuses a range overlapping one of the same prefix, naming it', () =>
    given(fiscalDecider, [range('1', 1, 100)])
      .when(register('2', '00-', 100, 200))
      .thenRefuses('El rango se solapa con el rango 00-00000001 a 00-00000100 ya registrado'));
  it('takes a range of another prefix over the same numbers', () =>
    given(fiscalDecider, [range('1', 1, 100)])
      .when(register('2', '01-', 1, 100))
      .then([{ type: 'ControlRangeRegistered', data: { id: '2', prefix: '01-', from: 1, to: 100 } }]));
});

describe('numbering the fiscal documents', () => {
  it('given a range, when an invoice is issued, then number 1 and the first control number', () =>
    given(fiscalDecider, [settings('ordinary'), range('1', 1, 2)])
      .when(take('invoice', '40'))
      .then([taken('invoice', '40', '1', '00-00000001', '1')]));
  it('given the admin set 120 as the first number, then the first invoice is 120', () =>
    given(fiscalDecider, [settings('ordinary', 120), range('1', 5, 9)])
      .when(take('invoice', '40'))
      .then([taken('invoice', '40', '120', '00-00000005', '1')]));
  it('numbers the next invoice after the last, without gaps', () =>
    given(fiscalDecider, [settings('ordinary'), range('1', 1, 9), taken('invoice', '40', '1', '00-00000001', '1')])
      .when(take('invoice', '41'))
      .then([taken('invoice', '41', '2', '00-00000002', '1')]));
  it('gives credit notes their own numbers and the next control number of the same series', () =>
    given(fiscalDecider, [settings('ordinary'), range('1', 1, 9), taken('invoice', '40', '1', '00-00000001', '1')])
      .when(take('credit_note', '40'))
      .then([taken('credit_note', '40', '1', '00-00000002', '1')]));
  it('given the first range used up, then the next control number comes from the second range', () =>
    given(fiscalDecider, [
      settings('ordinary'),
      range('1', 1, 1),
      range('2', 500, 600, '01-'),
      taken('invoice', '40', '1', '00-00000001', '1'),
    ])
      .when(take('invoice', '41'))
      .then([taken('invoice', '41', '2', '01-00000500', '2')]));
  it('given every range used up, then refuses until a new range is registered', () => {
    given(fiscalDecider, [settings('ordinary'), range('1', 1, 1), taken('invoice', '40', '1', '00-00000001', '1')])
      .when(take('invoice', '41'))
      .thenRefuses(M.noControlNumbers);
    given(fiscalDecider, [settings('ordinary')])
      .when(take('credit_note', '41'))
      .thenRefuses(M.noControlNumbers);
  });
  it('counts the control numbers left in all', () => {
    const state = fold(fiscalDecider, [
      range('1', 1, 10),
      range('2', 1, 5, 'B-'),
      taken('invoice', '4', '1', '00-00000001', '1'),
    ]);
    expect(controlNumbersLeft(state)).toBe(14);
  });
  it('numbers withholding vouchers by month, without control numbers', () => {
    given(fiscalDecider, [settings('special')])
      .when(take('withholding', '9', '2026-12-15'))
      .then([taken('withholding', '9', '20261200000001', null, null, '2026-12-15')]);
    given(fiscalDecider, [settings('special'), taken('withholding', '9', '20261200000001', null, null, '2026-12-15')])
      .when(take('withholding', '10', '2026-12-20'))
      .then([taken('withholding', '10', '20261200000002', null, null, '2026-12-20')]);
  });
  it("goes on with an earlier month's own sequence for a purchase dated then", () =>
    given(fiscalDecider, [
      settings('special'),
      taken('withholding', '8', '20261100000004', null, null, '2026-11-28'),
      taken('withholding', '9', '20261200000001', null, null, '2026-12-01'),
    ])
      .when(take('withholding', '10', '2026-11-30'))
      .then([taken('withholding', '10', '20261100000005', null, null, '2026-11-30')]));
  it('starts the voucher sequence again in a new month', () =>
    given(fiscalDecider, [settings('special'), taken('withholding', '9', '20261200000007', null, null, '2026-12-31')])
      .when(take('withholding', '10', '2027-01-02'))
      .then([taken('withholding', '10', '20270100000001', null, null, '2027-01-02')]));
});
