import { describeEvent } from '../activity-log/describe-event';

describe('the activity log of payment methods and expenses', () => {
  it('names a changed and a deleted payment method', () => {
    const updated = {
      id: '8',
      name: 'Binance Pay',
      change: false,
      change_currency: null,
      previous: { name: 'Binance', change: false, change_currency: null },
    };
    expect(describeEvent({ type: 'PaymentMethodUpdated', streamId: 'payment_method-8', data: updated })).toEqual({
      description: 'Modificó el método de pago Binance → Binance Pay',
      category: 'Sistema',
    });
    const deleted = { id: '8', code: 'binance', name: 'Binance Pay' };
    expect(describeEvent({ type: 'PaymentMethodDeleted', streamId: 'payment_method-8', data: deleted })).toEqual({
      description: 'Eliminó el método de pago Binance Pay (binance)',
      category: 'Sistema',
    });
  });

  it('names an expense with its amount', () => {
    const data = {
      id: '3',
      name: 'Luz',
      date: '2026-03-05',
      amount: '1120.00',
      spent_category_id: '1',
      method: 'efectivo',
    };
    expect(describeEvent({ type: 'SpentCreated', streamId: 'spent-3', data })).toEqual({
      description: 'Registró el gasto Luz $1,120.00',
      category: 'Gastos',
    });
  });
});
