/**
 * A report's table in Excel: the account's header rows, the rows with their number formats, a
 * section under an empty row and its bold title; and the cells as the PDF writes them.
 */
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import type { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import type { PdfBrowser } from './pdf/pdf-browser';
import { cellText, ReportTable } from './report-table';
import type { ReportContext } from './report-writer';

const account = { name: 'Repuestos El Tigre', identification: 'J-12345678-9', address: 'Valencia', logo: null };

describe('a report table', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'table-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes the header, the rows and a section to the sheet', async () => {
    const file = path.join(folder, 'table.xlsx');
    const context: ReportContext = {
      pool: { query: async () => ({ rows: [account] }) } as unknown as Pool,
      config: { uploadsDir: folder } as AppConfig,
      file,
      format: 'excel',
      params: {},
      pdf: {} as PdfBrowser,
      progress: async () => undefined,
    };
    const table = await ReportTable.open(context, {
      sheetName: 'Prueba',
      title: 'Reporte de prueba',
      subtitle: 'Del 25 de noviembre de 2026',
      columns: [
        { header: 'Código', width: 10 },
        { header: 'Cantidad', width: 10, kind: 'quantity' },
        { header: 'Total', width: 10, kind: 'usd' },
      ],
    });
    table.row(['FIL-100', 3, 37.5]);
    table.row(['Total', 3, 37.5], { bold: true });
    table.section('Pagos', [
      { header: 'Método', width: 10 },
      { header: 'Pagos', width: 10, kind: 'count' },
      { header: 'Monto Bs', width: 10, kind: 'bs' },
    ]);
    table.row(['Efectivo', 1, 365]);
    await table.close();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(sheet.name).toBe('Prueba');
    expect([1, 2, 3, 4, 5].map((row) => values(row)[0])).toEqual([
      'Repuestos El Tigre',
      'RIF: J-12345678-9',
      'Dirección: Valencia',
      'Reporte de prueba',
      'Del 25 de noviembre de 2026',
    ]);
    expect(values(7)).toEqual(['Código', 'Cantidad', 'Total']);
    expect(values(8)).toEqual(['FIL-100', 3, 37.5]);
    expect(sheet.getCell('C8').numFmt).toBe('#,##0.00');
    expect(sheet.getRow(9).font?.bold).toBe(true);
    expect(values(10)).toEqual([]);
    expect(values(11)).toEqual(['Pagos']);
    expect(sheet.getRow(11).font?.bold).toBe(true);
    expect(values(12)).toEqual(['Método', 'Pagos', 'Monto Bs']);
    expect(values(13)).toEqual(['Efectivo', 1, 365]);
  });

  it('writes the PDF’s cells as the spec writes amounts', () => {
    expect(cellText(1234.5, 'usd')).toBe('$1,234.50');
    expect(cellText(1234.5, 'bs')).toBe('Bs 1.234,50');
    expect(cellText(1250, 'quantity')).toBe('1.250');
    expect(cellText(7, 'count')).toBe('7');
    expect(cellText('Total', 'usd')).toBe('Total');
    expect(cellText(null, 'usd')).toBe('');
  });
});
