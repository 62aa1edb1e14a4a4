import { lazyScreen } from '../common/lazyScreen';

/** A client's payment: its form (/clients/{id}/payments/create) and detail (/payments/{id}), fetched when opened. */
export const ClientPaymentCreate = lazyScreen(() => import('./ClientPaymentCreate'), 'ClientPaymentCreate');
export const ClientPaymentShow = lazyScreen(() => import('./ClientPaymentShow'), 'ClientPaymentShow');
