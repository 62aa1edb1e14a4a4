/**
 * Why: the 'Libro de Ventas' (issue 33, item 6): report type `sales-book`, params {month}, one
 * row per invoice and credit note of the month in bolivars at each document's rate, with the
 * columns of RULES.md (fiscal documents) and the IGTF collected, totals at the foot.
 */
import { ReportWriter } from '../report-writer';
import { leadingCells, rateCell, TAXED_AMOUNTS, TAXED_COLUMNS, writeFiscalBook } from './fiscal-book.table';
import { FISCAL_BOOK_KINDS } from '@bo/projections';
import { monthParams } from './month.param';

export const salesBookReport: ReportWriter = {
  fileStem: 'libro-de-ventas',
  formats: ['excel', 'pdf'],
  params: monthParams,
  write: (context) =>
    writeFiscalBook(context, {
      sheetName: 'Libro de Ventas',
      title: 'Libro de Ventas',
      kinds: [FISCAL_BOOK_KINDS.invoice, FISCAL_BOOK_KINDS.creditNote],
      columns: [
        { header: 'N°', width: 6, kind: 'count' },
        { header: 'Fecha', width: 12 },
        { header: 'RIF o cédula', width: 16, kind: 'code' },
        { header: 'Nombre o razón social', width: 32 },
        { header: 'N° de factura', width: 12, kind: 'code' },
        { header: 'N° de nota de crédito', width: 12, kind: 'code' },
        { header: 'N° de control', width: 14, kind: 'code' },
        { header: 'Tipo de documento', width: 16 },
        { header: 'Factura afectada', width: 12, kind: 'code' },
        { header: 'Tasa (Bs/USD)', width: 12, kind: 'code' },
        ...TAXED_COLUMNS,
        { header: 'IGTF percibido (Bs)', width: 14, kind: 'bs' },
      ],
      amounts: [...TAXED_AMOUNTS, 'igtf'],
      trailing: 0,
      cells: (line, row) => {
        const creditNote = row.kind === FISCAL_BOOK_KINDS.creditNote;
        return [
          ...leadingCells(line, row),
          creditNote ? null : row.number,
          creditNote ? row.number : null,
          row.control_number,
          creditNote ? 'Nota de crédito' : 'Factura',
          row.affected_invoice,
          rateCell(row),
          ...TAXED_AMOUNTS.map((amount) => row.bs[amount]),
          row.bs.igtf,
        ];
      },
    }),
};
