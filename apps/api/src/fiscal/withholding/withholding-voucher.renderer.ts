/**
 * The IVA withholding voucher (issue 33, RULES.md fiscal documents: 'Comprobante de retención de
 * IVA'): what a special taxpayer hands its provider for a purchase it withheld IVA from. It names
 * the account (the agent) and the provider with their RIFs, the voucher number and date, the
 * provider's invoice and control numbers, and the amounts (total with IVA, base, IVA per rate, the
 * % and the IVA withheld) in dollars and in bolivars at the purchase's own rate. A purchase that
 * withheld nothing has no voucher: 404.
 */
import { Decimal, IVA_LABELS, TaxLine, toBolivars } from '@bo/domain';
import { DocumentContext, DocumentFile, DocumentRefusal, notFound, PDF } from '../../reports/document-renderer';
import { accountForPage } from '../../reports/pdf/account-for-page';
import { bs, documentPage, html, spanishShortDate, usd } from '../../reports/pdf/html';

export const WITHHOLDING_VOUCHER = 'withholding-voucher';
export const NO_WITHHOLDING = 'La compra no tiene retención de IVA';

interface VoucherRow {
  number_shopping: string;
  provider_name: string;
  company_name: string | null;
  tax_id: string | null;
  invoice_number: string;
  control_number: string | null;
  date: string;
  exchange_rate: string | null;
  total: string;
  exempt: string;
  taxes: TaxLine[];
  tax_total: string;
  withholding_rate: number;
  iva_withheld: string;
  withholding_voucher: string;
}

/** Bolivars of a dollar amount at the purchase's rate, 2 decimals half up (RULES.md: Bolivars). */
const inBolivars = (amount: Decimal.Value, rate: string | null): string =>
  rate === null ? '' : bs(toBolivars(amount, rate));

export async function renderWithholdingVoucher(context: DocumentContext): Promise<DocumentFile | DocumentRefusal> {
  const { pool, params } = context;
  const { rows } = await pool.query<VoucherRow>(
    `select s.number_shopping, s.provider_name, p.company_name, p.tax_id, s.invoice_number, s.control_number,
        s.date::text as date, s.exchange_rate::text as exchange_rate, s.total::text as total,
        s.exempt::text as exempt, s.taxes, s.tax_total::text as tax_total, s.withholding_rate,
        s.iva_withheld::text as iva_withheld, s.withholding_voucher
      from rm.shoppings s left join rm.providers p on p.id = s.provider_id
      where s.id = $1 and s.withholding_voucher is not null`,
    [params.id],
  );
  const voucher = rows[0];
  if (!voucher) return notFound(NO_WITHHOLDING);
  const account = await accountForPage(pool, context.config);
  const rate = voucher.exchange_rate;
  const base = voucher.taxes.reduce((sum, tax) => sum.plus(tax.base), new Decimal(voucher.exempt));
  const amountRow = (label: string, amount: Decimal.Value) =>
    html`<tr>
      <td>${label}</td>
      <td class="n">${usd(amount)}</td>
      <td class="n">${inBolivars(amount, rate)}</td>
    </tr>`;
  const body = html`
    <dl class="facts">
      <dt>Agente de retención</dt>
      <dd>${account.name}</dd>
      <dt>RIF del agente</dt>
      <dd>${account.identification}</dd>
      <dt>Proveedor</dt>
      <dd>${voucher.company_name || voucher.provider_name}</dd>
      <dt>RIF del proveedor</dt>
      <dd>${voucher.tax_id ?? ''}</dd>
      <dt>Comprobante N°</dt>
      <dd>${voucher.withholding_voucher}</dd>
      <dt>Fecha</dt>
      <dd>${spanishShortDate(voucher.date)}</dd>
      <dt>Factura N°</dt>
      <dd>${voucher.invoice_number}</dd>
      <dt>N° de control</dt>
      <dd>${voucher.control_number ?? ''}</dd>
      <dt>Tasa</dt>
      <dd>${rate === null ? 'Sin tasa registrada' : `${bs(rate)} Bs por USD`}</dd>
    </dl>
    <table>
      <thead>
        <tr>
          <th>Concepto</th>
          <th class="n">USD</th>
          <th class="n">Bs</th>
        </tr>
      </thead>
      <tbody>
        ${amountRow('Total de la compra con IVA', voucher.total)} ${amountRow('Base imponible', base)}
        ${new Decimal(voucher.exempt).gt(0) ? amountRow('Exento', voucher.exempt) : ''}
        ${voucher.taxes.map((tax) => amountRow(`IVA ${IVA_LABELS[tax.code]} sobre ${usd(tax.base)}`, tax.amount))}
        ${amountRow('IVA total', voucher.tax_total)}
        <tr class="total">
          <td>IVA retenido (${voucher.withholding_rate} %)</td>
          <td class="n">${usd(voucher.iva_withheld)}</td>
          <td class="n">${inBolivars(voucher.iva_withheld, rate)}</td>
        </tr>
      </tbody>
    </table>
  `;
  const page = documentPage({
    account,
    title: 'Comprobante de retención de IVA',
    subtitle: `N° ${voucher.withholding_voucher} · Compra #${voucher.number_shopping}`,
    body,
  });
  return {
    fileName: `retencion-${voucher.withholding_voucher}.pdf`,
    contentType: PDF,
    bytes: await context.pdf.render(page),
  };
}
