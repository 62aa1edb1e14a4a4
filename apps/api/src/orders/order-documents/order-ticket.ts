/**
 * The sale's 80 mm ticket (sales.md, Sale detail: the print buttons USD, BsD and COP): its lines
 * and totals in one currency — USD, Bs at the order's rate, or COP with one decimal (sales.md
 * section 9), printed so that they add up (docs/rules.md 'Printed amounts add up': each line is
 * its quantity x the printed unit price, the totals sums of printed figures) — then the payments,
 * each in USD with its Bs only when some were paid (amount_bs > 0), and what is still pending.
 */
import { Decimal } from '@bo/domain';
import { bs, html, quantity, spanishDateTime, spanishShortDate, usd } from '../../reports/pdf/html';
import type { DocumentContext } from '../../reports/document-renderer';
import type { DocumentOrder } from './order-document.reader';
import {
  cancelledMark,
  money,
  orderCurrency,
  pesoRateText,
  printedOrder,
  printedOrderPending,
  rateText,
} from './order-document-parts';
import { orderPage } from './order-letter-documents';
import { taxRows } from './order-tax-rows';

export const TICKET_CURRENCIES = ['usd', 'ves', 'cop'] as const;
export type TicketCurrency = (typeof TICKET_CURRENCIES)[number];

export const isTicketCurrency = (value: string): value is TicketCurrency =>
  (TICKET_CURRENCIES as readonly string[]).includes(value);

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
  const printIn = orderCurrency(order, currency, 1)!;
  const printed = printedOrder(order, printIn);
  const figure = (value: string) => money(printIn, value);
  const pending = new Decimal(order.pending);
  const rate = RATE_LINE[currency](order);
  // Issue 33: a taxed sale prints its base, IVA per rate and exempt; its total adds the printed IVA.
  const taxes = taxRows(order, printIn);
  const total = taxes ? money(printIn, taxes.total(printed.total)) : figure(printed.total);
  const body = html`${cancelledMark(order)}
    <div class="subtitle">${spanishShortDate(order.date)}</div>
    <div>Cliente: ${order.client.name}</div>
    <div>C.I./RIF: ${order.client.identification}</div>
    <table>
      <tbody>
        ${order.lines.map(
          (line, index) =>
            html`<tr>
                <td colspan="2">${line.code} ${line.name}</td>
              </tr>
              <tr>
                <td>${quantity(line.quantity)} x ${figure(printed.lines[index].unit)}</td>
                <td class="n">${figure(printed.lines[index].amount)}</td>
              </tr>`,
        )}
        <tr class="total">
          <td>Subtotal</td>
          <td class="n">${figure(printed.subtotal)}</td>
        </tr>
        ${
          new Decimal(order.discount).greaterThan(0)
            ? html`<tr>
                <td>Descuento</td>
                <td class="n">-${figure(printed.discount)}</td>
              </tr>`
            : ''
        }
        ${
          new Decimal(order.returned).greaterThan(0)
            ? html`<tr>
                <td>Devuelto</td>
                <td class="n">-${figure(printed.returned)}</td>
              </tr>`
            : ''
        }
        ${taxes ? taxes.rows : ''}
        <tr class="total">
          <td>Total</td>
          <td class="n">${total}</td>
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
                      }${payment.igtf && !new Decimal(payment.igtf).isZero() ? html`<br />IGTF ${usd(payment.igtf)}` : ''}
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : ''
    }
    ${pending.greaterThan(0) ? html`<div>Pendiente: ${figure(printedOrderPending(order, printed, printIn))}</div>` : ''}
    <div class="muted">Impreso: ${spanishDateTime(new Date())}</div>`;
  return orderPage(context, `Venta #${order.number_order}`, body, 'ticket');
}
