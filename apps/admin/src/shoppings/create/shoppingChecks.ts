/**
 * Why this file exists: 'Generar Compra' checks the purchase in the browser before sending it,
 * in the spec's order (purchasing-inventory.md section 5), with the server's own words and fields
 * (API.md: the first failing check is answered, 400 on its field). The first failing check is
 * shown and nothing is sent. Also the dialogs of adding a payment (section 5, 'Pago incompleto',
 * 'Monto excedido').
 */
import { toCents } from '../../money';
import { percentHundredths, totalsOf, type PaymentType, type ShoppingDraft, type ShoppingLine } from './shoppingDraft';

export const SHOPPING_MESSAGES = {
  provider: 'Debe seleccionar un proveedor',
  invoice: 'Debe ingresar el número de factura',
  /** Issue 33: under a fiscal regime. */
  controlNumber: 'Debe ingresar el número de control',
  products: 'Debe agregar al menos un producto',
  total: 'El total de la compra debe ser mayor a cero',
  cashComplete: 'El pago de contado debe ser completo',
  cashOverTotal: 'El pago no debe exceder el monto a pagar',
  cashPayment: 'Debe agregar al menos un método de pago',
  deposit: 'Debe seleccionar un depósito',
  dueDate: 'La fecha de vencimiento es obligatoria para compras a crédito',
  creditExceeded: 'El monto del pago excede el total de la compra',
  discountPercentage: 'El porcentaje de descuento debe estar entre 0 y 100',
  discountAmount: 'El monto de descuento no es válido',
  cost: 'Debe ingresar el costo del producto',
  /** The server's words on a negative cost. */
  negativeCost: 'El costo no puede ser negativo',
  quantity: 'La cantidad debe ser al menos 1',
  futureDate: 'La fecha no puede ser posterior a hoy',
  /** The server's words on a line's negative profit percentage. */
  percentage: 'el porcentaje de ganancia debe ser mayor o igual a 0',
} as const;

/** A line sold below its cost, named (the server refuses its negative percentage, 400 on the line). */
export const belowCostMessage = (line: Pick<ShoppingLine, 'code' | 'name'>) =>
  `El precio de venta de ${line.code} ${line.name} es menor que su costo: ${SHOPPING_MESSAGES.percentage}`;

/** A failing check: the payload's field it is about, and its message. */
export interface ShoppingCheck {
  field: string;
  message: string;
}

const CARACAS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' });

/** Today in Caracas ('YYYY-MM-DD'), the business's day whatever the browser's zone. */
export const caracasToday = () => CARACAS_DAY.format(new Date());

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** A number below zero ('-5', -0.5): said so, not taken for a missing one. */
const belowZero = (value: unknown) => !blank(value) && Number(String(value).trim()) < 0;

/** The first line whose cost, quantity or price (not below its cost) fails, or null. */
const firstFailingLine = (lines: readonly ShoppingLine[]): ShoppingCheck | null => {
  for (const [index, line] of lines.entries()) {
    if (belowZero(line.cost)) return { field: `products.${index}.cost`, message: SHOPPING_MESSAGES.negativeCost };
    if (toCents(line.cost) === null) return { field: `products.${index}.cost`, message: SHOPPING_MESSAGES.cost };
    const quantity = Number(line.quantity);
    if (blank(line.quantity) || !Number.isInteger(quantity) || quantity < 1)
      return { field: `products.${index}.quantity`, message: SHOPPING_MESSAGES.quantity };
    const price = toCents(line.price);
    const negative = (percentHundredths(line.percentage) ?? 0n) < 0n;
    if ((price !== null && price < toCents(line.cost)!) || (price === null && negative))
      return { field: `products.${index}.price`, message: belowCostMessage(line) };
  }
  return null;
};

/**
 * The first check the purchase fails, or null. The spec's seven first, in its order: provider,
 * invoice number, a product, total above zero, cash paid in full, cash with a payment, deposit.
 * Step 3 also checks each line, at its place (cost, quantity, price not below its cost: the server
 * refuses the negative percentage; the message names the product), then the discount's range, as
 * the server does. Then a credit purchase's due date and its payments at most the total, and a
 * date not after `today` (Caracas).
 */
export const firstFailingCheck = (draft: ShoppingDraft, today: string = caracasToday()): ShoppingCheck | null => {
  const { total, paid } = totalsOf(draft);
  const cash = draft.payment_type !== 'credit';
  const lines = draft.products ?? [];
  if (blank(draft.provider_id)) return { field: 'provider_id', message: SHOPPING_MESSAGES.provider };
  if (blank(draft.invoice_number)) return { field: 'invoice_number', message: SHOPPING_MESSAGES.invoice };
  if (draft.fiscal_regime && draft.fiscal_regime !== 'none' && blank(draft.control_number))
    return { field: 'control_number', message: SHOPPING_MESSAGES.controlNumber };
  if (lines.length === 0) return { field: 'products', message: SHOPPING_MESSAGES.products };
  // Step 3 also checks each line (cost, quantity, price), then the discount, as the server does.
  const failingLine = firstFailingLine(lines);
  if (failingLine) return failingLine;
  if (!blank(draft.discount_percentage)) {
    const hundredths = percentHundredths(draft.discount_percentage);
    if (hundredths === null || hundredths < 0n || hundredths > 10_000n)
      return { field: 'discount_percentage', message: SHOPPING_MESSAGES.discountPercentage };
  }
  if (!blank(draft.discount_amount) && toCents(draft.discount_amount) === null)
    return { field: 'discount_amount', message: SHOPPING_MESSAGES.discountAmount };
  if (total <= 0n) return { field: 'total', message: SHOPPING_MESSAGES.total };
  if (cash && paid > total) return { field: 'payments', message: SHOPPING_MESSAGES.cashOverTotal };
  if (cash && paid !== total) return { field: 'payments', message: SHOPPING_MESSAGES.cashComplete };
  if (cash && (draft.payments ?? []).length === 0) return { field: 'payments', message: SHOPPING_MESSAGES.cashPayment };
  if (blank(draft.deposit_id)) return { field: 'deposit_id', message: SHOPPING_MESSAGES.deposit };
  if (!cash && blank(draft.due_date)) return { field: 'due_date', message: SHOPPING_MESSAGES.dueDate };
  if (!cash && paid > total) return { field: 'payments', message: SHOPPING_MESSAGES.creditExceeded };
  if (!blank(draft.date) && draft.date > today) return { field: 'date', message: SHOPPING_MESSAGES.futureDate };
  return null;
};

/** What adding a payment does: whether it is added, and the notice shown (i18n keys), if any. */
export interface PaymentVerdict {
  accepted: boolean;
  notice: { title: string; message: string } | null;
}

const INCOMPLETE = { title: 'bo.shopping_create.incomplete_title', message: 'bo.shopping_create.incomplete_text' };
const CASH_EXCEEDED = { title: 'bo.shopping_create.exceeded_title', message: 'bo.shopping_create.cash_exceeded_text' };
const CREDIT_EXCEEDED = {
  title: 'bo.shopping_create.exceeded_title',
  message: 'bo.shopping_create.credit_exceeded_text',
};

/**
 * A payment of `amount` cents on a purchase of `total` with `paid` already added (section 5).
 * Cash: above what remains it is refused ('Monto excedido' / 'El pago no debe exceder el monto a
 * pagar'); below it, it is added and 'Pago incompleto' / 'El pago de contado debe ser completo'
 * says the rest is still to pay (a cash purchase may be paid in Bs and USD, in two payments).
 * Credit: what would make the payments exceed the total is refused ('Monto excedido' / 'El monto
 * del pago excede el total de la compra').
 */
export const paymentVerdict = (type: PaymentType, total: bigint, paid: bigint, amount: bigint): PaymentVerdict => {
  const remaining = total - paid;
  if (type === 'credit')
    return paid + amount > total ? { accepted: false, notice: CREDIT_EXCEEDED } : { accepted: true, notice: null };
  if (amount > remaining) return { accepted: false, notice: CASH_EXCEEDED };
  if (amount < remaining) return { accepted: true, notice: INCOMPLETE };
  return { accepted: true, notice: null };
};
