/** The price list as a document (GET /api/products/thermical): the same roll, answered inline. */
import { DocumentRenderer, PDF } from './document-renderer';
import { priceListPage } from './price-list.page';

export const priceListDocument: DocumentRenderer = async ({ pool, config, pdf }) => ({
  fileName: 'lista-de-precios.pdf',
  contentType: PDF,
  bytes: await pdf.render(await priceListPage(pool, config), { paper: 'ticket' }),
});
