/**
 * A client's statement (sales.md, client detail: 'Estado de cuenta'): the client's data, then every
 * movement of their account in date order with a running balance: each sale charged what it was
 * sold for (its total before devolutions; estimates and cancelled sales are not charged), each
 * approved devolution credited on the day it was approved, each payment credited (a refund of a
 * devolution charged back), and each credit note: what an approved devolution moved from a paid
 * sale to the client's 'saldo a favor' (RULES.md, Devolutions; the sales read model keeps it as a
 * negative payment by 'Nota de Crédito', as ClientCreditIssued) is charged back to the account
 * and held as credit, and a payment by 'Nota de Crédito' (ClientCreditUsed) draws on that credit.
 * The final balance
 * owed is what the client's open sales still owe; 'Saldo a favor' is the credit left; their
 * difference is the client's balance as the client's page shows it (RULES.md, Clients).
 */
import { clientRecord, clientTypeLabel, CREDIT_NOTE_METHOD_CODE } from '@bo/domain';
import { DocumentContext, DocumentFile, DocumentRefusal, notFound, PDF } from '../../reports/document-renderer';
import { accountForPage } from '../../reports/pdf/account-for-page';
import { documentPage, html, spanishLongDate, spanishShortDate, usd } from '../../reports/pdf/html';

export const CLIENT_STATEMENT = 'client-statement';

interface ClientRow {
  name: string;
  identification: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  companyName: string | null;
  typeClient: string | null;
}

/** One movement: `charge` raises what is owed, `payment` lowers it; `credit` moves the saldo a favor. */
interface Movement {
  day: string;
  at: string;
  concept: string;
  charge: number;
  payment: number;
  credit: number;
}

const cents = (amount: string | number): number => Math.round(Number(amount) * 100);
/** Movements of the same moment: the sale first, then a devolution, then what was paid or refunded. */
const KIND_ORDER = { sale: 0, devolution: 1, payment: 2 } as const;

async function movements(context: DocumentContext): Promise<Movement[]> {
  const { pool, params } = context;
  const caracasDay = (column: string) => `to_char(${column} at time zone 'America/Caracas', 'YYYY-MM-DD')`;
  const [sales, devolutions, payments] = await Promise.all([
    pool.query<{ number_order: string; day: string; at: string; total: string; returned: string }>(
      `select number_order, date::text as day, created_at as at, total, returned from rm.orders
        where client_id = $1 and order_state not in ('estimate', 'cancel')`,
      [params.id],
    ),
    pool.query<{ number: string; number_order: string; day: string; at: string; amount: string }>(
      `select d.number, o.number_order, ${caracasDay('d.decided_at')} as day, d.decided_at as at,
          d.total_amount as amount
        from rm.devolutions d join rm.orders o on o.id = d.order_id
        where d.client_id = $1 and d.status = 'approved' and o.order_state not in ('estimate', 'cancel')`,
      [params.id],
    ),
    pool.query<{
      number_order: string;
      day: string;
      at: string;
      amount: string;
      method_name: string;
      method_code: string;
      reference: string;
    }>(
      `select o.number_order, to_char(p.date, 'YYYY-MM-DD') as day, p.created_at as at, p.amount, p.method_name,
          p.method_code, p.reference
        from rm.order_payments p join rm.orders o on o.id = p.order_id
        where p.client_id = $1 and o.order_state not in ('estimate', 'cancel')`,
      [params.id],
    ),
  ]);
  const sorted: (Movement & { kind: keyof typeof KIND_ORDER })[] = [
    ...sales.rows.map((sale) => ({
      kind: 'sale' as const,
      day: sale.day,
      at: new Date(sale.at).toISOString(),
      concept: `Venta #${sale.number_order}`,
      // What it was sold for: its devolutions are credited on their own day, below.
      charge: cents(sale.total) + cents(sale.returned),
      payment: 0,
      credit: 0,
    })),
    ...devolutions.rows.map((devolution) => ({
      kind: 'devolution' as const,
      day: devolution.day,
      at: new Date(devolution.at).toISOString(),
      concept: `Devolución #${devolution.number} de la venta #${devolution.number_order}`,
      charge: 0,
      payment: cents(devolution.amount),
      credit: 0,
    })),
    ...payments.rows.map((payment) => {
      const amount = cents(payment.amount);
      const byCredit = payment.method_code === CREDIT_NOTE_METHOD_CODE;
      const reference = payment.reference ? `, ref. ${payment.reference}` : '';
      return {
        kind: 'payment' as const,
        day: payment.day,
        at: new Date(payment.at).toISOString(),
        concept:
          amount >= 0
            ? `Pago venta #${payment.number_order} (${payment.method_name}${reference})`
            : byCredit
              ? `Nota de crédito: devolución de la venta #${payment.number_order} a saldo a favor${reference}`
              : `Reembolso venta #${payment.number_order} (${payment.method_name}${reference})`,
        charge: amount < 0 ? -amount : 0,
        payment: amount > 0 ? amount : 0,
        credit: byCredit ? -amount : 0,
      };
    }),
  ];
  sorted.sort(
    (a, b) => a.day.localeCompare(b.day) || a.at.localeCompare(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
  return sorted;
}

export async function renderClientStatement(context: DocumentContext): Promise<DocumentFile | DocumentRefusal> {
  const { pool, params } = context;
  const { rows } = await pool.query<ClientRow>(
    `select name, identification, email, phone, address, "companyName", "typeClient" from rm.clients where id = $1`,
    [params.id],
  );
  const client = rows[0];
  if (!client) return notFound(clientRecord.messages.notFound);
  const ledger = await movements(context);
  let balance = 0;
  let credit = 0;
  const lines = ledger.map((movement) => {
    balance += movement.charge - movement.payment;
    credit += movement.credit;
    return html`<tr>
      <td>${spanishShortDate(movement.day)}</td>
      <td>${movement.concept}</td>
      <td class="n">${movement.charge ? usd(movement.charge / 100) : ''}</td>
      <td class="n">${movement.payment ? usd(movement.payment / 100) : ''}</td>
      <td class="n">${usd(balance / 100)}</td>
      <td class="n">${usd(credit / 100)}</td>
    </tr>`;
  });
  const body = html`
    <dl class="facts">
      <dt>Cliente</dt>
      <dd>${client.name}</dd>
      <dt>Cédula / RIF</dt>
      <dd>${client.identification}</dd>
      <dt>Correo</dt>
      <dd>${client.email ?? ''}</dd>
      <dt>Teléfono</dt>
      <dd>${client.phone ?? ''}</dd>
      <dt>Empresa</dt>
      <dd>${client.companyName ?? ''}</dd>
      <dt>Tipo de cliente</dt>
      <dd>${clientTypeLabel(client.typeClient)}</dd>
      <dt>Dirección</dt>
      <dd>${client.address ?? ''}</dd>
    </dl>
    <table>
      <thead>
        <tr>
          <th>Fecha</th>
          <th>Concepto</th>
          <th class="n">Cargo</th>
          <th class="n">Abono</th>
          <th class="n">Saldo</th>
          <th class="n">Saldo a favor</th>
        </tr>
      </thead>
      <tbody>
        ${
          ledger.length === 0
            ? html`<tr>
                <td colspan="6" class="muted">Sin movimientos</td>
              </tr>`
            : lines
        }
        <tr class="total">
          <td colspan="4">Saldo adeudado</td>
          <td class="n" colspan="2">${usd(balance / 100)}</td>
        </tr>
        <tr class="total">
          <td colspan="4">Saldo a favor</td>
          <td class="n" colspan="2">${usd(credit / 100)}</td>
        </tr>
        <tr class="total">
          <td colspan="4">Saldo neto (adeudado menos saldo a favor)</td>
          <td class="n" colspan="2">${usd((balance - credit) / 100)}</td>
        </tr>
      </tbody>
    </table>
  `;
  const page = documentPage({
    account: await accountForPage(pool, context.config),
    title: 'Estado de cuenta',
    subtitle: `${client.name}, al ${spanishLongDate(new Date())}`,
    body,
  });
  return {
    fileName: `estado-de-cuenta-${params.id}.pdf`,
    contentType: PDF,
    bytes: await context.pdf.render(page),
  };
}
