/**
 * Why: the 'Libro de Compras' (issue 33, item 6): report type `purchases-book`, params {month},
 * one row per purchase of the month registered under a regime (with the provider's control
 * number; cancelled ones left out), in bolivars at each purchase's rate, with the IVA withheld and
 * its voucher, totals at the foot.
 */
import { ReportWriter } from '../report-writer';
import { leadingCells, rateCell, TAXED_AMOUNTS, TAXED_COLUMNS, writeFiscalBook } from './fiscal-book.table';
import { FISCAL_BOOK_KINDS } from '@bo/projections';
import { monthParams } from './month.param';

export const purchasesBookReport: ReportWriter = {
  fileStem: 'libro-de-compras',
  formats: ['excel', 'pdf'],
  params: monthParams,
  write: (context) =>
    writeFiscalBook(context, {
      sheetName: 'Libro de Compras',
      title: 'Libro de Compras',
      kinds: [FISCAL_BOOK_KINDS.purchase],
      columns: [
        { header: 'N°', width: 6, kind: 'count' },
        { header: 'Fecha', width: 12 },
        { header: 'RIF del proveedor', width: 16, kind: 'code' },
        { header: 'Nombre o razón social', width: 32 },
        { header: 'N° de factura', width: 14, kind: 'code' },
        { header: 'N° de control', width: 14, kind: 'code' },
        { header: 'Tipo de documento', width: 12 },
        { header: 'Tasa (Bs/USD)', width: 12, kind: 'code' },
        ...TAXED_COLUMNS,
        { header: 'IVA retenido (Bs)', width: 14, kind: 'bs' },
        { header: 'N° de comprobante', width: 18, kind: 'code' },
      ],
      amounts: [...TAXED_AMOUNTS, 'iva_withheld'],
      trailing: 1,
      cells: (line, row) => [
        ...leadingCells(line, row),
        row.number,
        row.control_number,
        'Factura',
        rateCell(row),
        ...TAXED_AMOUNTS.map((amount) => row.bs[amount]),
        row.bs.iva_withheld,
        row.withholding_voucher,
      ],
    }),
};
