/**
 * Why this file exists: a purchase is paid with what moves money to the provider. 'Crédito' (a
 * sale left unpaid) and 'Nota de Crédito' (a client's credit note) are sales methods only: the
 * purchase form and 'Registrar Nuevo Pago' do not offer them, as the server refuses them
 * ('Este método de pago no se admite en compras'; docs/rules.md Purchases).
 */
import type { PaymentMethod } from '../payments-entry/paymentMath';

/** The codes of GET /api/payment-methods a purchase refuses (the server's NON_PURCHASE_METHOD_CODES). */
export const NON_PURCHASE_METHOD_CODES: readonly string[] = ['credito', 'nota-credito'];

/** The methods a purchase's payment may use, in their order. */
export const purchaseMethods = <M extends Pick<PaymentMethod, 'code'>>(methods: ReadonlyArray<M>): M[] =>
  methods.filter((method) => !NON_PURCHASE_METHOD_CODES.includes(method.code));
