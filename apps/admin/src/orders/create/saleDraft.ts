import type { Identifier } from 'react-admin';
import type { Client } from '../../clients/types';
import type { Product } from '../../products/types';
import { centsNumber, lineCents, toCents } from '../../money';
import { capPayment, remainderOf, type NewPayment } from '../../payments-entry/paymentMath';
import { saleTaxesOf } from '../../fiscal-sales/saleTaxes';
import type { FiscalSettings } from '../../fiscal-sales/useFiscalSettings';

/** A catalogue line as the form keeps it: what is sent plus what the table shows. */
export interface CatalogueLine {
  quick: false;
  product_id: Identifier;
  deposit_id: Identifier | null;
  quantity: number;
  price: number;
  code: string;
  name: string;
  product_deposits: Product['product_deposits'];
  /** Issue 33: the product's IVA code (what the sale's taxes shown before sending it use). */
  iva?: Product['iva'];
}

/** A quick (ad hoc) line: free code, name, quantity and price. */
export interface QuickLine {
  quick: true;
  code: string;
  name: string;
  quantity: number;
  price: number;
}

export type SaleLine = CatalogueLine | QuickLine;

export type ClientMode = 'find' | 'show' | 'create';

export interface NewClient {
  name: string;
  identification: string;
  email: string;
  phone: string;
  address: string;
  typeClient: string;
}

/** The sale form's values; field names follow POST /api/orders so the server's errors land under them. */
export interface SaleDraft {
  client_mode: ClientMode;
  client_id: Identifier | null;
  /** The client found by the finder (show mode). */
  client_found: Client | null;
  client: NewClient;
  products: SaleLine[];
  discount: { type: 'percentage' | 'amount'; value: number | null };
  isCredit: boolean;
  estimate: boolean;
  date: string;
  change: number | null;
  comentary: string;
  order_buy: string;
  /** The payments added before 'Generar Venta', in order (issue 31: several). */
  payments: NewPayment[];
}

export const EMPTY_CLIENT: NewClient = {
  name: '',
  identification: '',
  email: '',
  phone: '',
  address: '',
  typeClient: 'a',
};

const cents = (value: unknown) => toCents(value) ?? 0n;

/** The product's stock in a deposit (0 when it has none there). */
export const stockAt = (line: Pick<CatalogueLine, 'product_deposits'>, depositId: Identifier | null | undefined) => {
  if (depositId === null || depositId === undefined || depositId === '') return 0;
  const entry = line.product_deposits.find((stock) => String(stock.deposit_id) === String(depositId));
  return entry ? Number(entry.quantity) : 0;
};

/**
 * A product chosen in the search, in the filter's deposit or else the one holding most of it;
 * null when it has no stock there ('No hay stock disponible de este producto').
 */
export const catalogueLineOf = (
  product: Product,
  depositFilter: Identifier | null | undefined,
): CatalogueLine | null => {
  const deposits = product.product_deposits ?? [];
  const best = [...deposits].sort((a, b) => Number(b.quantity) - Number(a.quantity))[0];
  const deposit_id = depositFilter ? depositFilter : (best?.deposit_id ?? null);
  const line: CatalogueLine = {
    quick: false,
    product_id: product.id,
    deposit_id,
    quantity: 1,
    price: Number(product.price ?? 0),
    code: product.code,
    name: product.name,
    product_deposits: deposits,
    iva: product.iva,
  };
  return stockAt(line, deposit_id) > 0 ? line : null;
};

/** Sum of quantity x price of the lines, USD. */
export const subtotalOf = (lines: readonly Pick<SaleLine, 'quantity' | 'price'>[]) =>
  centsNumber(lines.reduce((sum, line) => sum + lineCents(line.price, line.quantity), 0n));

/**
 * What the discount takes off: a percentage of the subtotal (half-up to the cent), or the amount
 * itself, never above the subtotal.
 */
export const discountOf = (subtotal: number, discount: SaleDraft['discount'] | undefined) => {
  const base = cents(subtotal);
  const value = discount?.value;
  if (!discount || value === null || value === undefined || !(Number(value) > 0)) return 0;
  const amount =
    discount.type === 'percentage'
      ? (base * BigInt(Math.round(Math.min(100, Number(value)) * 100)) + 5000n) / 10000n
      : cents(value);
  return centsNumber(amount > base ? base : amount);
};

export const totalOf = (subtotal: number, discount: number) => centsNumber(cents(subtotal) - cents(discount));

/**
 * The body of POST /api/orders. The client found (client_id) or the one typed in create mode
 * (client{...}: the server finds it by identification or creates it with the sale); never the
 * default client, which only the POS's 'Venta sin cliente' asks for. The discount only from who
 * may give one (`canDiscount`); the payments only when it is not an estimate, each reduced to
 * what the ones before it left of the total (the total may have gone down since it was added).
 */
export const toSalePayload = (draft: SaleDraft, canDiscount: boolean, fiscal?: FiscalSettings) => {
  const subtotal = subtotalOf(draft.products ?? []);
  const hasDiscount = canDiscount && Number(draft.discount?.value) > 0;
  const off = hasDiscount ? discountOf(subtotal, draft.discount) : 0;
  // Issue 33: under a fiscal regime the total the payments are reduced to includes the IVA.
  const taxed = saleTaxesOf(fiscal, draft.products ?? [], off, draft.date);
  const total = taxed ? Number(taxed.total) : totalOf(subtotal, off);
  return {
    date: draft.date,
    ...(draft.client_mode === 'create' ? { client: draft.client } : { client_id: draft.client_id }),
    products: (draft.products ?? []).map((line) =>
      line.quick
        ? { quick: true, code: line.code, name: line.name, quantity: Number(line.quantity), price: Number(line.price) }
        : {
            product_id: line.product_id,
            deposit_id: line.deposit_id,
            quantity: Number(line.quantity),
            price: Number(line.price),
          },
    ),
    discount: hasDiscount ? { type: draft.discount.type, value: Number(draft.discount.value) } : null,
    isCredit: !!draft.isCredit,
    comentary: draft.comentary,
    estimate: !!draft.estimate,
    order_buy: draft.order_buy || null,
    change: draft.change,
    payments: draft.estimate ? [] : cappedPayments(draft.payments ?? [], total),
  };
};

/** Each payment reduced to what the ones before it left of `total`; one with nothing left is dropped. */
export const cappedPayments = (payments: ReadonlyArray<NewPayment>, total: number): NewPayment[] =>
  payments.reduce<NewPayment[]>((kept, payment) => {
    const left = remainderOf(total, kept);
    return left > 0 ? [...kept, capPayment(payment, left)] : kept;
  }, []);
