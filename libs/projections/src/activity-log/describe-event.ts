/**
 * The activity log's Spanish line for each event, written as a person would: things by their
 * names, dollars in es-US ('$1,202.98'), bolivars and quantities in es-VE ('Bs 1.234,56',
 * '1 unidad', '2 unidades'). docs/rules.md 'Activity log' states the wording.
 */
import {
  AnyDomainEvent,
  clientRecord,
  CREDIT_NOTE_METHOD_CODE,
  Decimal,
  DEALER_REQUEST_STATE_LABELS,
  depositRecord,
  inventoryLabel,
  inventoryStream,
  printedDay,
  productRecord,
  rangeLabel,
  RECORDS,
  RecordDefinition,
  recordEventTypes,
  recordStream,
  ROLE_LABELS,
  Role,
  transferLabel,
  userStream,
} from '@bo/domain';
import type { StockDocument, StockMoveData } from '@bo/domain';
import {
  formatBs,
  formatCount,
  formatRate as rate,
  formatUnits,
  formatUsd as usd,
  formatVenezuelanNumber as n,
} from './venezuelan-number';

export type ActivityCategory =
  | 'Ventas'
  | 'Compras'
  | 'Inventario'
  | 'Clientes'
  | 'Catálogo'
  | 'Usuarios'
  | 'Tasas'
  | 'Distribuidores'
  | 'Gastos'
  | 'Sistema';

export interface EventDescription {
  description: string;
  category: ActivityCategory;
}

export interface EventToDescribe {
  type: string;
  data: unknown;
  streamId: string;
}

/**
 * What a line may name that its event does not carry: a sale's number (given in the order sales
 * are created) and the names of the things it mentions, by their stream ('product-256'), as they
 * were called then (event-names.ts). An unknown one is named by its id.
 */
export interface DescribeContext {
  orderNumber(orderId: string): number | undefined;
  /** A purchase's number (number_shopping), given in the order purchases are registered. */
  shoppingNumber?(shoppingId: string): number | undefined;
  nameOf(streamId: string): string | undefined;
  /** A devolution's number (given in the order devolutions are registered); by its id while unknown. */
  devolutionNumber?(devolutionId: string): number | undefined;
}

const NOTHING_KNOWN: DescribeContext = { orderNumber: () => undefined, nameOf: () => undefined };

type DataOf<Type extends AnyDomainEvent['type']> = Extract<AnyDomainEvent, { type: Type }>['data'];

/** 'la venta #12' (by its number; by its id while the number is unknown). */
const saleNamed = (context: DescribeContext, orderId: string) => `la venta #${context.orderNumber(orderId) ?? orderId}`;

/** 'la compra #3' (by its number; by its id while the number is unknown). */
const shoppingNamed = (context: DescribeContext, shoppingId: string) =>
  `la compra #${context.shoppingNumber?.(shoppingId) ?? shoppingId}`;

/** 'la devolución #2' (by its number; by its id while the number is unknown). */
const devolutionNamed = (context: DescribeContext, devolutionId: string) =>
  `la devolución #${context.devolutionNumber?.(devolutionId) ?? devolutionId}`;

/** A client by its name ('#9' while unknown). */
const clientNamed = (context: DescribeContext, clientId: string) =>
  context.nameOf(recordStream(clientRecord, clientId)) ?? `#${clientId}`;

/** How an approval gave back what was paid beyond the new total. */
export const REFUND_WORDS: Record<string, string> = {
  cash: 'en efectivo',
  transfer: 'por transferencia',
  credit_note: 'al saldo a favor del cliente',
};

/** Issue 33: 'Emitió la nota de crédito N° 3, control 00-00000015 (factura N° 12)'. */
export const creditNoteLine = (data: { number: string; control_number: string; invoice_number: string }): string =>
  `Emitió la nota de crédito N° ${data.number}, control ${data.control_number} (factura N° ${data.invoice_number})`;

const REGIME_WORDS: Record<string, string> = {
  none: 'sin régimen fiscal',
  ordinary: 'contribuyente ordinario',
  special: 'contribuyente especial',
};

/** A user by their name: 'Ana Pérez' ('#3' while the name is unknown). */
const userNamed = (context: DescribeContext, userId: string) => context.nameOf(userStream(userId)) ?? `#${userId}`;

/** ' (Bs 1.825,00)' after the dollars of a payment made in bolivars; nothing for one in dollars. */
const bolivarsPaid = (amountBs: string | undefined) =>
  amountBs && !new Decimal(amountBs).isZero() ? ` (${formatBs(amountBs)})` : '';

/** A stock move: 'Salieron 2 unidades de Batería 12V del Depósito Central por la venta #120'. */
function stockMoveLine(direction: 'in' | 'out', data: StockMoveData, context: DescribeContext): string {
  const one = data.quantity === 1;
  const verb = direction === 'in' ? (one ? 'Entró' : 'Entraron') : one ? 'Salió' : 'Salieron';
  const product = context.nameOf(recordStream(productRecord, data.product_id));
  const what = product ? `de ${product}` : `del producto #${data.product_id}`;
  const where = depositNamed(direction === 'in' ? 'al' : 'del', data.deposit_id, context);
  return `${verb} ${formatUnits(data.quantity)} ${what} ${where} por ${documentNamed(data.document, context)}`;
}

/** 'del Depósito Central', 'al depósito Valencia' (a name that already says 'Depósito' is not repeated). */
function depositNamed(preposition: 'al' | 'del', depositId: string, context: DescribeContext): string {
  const name = context.nameOf(recordStream(depositRecord, depositId));
  if (!name) return `${preposition} depósito #${depositId}`;
  return /^dep[oó]sito\b/i.test(name) ? `${preposition} ${name}` : `${preposition} depósito ${name}`;
}

/** The document that moved stock: 'la venta #120', 'la entrada de inventario #9' (every kind is feminine). */
function documentNamed(document: StockDocument, context: DescribeContext): string {
  if (document.type === 'order') return saleNamed(context, document.id);
  if (document.type === 'shopping') return shoppingNamed(context, document.id);
  if (document.type === 'devolution') return devolutionNamed(context, document.id);
  return `la ${lowerFirst(document.label)}`;
}

/** An inventory by its label ('la entrada de inventario #9'), or 'el inventario #9' while it is unknown. */
function inventoryNamed(inventoryId: string, context: DescribeContext): string {
  const label = context.nameOf(inventoryStream(inventoryId));
  return label ? `la ${lowerFirst(label)}` : `el inventario #${inventoryId}`;
}

/** A new inventory: its products and units, and the deposit they go to or leave ('en 2 depósitos' for several). */
function inventoryCreatedLine(data: DataOf<'InventoryCreated'>, context: DescribeContext): string {
  const entry = data.type === 'add';
  const units = data.lines.reduce((sum, line) => sum + line.quantity, 0);
  const products = formatCount(data.lines.length, 'producto', 'productos');
  const deposits = [...new Set(data.lines.map((line) => line.deposit_id))];
  const where =
    deposits.length === 1
      ? depositNamed(entry ? 'al' : 'del', deposits[0], context)
      : `en ${n(deposits.length)} depósitos`;
  return `Registró la ${lowerFirst(inventoryLabel(data.type, data.id))} con ${products} (${formatUnits(units)}) ${where}`;
}

/** A new transfer: its number, the deposit the units leave and how many ('Creó la transferencia #3 del Depósito Central (5 unidades)'). */
function transferCreatedLine(data: DataOf<'TransferCreated'>, context: DescribeContext): string {
  const units = data.lines.reduce((sum, line) => sum + line.quantity, 0);
  return `Creó ${transferNamed(data.id)} ${depositNamed('del', data.deposit_id, context)} (${formatUnits(units)})`;
}

/** 'la transferencia #3'. */
const transferNamed = (transferId: string) => `la ${lowerFirst(transferLabel(transferId))}`;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One line per event type, in Spanish, naming the thing and its amounts. Add a line with each new event. */
const DESCRIBERS: {
  [Type in AnyDomainEvent['type']]?: (data: DataOf<Type>, context: DescribeContext) => EventDescription;
} = {
  TaxeCreated: (data) => ({
    description: `Registró la tasa de cambio #${data.id}: 1$ = ${rate(data.change)} BsD y 1 Bs = ${rate(data.cop_change)} COP`,
    category: 'Tasas',
  }),
  TaxeUpdated: (data) => ({
    description:
      `Modificó la tasa de cambio #${data.id}: 1$ = ${rate(data.previous.change)} → ${rate(data.change)} BsD; ` +
      `1 Bs = ${rate(data.previous.cop_change)} → ${rate(data.cop_change)} COP`,
    category: 'Tasas',
  }),
  TaxeDeleted: (data) => ({ description: `Eliminó la tasa de cambio #${data.id}`, category: 'Tasas' }),
  PeriodClosed: (data) => ({
    description: `Cerró el período hasta el ${printedDay(data.until)}`,
    category: 'Sistema',
  }),
  UserRegistered: (data) => ({
    description: `Registró al usuario ${data.first_name} ${data.last_name} (${data.email}) como ${roleLabel(data.role)}`,
    category: 'Usuarios',
  }),
  UserEmailReserved: (data, context) => ({
    description: `Reservó el correo ${data.email} para el usuario ${userNamed(context, data.user_id)}`,
    category: 'Usuarios',
  }),
  UserUpdated: (data) => ({
    description:
      `Modificó al usuario ${data.first_name} ${data.last_name} (${data.email}), ${roleLabel(data.role)}` +
      (data.password_hash ? ', con una nueva contraseña' : ''),
    category: 'Usuarios',
  }),
  UserDeleted: (data, context) => ({
    description: `Eliminó al usuario ${userNamed(context, data.id)}`,
    category: 'Usuarios',
  }),
  UserRestored: (data, context) => ({
    description: `Restauró al usuario ${userNamed(context, data.id)}`,
    category: 'Usuarios',
  }),
  UserEmailReleased: (data, context) => ({
    description: `Liberó el correo ${data.email} del usuario ${userNamed(context, data.user_id)}`,
    category: 'Usuarios',
  }),
  PaymentMethodAdded: (data) => ({ description: `Registró el método de pago ${data.name}`, category: 'Sistema' }),
  PaymentMethodUpdated: (data) => ({
    description: `Modificó el método de pago ${data.previous.name === data.name ? data.name : `${data.previous.name} → ${data.name}`}`,
    category: 'Sistema',
  }),
  PaymentMethodDeleted: (data) => ({
    description: `Eliminó el método de pago ${data.name} (${data.code})`,
    category: 'Sistema',
  }),
  StockAdded: (data, context) => ({ description: stockMoveLine('in', data, context), category: 'Inventario' }),
  StockRemoved: (data, context) => ({ description: stockMoveLine('out', data, context), category: 'Inventario' }),
  InventoryCreated: (data, context) => ({ description: inventoryCreatedLine(data, context), category: 'Inventario' }),
  InventoryApproved: (data, context) => ({
    description: `Procesó ${inventoryNamed(data.id, context)}`,
    category: 'Inventario',
  }),
  InventoryDeleted: (data, context) => ({
    description: `Eliminó ${inventoryNamed(data.id, context)}`,
    category: 'Inventario',
  }),
  InventoryRestored: (data, context) => ({
    description: `Restauró ${inventoryNamed(data.id, context)}`,
    category: 'Inventario',
  }),
  TransferCreated: (data, context) => ({ description: transferCreatedLine(data, context), category: 'Inventario' }),
  TransferSent: (data) => ({ description: `Envió ${transferNamed(data.id)}`, category: 'Inventario' }),
  TransferReceived: (data) => ({ description: `Recibió ${transferNamed(data.id)}`, category: 'Inventario' }),
  TransferCancelled: (data) => ({ description: `Anuló ${transferNamed(data.id)}`, category: 'Inventario' }),
  OrderCreated: (data, context) => ({
    description:
      data.state === 'estimate'
        ? `Registró el presupuesto #${context.orderNumber(data.id) ?? data.id} por ${usd(data.total)}`
        : `Registró ${saleNamed(context, data.id)} por ${usd(data.total)}`,
    category: 'Ventas',
  }),
  OrderProcessed: (data, context) => ({
    description: `Procesó el presupuesto #${context.orderNumber(data.id) ?? data.id}`,
    category: 'Ventas',
  }),
  OrderPaymentRecorded: (data, context) => ({
    description:
      `Registró un pago de ${usd(data.amount)}${bolivarsPaid(data.amount_bs)}` +
      `${data.method_code === CREDIT_NOTE_METHOD_CODE ? ' con saldo a favor del cliente' : ''} en ${saleNamed(context, data.id)}`,
    category: 'Ventas',
  }),
  OrderDiscountSet: (data, context) => ({
    description: `Aplicó un descuento de ${usd(data.discount.amount)} a ${saleNamed(context, data.id)}`,
    category: 'Ventas',
  }),
  OrderDiscountRemoved: (data, context) => ({
    description: `Eliminó el descuento de ${saleNamed(context, data.id)}`,
    category: 'Ventas',
  }),
  OrderLinesDispatched: (data, context) => ({
    description: `Despachó ${formatCount(data.line_ids.length, 'producto', 'productos')} de ${saleNamed(context, data.id)}`,
    category: 'Ventas',
  }),
  OrderCancelled: (data, context) => ({ description: `Anuló ${saleNamed(context, data.id)}`, category: 'Ventas' }),
  OrderInvoiceNumberSet: (data, context) => ({
    description: `Asignó la factura ${data.invoice_number} a ${saleNamed(context, data.id)}`,
    category: 'Ventas',
  }),
  // Issue 33: the fiscal documents and settings.
  OrderInvoiced: (data, context) => ({
    description: `Emitió la factura N° ${data.invoice_number}, control ${data.control_number} de ${saleNamed(context, data.id)}`,
    category: 'Ventas',
  }),
  CreditNoteIssued: (data) => ({ description: creditNoteLine(data), category: 'Ventas' }),
  FiscalSettingsSet: (data) => ({
    description:
      `Cambió la configuración fiscal: ${REGIME_WORDS[data.regime]}, ` +
      (data.igtf_agent
        ? `agente de percepción del IGTF (${n(data.igtf_rate)} %)`
        : 'no es agente de percepción del IGTF') +
      (data.next_invoice_number ? `, primera factura N° ${data.next_invoice_number}` : ''),
    category: 'Sistema',
  }),
  ControlRangeRegistered: (data) => ({
    description: `Registró el rango de control ${rangeLabel(data)}`,
    category: 'Sistema',
  }),
  FiscalNumberTaken: (data) => ({
    description: `Tomó el número ${data.number}${data.control_number ? `, control ${data.control_number}` : ''}`,
    category: 'Sistema',
  }),
  ShoppingRegistered: (data, context) => ({
    description: `Registró ${shoppingNamed(context, data.id)} de ${data.provider_name} por ${usd(data.total)}`,
    category: 'Compras',
  }),
  ShoppingPaymentRecorded: (data, context) => ({
    description: `Registró un pago de ${usd(data.payment.amount_usd)}${bolivarsPaid(data.payment.amount_ves)} en ${shoppingNamed(context, data.id)}`,
    category: 'Compras',
  }),
  ShoppingMarkedPaid: (data, context) => ({
    description: `Marcó como pagada ${shoppingNamed(context, data.id)}`,
    category: 'Compras',
  }),
  ShoppingCancelled: (data, context) => ({
    description: `Anuló ${shoppingNamed(context, data.id)}`,
    category: 'Compras',
  }),
  ClientPaymentRecorded: (data, context) => ({
    description:
      `Registró un pago de ${usd(data.amount)}${bolivarsPaid(data.amount_bs)}` +
      `${data.method_code === CREDIT_NOTE_METHOD_CODE ? ' con saldo a favor' : ''} del cliente ` +
      clientNamed(context, data.client_id),
    category: 'Clientes',
  }),
  OrderReturned: (data, context) => ({
    description:
      `Descontó ${usd(data.amount)} de ${saleNamed(context, data.id)} por ${devolutionNamed(context, data.devolution_id)}` +
      (data.refund ? ` y devolvió ${usd(data.refund.amount)} ${REFUND_WORDS[data.refund.method]}` : ''),
    category: 'Ventas',
  }),
  DevolutionRequested: (data, context) => ({
    description: `Registró ${devolutionNamed(context, data.id)} de ${saleNamed(context, data.order_id)} por ${usd(data.total_amount)}`,
    category: 'Ventas',
  }),
  DevolutionApproved: (data, context) => ({
    description: `Aprobó ${devolutionNamed(context, data.id)} de ${saleNamed(context, data.order_id)} por ${usd(data.total_amount)}`,
    category: 'Ventas',
  }),
  DevolutionRejected: (data, context) => ({
    description: `Rechazó ${devolutionNamed(context, data.id)}`,
    category: 'Ventas',
  }),
  ClientCreditIssued: (data, context) => ({
    description:
      `Abonó ${usd(data.amount)} al saldo a favor del cliente ${clientNamed(context, data.client_id)} ` +
      `por ${devolutionNamed(context, data.devolution_id)}`,
    category: 'Clientes',
  }),
  DealerRequestSubmitted: (data) => ({
    description: `Recibió la solicitud de distribuidor de ${data.name} ${data.lastname} (${data.company})`,
    category: 'Distribuidores',
  }),
  DealerRequestStateChanged: (data) => ({
    description:
      `Cambió la solicitud de ${data.applicant} a ${DEALER_REQUEST_STATE_LABELS[data.to]}` +
      (data.group ? ` en el grupo ${data.group.name}` : ''),
    category: 'Distribuidores',
  }),
  ClientCreditUsed: (data, context) => ({
    description: `Usó ${usd(data.amount)} del saldo a favor del cliente ${clientNamed(context, data.client_id)}`,
    category: 'Clientes',
  }),
};

/**
 * The activity log's line for an event (also used for a record's history). An event without a
 * line of its own, or whose payload does not have the expected shape, still gets a generic one.
 */
export function describeEvent(event: EventToDescribe, context: DescribeContext = NOTHING_KNOWN): EventDescription {
  const describe =
    (DESCRIBERS as Record<string, ((data: unknown, context: DescribeContext) => EventDescription) | undefined>)[
      event.type
    ] ?? RECORD_DESCRIBERS.get(event.type);
  if (describe) {
    try {
      return describe(event.data, context);
    } catch {
      // Falls through to the generic line.
    }
  }
  return { description: `Registró el evento ${event.type} en ${event.streamId}`, category: 'Sistema' };
}

function roleLabel(role: Role): string {
  return ROLE_LABELS[role] ?? role;
}

/**
 * Catalogue records, by their title from the event ('Registró la marca Bosch', 'Modificó el
 * producto BAT-1 Batería → BAT-1 Batería 12V' when renamed) or, deleted and restored, by the name
 * the log knows ('Eliminó el producto Batería 12V').
 */
const RECORD_DESCRIBERS = new Map<string, (data: unknown, context: DescribeContext) => EventDescription>(
  RECORDS.flatMap((definition: RecordDefinition) => {
    const types = recordEventTypes(definition);
    const line = (description: string) => ({ description, category: definition.category });
    const title = (values: Record<string, unknown>, id: string) => definition.title(values) || `#${id}`;
    const known = (verb: string) => (data: unknown, context: DescribeContext) => {
      const { id } = data as { id: string };
      return line(`${verb} ${definition.noun} ${context.nameOf(recordStream(definition, id)) ?? `#${id}`}`);
    };
    return [
      [
        types.created,
        (data: unknown) => {
          const { id, ...values } = data as { id: string };
          return line(`Registró ${definition.noun} ${title(values, id)}`);
        },
      ],
      [
        types.updated,
        (data: unknown) => {
          const { id, previous, ...values } = data as { id: string; previous?: Record<string, unknown> };
          const after = title(values, id);
          const before = previous ? title({ ...values, ...previous }, id) : after;
          return line(`Modificó ${definition.noun} ${before === after ? after : `${before} → ${after}`}`);
        },
      ],
      [types.deleted, known('Eliminó')],
      [types.restored, known('Restauró')],
    ];
  }),
);
