/**
 * The price list on the 80 mm roll (the /reports page's print button, /products/thermical): every
 * live product by name with its code, its first price in dollars and in bolivars at the current
 * rate. One builder for the report job and the document the popup opens.
 */
import { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import { currentRate, FIRST_PRICE, inBolivars } from './catalogue-reads';
import { bs, documentPage, html, Html, spanishDateTime, usd } from './pdf/html';
import { cursorRows } from './report-cursor';
import { accountForPage } from './pdf/account-for-page';

interface PriceRow {
  code: string;
  name: string;
  price: string | null;
}

export async function priceListPage(pool: Pool, config: AppConfig): Promise<string> {
  const [account, rate] = await Promise.all([accountForPage(pool, config), currentRate(pool)]);
  const rows: Html[] = [];
  const sql = `select p.code, p.name, ${FIRST_PRICE} as price from rm.products p
    where p.deleted_at is null order by p.name, p.id`;
  for await (const product of cursorRows<PriceRow>(pool, sql, [])) {
    const price = product.price === null ? null : Number(product.price);
    rows.push(
      html`<tr>
          <td colspan="2">${product.code} ${product.name}</td>
        </tr>
        <tr>
          <td class="n">${price === null ? '' : usd(price)}</td>
          <td class="n">${price === null || rate === null ? '' : bs(inBolivars(product.price!, rate))}</td>
        </tr>`,
    );
  }
  return documentPage({
    account,
    title: 'Lista de precios',
    subtitle: `${spanishDateTime(new Date())}${rate === null ? '' : ` · Tasa ${bs(rate)}`}`,
    paper: 'ticket',
    body: html`<table>
      <thead>
        <tr>
          <th class="n">USD</th>
          <th class="n">Bs</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>`,
  });
}
