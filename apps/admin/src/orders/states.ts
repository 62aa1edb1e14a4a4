import type { OrderState } from './types';

/** The badge colours of the spec: request yellow, pay blue, delivery orange, finish green, cancel red; ours: return purple. */
const COLOURS: Partial<Record<string, { bg: string; fg: string }>> = {
  request: { bg: '#fbc02d', fg: '#3e2c00' },
  pay: { bg: '#1976d2', fg: '#ffffff' },
  delivery: { bg: '#bf5000', fg: '#ffffff' },
  finish: { bg: '#2e7d32', fg: '#ffffff' },
  cancel: { bg: '#d32f2f', fg: '#ffffff' },
  return: { bg: '#6a1b9a', fg: '#ffffff' },
};
const GREY = { bg: '#e0e0e0', fg: '#212121' };

const KNOWN = ['estimate', 'request', 'pay', 'payRevition', 'dispatch', 'delivery', 'finish', 'cancel', 'return'];

/** The label's i18n key: 'PRESUPUESTO', 'PENDIENTE POR PAGO'..., 'En Proceso' (pending, in_progress), 'Desconocido'. */
export const stateLabel = (state: string) =>
  KNOWN.includes(state)
    ? `bo.orders.states.${state}`
    : state === 'pending' || state === 'in_progress'
      ? 'bo.orders.states.in_progress'
      : 'bo.orders.states.unknown';

export const stateColours = (state: string) => COLOURS[state] ?? GREY;

/** The list's state filter. */
export const stateChoices = KNOWN.map((id) => ({ id, name: stateLabel(id) }));

/** No payments, dispatch nor discount on these (sales.md section 4). */
export const isClosedToMoney = (state: OrderState) => state === 'cancel' || state === 'estimate';

/** Nothing left to discount on a returned order: every unit came back (docs/rules.md 'Devolutions'). */
export const isClosedToDiscount = (state: OrderState) => isClosedToMoney(state) || state === 'return';

/** The orders that took stock and may give some back: a devolution can be registered on them. */
export const RETURNABLE_STATES: ReadonlyArray<OrderState> = ['request', 'delivery', 'dispatch', 'finish'];
