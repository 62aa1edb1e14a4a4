import { z } from 'zod';
import { Decider, DomainError, unreachable } from '../kit';
import { sameValues } from '../shared';
import { PaymentMethodCommand } from './payment-method.commands';
import { PaymentMethodEvent, SYSTEM_PAYMENT_METHOD_CODES } from './payment-method.events';
import { newPaymentMethod, paymentMethodValues, PaymentMethodValues } from './payment-method.fields';
import { PaymentMethodMessages as M } from './payment-method.messages';

interface ExistingPaymentMethod extends PaymentMethodValues {
  status: 'live' | 'deleted';
  id: string;
  code: string;
}
export type PaymentMethodState = { status: 'none' } | ExistingPaymentMethod;

function valid<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DomainError(parsed.error.issues[0]?.message ?? M.notFound);
  return parsed.data;
}

function mustBeLive(state: PaymentMethodState): ExistingPaymentMethod {
  if (state.status === 'none') throw new DomainError(M.notFound, 'not_found');
  if (state.status === 'deleted') throw new DomainError(M.deleted);
  return state;
}

/**
 * A payment method of sales and purchases. Its code is fixed once added; the system's seven codes
 * (efectivo, transferencia...) cannot be taken by a new method nor deleted. A code's uniqueness
 * among other live methods is claimed on its own stream by the command handler.
 */
export const paymentMethodDecider: Decider<PaymentMethodCommand, PaymentMethodEvent, PaymentMethodState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'PaymentMethodAdded': {
        const { id, code, name, change, change_currency, foreign_currency } = event.data;
        return { status: 'live', id, code, name, change, change_currency, foreign_currency };
      }
      case 'PaymentMethodUpdated': {
        if (state.status === 'none') return state;
        const { name, change, change_currency, foreign_currency } = event.data;
        return { ...state, name, change, change_currency, foreign_currency };
      }
      case 'PaymentMethodDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddPaymentMethod': {
        if (state.status !== 'none') throw new DomainError(M.alreadyExists);
        const { code, name, change, change_currency, foreign_currency } = valid(newPaymentMethod, command.data);
        if (SYSTEM_PAYMENT_METHOD_CODES.includes(code)) throw new DomainError(M.codeTaken);
        return [
          {
            type: 'PaymentMethodAdded',
            data: { id: command.data.id, code, name, change, change_currency, foreign_currency },
          },
        ];
      }
      case 'UpdatePaymentMethod': {
        const current = mustBeLive(state);
        if (command.data.code !== null && command.data.code !== undefined && command.data.code !== current.code)
          throw new DomainError(M.codeFixed);
        const { name, change, change_currency, foreign_currency } = valid(paymentMethodValues, command.data);
        const previous = {
          name: current.name,
          change: current.change,
          change_currency: current.change_currency,
          foreign_currency: current.foreign_currency,
        };
        // Issue 33: a flag left out keeps what the method had (an older client knows none).
        const asked = { name, change, change_currency, foreign_currency: foreign_currency ?? current.foreign_currency };
        if (sameValues(asked, previous)) return [];
        return [{ type: 'PaymentMethodUpdated', data: { id: current.id, ...asked, previous } }];
      }
      case 'DeletePaymentMethod': {
        const current = mustBeLive(state);
        if (SYSTEM_PAYMENT_METHOD_CODES.includes(current.code)) throw new DomainError(M.systemMethod);
        return [{ type: 'PaymentMethodDeleted', data: { id: current.id, code: current.code, name: current.name } }];
      }
      default:
        return unreachable(command);
    }
  },
};
