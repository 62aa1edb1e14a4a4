/**
 * Why this file exists: a purchase the server refuses keeps everything typed, and its reasons go
 * where the user can see them: a 400's messages under the fields the form has (the header's,
 * a line's cost, percentage, price, quantity), the others (products, total, payments, a 409's
 * message) in the refusal dialog (the document kit's refusalOf). The provider's invoice already
 * registered (409) is also shown under 'Número de factura'.
 */
import { refusalOf as documentRefusalOf, type Refusal } from '../../common/document';

/** The payload's fields the form shows as inputs, where a server message can sit under its field. */
export const SHOWN_FIELD =
  /^(provider_id|date|invoice_number|control_number|payment_type|due_date|deposit_id|discount_percentage|discount_amount|products\.\d+\.(cost|percentage|price|quantity))$/;

/** The 409 of a provider's invoice number another purchase holds. */
const INVOICE_TAKEN = /^La factura .* ya está registrada para este proveedor$/;

export type { Refusal };

export const refusalOf = (error: unknown): Refusal => {
  const refusal = documentRefusalOf(error, SHOWN_FIELD);
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 409 && refusal.message && INVOICE_TAKEN.test(refusal.message))
    return { fields: { invoice_number: refusal.message }, message: refusal.message };
  return refusal;
};
