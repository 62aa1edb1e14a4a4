/** A purchase as the API answers it (API.md, shoppings): the list rows and the detail page read these shapes. */
import type { Identifier } from 'react-admin';

/** The spec's purchase states (purchasing-inventory.md section 4). */
export type ShoppingStatus = 'pending' | 'completed' | 'paid' | 'cancelled';

/** Money travels as decimal strings with 2 decimals ('1250.00'). */
export type Money = string;

export interface ShoppingProvider {
  id: Identifier;
  name: string | null;
  company_name: string | null;
  tax_id: string | null;
  email: string | null;
  phone: string | null;
}

export interface ShoppingLine {
  id: Identifier;
  product: { id: Identifier; code: string; name: string } | null;
  quantity: number;
  /** What one unit cost the business. */
  cost: Money;
  /** The profit percentage and the selling price the purchase set (null when none was given). */
  percentage: Money | null;
  price: Money | null;
  /** cost x quantity. */
  total: Money;
  /** Issue 33: the line's IVA code under a fiscal regime (null under none). */
  iva?: 'G' | 'R' | 'A' | 'E' | null;
}

export interface ShoppingPayment {
  id: Identifier;
  created_at: string;
  date: string | null;
  method: { id: Identifier; name: string } | null;
  payment_method_id: Identifier | null;
  amount_usd: Money;
  amount_ves: Money | null;
  exchange_rate: string | null;
  reference: string | null;
}

/** GET /api/shoppings/{id} (the list's rows have the same header, perhaps without lines and payments). */
export interface Shopping {
  id: Identifier;
  number_shopping: number;
  provider: ShoppingProvider | null;
  invoice_number: string | null;
  date: string;
  due_date: string | null;
  deposit: { id: Identifier; name: string } | null;
  sub_total: Money;
  discount: Money;
  total: Money;
  total_paid: Money;
  /** What is still owed: total - total_paid while pending, 0.00 once paid or cancelled. */
  balance: Money;
  paid: boolean;
  status: ShoppingStatus;
  /**
   * Issue 33, under a fiscal regime: the provider's control number, the IVA per rate, the exempt
   * base, the IVA in all (`total` includes it); under regime special the % and IVA withheld with its
   * voucher (balance then counts total - iva_withheld).
   */
  control_number?: string | null;
  taxes?: Array<{ code: 'G' | 'R' | 'A'; rate: string; base: Money; amount: Money }>;
  exempt?: Money;
  tax_total?: Money;
  withholding_rate?: 75 | 100 | null;
  iva_withheld?: Money;
  withholding_voucher?: string | null;
  products: ShoppingLine[];
  payments: ShoppingPayment[];
}
