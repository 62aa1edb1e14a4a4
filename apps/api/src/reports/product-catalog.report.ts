/**
 * The product catalogue (/reports/product-catalog): a letter PDF of the live products grouped by
 * category (by name, those without one last), each with its code, name, brand, first price in
 * dollars and its photo when it has one (read from the uploads folder as a data: URL).
 */
import { promises as fs } from 'fs';
import { FIRST_PRICE } from './catalogue-reads';
import { documentPage, html, Html, logoDataUrl, spanishLongDate, usd } from './pdf/html';
import { cursorRows } from './report-cursor';
import { noParams } from './report-params';
import { accountForPage } from './pdf/account-for-page';
import { openFileStore } from '../infrastructure/storage/open-file-store';
import { progressEvery, ReportContext, ReportWriter } from './report-writer';

interface CatalogRow {
  category: string | null;
  code: string;
  name: string;
  brand: string | null;
  price: string | null;
  photo: string | null;
}

const WITHOUT_CATEGORY = 'Sin categoría';

/** One category's table. */
const categoryTable = (category: string, rows: Html[]) =>
  html`<h2>${category}</h2>
    <table class="catalog">
      <thead>
        <tr>
          <th>Foto</th>
          <th>Código</th>
          <th>Nombre</th>
          <th>Marca</th>
          <th class="n">Precio USD</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>`;

export const productCatalogReport: ReportWriter = {
  fileStem: 'catalogo-de-productos',
  formats: ['pdf'],
  params: noParams,
  async write(context: ReportContext) {
    const { pool, config } = context;
    const account = await accountForPage(pool, config);
    const files = openFileStore(config, pool);
    const { rows: counted } = await pool.query<{ total: string }>(
      'select count(*) as total from rm.products where deleted_at is null',
    );
    const tick = progressEvery(context, Number(counted[0].total), 100);
    const sql = `select c.name as category, p.code, p.name, b.name as brand, ${FIRST_PRICE} as price, p.photo
      from rm.products p
      left join rm.brands b on b.id = p.brand_id
      left join rm.product_categories c on c.id = p.product_category_id and c.deleted_at is null
      where p.deleted_at is null
      order by c.name nulls last, p.name, p.id`;
    const tables: Html[] = [];
    let category: string | null = null;
    let rows: Html[] = [];
    for await (const product of cursorRows<CatalogRow>(pool, sql, [], 100)) {
      const name = product.category ?? WITHOUT_CATEGORY;
      if (name !== category) {
        if (category !== null) tables.push(categoryTable(category, rows));
        [category, rows] = [name, []];
      }
      const photo = await logoDataUrl(product.photo, files);
      rows.push(
        html`<tr>
          <td class="photo">${photo ? html`<img src="${photo}" alt="" />` : ''}</td>
          <td>${product.code}</td>
          <td>${product.name}</td>
          <td>${product.brand ?? ''}</td>
          <td class="n">${product.price === null ? '' : usd(product.price)}</td>
        </tr>`,
      );
      await tick();
    }
    if (category !== null) tables.push(categoryTable(category, rows));
    const body = html`<style>
        h2 {
          font-size: 12px;
          margin: 12px 0 2px;
        }
        td.photo {
          width: 64px;
        }
        td.photo img {
          max-width: 60px;
          max-height: 60px;
        }
      </style>
      ${tables.length ? tables : html`<p>No hay productos en el catálogo.</p>`}`;
    const page = documentPage({
      account,
      title: 'Catálogo de productos',
      subtitle: `Al ${spanishLongDate(new Date())}`,
      body,
    });
    await fs.writeFile(context.file, await context.pdf.render(page, { paper: 'letter' }));
  },
};
