/**
 * The pieces a sale's documents share: its amounts as printed at the order's own rate (the one
 * rule of docs/rules.md 'Printed amounts add up', `printedDocument` in @bo/domain: each unit price
 * converted and rounded half-up first, lines and totals summed from the printed figures), the
 * client block, the 'ANULADA' mark of a cancelled sale, and the refusals' Spanish messages.
 */
import { Decimal, PrintCurrency, printedDocument, PrintedDocument, printedPending } from '@bo/domain';
import { bs, cop, html, Html, spanishLongDate, usd } from '../../reports/pdf/html';
import type { DocumentOrder } from './order-document.reader';

export const OrderDocumentMessages = {
  notFound: 'La venta no existe',
  noInvoice: 'La venta no tiene número de factura',
  noPesoRate: 'No hay tasa de pesos para esta venta',
  unknownCurrency: 'La moneda del ticket debe ser usd, ves o cop',
} as const;

/** The order's currencies at its own rates: COP with 1 decimal on tickets, 2 on letter documents (null without a peso rate). */
export const orderCurrency = (
  order: DocumentOrder,
  code: 'usd' | 'ves' | 'cop',
  copPlaces: 1 | 2 = 2,
): PrintCurrency | null => {
  if (code === 'usd') return { code };
  if (code === 'ves') return { code, rate: order.exchange_rate };
  return hasPesoRate(order)
    ? { code, rate: order.exchange_rate, pesoRate: order.cop_change!, places: copPlaces }
    : null;
};

/** The sale's lines, subtotal, discount, devolutions and total as printed in the currency. */
export const printedOrder = (order: DocumentOrder, currency: PrintCurrency): PrintedDocument =>
  printedDocument({ lines: order.lines, discount: order.discount, returned: order.returned }, currency);

/** What is still owed beside the printed total (total = paid + pending on the paper too). */
export const printedOrderPending = (order: DocumentOrder, printed: PrintedDocument, currency: PrintCurrency): string =>
  printedPending(printed.total, order.total, order.pending, currency);

/** A printed figure with its currency's sign: '$1,234.50', 'Bs 1.234,50', 'COP 45.120,5'. */
export const money = (currency: PrintCurrency, figure: string): string =>
  currency.code === 'usd' ? usd(figure) : currency.code === 'ves' ? bs(figure) : cop(figure, currency.places);

export const hasPesoRate = (order: DocumentOrder): boolean =>
  order.cop_change !== null && new Decimal(order.cop_change).greaterThan(0);

export const isCancelled = (order: DocumentOrder): boolean => order.order_state === 'cancel';

/** The extra CSS of the sale's documents: the cancelled mark and the signature lines. */
const CSS = new Html(`
  .void { border: 2px solid #b00; color: #b00; font-weight: bold; font-size: 16px; text-align: center; padding: 4px; margin: 6px 0; letter-spacing: 4px; }
  .signatures { display: flex; gap: 40px; margin-top: 60px; }
  .signatures div { flex: 1; border-top: 1px solid #333; text-align: center; padding-top: 4px; }
  .notes { margin-top: 8px; white-space: pre-wrap; }
  table.totals { width: auto; margin-left: auto; }
`);

export const documentStyle = (): Html =>
  html`<style>
    ${CSS}
  </style>`;

/** 'ANULADA' across the top of a cancelled sale's document. */
export const cancelledMark = (order: DocumentOrder): Html | '' =>
  isCancelled(order) ? html`<div class="void">ANULADA</div>` : '';

/** Client, identification, address, phone, and the sale's date, seller and purchase order. */
export const clientFacts = (order: DocumentOrder): Html =>
  html`<dl class="facts">
    <dt>Cliente</dt>
    <dd>${order.client.name}</dd>
    <dt>Identificación</dt>
    <dd>${order.client.identification}</dd>
    <dt>Dirección</dt>
    <dd>${order.client.address ?? ''}</dd>
    <dt>Teléfono</dt>
    <dd>${order.client.phone ?? ''}</dd>
    <dt>Fecha</dt>
    <dd>${spanishLongDate(order.date)}</dd>
    ${
      order.seller
        ? html`<dt>Vendedor</dt>
            <dd>${order.seller}</dd>`
        : ''
    }
    ${
      order.order_buy
        ? html`<dt>Orden de compra</dt>
            <dd>${order.order_buy}</dd>`
        : ''
    }
  </dl>`;

/** The order's rate as printed: 'Bs 36,50'. */
export const rateText = (order: DocumentOrder): string => bs(order.exchange_rate);

const pesoRate = new Intl.NumberFormat('es-VE', { maximumFractionDigits: 6 });

/** The peso rate as printed: '110' (pesos per bolívar, up to 6 decimals). */
export const pesoRateText = (order: DocumentOrder): string => pesoRate.format(Number(order.cop_change ?? 0));

/** The observations, when the sale has any. */
export const observations = (order: DocumentOrder): Html | '' =>
  order.comentary.trim() ? html`<div class="notes"><strong>Observaciones:</strong> ${order.comentary}</div>` : '';
