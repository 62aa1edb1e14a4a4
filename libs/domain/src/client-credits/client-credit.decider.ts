/** Why this file exists: a client's credit never goes below zero (a payment by credit note is at most it). */
import { Command } from '../kit/event';
import { Decider, unreachable } from '../kit/decider';
import { DomainError } from '../kit/domain-error';
import { Decimal } from '../shared/decimal';
import { money } from '../orders/order-money';
import { ClientCreditEvent } from './client-credit.events';

export const ClientCreditMessages = {
  overCredit: 'El monto excede el saldo a favor del cliente',
  amountPositive: 'El monto debe ser mayor a cero',
} as const;

export type IssueClientCredit = Command<
  'IssueClientCredit',
  { client_id: string; amount: string; devolution_id: string; order_id: string }
>;
export type UseClientCredit = Command<
  'UseClientCredit',
  {
    client_id: string;
    amount: string;
    order_id: string | null;
    payment_id: string | null;
    client_payment_id: string | null;
  }
>;
export type ClientCreditCommand = IssueClientCredit | UseClientCredit;
export interface ClientCreditState {
  /** What the client may still pay with (dollars, 2 decimals). */
  balance: string;
}

export const clientCreditDecider: Decider<ClientCreditCommand, ClientCreditEvent, ClientCreditState> = {
  initialState: () => ({ balance: '0.00' }),

  evolve(_state, event) {
    switch (event.type) {
      case 'ClientCreditIssued':
      case 'ClientCreditUsed':
        return { balance: event.data.balance };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    const amount = new Decimal(command.data.amount);
    if (amount.lte(0)) throw new DomainError(ClientCreditMessages.amountPositive);
    switch (command.type) {
      case 'IssueClientCredit': {
        const balance = money(new Decimal(state.balance).plus(amount));
        return [{ type: 'ClientCreditIssued', data: { ...command.data, amount: money(amount), balance } }];
      }
      case 'UseClientCredit': {
        if (amount.gt(state.balance)) throw new DomainError(ClientCreditMessages.overCredit);
        const balance = money(new Decimal(state.balance).minus(amount));
        return [{ type: 'ClientCreditUsed', data: { ...command.data, amount: money(amount), balance } }];
      }
      default:
        return unreachable(command);
    }
  },
};
