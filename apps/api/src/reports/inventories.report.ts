/**
 * The inventories export (purchasing-inventory.md, /inventories export links: format excel or pdf,
 * type add or return): every live inventory of that type, newest first, with the list's columns
 * (date, user, quantity, type, status); the Excel file lists each one's lines under it.
 */
import { promises as fs } from 'fs';
import { z } from 'zod';
import { choice } from '@bo/domain';
import {
  INVENTORY_STATUS_LABELS,
  INVENTORY_TYPE_LABELS,
} from '../inventories/export-inventory/inventory-export.renderer';
import { accountForPage } from './pdf/account-for-page';
import { documentPage, html, Html, quantity, spanishDateTime24, spanishLongDate } from './pdf/html';
import { cursorRows } from './report-cursor';
import { ReportSheet } from './report-sheet';
import { progressEvery, ReportContext, ReportWriter } from './report-writer';

export const inventoriesParams = z.object({ type: choice('El tipo', ['add', 'return'] as const, 'add') });
export type InventoriesParams = z.infer<typeof inventoriesParams>;

interface InventoryRow {
  id: string;
  created_at: string;
  user_name: string | null;
  quantity: number;
  type: string;
  status: string;
  lines: { code: string | null; name: string | null; deposit: string | null; quantity: number }[] | null;
}

export const inventoriesReport: ReportWriter = {
  fileStem: 'inventarios',
  formats: ['excel', 'pdf'],
  params: inventoriesParams,
  async write(context: ReportContext) {
    const params = context.params as InventoriesParams;
    const excel = context.format === 'excel';
    const { rows } = await context.pool.query<{ total: string }>(
      'select count(*) as total from rm.inventories where type = $1 and deleted_at is null',
      [params.type],
    );
    const count = Number(rows[0].total);
    const title = params.type === 'add' ? 'Inventarios: entradas' : 'Inventarios: salidas';
    const today = `Al ${spanishLongDate(new Date())}`;
    const lines = excel
      ? `(select json_agg(json_build_object('code', p.code, 'name', p.name, 'deposit', d.name, 'quantity', l.quantity)
           order by l.id) from rm.inventory_lines l left join rm.products p on p.id = l.product_id
           left join rm.deposits d on d.id = l.deposit_id where l.inventory_id = i.id)`
      : 'null';
    const sql = `select i.id, i.created_at, trim(u.first_name || ' ' || u.last_name) as user_name, i.quantity, i.type,
        i.status, ${lines} as lines
      from rm.inventories i left join rm.users u on u.id = i.user_id
      where i.type = $1 and i.deleted_at is null order by i.created_at desc, i.id desc`;
    const inventories = cursorRows<InventoryRow>(context.pool, sql, [params.type]);
    const tick = progressEvery(context, count);
    const columns = (inventory: InventoryRow) => [
      spanishDateTime24(new Date(inventory.created_at)),
      inventory.user_name ?? '',
      Number(inventory.quantity),
      INVENTORY_TYPE_LABELS[inventory.type] ?? inventory.type,
      INVENTORY_STATUS_LABELS[inventory.status] ?? inventory.status,
    ];
    let total = 0;

    if (excel) {
      const sheet = new ReportSheet(context.file, 'Inventarios', [
        { header: 'Fecha', width: 22 },
        { header: 'Usuario', width: 26 },
        { header: 'Cantidad', width: 12 },
        { header: 'Tipo', width: 12 },
        { header: 'Estado', width: 14 },
      ]);
      sheet.header(await accountForPage(context.pool, context.config), title, today);
      for await (const inventory of inventories) {
        total += Number(inventory.quantity);
        sheet.row(columns(inventory), { bold: true });
        for (const line of inventory.lines ?? [])
          sheet.row([line.code ?? '', line.name ?? '', Number(line.quantity), line.deposit ?? '', null]);
        await tick();
      }
      sheet.row(['Total', `${count} inventarios`, total, null, null], { bold: true });
      await sheet.close();
      return;
    }

    const tableRows: Html[] = [];
    for await (const inventory of inventories) {
      total += Number(inventory.quantity);
      const [date, user, units, type, status] = columns(inventory);
      tableRows.push(
        html`<tr>
          <td>${date}</td>
          <td>${user}</td>
          <td class="n">${quantity(units)}</td>
          <td>${type}</td>
          <td>${status}</td>
        </tr>`,
      );
      await tick();
    }
    const body = html`<table>
      <thead>
        <tr>
          <th>Fecha</th>
          <th>Usuario</th>
          <th class="n">Cantidad</th>
          <th>Tipo</th>
          <th>Estado</th>
        </tr>
      </thead>
      <tbody>
        ${
          tableRows.length === 0
            ? html`<tr>
                <td colspan="5" class="muted">No hay registros de inventario disponibles</td>
              </tr>`
            : tableRows
        }
        <tr class="total">
          <td colspan="2">Total (${count} inventarios)</td>
          <td class="n">${quantity(total)}</td>
          <td colspan="2"></td>
        </tr>
      </tbody>
    </table>`;
    const page = documentPage({
      account: await accountForPage(context.pool, context.config),
      title,
      subtitle: today,
      body,
    });
    await fs.writeFile(context.file, await context.pdf.render(page));
  },
};
