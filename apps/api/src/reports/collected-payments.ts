/**
 * The sale payments that brought money in during Caracas days $from..$to, as the reports sum
 * them: a credit note (a client's balance used on a sale) moves no money and is not collected,
 * as the dashboard's 'Recaudado' leaves it out. Read through the payments' created_at index.
 */
import { CREDIT_NOTE_METHOD_CODE } from '@bo/domain';
import { BUSINESS_TIME_ZONE } from '../dashboard/dashboard.reader';

/** `rm.order_payments p where …`, the days given as SQL parameters ('$1', '$2'). */
export const collectedPayments = (from: string, to: string): string => `rm.order_payments p
  where p.method_code <> '${CREDIT_NOTE_METHOD_CODE}'
    and p.created_at >= (${from}::date)::timestamp at time zone '${BUSINESS_TIME_ZONE}'
    and p.created_at < (${to}::date + 1)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`;
