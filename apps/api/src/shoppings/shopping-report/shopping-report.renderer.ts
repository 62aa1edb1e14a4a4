/**
 * A purchase's PDF (purchasing-inventory.md, /shoppings/{id} print link): the account's header,
 * 'Compra #N', the provider, invoice number, dates and status, the lines with their totals, the
 * subtotal, discount and total (docs/rules.md 'Printed amounts add up': each line quantity x its
 * printed cost, the total the printed lines less the discount), the balance owed and the
 * payments, as the detail page shows them.
 */
import { Decimal, payableOf, printedDocument, ShoppingMessages } from '@bo/domain';
import { DocumentContext, DocumentFile, DocumentRefusal, notFound, PDF } from '../../reports/document-renderer';
import { accountForPage } from '../../reports/pdf/account-for-page';
import { bs, documentPage, html, quantity, spanishShortDate, usd } from '../../reports/pdf/html';

export const SHOPPING_REPORT = 'shopping-report';

interface ShoppingRow {
  number_shopping: string;
  provider_name: string;
  contact: string | null;
  company_name: string | null;
  tax_id: string | null;
  email: string | null;
  phone: string | null;
  invoice_number: string;
  date: string;
  due_date: string;
  sub_total: string;
  discount: string;
  total: string;
  total_paid: string;
  /** Issue 33: the IVA withheld ('0.00' when none), not owed to the provider. */
  iva_withheld: string;
  status: 'pending' | 'paid' | 'cancelled';
}

interface LineRow {
  code: string;
  name: string;
  quantity: number;
  cost: string;
  total: string;
}

interface PaymentRow {
  date: string;
  method_name: string;
  amount_usd: string;
  amount_ves: string;
  exchange_rate: string | null;
  reference: string;
}

/** The purchase's status and its badge, in the detail page's words (purchasing-inventory.md). */
const STATUS_LABELS: Record<ShoppingRow['status'], string> = {
  cancelled: 'Cancelada',
  paid: 'Pagada',
  pending: 'Pendiente',
};
const BADGES: Record<ShoppingRow['status'], string> = {
  cancelled: ' COMPRA ANULADA',
  paid: ' COMPRA PAGADA',
  pending: '',
};

export async function renderShoppingReport(context: DocumentContext): Promise<DocumentFile | DocumentRefusal> {
  const { pool, params } = context;
  const { rows } = await pool.query<ShoppingRow>(
    `select s.number_shopping, s.provider_name, p.name as contact, p.company_name, p.tax_id, p.email, p.phone,
        s.invoice_number, s.date::text as date, s.due_date::text as due_date, s.sub_total, s.discount, s.total,
        s.total_paid, s.status, s.iva_withheld::text as iva_withheld
      from rm.shoppings s left join rm.providers p on p.id = s.provider_id where s.id = $1`,
    [params.id],
  );
  const shopping = rows[0];
  if (!shopping) return notFound(ShoppingMessages.notFound);
  const [lines, payments] = await Promise.all([
    pool.query<LineRow>(
      'select code, name, quantity, cost, total from rm.shopping_lines where shopping_id = $1 order by id',
      [params.id],
    ),
    pool.query<PaymentRow>(
      `select date::text as date, method_name, amount_usd, amount_ves, exchange_rate, reference
        from rm.shopping_payments where shopping_id = $1 order by date, id`,
      [params.id],
    ),
  ]);
  // What is owed, as the detail page reads it: total - IVA withheld - paid while pending; nothing once paid or cancelled.
  const owed = shopping.status === 'pending' ? Decimal.max(0, payableOf(shopping).minus(shopping.total_paid)) : 0;
  const provider = shopping.company_name || shopping.contact || shopping.provider_name;
  const printed = printedDocument(
    { lines: lines.rows.map((line) => ({ quantity: line.quantity, price: line.cost })), discount: shopping.discount },
    { code: 'usd' },
  );
  const body = html`
    <dl class="facts">
      <dt>Proveedor</dt>
      <dd>${provider}${shopping.contact && shopping.contact !== provider ? ` (${shopping.contact})` : ''}</dd>
      <dt>RIF</dt>
      <dd>${shopping.tax_id ?? ''}</dd>
      <dt>Correo</dt>
      <dd>${shopping.email ?? ''}</dd>
      <dt>Teléfono</dt>
      <dd>${shopping.phone ?? ''}</dd>
      <dt>Factura</dt>
      <dd>${shopping.invoice_number}</dd>
      <dt>Fecha</dt>
      <dd>${spanishShortDate(shopping.date)}</dd>
      <dt>Vencimiento</dt>
      <dd>${spanishShortDate(shopping.due_date)}</dd>
      <dt>Estado</dt>
      <dd>${STATUS_LABELS[shopping.status]}</dd>
    </dl>
    <table>
      <thead>
        <tr>
          <th>Producto</th>
          <th>Código</th>
          <th class="n">Cantidad</th>
          <th class="n">Precio</th>
          <th class="n">Total</th>
        </tr>
      </thead>
      <tbody>
        ${lines.rows.map(
          (line, index) =>
            html`<tr>
              <td>${line.name}</td>
              <td>${line.code}</td>
              <td class="n">${quantity(line.quantity)}</td>
              <td class="n">${usd(printed.lines[index].unit)}</td>
              <td class="n">${usd(printed.lines[index].amount)}</td>
            </tr>`,
        )}
        ${
          new Decimal(shopping.discount).greaterThan(0)
            ? html`<tr class="total">
                  <td colspan="4">Subtotal</td>
                  <td class="n">${usd(printed.subtotal)}</td>
                </tr>
                <tr>
                  <td colspan="4">Descuento</td>
                  <td class="n">-${usd(printed.discount)}</td>
                </tr>`
            : ''
        }
        <tr class="total">
          <td colspan="4">Total</td>
          <td class="n">${usd(printed.total)}</td>
        </tr>
        <tr class="total">
          <td colspan="4">Saldo pendiente</td>
          <td class="n">${usd(owed)}</td>
        </tr>
      </tbody>
    </table>
    <h2>Pagos</h2>
    ${
      payments.rows.length === 0
        ? html`<p class="muted">No hay pagos registrados</p>`
        : html`<table>
            <thead>
              <tr>
                <th>Fecha</th>
                <th>Método</th>
                <th class="n">Monto USD</th>
                <th class="n">Monto Bs</th>
                <th class="n">Tasa</th>
                <th>Referencia</th>
              </tr>
            </thead>
            <tbody>
              ${payments.rows.map(
                (payment) =>
                  html`<tr>
                    <td>${spanishShortDate(payment.date)}</td>
                    <td>${payment.method_name}</td>
                    <td class="n">${usd(payment.amount_usd)}</td>
                    <td class="n">${bs(payment.amount_ves)}</td>
                    <td class="n">${payment.exchange_rate === null ? '' : bs(payment.exchange_rate)}</td>
                    <td>${payment.reference}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  `;
  const page = documentPage({
    account: await accountForPage(pool, context.config),
    title: `Compra #${shopping.number_shopping}${BADGES[shopping.status]}`,
    subtitle: `Factura ${shopping.invoice_number} del ${spanishShortDate(shopping.date)}`,
    body,
  });
  return {
    fileName: `compra-${shopping.number_shopping}.pdf`,
    contentType: PDF,
    bytes: await context.pdf.render(page),
  };
}
