import type { Identifier } from 'react-admin';

/** A purchase of the provider still owed (GET /api/providers/{id}, `pending_shoppings`). Money as decimal strings. */
export interface PendingShopping {
  id: Identifier;
  number_shopping: number | null;
  invoice_number: string | null;
  date: string;
  due_date?: string | null;
  total: string | number;
  total_paid?: string | number;
  /** What is still owed of it: total - total_paid. */
  balance?: string | number;
  paid: boolean;
  status: string;
}

/** GET /api/providers/{id}. */
export interface Provider {
  id: Identifier;
  name: string;
  company_name: string;
  tax_id: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  notes: string | null;
  /** Issue 33: the % of a purchase's IVA withheld under regime special (75 by default). */
  iva_withholding?: 75 | 100;
  /** What is owed to the provider (USD): the sum of total - total_paid over its pending purchases. */
  balance: string | number;
  last_purchase_at: string | null;
  pending_shoppings: PendingShopping[];
  deleted_at: string | null;
}
