/**
 * The providers export (purchasing-inventory.md, /providers): the live providers by name with
 * their contact columns and the balance owed to each (what their pending purchases still owe, as
 * a provider's detail computes it).
 */
import { spanishLongDate } from './pdf/html';
import { cursorRows } from './report-cursor';
import { noParams } from './report-params';
import { ReportTable } from './report-table';
import { progressEvery, ReportContext, ReportWriter } from './report-writer';

interface ProviderRow {
  name: string;
  company_name: string | null;
  tax_id: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  website: string | null;
  address: string | null;
  balance: string;
}

export const providersReport: ReportWriter = {
  fileStem: 'proveedores',
  formats: ['excel', 'pdf'],
  params: noParams,
  async write(context: ReportContext) {
    const { rows } = await context.pool.query<{ total: string }>(
      'select count(*) as total from rm.providers where deleted_at is null',
    );
    const table = await ReportTable.open(context, {
      sheetName: 'Proveedores',
      title: 'Listado de proveedores',
      subtitle: `Al ${spanishLongDate(new Date())}`,
      paper: 'letter-landscape',
      columns: [
        { header: 'Nombre', width: 28 },
        { header: 'Empresa', width: 24 },
        { header: 'RIF', width: 14, kind: 'code' },
        { header: 'Correo', width: 26 },
        { header: 'Teléfono', width: 16, kind: 'code' },
        { header: 'Ciudad', width: 14 },
        { header: 'País', width: 12 },
        { header: 'Sitio web', width: 22 },
        { header: 'Dirección', width: 30 },
        { header: 'Saldo adeudado', width: 16, kind: 'usd' },
      ],
    });
    const tick = progressEvery(context, Number(rows[0].total));
    const sql = `select r.name, r.company_name, r.tax_id, r.email, r.phone, r.city, r.country, r.website, r.address,
        coalesce((select sum(s.total - s.iva_withheld - s.total_paid) from rm.shoppings s
          where s.provider_id = r.id and s.status = 'pending'), 0)::numeric(14, 2) as balance
      from rm.providers r where r.deleted_at is null order by r.name, r.id`;
    for await (const provider of cursorRows<ProviderRow>(context.pool, sql, [])) {
      table.row([
        provider.name,
        provider.company_name ?? '',
        provider.tax_id ?? '',
        provider.email ?? '',
        provider.phone ?? '',
        provider.city ?? '',
        provider.country ?? '',
        provider.website ?? '',
        provider.address ?? '',
        Number(provider.balance),
      ]);
      await tick();
    }
    await table.close();
  },
};
