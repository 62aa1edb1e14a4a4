/**
 * The sale's 80 mm ticket (sales.md, Sale detail: the print buttons USD, BsD and COP): its lines
 * and totals in one currency — USD, Bs at the order's rate, or COP with one decimal (sales.md
 * section 9) — then the payments, each in USD with its Bs only when some were paid (amount_bs > 0),
 * and what is still pending.
 */
import { Decimal } from '@bo/domain';
import { bs, cop, html, quantity, spanishDateTime, spanishShortDate, usd } from '../../reports/pdf/html';
import type { DocumentContext } from '../../reports/document-renderer';
import type { DocumentOrder } from './order-document.reader';
import { cancelledMark, inBolivars, inPesos, lineTotal, pesoRateText, rateText } from './order-document-parts';
import { orderPage } from './order-letter-documents';

export const TICKET_CURRENCIES = ['usd', 'ves', 'cop'] as const;
export type TicketCurrency = (typeof TICKET_CURRENCIES)[number];

export const isTicketCurrency = (value: string): value is TicketCurrency =>
  (TICKET_CURRENCIES as readonly string[]).includes(value);

/** A USD amount as the ticket's currency prints it. */
const amountIn =
  (currency: TicketCurrency, order: DocumentOrder) =>
  (value: Decimal.Value): string => {
    if (currency === 'usd') return usd(new Decimal(value).toNumber());
    if (currency === 'ves') return bs(inBolivars(value, order).toNumber());
    return cop(inPesos(value, order, 1)!.toNumber(), 1);
  };

const RATE_LINE: Record<TicketCurrency, (order: DocumentOrder) => string> = {
  usd: () => '',
  ves: (order) => `Tasa: ${rateText(order)}`,
  cop: (order) => `Tasa: ${rateText(order)} · COP ${pesoRateText(order)} por Bs`,
};

/** The ticket's page (paper 'ticket'); COP only for an order with a peso rate (the caller checks). */
export async function ticketDocument(
  context: DocumentContext,
  order: DocumentOrder,
  currency: TicketCurrency,
): Promise<string> {
  const money = amountIn(currency, order);
  const discount = new Decimal(order.discount);
  const pending = new Decimal(order.pending);
  const rate = RATE_LINE[currency](order);
  const body = html`${cancelledMark(order)}
    <div class="subtitle">${spanishShortDate(order.date)}</div>
    <div>Cliente: ${order.client.name}</div>
    <div>C.I./RIF: ${order.client.identification}</div>
    <table>
      <tbody>
        ${order.lines.map(
          (line) =>
            html`<tr>
                <td colspan="2">${line.code} ${line.name}</td>
              </tr>
              <tr>
                <td>${quantity(line.quantity)} x ${money(line.price)}</td>
                <td class="n">${money(lineTotal(line))}</td>
              </tr>`,
        )}
        <tr class="total">
          <td>Subtotal</td>
          <td class="n">${money(order.subtotal)}</td>
        </tr>
        ${
          discount.greaterThan(0)
            ? html`<tr>
                <td>Descuento</td>
                <td class="n">-${money(discount)}</td>
              </tr>`
            : ''
        }
        <tr class="total">
          <td>Total</td>
          <td class="n">${money(order.total)}</td>
        </tr>
      </tbody>
    </table>
    ${rate ? html`<div class="muted">${rate}</div>` : ''}
    ${
      order.payments.length
        ? html`<table>
            <tbody>
              <tr class="total">
                <td colspan="2">Pagos</td>
              </tr>
              ${order.payments.map(
                (payment) =>
                  html`<tr>
                    <td>${payment.method}</td>
                    <td class="n">
                      ${usd(payment.amount)}${
                        new Decimal(payment.amount_bs).greaterThan(0) ? html`<br />${bs(payment.amount_bs)}` : ''
                      }
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : ''
    }
    ${pending.greaterThan(0) ? html`<div>Pendiente: ${money(pending)}</div>` : ''}
    <div class="muted">Impreso: ${spanishDateTime(new Date())}</div>`;
  return orderPage(context, `Venta #${order.number_order}`, body, 'ticket');
}
