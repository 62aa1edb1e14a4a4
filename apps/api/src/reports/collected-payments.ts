/**
 * The sale payments that brought money in during days $from..$to (each payment's own day: a
 * sale's payment at creation on the sale's date, a client payment on its date), as the reports
 * sum them: a credit note (a client's balance used on a sale) moves no money and is not
 * collected, as the dashboard's 'Recaudado' leaves it out. Read through the payments' date index.
 */
import { CREDIT_NOTE_METHOD_CODE } from '@bo/domain';

/** `rm.order_payments p where …`, the days given as SQL parameters ('$1', '$2'). */
export const collectedPayments = (from: string, to: string): string => `rm.order_payments p
  where p.method_code <> '${CREDIT_NOTE_METHOD_CODE}'
    and p.date between ${from}::date and ${to}::date`;
