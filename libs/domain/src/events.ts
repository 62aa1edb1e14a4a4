import { z } from 'zod';
import { taxeEventSchemas, TaxeEvent } from './rates';
import { userEventSchemas, UserEvent } from './users';
import { paymentMethodEventSchemas, PaymentMethodEvent } from './payment-methods';
import { RECORDS, recordEventSchemas, uniqueValueEventSchemas } from './catalogue';
import { stockEventSchemas, StockEvent } from './stock';
import { inventoryEventSchemas, InventoryEvent } from './inventories';
import { orderEventSchemas, OrderEvent, ClientPaymentRecorded } from './orders';
import { transferEventSchemas, TransferEvent } from './transfers';
import { shoppingEventSchemas, ShoppingEvent } from './shoppings';
import { devolutionEventSchemas, DevolutionEvent } from './devolutions';
import { clientCreditEventSchemas, ClientCreditEvent } from './client-credits';
import { idempotencyEventSchemas } from './idempotency';
import { dealerRequestEventSchemas, DealerRequestEvent } from './dealers';
import { periodClosingEventSchemas, PeriodClosingEvent } from './audit';
import { fiscalEventSchemas, FiscalEvent } from './fiscal';

/** Every event type of the system and the zod schema of its payload. */
export const eventSchemas = {
  ...taxeEventSchemas,
  ...userEventSchemas,
  ...paymentMethodEventSchemas,
  ...uniqueValueEventSchemas,
  ...stockEventSchemas,
  ...inventoryEventSchemas,
  ...orderEventSchemas,
  ...transferEventSchemas,
  ...shoppingEventSchemas,
  ...devolutionEventSchemas,
  ...clientCreditEventSchemas,
  ...idempotencyEventSchemas,
  ...dealerRequestEventSchemas,
  ...periodClosingEventSchemas,
  ...fiscalEventSchemas,
  ...Object.assign({}, ...RECORDS.map(recordEventSchemas)),
} as Record<string, z.ZodTypeAny>;

export type EventType = keyof typeof eventSchemas;
export type AnyDomainEvent =
  | TaxeEvent
  | UserEvent
  | PaymentMethodEvent
  | StockEvent
  | InventoryEvent
  | OrderEvent
  | ClientPaymentRecorded
  | TransferEvent
  | ShoppingEvent
  | DevolutionEvent
  | ClientCreditEvent
  | DealerRequestEvent
  | PeriodClosingEvent
  | FiscalEvent;

/** Validates an event's payload before it is appended; throws with the zod issues. */
export function validateEvent(event: { type: string; data: unknown }): void {
  const schema = (eventSchemas as Record<string, z.ZodTypeAny>)[event.type];
  if (!schema) throw new Error(`Tipo de evento desconocido: ${event.type}`);
  schema.parse(event.data);
}
