/**
 * Why this file exists: a document the server refuses keeps everything typed, and its reasons go
 * where the user can see them: a 400's messages under the fields the form shows as inputs, the
 * others (the lines as a whole, a 409's rule) in the form's refusal dialog. Each document names
 * its own shown fields (a purchase's cost and price, a transfer's quantity and destination).
 */
import { HttpError } from 'react-admin';

export interface Refusal {
  /** For react-admin's form: the shown fields' messages (and the toast listing them), or undefined. */
  fields: Record<string, unknown> | undefined;
  /** For the dialog: the first message no shown field carries, or null. */
  message: string | null;
}

const textOf = (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value ?? ''));

/** The refusal of `error` for a form whose inputs are the payload fields `shownField` matches. */
export const refusalOf = (error: unknown, shownField: RegExp): Refusal => {
  if (!(error instanceof HttpError))
    return { fields: undefined, message: (error as Error | null)?.message || 'ra.notification.http_error' };
  const errors = ((error.body ?? {}) as { errors?: Record<string, unknown> }).errors ?? {};
  const entries = Object.entries(errors).filter(([field]) => field !== 'root');
  const shown = entries.filter(([field]) => shownField.test(field));
  const elsewhere = entries.find(([field]) => !shownField.test(field));
  const fields =
    shown.length > 0
      ? Object.fromEntries([...shown, ...(errors.root ? [['root', errors.root] as const] : [])])
      : undefined;
  if (elsewhere) return { fields, message: textOf(elsewhere[1]) };
  return { fields, message: shown.length > 0 ? null : error.message || 'ra.notification.http_error' };
};
