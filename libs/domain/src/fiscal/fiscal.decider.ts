/**
 * The account's fiscal settings and numbering (RULES.md, fiscal documents) as a pure decider over
 * the one `fiscal` stream: the regime and IGTF terms, the authorised control-number ranges, and
 * the gapless numbers of invoices (from 1, or from the number the admin sets before the first),
 * credit notes (from 1) and withholding vouchers (a sequence per month). Every number is final.
 */
import { Command } from '../kit/event';
import { Decider, unreachable } from '../kit/decider';
import { DomainError, FieldRuleError } from '../kit/domain-error';
import { Decimal, parseDecimal } from '../shared/decimal';
import { FISCAL_REGIMES, FiscalDocumentKind, FiscalEvent, FiscalRegime } from './fiscal.events';
import { withholdingVoucher } from './withholding';

export type SetFiscalSettings = Command<
  'SetFiscalSettings',
  { regime?: unknown; igtf_agent?: unknown; igtf_rate?: unknown; next_invoice_number?: unknown }
>;
export type RegisterControlRange = Command<
  'RegisterControlRange',
  { id: string; prefix?: unknown; from?: unknown; to?: unknown }
>;
export type TakeFiscalNumber = Command<
  'TakeFiscalNumber',
  { document: FiscalDocumentKind; document_id: string; devolution_id?: string | null; date: string }
>;
export type FiscalCommand = SetFiscalSettings | RegisterControlRange | TakeFiscalNumber;

export interface ControlRange {
  id: string;
  prefix: string;
  from: number;
  to: number;
  /** The next number this range gives (to + 1 once used up). */
  next: number;
}

export interface FiscalState {
  regime: FiscalRegime;
  igtf_agent: boolean;
  igtf_rate: string;
  /** The first invoice number as the admin set it; null: 1. */
  first_invoice_number: number | null;
  /** The last invoice number given; 0 before the first. */
  last_invoice_number: number;
  last_credit_note_number: number;
  /** Each month's ('YYYY-MM') last voucher sequence (a purchase dated in an earlier month goes on that month's). */
  vouchers: Record<string, number>;
  ranges: ControlRange[];
}

export const FiscalMessages = {
  regime: 'Seleccione un régimen: ninguno, contribuyente ordinario o contribuyente especial',
  igtfAgent: 'Indique si la empresa es agente de percepción del IGTF (sí o no)',
  igtfRate: 'La alícuota del IGTF debe ser un número entre 0 y 100 con hasta 2 decimales',
  nextInvoice: 'El próximo número de factura debe ser un número entero entre 1 y 99.999.999',
  invoicesStarted: (next: number) =>
    `La numeración de facturas ya comenzó: el próximo número es ${next} y no se puede cambiar`,
  prefix: 'El prefijo puede tener hasta 10 letras, números o guiones',
  from: 'El primer número del rango debe ser un entero entre 1 y 99.999.999',
  to: 'El último número del rango debe ser un entero entre 1 y 99.999.999',
  toBeforeFrom: 'El último número del rango debe ser mayor o igual que el primero',
  overlap: (range: string) => `El rango se solapa con el rango ${range} ya registrado`,
  noControlNumbers: 'No quedan números de control autorizados: registre un nuevo rango',
};
const M = FiscalMessages;

const MAX_NUMBER = 99_999_999;
/** Control numbers print with 8 digits after their prefix: '00-00000001'. */
export const controlNumber = (prefix: string, number: number): string => `${prefix}${String(number).padStart(8, '0')}`;
/** A range as the refusals name it: '00-00000001 a 00-00000100'. */
export const rangeLabel = (range: Pick<ControlRange, 'prefix' | 'from' | 'to'>): string =>
  `${controlNumber(range.prefix, range.from)} a ${controlNumber(range.prefix, range.to)}`;

/** The range the next control number comes from: the first registered that has numbers left. */
export const activeRange = (state: FiscalState): ControlRange | null =>
  state.ranges.find((range) => range.next <= range.to) ?? null;
/** Control numbers left in a range, and in all. */
export const leftIn = (range: ControlRange): number => Math.max(0, range.to - range.next + 1);
export const controlNumbersLeft = (state: FiscalState): number =>
  state.ranges.reduce((sum, range) => sum + leftIn(range), 0);
/** The number the next invoice gets. */
export const nextInvoiceNumber = (state: FiscalState): number =>
  state.last_invoice_number > 0 ? state.last_invoice_number + 1 : (state.first_invoice_number ?? 1);

function wholeNumber(value: unknown, field: string, message: string): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > MAX_NUMBER)
    throw new FieldRuleError(field, message);
  return number;
}

function settingsSet(command: SetFiscalSettings, state: FiscalState): FiscalEvent[] {
  const input = command.data;
  const regime = input.regime === undefined ? state.regime : input.regime;
  if (!FISCAL_REGIMES.includes(regime as FiscalRegime)) throw new FieldRuleError('regime', M.regime);
  const igtf_agent = input.igtf_agent === undefined ? state.igtf_agent : input.igtf_agent;
  if (typeof igtf_agent !== 'boolean') throw new FieldRuleError('igtf_agent', M.igtfAgent);
  let igtf_rate = state.igtf_rate;
  if (input.igtf_rate !== undefined) {
    const rate = parseDecimal(input.igtf_rate);
    if (!rate || rate.lt(0) || rate.gt(100) || rate.decimalPlaces() > 2)
      throw new FieldRuleError('igtf_rate', M.igtfRate);
    igtf_rate = rate.toFixed(2);
  }
  let first = state.first_invoice_number;
  if (
    input.next_invoice_number !== undefined &&
    input.next_invoice_number !== null &&
    input.next_invoice_number !== ''
  ) {
    const wanted = wholeNumber(input.next_invoice_number, 'next_invoice_number', M.nextInvoice);
    if (state.last_invoice_number > 0 && wanted !== nextInvoiceNumber(state))
      throw new DomainError(M.invoicesStarted(nextInvoiceNumber(state)));
    if (state.last_invoice_number === 0) first = wanted;
  }
  return [
    {
      type: 'FiscalSettingsSet',
      data: { regime: regime as FiscalRegime, igtf_agent, igtf_rate, next_invoice_number: first },
    },
  ];
}

function rangeRegistered(command: RegisterControlRange, state: FiscalState): FiscalEvent[] {
  const input = command.data;
  const prefix = input.prefix === undefined || input.prefix === null ? '' : input.prefix;
  if (typeof prefix !== 'string' || !/^[A-Za-z0-9-]{0,10}$/.test(prefix.trim()))
    throw new FieldRuleError('prefix', M.prefix);
  const from = wholeNumber(input.from, 'from', M.from);
  const to = wholeNumber(input.to, 'to', M.to);
  if (to < from) throw new FieldRuleError('to', M.toBeforeFrom);
  const trimmed = prefix.trim().toUpperCase();
  const overlapping = state.ranges.find((range) => range.prefix === trimmed && range.from <= to && from <= range.to);
  if (overlapping) throw new DomainError(M.overlap(rangeLabel(overlapping)));
  return [{ type: 'ControlRangeRegistered', data: { id: input.id, prefix: trimmed, from, to } }];
}

function numberTaken(command: TakeFiscalNumber, state: FiscalState): FiscalEvent[] {
  const { document, document_id, date } = command.data;
  const devolution_id = command.data.devolution_id ?? null;
  if (document === 'withholding') {
    const month = date.slice(0, 7);
    const sequence = (state.vouchers[month] ?? 0) + 1;
    const number = withholdingVoucher(month, sequence);
    return [
      {
        type: 'FiscalNumberTaken',
        data: { document, document_id, devolution_id, number, control_number: null, range_id: null, date },
      },
    ];
  }
  const range = activeRange(state);
  if (!range) throw new DomainError(M.noControlNumbers);
  const number = document === 'invoice' ? nextInvoiceNumber(state) : state.last_credit_note_number + 1;
  return [
    {
      type: 'FiscalNumberTaken',
      data: {
        document,
        document_id,
        devolution_id,
        number: String(number),
        control_number: controlNumber(range.prefix, range.next),
        range_id: range.id,
        date,
      },
    },
  ];
}

export const fiscalDecider: Decider<FiscalCommand, FiscalEvent, FiscalState> = {
  initialState: () => ({
    regime: 'none',
    igtf_agent: false,
    igtf_rate: '3.00',
    first_invoice_number: null,
    last_invoice_number: 0,
    last_credit_note_number: 0,
    vouchers: {},
    ranges: [],
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'FiscalSettingsSet':
        return {
          ...state,
          regime: event.data.regime,
          igtf_agent: event.data.igtf_agent,
          igtf_rate: event.data.igtf_rate,
          first_invoice_number: event.data.next_invoice_number,
        };
      case 'ControlRangeRegistered':
        return { ...state, ranges: [...state.ranges, { ...event.data, next: event.data.from }] };
      case 'FiscalNumberTaken': {
        const { document, number, range_id, date } = event.data;
        const ranges = range_id
          ? state.ranges.map((range) => (range.id === range_id ? { ...range, next: range.next + 1 } : range))
          : state.ranges;
        if (document === 'invoice') return { ...state, ranges, last_invoice_number: Number(number) };
        if (document === 'credit_note') return { ...state, ranges, last_credit_note_number: Number(number) };
        return { ...state, vouchers: { ...state.vouchers, [date.slice(0, 7)]: Number(number.slice(6)) } };
      }
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SetFiscalSettings':
        return settingsSet(command, state);
      case 'RegisterControlRange':
        return rangeRegistered(command, state);
      case 'TakeFiscalNumber':
        return numberTaken(command, state);
      default:
        return unreachable(command);
    }
  },
};

export const fiscalIsOn = (state: Pick<FiscalState, 'regime'>): boolean => state.regime !== 'none';
/** Dollars in text as the fiscal documents keep them. */
export const fiscalMoney = (value: Decimal.Value): string =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
