import { testMetadata as metadata } from '../catalogue/testing';
import { given } from '../kit';
import { paymentMethodDecider as methods } from './payment-method.decider';
import { PaymentMethodEvent } from './payment-method.events';

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
