import type { IvaCode, TaxLine } from '@bo/fiscal';
import type { Identifier } from 'react-admin';

export type OrderState =
  | 'estimate'
  | 'request'
  | 'pay'
  | 'payRevition'
  | 'dispatch'
  | 'delivery'
  | 'finish'
  | 'cancel'
  | 'return'
  | 'pending'
  | 'in_progress';

interface PersonName {
  first_name: string;
  last_name: string;
}

/** An order as GET /api/orders lists it (USD amounts as numbers; `balance` is what was paid). */
export interface Order {
  id: Identifier;
  number_order: number;
  invoice_number: string | null;
  order_state: OrderState;
  client_id: Identifier;
  client: {
    id: Identifier;
    name: string;
    identification: string;
    email: string | null;
    phone: string | null;
    address: string | null;
  } | null;
  date: string;
  subtotal: number;
  discount: number;
  discount_type: 'percentage' | 'amount' | null;
  discount_value: number | null;
  total: number;
  balance: number;
  /** What approved devolutions took off the total (the sold total is total + returned). */
  returned: number;
  pending: number;
  exchange_rate: number;
  cop_change: number | null;
  isCredit: boolean;
  comentary: string;
  order_buy: string | null;
  responsible: (PersonName & { id: Identifier }) | null;
  created_at: string;
  /** Issue 33: IVA per rate, exempt base and IVA in all (`[]`, '0.00', '0.00' under regime `none`). */
  taxes?: TaxLine[];
  exempt?: string;
  tax_total?: string;
}

export interface OrderLine {
  id: number;
  product_id: Identifier | null;
  quick: boolean;
  code: string;
  name: string;
  description: string | null;
  deposit: { id: Identifier; name: string } | null;
  quantity: number;
  price: number;
  subtotal: number;
  dispatch: boolean;
  /** Units approved devolutions brought back (left to return: quantity - returned_quantity). */
  returned_quantity: number;
  /** Issue 33: the line's IVA code on a taxed sale (null under regime `none`). */
  iva?: IvaCode | null;
}

export interface OrderPayment {
  id: Identifier;
  method: { id: Identifier; code: string; name: string };
  amount: number;
  amount_bs: number;
  exchange_rate: number | null;
  reference: string;
  client_payment_id: Identifier | null;
  created_at: string;
  /** The day it was made ('YYYY-MM-DD'): a sale's payment on the sale's date. */
  date: string;
  user: PersonName | null;
  /** Issue 33: the IGTF paid on top ('0.00' when none; negative on a refund that gave some back). */
  igtf?: string;
}

export interface OrderDispatch {
  id: Identifier;
  created_at: string;
  responsible: PersonName | null;
  products: number[];
}

/** A devolution of the order (its detail lists them). */
export interface OrderDevolution {
  id: Identifier;
  number: number;
  status: string;
  return_type: string;
  /** Decimal text ('12.50'). */
  total_amount: string;
  created_at: string;
}

/** GET /api/orders/{id}: the order with its lines, payments (a refund is negative), dispatches and devolutions. */
export interface OrderDetail extends Order {
  products: OrderLine[];
  pays: OrderPayment[];
  dispatches: OrderDispatch[];
  devolutions: OrderDevolution[];
  /** Issue 33: present once the sale has a fiscal invoice (apps/api/src/orders/issue-invoice/order-fiscal.reader.ts). */
  control_number?: string | null;
  invoiced_at?: string | null;
  invoice?: (FiscalDocumentAmounts & { number: string; control_number: string; date: string }) | null;
  credit_notes?: (FiscalDocumentAmounts & {
    devolution_id: number;
    number: string;
    control_number: string;
    invoice_number: string;
    date: string;
  })[];
}

/** Issue 33: a fiscal document's taxes in dollars. */
export interface FiscalDocumentAmounts {
  exchange_rate: string;
  taxes: { code: string; rate: string; base: string; amount: string }[];
  exempt: string;
  tax_total: string;
  base: string;
  total: string;
}
