/** The price list as a report job: the 80 mm roll of price-list.page.ts, kept as a file. */
import { promises as fs } from 'fs';
import { priceListPage } from './price-list.page';
import { noParams } from './report-params';
import { ReportContext, ReportWriter } from './report-writer';

export const priceListReport: ReportWriter = {
  fileStem: 'lista-de-precios',
  formats: ['pdf'],
  params: noParams,
  async write(context: ReportContext) {
    const page = await priceListPage(context.pool, context.config);
    await context.progress(0.5);
    await fs.writeFile(context.file, await context.pdf.render(page, { paper: 'ticket' }));
  },
};
