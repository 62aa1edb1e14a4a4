import { Command } from '../kit';
import { NewPaymentMethod, PaymentMethodChanges } from './payment-method.fields';

export type AddPaymentMethod = Command<'AddPaymentMethod', NewPaymentMethod & { id: string }>;
export type UpdatePaymentMethod = Command<'UpdatePaymentMethod', PaymentMethodChanges>;
export type DeletePaymentMethod = Command<'DeletePaymentMethod', Record<string, never>>;
export type PaymentMethodCommand = AddPaymentMethod | UpdatePaymentMethod | DeletePaymentMethod;
