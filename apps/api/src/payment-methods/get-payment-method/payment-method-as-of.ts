import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  fold,
  foreignCurrencyOf,
  PaymentMethodEvent,
  PaymentMethodMessages,
  paymentMethodDecider,
  paymentMethodStream,
  SYSTEM_PAYMENT_METHOD_CODES,
} from '@bo/domain';
import type { EventStore } from '@bo/event-store';
import { EVENT_STORE } from '../../infrastructure/database/tokens';
import { eventsAsOf } from '../../shared/stream-as-of';
import { PaymentMethodView } from '../payment-method.reader';

/**
 * `GET /api/payment-methods/{id}?as_of=…`: the method as it was then, folded from its events;
 * 404 when it did not exist yet or had been deleted by then, as the live read answers.
 */
@Injectable()
export class PaymentMethodAsOf {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async at(id: string, instant: Date): Promise<PaymentMethodView> {
    const past = await eventsAsOf(this.store, paymentMethodStream(id), instant);
    const state = fold(paymentMethodDecider, past as unknown as PaymentMethodEvent[]);
    if (state.status !== 'live') throw new NotFoundException(PaymentMethodMessages.notFound);
    return {
      id: Number(state.id),
      code: state.code,
      name: state.name,
      change: state.change,
      change_currency: state.change_currency === 'VES' ? 'VES' : null,
      foreign_currency: foreignCurrencyOf(state),
      system: SYSTEM_PAYMENT_METHOD_CODES.includes(state.code),
    };
  }
}
