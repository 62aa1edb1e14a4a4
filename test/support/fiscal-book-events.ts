/**
 * Why: the fiscal books' tests (HTTP and browser, issue 33 item 6) need invoices, credit notes,
 * IGTF payments and taxed purchases while the routes that issue them (parts A, B, C) are built in
 * parallel. FOR THE LEAD: these events are appended raw to the event store; once merged, switch
 * the tests to PUT /api/orders/{id}/invoice, the devolution approval and POST /api/shoppings.
 */
import type { EventStore, Position } from '@bo/event-store';
import type { ProjectionsHost } from '@bo/projections';
import { EVENT_STORE, PROJECTIONS } from '../../apps/api/src/infrastructure/database/tokens';
import { systemMetadata } from '../../apps/api/src/shared/command-metadata';
import type { TestServer } from './server';

/** Appends one event straight to the store, then waits until every read model shows it. */
export async function appendRaw(server: TestServer, streamId: string, type: string, data: object): Promise<void> {
  const store = server.running.app.get<EventStore>(EVENT_STORE);
  const result = await store.append([
    { streamId, expectedVersion: 'any', events: [{ type, data, metadata: systemMetadata() }] },
  ]);
  const host = server.running.app.get<ProjectionsHost>(PROJECTIONS);
  if (!(await host.waitFor(result.position as Position, 10000)))
    throw new Error(`Las vistas no alcanzaron ${type} a tiempo`);
}

export const taxes = (...lines: [code: string, rate: string, base: string, amount: string][]) =>
  lines.map(([code, rate, base, amount]) => ({ code, rate, base, amount }));

/** OrderInvoiced's data (client 'Cliente {id}', 'V-{id}'); `more` its amounts. */
export const invoice = (id: string, number: string, control: string, date: string, rate: string, more: object) => ({
  id,
  invoice_number: number,
  control_number: control,
  date,
  client_name: `Cliente ${id}`,
  client_identification: `V-${id}`,
  exchange_rate: rate,
  ...more,
});

/** OrderPaymentRecorded's data: a Zelle payment, with its IGTF when given. */
export const dollarPayment = (order: string, paymentId: string, amount: string, igtf?: string) => ({
  id: order,
  payment_id: paymentId,
  method_id: '3',
  method_code: 'zelle',
  method_name: 'Zelle',
  amount,
  amount_bs: '0.00',
  exchange_rate: null,
  reference: '',
  client_payment_id: null,
  paid: amount,
  state: 'request',
  date: '2026-11-10',
  ...(igtf ? { igtf } : {}),
});

/** ShoppingRegistered's data: 200.00 of a provider on 2026-11-15 at 36.00; `more` its fiscal fields. */
export const taxedPurchase = (id: string, provider: number, more: object) => ({
  id,
  provider_id: String(provider),
  provider_name: 'Distribuidora Los Andes C.A.',
  invoice_number: `A-${id}`,
  date: '2026-11-15',
  due_date: '2026-12-15',
  payment_type: 'credit',
  deposit_id: '1',
  comentary: '',
  exchange_rate: '36.00',
  lines: [
    {
      id: '1',
      product_id: '1',
      code: 'P1',
      name: 'Filtro',
      quantity: 2,
      cost: '100.00',
      percentage: null,
      price: null,
      total: '200.00',
    },
  ],
  sub_total: '200.00',
  discount_percentage: null,
  discount: '0.00',
  total: '200.00',
  payments: [],
  total_paid: '0.00',
  status: 'pending',
  ...more,
});
