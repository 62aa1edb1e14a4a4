/**
 * The clients export (sales.md, Clients list): the live clients by name with the list's columns
 * (name, alias or id number, email, client type, company, address, amount owed, phone), in
 * Excel or as a landscape PDF.
 */
import { clientTypeLabel } from '@bo/domain';
import { cursorRows } from './report-cursor';
import { noParams } from './report-params';
import { spanishLongDate } from './pdf/html';
import { ReportTable } from './report-table';
import { progressEvery, ReportContext, ReportWriter } from './report-writer';

interface ClientRow {
  name: string;
  identification: string;
  email: string | null;
  typeClient: string | null;
  companyName: string | null;
  address: string | null;
  balance: string;
  phone: string | null;
}

export const clientsReport: ReportWriter = {
  fileStem: 'clientes',
  formats: ['excel', 'pdf'],
  params: noParams,
  async write(context: ReportContext) {
    const { rows } = await context.pool.query<{ total: string }>(
      'select count(*) as total from rm.clients where deleted_at is null',
    );
    const count = Number(rows[0].total);
    const table = await ReportTable.open(context, {
      sheetName: 'Clientes',
      title: 'Listado de clientes',
      subtitle: `Al ${spanishLongDate(new Date())}`,
      paper: 'letter-landscape',
      columns: [
        { header: 'Nombre', width: 32 },
        { header: 'Alias / Cédula', width: 18, kind: 'code' },
        { header: 'Correo', width: 28 },
        { header: 'Tipo de cliente', width: 16 },
        { header: 'Empresa', width: 24 },
        { header: 'Dirección', width: 32 },
        { header: 'Monto adeudado', width: 16, kind: 'usd' },
        { header: 'Teléfono', width: 16, kind: 'code' },
      ],
    });
    const tick = progressEvery(context, count);
    const sql = `select c.name, c.identification, c.email, c."typeClient", c."companyName", c.address, c.phone,
        coalesce(b.balance, 0) as balance
      from rm.clients c left join rm.client_balances b on b.client_id = c.id
      where c.deleted_at is null order by c.name, c.id`;
    for await (const client of cursorRows<ClientRow>(context.pool, sql, [])) {
      table.row([
        client.name,
        client.identification,
        client.email ?? '',
        clientTypeLabel(client.typeClient),
        client.companyName ?? '',
        client.address ?? '',
        Number(client.balance),
        client.phone ?? '',
      ]);
      await tick();
    }
    await table.close();
  },
};
