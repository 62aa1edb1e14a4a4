/**
 * Issue 33: the fiscal invoice ('Factura') and credit note ('Nota de crédito') as the 'documents'
 * queue prints them: the account's name, RIF and address (the page header), the client's RIF or
 * identification, the invoice and control numbers (and, for a credit note, the invoice it
 * corrects), each line with its IVA code and base, the bases and IVA per rate, the exempt base,
 * the IGTF collected, and the totals in dollars and in bolivars at the document's own rate.
 * The document's facts come in the job's `print` param (fiscal-print.ts); the sale's number and
 * the client's address from the read model.
 */
import { Decimal, IVA_LABELS, IvaCode, toBolivars } from '@bo/domain';
import type { DocumentRenderer } from '../../reports/document-renderer';
import { notFound, PDF } from '../../reports/document-renderer';
import { bs, html, Html, quantity, spanishLongDate, usd } from '../../reports/pdf/html';
import { documentOrder } from '../../orders/order-documents/order-document.reader';
import { documentStyle } from '../../orders/order-documents/order-document-parts';
import { orderPage } from '../../orders/order-documents/order-letter-documents';
import type { FiscalPrint } from './fiscal-print';

export const FISCAL_DOCUMENTS = { invoice: 'fiscal-invoice', creditNote: 'fiscal-credit-note' } as const;

/** Dollars at the document's rate, half up to the cent. */
const rateLabel = (code: string, rate: string) => `${code} ${new Decimal(rate).toString().replace('.', ',')} %`;

const row = (label: string, dollars: string, rate: string): Html =>
  html`<tr>
    <td>${label}</td>
    <td class="n">${usd(dollars)}</td>
    <td class="n">${bs(toBolivars(dollars, rate))}</td>
  </tr>`;

function body(print: FiscalPrint, sale: { number: string; address: string | null }): Html {
  const rate = print.exchange_rate;
  return html`${documentStyle()}
    <dl class="facts">
      <dt>${print.kind === 'invoice' ? 'Factura N°' : 'Nota de crédito N°'}</dt>
      <dd>${print.number}</dd>
      <dt>N° de control</dt>
      <dd>${print.control_number}</dd>
      ${
        print.corrects
          ? html`<dt>Factura afectada</dt>
              <dd>N° ${print.corrects.invoice_number}, control ${print.corrects.control_number}</dd>`
          : ''
      }
      <dt>Fecha de emisión</dt>
      <dd>${spanishLongDate(print.date)}</dd>
      <dt>Cliente</dt>
      <dd>${print.client_name}</dd>
      <dt>RIF / C.I.</dt>
      <dd>${print.client_identification}</dd>
      <dt>Dirección</dt>
      <dd>${sale.address ?? ''}</dd>
      <dt>Venta</dt>
      <dd>#${sale.number}</dd>
    </dl>
    <table>
      <thead>
        <tr>
          <th>Código</th>
          <th>Producto</th>
          <th>Alícuota</th>
          <th class="n">Cantidad</th>
          <th class="n">Precio unitario</th>
          <th class="n">Base imponible</th>
        </tr>
      </thead>
      <tbody>
        ${print.lines.map(
          (line) =>
            html`<tr>
              <td>${line.code}</td>
              <td>${line.name}</td>
              <td>${line.iva} (${IVA_LABELS[line.iva as IvaCode] ?? line.iva})</td>
              <td class="n">${quantity(line.quantity)}</td>
              <td class="n">${usd(line.price)}</td>
              <td class="n">${usd(line.base)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <table class="totals">
      <thead>
        <tr>
          <th></th>
          <th class="n">USD</th>
          <th class="n">Bs</th>
        </tr>
      </thead>
      <tbody>
        ${print.taxes.map(
          (tax) =>
            html`${row(`Base imponible ${rateLabel(tax.code, tax.rate)}`, tax.base, rate)}${row(
              `IVA ${rateLabel(tax.code, tax.rate)}`,
              tax.amount,
              rate,
            )}`,
        )}
        ${row('Exento', print.exempt, rate)} ${row('Total IVA', print.tax_total, rate)}
        <tr class="total">
          <td>Total</td>
          <td class="n">${usd(print.total)}</td>
          <td class="n">${bs(toBolivars(print.total, rate))}</td>
        </tr>
        ${new Decimal(print.igtf).greaterThan(0) ? row('IGTF percibido', print.igtf, rate) : ''}
      </tbody>
    </table>
    <div class="notes">Tasa de cambio: ${bs(rate)} por dólar</div>`;
}

const fiscalDocument =
  (title: (print: FiscalPrint) => string, file: (print: FiscalPrint) => string): DocumentRenderer =>
  async (context) => {
    const order = await documentOrder(context.pool, String(context.params.id ?? ''));
    if (!order || !context.params.print) return notFound('La venta no existe');
    const print = JSON.parse(context.params.print) as FiscalPrint;
    const page = await orderPage(
      context,
      title(print),
      body(print, { number: order.number_order, address: order.client.address }),
    );
    return { fileName: file(print), contentType: PDF, bytes: await context.pdf.render(page, { paper: 'letter' }) };
  };

export const FISCAL_DOCUMENT_RENDERERS: Record<string, DocumentRenderer> = {
  [FISCAL_DOCUMENTS.invoice]: fiscalDocument(
    (print) => `Factura N° ${print.number}`,
    (print) => `factura-${print.number}.pdf`,
  ),
  [FISCAL_DOCUMENTS.creditNote]: fiscalDocument(
    (print) => `Nota de crédito N° ${print.number}`,
    (print) => `nota-de-credito-${print.number}.pdf`,
  ),
};
