/** A few purchases for the purchases read model's suites (see testing/fixtures.test.ts for why *.test.ts). */
import { event, metadata, StreamEvent } from '../testing/fixtures.test';

const at = (minute: number): string => new Date(Date.UTC(2026, 1, 1, 12, minute)).toISOString();

const line = (id: string, product: string, quantity: number, cost: string, price: string | null) => ({
  id,
  product_id: product,
  code: `P-${product}`,
  name: `Producto ${product}`,
  quantity,
  cost,
  percentage: null,
  price,
  total: (Number(cost) * quantity).toFixed(2),
});

export const payment = (id: string, amount: string, date: string, amountVes = '0.00', rate: string | null = null) => ({
  payment_id: id,
  method_id: '1',
  method_code: 'efectivo',
  method_name: 'Efectivo',
  amount_usd: amount,
  amount_ves: amountVes,
  exchange_rate: rate,
  reference: '',
  date,
});

export function registered(
  id: string,
  provider: string,
  total: string,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    provider_id: provider,
    provider_name: `Proveedor ${provider}`,
    invoice_number: `F-${id}`,
    date: '2026-02-01',
    due_date: '2026-02-01',
    payment_type: 'cash',
    deposit_id: '2',
    comentary: '',
    exchange_rate: '36.50',
    lines: [line('1', '7', 2, (Number(total) / 2).toFixed(2), null)],
    sub_total: total,
    discount_percentage: null,
    discount: '0.00',
    total,
    payments: [payment(`${id}0`, total, '2026-02-01')],
    total_paid: total,
    status: 'paid',
    ...changes,
  };
}

const credit = (dueDate: string) => ({
  payment_type: 'credit',
  due_date: dueDate,
  payments: [],
  total_paid: '0.00',
  status: 'pending',
});

/**
 * Four purchases, registered in this order (so numbered 1 to 4 whatever their ids): 40 cash and
 * paid; 38 on credit, paid in part then in full; 41 on credit, marked paid; 39 on credit with two
 * lines and a discount, paid in part in bolivars, then cancelled.
 */
export function shoppingHistory(): StreamEvent[] {
  return [
    event('shopping-40', 'ShoppingRegistered', registered('40', '9', '100.00'), metadata(at(0), '1')),
    event(
      'shopping-38',
      'ShoppingRegistered',
      registered('38', '9', '50.00', credit('2026-03-01')),
      metadata(at(1), '1'),
    ),
    event(
      'shopping-38',
      'ShoppingPaymentRecorded',
      { id: '38', payment: payment('381', '20.00', '2026-02-02'), total_paid: '20.00', status: 'pending' },
      metadata(at(2), '2'),
    ),
    event(
      'shopping-41',
      'ShoppingRegistered',
      registered('41', '10', '75.00', credit('2026-03-15')),
      metadata(at(3), '1'),
    ),
    event(
      'shopping-39',
      'ShoppingRegistered',
      registered('39', '10', '90.00', {
        ...credit('2026-04-01'),
        lines: [line('1', '7', 1, '60.00', '80.00'), line('2', '8', 4, '10.00', null)],
        sub_total: '100.00',
        discount_percentage: '10.00',
        discount: '10.00',
        payments: [payment('390', '10.00', '2026-02-01', '365.00', '36.5')],
        total_paid: '10.00',
      }),
      metadata(at(4), '1'),
    ),
    event(
      'shopping-38',
      'ShoppingPaymentRecorded',
      { id: '38', payment: payment('382', '30.00', '2026-02-03'), total_paid: '50.00', status: 'paid' },
      metadata(at(5), '1'),
    ),
    event('shopping-41', 'ShoppingMarkedPaid', { id: '41' }, metadata(at(6), '2')),
    event('shopping-39', 'ShoppingCancelled', { id: '39' }, metadata(at(7), '1')),
  ];
}
