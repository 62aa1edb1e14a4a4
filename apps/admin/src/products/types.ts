import type { Identifier } from 'react-admin';
import type { IvaCode } from '@bo/fiscal';

interface Named {
  id: Identifier;
  name: string;
}

/** A product as GET /api/products and /api/products/{id} answer it. */
export interface Product {
  id: Identifier;
  code: string;
  name: string;
  line_name: string | null;
  description: string | null;
  volumen: string | number | null;
  weight: string | number | null;
  /** USD price per price group id. */
  prices: Record<string, string | number | null>;
  /** The price of the lowest price-group id. */
  price: string | number | null;
  brand_id: Identifier | null;
  brand: Named | null;
  part_id: string | number | null;
  alias: string | null;
  contable: boolean;
  /** Issue 33: the IVA code (G when the product never named one). */
  iva: IvaCode;
  cost: string | number | null;
  photo: string | null;
  product_category_id: Identifier | null;
  product_category: Named | null;
  product_deposits: Array<{ deposit_id: Identifier; deposit: Named | null; quantity: string | number }>;
  quantity: string | number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export type PriceGroup = Named;

/** One refused row of POST /api/products/import. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}
