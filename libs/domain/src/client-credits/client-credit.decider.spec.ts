import { testMetadata as metadata } from '../catalogue/testing';
import { given } from '../kit';
import { ClientCreditMessages, clientCreditDecider as credits } from './client-credit.decider';
import { ClientCreditEvent } from './client-credit.events';

const issue = (amount: string) =>
  ({
    type: 'IssueClientCredit',
    data: { client_id: '9', amount, devolution_id: '3', order_id: '5' },
    metadata,
  }) as const;
const use = (amount: string) =>
  ({
    type: 'UseClientCredit',
    data: { client_id: '9', amount, order_id: '6', payment_id: '40', client_payment_id: null },
    metadata,
  }) as const;
const issued = (amount: string, balance: string): ClientCreditEvent => ({
  type: 'ClientCreditIssued',
  data: { client_id: '9', amount, devolution_id: '3', order_id: '5', balance },
});
const used = (amount: string, balance: string): ClientCreditEvent => ({
  type: 'ClientCreditUsed',
  data: { client_id: '9', amount, order_id: '6', payment_id: '40', client_payment_id: null, balance },
});

describe("a client's credit note (saldo a favor)", () => {
  it('grows by what approved devolutions issue', () => {
    given(credits)
      .when(issue('20.00'))
      .then([issued('20.00', '20.00')]);
    given(credits, [issued('20.00', '20.00')])
      .when(issue('5.50'))
      .then([issued('5.50', '25.50')]);
  });

  it('is used down to zero, never beyond it', () => {
    given(credits, [issued('20.00', '20.00')])
      .when(use('20.00'))
      .then([used('20.00', '0.00')]);
    given(credits, [issued('20.00', '20.00'), used('15.00', '5.00')])
      .when(use('5.01'))
      .thenRefuses(ClientCreditMessages.overCredit);
    given(credits).when(use('0.01')).thenRefuses('El monto excede el saldo a favor del cliente');
  });

  it('refuses amounts that are not positive', () => {
    given(credits).when(issue('0.00')).thenRefuses(ClientCreditMessages.amountPositive);
  });
});
