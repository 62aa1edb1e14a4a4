/**
 * A sale's letter-size documents (sales.md, Sale detail: the report links): the Presupuesto (lines
 * with prices, totals in USD, in Bs at the order's rate and in COP when it has a peso rate, each
 * by the rule of docs/rules.md 'Printed amounts add up': the Bs total is the Bs ticket's), the
 * Nota de entrega (what leaves which deposit, no prices, with signature lines) and the Factura
 * (only once the sale has an invoice number). Each carries the account's header (documentPage).
 */
import { Decimal, type PrintCurrency } from '@bo/domain';
import { accountForPage } from '../../reports/pdf/account-for-page';
import { documentPage, html, Html, quantity, usd } from '../../reports/pdf/html';
import type { DocumentContext } from '../../reports/document-renderer';
import type { DocumentOrder } from './order-document.reader';
import {
  cancelledMark,
  clientFacts,
  documentStyle,
  money,
  observations,
  orderCurrency,
  pesoRateText,
  printedOrder,
  rateText,
} from './order-document-parts';
import { taxRows } from './order-tax-rows';

/** The page of one of the sale's documents, with the account's header and logo. */
export async function orderPage(
  context: DocumentContext,
  title: string,
  body: Html,
  paper: 'letter' | 'ticket' = 'letter',
): Promise<string> {
  const account = await accountForPage(context.pool, context.config);
  return documentPage({ account, title, body: html`${documentStyle()}${body}`, paper });
}

/** Code, product, quantity, unit price and amount in USD. */
const pricedLines = (order: DocumentOrder): Html => {
  const printed = printedOrder(order, { code: 'usd' });
  return html`<table>
    <thead>
      <tr>
        <th>Código</th>
        <th>Producto</th>
        <th class="n">Cantidad</th>
        <th class="n">Precio unitario</th>
        <th class="n">Total</th>
      </tr>
    </thead>
    <tbody>
      ${order.lines.map(
        (line, index) =>
          html`<tr>
            <td>${line.code}</td>
            <td>${line.name}</td>
            <td class="n">${quantity(line.quantity)}</td>
            <td class="n">${usd(printed.lines[index].unit)}</td>
            <td class="n">${usd(printed.lines[index].amount)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
};

/**
 * Subtotal, discount and devolutions (when any) and total in USD, the sums of the printed lines;
 * the total in Bs at the order's rate (the Bs ticket's total) and, if asked, in COP (by the same
 * rule, with 2 decimals where the ticket prints 1).
 */
const totals = (order: DocumentOrder, withPesos: boolean): Html => {
  const printed = printedOrder(order, { code: 'usd' });
  const ves = orderCurrency(order, 'ves')!;
  const pesos = withPesos ? orderCurrency(order, 'cop', 2) : null;
  // Issue 33: a taxed sale's base, IVA per rate and exempt; each total adds its currency's printed IVA.
  const taxes = taxRows(order, { code: 'usd' });
  const totalIn = (currency: PrintCurrency) => {
    const untaxed = printedOrder(order, currency).total;
    return money(currency, taxRows(order, currency)?.total(untaxed) ?? untaxed);
  };
  return html`<table class="totals">
    <tbody>
      <tr>
        <td>Subtotal</td>
        <td class="n">${usd(printed.subtotal)}</td>
      </tr>
      ${
        new Decimal(order.discount).greaterThan(0)
          ? html`<tr>
              <td>Descuento</td>
              <td class="n">-${usd(printed.discount)}</td>
            </tr>`
          : ''
      }
      ${
        new Decimal(order.returned).greaterThan(0)
          ? html`<tr>
              <td>Devuelto</td>
              <td class="n">-${usd(printed.returned)}</td>
            </tr>`
          : ''
      }
      ${taxes ? taxes.rows : ''}
      <tr class="total">
        <td>Total USD</td>
        <td class="n">${totalIn({ code: 'usd' })}</td>
      </tr>
      <tr class="total">
        <td>Total Bs (tasa ${rateText(order)})</td>
        <td class="n">${totalIn(ves)}</td>
      </tr>
      ${
        pesos
          ? html`<tr class="total">
              <td>Total COP (tasa ${pesoRateText(order)})</td>
              <td class="n">${totalIn(pesos)}</td>
            </tr>`
          : ''
      }
    </tbody>
  </table>`;
};

/** The Presupuesto: 'Presupuesto #12'. */
export async function estimateDocument(context: DocumentContext, order: DocumentOrder): Promise<string> {
  const body = html`${cancelledMark(order)}${clientFacts(order)}${pricedLines(order)}${totals(order, true)}${observations(order)}`;
  return orderPage(context, `Presupuesto #${order.number_order}`, body);
}

/** The Nota de entrega: each line's quantity and deposit, no prices; who delivered and who received. */
export async function deliveryNoteDocument(context: DocumentContext, order: DocumentOrder): Promise<string> {
  const units = order.lines.reduce((sum, line) => sum + Number(line.quantity), 0);
  const body = html`${cancelledMark(order)}${clientFacts(order)}
    <table>
      <thead>
        <tr>
          <th>Código</th>
          <th>Producto</th>
          <th>Depósito</th>
          <th class="n">Cantidad</th>
        </tr>
      </thead>
      <tbody>
        ${order.lines.map(
          (line) =>
            html`<tr>
              <td>${line.code}</td>
              <td>${line.name}</td>
              <td>${line.deposit ?? ''}</td>
              <td class="n">${quantity(line.quantity)}</td>
            </tr>`,
        )}
        <tr class="total">
          <td colspan="3">Total de unidades</td>
          <td class="n">${quantity(units)}</td>
        </tr>
      </tbody>
    </table>
    ${observations(order)}
    <div class="signatures">
      <div>Entregado por</div>
      <div>Recibido por</div>
    </div>`;
  return orderPage(context, `Nota de entrega #${order.number_order}`, body);
}

/** The Factura: its number, the sale's number, lines and totals in USD and Bs. */
export async function invoiceDocument(context: DocumentContext, order: DocumentOrder): Promise<string> {
  const body = html`${cancelledMark(order)}
    <div class="subtitle">Venta #${order.number_order}</div>
    ${clientFacts(order)}${pricedLines(order)}${totals(order, false)}${observations(order)}`;
  return orderPage(context, `Factura N° ${order.invoice_number ?? ''}`, body);
}
