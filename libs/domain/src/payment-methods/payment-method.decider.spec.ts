import { testMetadata as metadata } from '../catalogue/testing';
import { given } from '../kit';
import { paymentMethodDecider as methods } from './payment-method.decider';
import { PaymentMethodEvent } from './payment-method.events';
import { foreignCurrencyOf } from './payment-method.fields';

const added: PaymentMethodEvent = {
  type: 'PaymentMethodAdded',
  data: { id: '8', code: 'binance', name: 'Binance', change: false, change_currency: null },
};
const cash: PaymentMethodEvent = {
  type: 'PaymentMethodAdded',
  data: { id: '1', code: 'efectivo', name: 'Efectivo', change: true, change_currency: null },
};

describe('a payment method', () => {
  it('is added with a lowercase code, its name and how it is paid', () => {
    given(methods)
      .when({
        type: 'AddPaymentMethod',
        data: { id: '8', code: 'binance', name: ' Binance ', change: '0', change_currency: '' } as never,
        metadata,
      })
      .then([added]);
  });

  it('refuses a code that is not a lowercase slug, or one of the system', () => {
    const add = (code: string) =>
      ({
        type: 'AddPaymentMethod',
        data: { id: '8', code, name: 'X', change: false, change_currency: null },
        metadata,
      }) as const;
    given(methods)
      .when(add('Pago Movil'))
      .thenRefuses('El código admite solo letras minúsculas, números y guiones (por ejemplo: pago-movil).');
    given(methods).when(add('zelle')).thenRefuses('Ya existe un método de pago con ese código.');
  });

  it('changes its name and flags, keeping the previous ones, but never its code', () => {
    given(methods, [added])
      .when({
        type: 'UpdatePaymentMethod',
        data: { code: 'binance', name: 'Binance Pay', change: false, change_currency: 'VES' },
        metadata,
      })
      .then([
        {
          type: 'PaymentMethodUpdated',
          data: {
            id: '8',
            name: 'Binance Pay',
            change: false,
            change_currency: 'VES',
            previous: { name: 'Binance', change: false, change_currency: null },
          },
        },
      ]);
    given(methods, [added])
      .when({
        type: 'UpdatePaymentMethod',
        data: { code: 'otro', name: 'Binance', change: false, change_currency: null },
        metadata,
      })
      .thenRefuses('El código de un método de pago no se puede cambiar.');
    given(methods, [added])
      .when({
        type: 'UpdatePaymentMethod',
        data: { code: null, name: 'Binance', change: false, change_currency: null },
        metadata,
      })
      .then([]);
  });

  it('is deleted, unless it is one of the system', () => {
    given(methods, [added])
      .when({ type: 'DeletePaymentMethod', data: {}, metadata })
      .then([{ type: 'PaymentMethodDeleted', data: { id: '8', code: 'binance', name: 'Binance' } }]);
    given(methods, [cash])
      .when({ type: 'DeletePaymentMethod', data: {}, metadata })
      .thenRefuses('Este método de pago es del sistema y no se puede eliminar.');
  });

  it('refuses to change an unknown or a deleted method', () => {
    const deleted: PaymentMethodEvent = {
      type: 'PaymentMethodDeleted',
      data: { id: '8', code: 'binance', name: 'Binance' },
    };
    given(methods)
      .when({ type: 'DeletePaymentMethod', data: {}, metadata })
      .thenRefuses('El método de pago no existe', 'not_found');
    given(methods, [added, deleted])
      .when({ type: 'DeletePaymentMethod', data: {}, metadata })
      .thenRefuses('El método de pago fue eliminado');
  });
});

describe('a payment method in foreign currency (issue 33, IGTF)', () => {
  it('is in foreign currency by default when its currency is not bolivars, but not credit nor the credit note', () => {
    const method = (code: string, change_currency: 'VES' | null) => ({ code, change_currency });
    expect(foreignCurrencyOf(method('efectivo', null))).toBe(true);
    expect(foreignCurrencyOf(method('zelle', null))).toBe(true);
    expect(foreignCurrencyOf(method('transferencia-usd', null))).toBe(true);
    expect(foreignCurrencyOf(method('pago-movil', 'VES'))).toBe(false);
    expect(foreignCurrencyOf(method('credito', null))).toBe(false);
    expect(foreignCurrencyOf(method('nota-credito', null))).toBe(false);
    expect(foreignCurrencyOf({ ...method('pago-movil', 'VES'), foreign_currency: true })).toBe(true);
  });

  it('keeps the flag an administrator sets, and keeps it when an edit leaves it out', () => {
    given(methods, [added])
      .when({
        type: 'UpdatePaymentMethod',
        data: { code: 'binance', name: 'Binance', change: false, change_currency: null, foreign_currency: false },
        metadata,
      })
      .then([
        {
          type: 'PaymentMethodUpdated',
          data: {
            id: '8',
            name: 'Binance',
            change: false,
            change_currency: null,
            foreign_currency: false,
            previous: { name: 'Binance', change: false, change_currency: null },
          },
        },
      ]);
    const flagged: PaymentMethodEvent = {
      ...added,
      data: { ...added.data, foreign_currency: false },
    } as PaymentMethodEvent;
    given(methods, [flagged])
      .when({
        type: 'UpdatePaymentMethod',
        data: { code: 'binance', name: 'Binance', change: false, change_currency: null },
        metadata,
      })
      .then([]);
    given(methods)
      .when({
        type: 'AddPaymentMethod',
        data: { id: '8', code: 'binance', name: 'Binance', change: false, foreign_currency: 'quizás' } as never,
        metadata,
      })
      .thenRefuses('Moneda extranjera debe ser sí o no.');
  });
});
