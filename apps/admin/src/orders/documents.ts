/**
 * Where a sale's printed documents are (API.md, Documents of one record): the API answers each PDF
 * inline on the admin's own origin, so a link opening it in a new tab carries the session cookie.
 */
export type OrderDocument = 'report' | 'report-storer' | 'report-invoice';
export type TicketCurrency = 'usd' | 'ves' | 'cop';

/** '/api/orders/12/report' (Presupuesto), '/report-storer' (Nota de entrega), '/report-invoice' (Factura). */
export const orderDocumentUrl = (id: number | string, document: OrderDocument) => `/api/orders/${id}/${document}`;

/** The 80 mm ticket in one currency: '/api/orders/12/report-thermical/usd'. */
export const orderTicketUrl = (id: number | string, currency: TicketCurrency) =>
  `/api/orders/${id}/report-thermical/${currency}`;

/** The POS's view of the sale's ticket (an admin screen). */
export const posTicketPath = (id: number | string) => `/pos/${id}/show`;

/** Issue 33: the Nota de crédito of a devolution of an invoiced sale: '/api/orders/12/report-credit-note/3'. */
export const creditNoteUrl = (id: number | string, devolutionId: number | string) =>
  `/api/orders/${id}/report-credit-note/${devolutionId}`;
