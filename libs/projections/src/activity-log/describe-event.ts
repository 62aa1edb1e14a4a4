import { AnyDomainEvent, RECORDS, RecordDefinition, recordEventTypes, ROLE_LABELS, Role } from '@bo/domain';
import { formatUsd as usd, formatVenezuelanNumber as n } from './venezuelan-number';

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
 * What a line may name that its event does not carry: a sale's number (given by the read model in
 * the order sales are created) and a client's name. Unknown ones are named by id.
 */
export interface DescribeContext {
  orderNumber(orderId: string): number | undefined;
  clientName(clientId: string): string | undefined;
}

const NOTHING_KNOWN: DescribeContext = { orderNumber: () => undefined, clientName: () => undefined };

type DataOf<Type extends AnyDomainEvent['type']> = Extract<AnyDomainEvent, { type: Type }>['data'];

/** 'la venta #12' (by its number; by its id while the number is unknown). */
const saleNamed = (context: DescribeContext, orderId: string) => `la venta #${context.orderNumber(orderId) ?? orderId}`;

/** One line per event type, in Spanish, naming the thing and its amounts. Add a line with each new event. */
const DESCRIBERS: {
  [Type in AnyDomainEvent['type']]?: (data: DataOf<Type>, context: DescribeContext) => EventDescription;
} = {
  TaxeCreated: (data) => ({
    description: `Registró la tasa de cambio #${data.id}: 1$ = ${n(data.change)} BsD y 1 Bs = ${n(data.cop_change)} COP`,
    category: 'Tasas',
  }),
  TaxeUpdated: (data) => ({
    description:
      `Modificó la tasa de cambio #${data.id}: 1$ = ${n(data.previous.change)} → ${n(data.change)} BsD; ` +
      `1 Bs = ${n(data.previous.cop_change)} → ${n(data.cop_change)} COP`,
    category: 'Tasas',
  }),
  TaxeDeleted: (data) => ({ description: `Eliminó la tasa de cambio #${data.id}`, category: 'Tasas' }),
  UserRegistered: (data) => ({
    description: `Registró al usuario ${data.first_name} ${data.last_name} (${data.email}) como ${roleLabel(data.role)}`,
    category: 'Usuarios',
  }),
  UserEmailReserved: (data) => ({
    description: `Reservó el correo ${data.email} para el usuario #${data.user_id}`,
    category: 'Usuarios',
  }),
  UserUpdated: (data) => ({
    description:
      `Modificó al usuario #${data.id} ${data.first_name} ${data.last_name} (${data.email}), ${roleLabel(data.role)}` +
      (data.password_hash ? ', con una nueva contraseña' : ''),
    category: 'Usuarios',
  }),
  UserDeleted: (data) => ({ description: `Eliminó al usuario #${data.id}`, category: 'Usuarios' }),
  UserRestored: (data) => ({ description: `Restauró al usuario #${data.id}`, category: 'Usuarios' }),
  UserEmailReleased: (data) => ({
    description: `Liberó el correo ${data.email} del usuario #${data.user_id}`,
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
  StockAdded: (data) => ({
    description: `Entraron ${n(data.quantity)} unidades del producto #${data.product_id} al depósito #${data.deposit_id} (${data.document.label})`,
    category: 'Inventario',
  }),
  StockRemoved: (data) => ({
    description: `Salieron ${n(data.quantity)} unidades del producto #${data.product_id} del depósito #${data.deposit_id} (${data.document.label})`,
    category: 'Inventario',
  }),
  InventoryCreated: (data) => ({
    description: `Registró la ${data.type === 'add' ? 'entrada' : 'salida'} de inventario #${data.id} con ${n(data.lines.length)} producto(s)`,
    category: 'Inventario',
  }),
  InventoryApproved: (data) => ({ description: `Procesó el inventario #${data.id}`, category: 'Inventario' }),
  InventoryDeleted: (data) => ({ description: `Eliminó el inventario #${data.id}`, category: 'Inventario' }),
  InventoryRestored: (data) => ({ description: `Restauró el inventario #${data.id}`, category: 'Inventario' }),
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
    description: `Registró un pago de ${usd(data.amount)} en ${saleNamed(context, data.id)}`,
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
    description: `Despachó productos de ${saleNamed(context, data.id)}`,
    category: 'Ventas',
  }),
  OrderCancelled: (data, context) => ({ description: `Anuló ${saleNamed(context, data.id)}`, category: 'Ventas' }),
  OrderInvoiceNumberSet: (data, context) => ({
    description: `Asignó la factura ${data.invoice_number} a ${saleNamed(context, data.id)}`,
    category: 'Ventas',
  }),
  ClientPaymentRecorded: (data, context) => ({
    description: `Registró un pago de ${usd(data.amount)} del cliente ${context.clientName(data.client_id) ?? `#${data.client_id}`}`,
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

/** Catalogue records: 'Registró la marca Bosch', 'Modificó…', 'Eliminó…', 'Restauró…'. */
const RECORD_DESCRIBERS = new Map<string, (data: unknown) => EventDescription>(
  RECORDS.flatMap((definition: RecordDefinition) => {
    const types = recordEventTypes(definition);
    const line = (verb: string, data: unknown) => {
      const { id, previous: _previous, ...values } = data as { id: string; previous?: Record<string, unknown> };
      const title = definition.title(values);
      return {
        description: `${verb} ${definition.noun} #${id}${title ? ` ${title}` : ''}`,
        category: definition.category,
      };
    };
    return [
      [types.created, (data: unknown) => line('Registró', data)],
      [types.updated, (data: unknown) => line('Modificó', data)],
      [
        types.deleted,
        (data: unknown) => ({
          description: `Eliminó ${definition.noun} #${(data as { id: string }).id}`,
          category: definition.category,
        }),
      ],
      [
        types.restored,
        (data: unknown) => ({
          description: `Restauró ${definition.noun} #${(data as { id: string }).id}`,
          category: definition.category,
        }),
      ],
    ];
  }),
);
