/**
 * Why this file exists: a purchase the server refuses keeps everything typed, and its reasons go
 * where the user can see them: a 400's messages under the fields the form has (the header's,
 * a line's cost, percentage, price, quantity), the others (products, total, payments, a 409's
 * message) in the refusal dialog (the document kit's refusalOf).
 */
import { refusalOf as documentRefusalOf, type Refusal } from '../../common/document';

/** The payload's fields the form shows as inputs, where a server message can sit under its field. */
const SHOWN_FIELD =
  /^(provider_id|date|invoice_number|payment_type|due_date|deposit_id|discount_percentage|discount_amount|products\.\d+\.(cost|percentage|price|quantity))$/;

export type { Refusal };

export const refusalOf = (error: unknown): Refusal => documentRefusalOf(error, SHOWN_FIELD);
