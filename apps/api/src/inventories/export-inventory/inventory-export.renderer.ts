/**
 * One inventory's export (purchasing-inventory.md, /inventories/{id}: 'Exportar Excel' and
 * 'Exportar PDF'): 'Inventario del {date}', its type, status and user, its lines (Código,
 * Producto, Depósito, Cantidad) and their total quantity.
 */
import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { InventoryMessages } from '@bo/domain';
import { DocumentContext, DocumentFile, DocumentRefusal, notFound, PDF, XLSX } from '../../reports/document-renderer';
import { accountForPage } from '../../reports/pdf/account-for-page';
import { documentPage, html, quantity, spanishLongDate } from '../../reports/pdf/html';
import { ReportSheet } from '../../reports/report-sheet';

export const INVENTORY_EXPORT = 'inventory-export';

/** The inventory's type and status as the screens name them. */
export const INVENTORY_TYPE_LABELS: Record<string, string> = { add: 'Entrada', return: 'Salida' };
export const INVENTORY_STATUS_LABELS: Record<string, string> = { request: 'Solicitud', process: 'Procesado' };

interface InventoryRow {
  id: string;
  type: string;
  status: string;
  created_at: string;
  user_name: string | null;
  deleted_at: string | null;
}

interface LineRow {
  code: string | null;
  name: string | null;
  deposit: string | null;
  quantity: number;
}

export async function renderInventoryExport(context: DocumentContext): Promise<DocumentFile | DocumentRefusal> {
  const { pool, params } = context;
  const { rows } = await pool.query<InventoryRow>(
    `select i.id, i.type, i.status, i.created_at, i.deleted_at, trim(u.first_name || ' ' || u.last_name) as user_name
      from rm.inventories i left join rm.users u on u.id = i.user_id where i.id = $1`,
    [params.id],
  );
  const inventory = rows[0];
  if (!inventory) return notFound(InventoryMessages.notFound);
  const lines = (
    await pool.query<LineRow>(
      `select p.code, p.name, d.name as deposit, l.quantity from rm.inventory_lines l
        left join rm.products p on p.id = l.product_id left join rm.deposits d on d.id = l.deposit_id
        where l.inventory_id = $1 order by l.id`,
      [params.id],
    )
  ).rows;
  const total = lines.reduce((sum, line) => sum + Number(line.quantity), 0);
  const title = `Inventario del ${spanishLongDate(new Date(inventory.created_at))}`;
  const facts = {
    type: INVENTORY_TYPE_LABELS[inventory.type] ?? inventory.type,
    status: `${INVENTORY_STATUS_LABELS[inventory.status] ?? inventory.status}${inventory.deleted_at ? ' (eliminado)' : ''}`,
    user: inventory.user_name ?? '',
  };
  const stem = `inventario-${inventory.id}`;
  if (params.format === 'excel') return { fileName: `${stem}.xlsx`, contentType: XLSX, bytes: await excel() };
  return { fileName: `${stem}.pdf`, contentType: PDF, bytes: await pdf() };

  async function excel(): Promise<Buffer> {
    const file = path.join(os.tmpdir(), `${stem}-${process.pid}-${Date.now()}.xlsx`);
    try {
      const sheet = new ReportSheet(file, 'Inventario', [
        { header: 'Código', width: 16 },
        { header: 'Producto', width: 36 },
        { header: 'Depósito', width: 22 },
        { header: 'Cantidad', width: 12 },
      ]);
      sheet.header(
        await accountForPage(pool, context.config),
        title,
        `Tipo: ${facts.type} · Estado: ${facts.status} · Usuario: ${facts.user}`,
      );
      for (const line of lines)
        sheet.row([line.code ?? '', line.name ?? '', line.deposit ?? '', Number(line.quantity)]);
      sheet.row(['Total', null, null, total], { bold: true });
      await sheet.close();
      return await fs.readFile(file);
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  async function pdf(): Promise<Buffer> {
    const body = html`
      <dl class="facts">
        <dt>Tipo</dt>
        <dd>${facts.type}</dd>
        <dt>Estado</dt>
        <dd>${facts.status}</dd>
        <dt>Usuario</dt>
        <dd>${facts.user}</dd>
      </dl>
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
          ${
            lines.length === 0
              ? html`<tr>
                  <td colspan="4" class="muted">No hay productos registrados</td>
                </tr>`
              : lines.map(
                  (line) =>
                    html`<tr>
                      <td>${line.code ?? ''}</td>
                      <td>${line.name ?? ''}</td>
                      <td>${line.deposit ?? ''}</td>
                      <td class="n">${quantity(line.quantity)}</td>
                    </tr>`,
                )
          }
          <tr class="total">
            <td colspan="3">Total</td>
            <td class="n">${quantity(total)}</td>
          </tr>
        </tbody>
      </table>
    `;
    return context.pdf.render(documentPage({ account: await accountForPage(pool, context.config), title, body }));
  }
}
