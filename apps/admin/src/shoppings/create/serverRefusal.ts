/**
 * Why this file exists: a purchase the server refuses keeps everything typed, and its reasons go
 * where the user can see them: a 400's messages under the fields the form has (the header's,
 * a line's cost, percentage, price, quantity), the others (products, total, payments, a 409's
 * message) in the refusal dialog.
 */
import { HttpError } from 'react-admin';

/** The payload's fields the form shows as inputs, where a server message can sit under its field. */
const SHOWN_FIELD =
  /^(provider_id|date|invoice_number|payment_type|due_date|deposit_id|discount_percentage|discount_amount|products\.\d+\.(cost|percentage|price|quantity))$/;

export interface Refusal {
  /** For react-admin's form: the shown fields' messages (and the toast listing them), or undefined. */
  fields: Record<string, unknown> | undefined;
  /** For the dialog: the first message no shown field carries, or null. */
  message: string | null;
}

const textOf = (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value ?? ''));

export const refusalOf = (error: unknown): Refusal => {
  if (!(error instanceof HttpError))
    return { fields: undefined, message: (error as Error | null)?.message || 'ra.notification.http_error' };
  const errors = ((error.body ?? {}) as { errors?: Record<string, unknown> }).errors ?? {};
  const entries = Object.entries(errors).filter(([field]) => field !== 'root');
  const shown = entries.filter(([field]) => SHOWN_FIELD.test(field));
  const elsewhere = entries.find(([field]) => !SHOWN_FIELD.test(field));
  const fields =
    shown.length > 0
      ? Object.fromEntries([...shown, ...(errors.root ? [['root', errors.root] as const] : [])])
      : undefined;
  if (elsewhere) return { fields, message: textOf(elsewhere[1]) };
  return { fields, message: shown.length > 0 ? null : error.message || 'ra.notification.http_error' };
};
