/**
 * The pieces a sale's documents share: its amounts converted at the order's own rate (RULES.md,
 * Report files: Bs = USD x the order's rate, COP = those Bs x its peso rate, each rounded once,
 * half-up), the client block, the 'ANULADA' mark of a cancelled sale, and the refusals' Spanish
 * messages.
 */
import { Decimal } from '@bo/domain';
import { bs, cop, html, Html, spanishLongDate } from '../../reports/pdf/html';
import type { DocumentOrder, DocumentOrderLine } from './order-document.reader';

export const OrderDocumentMessages = {
  notFound: 'La venta no existe',
  noInvoice: 'La venta no tiene número de factura',
  noPesoRate: 'No hay tasa de pesos para esta venta',
  unknownCurrency: 'La moneda del ticket debe ser usd, ves o cop',
} as const;

/** A line's amount in USD: unit price x quantity (exact). */
export const lineTotal = (line: DocumentOrderLine): Decimal => new Decimal(line.price).times(line.quantity);

/** USD in Bs at the order's rate, rounded to cents half-up. */
export const inBolivars = (usd: Decimal.Value, order: DocumentOrder): Decimal =>
  new Decimal(usd).times(order.exchange_rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** USD in COP: its Bs at the order's rate, times the peso rate, rounded to `places`; null without a peso rate. */
export const inPesos = (usd: Decimal.Value, order: DocumentOrder, places: 1 | 2): Decimal | null => {
  if (!hasPesoRate(order)) return null;
  return inBolivars(usd, order).times(order.cop_change!).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
};

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

/** COP with 2 decimals (letter documents), or '' without a peso rate. */
export const pesosText = (usd: Decimal.Value, order: DocumentOrder): string => {
  const pesos = inPesos(usd, order, 2);
  return pesos === null ? '' : cop(pesos.toNumber(), 2);
};

/** The observations, when the sale has any. */
export const observations = (order: DocumentOrder): Html | '' =>
  order.comentary.trim() ? html`<div class="notes"><strong>Observaciones:</strong> ${order.comentary}</div>` : '';
