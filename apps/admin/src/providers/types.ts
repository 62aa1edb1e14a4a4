import type { Identifier } from 'react-admin';

/** A purchase of the provider still owed (the purchases issue fills `pending_invoices`). */
export interface PendingInvoice {
  id: Identifier;
  invoice_number: string | null;
  date: string;
  total: number;
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
  /** What is owed to the provider (USD): 0 until purchases exist. */
  balance: number;
  last_purchase_at: string | null;
  pending_invoices: PendingInvoice[];
  deleted_at: string | null;
}
