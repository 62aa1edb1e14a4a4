/**
 * Why this exists: the account's logo in a report's Excel header goes through sheet-picture.ts,
 * which teaches exceljs's streaming writer a picture it does not support itself; these specs read
 * the file back (exceljs's reader, the zip's parts) to show the picture is where Excel looks for
 * it, and that a logo Excel cannot show, or none, leaves a readable sheet without it.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { mkdtempSync, promises as fs, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { ReportSheet } from './report-sheet';
import { fitted, imageSize, pictureOf } from './sheet-picture';

/** A real 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** A PNG's header claiming 280 × 112 px (only the header is read for the size). */
const WIDE_PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from([0, 0, 1, 24, 0, 0, 0, 112]),
  Buffer.alloc(8),
]);
/** A GIF's header of 3 × 2 px. */
const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.from([3, 0, 2, 0]), Buffer.alloc(4)]);
/** A JPEG's start: SOI, an APP0 segment, then a baseline frame of 640 × 480 px. */
const JPEG = Buffer.from(
  'ffd8' +
    'ffe0' +
    '0010' +
    '4a46494600010100000100010000' +
    'ffc0' +
    '0011' +
    '08' +
    '01e0' +
    '0280' +
    '03' +
    '00'.repeat(9),
  'hex',
);

const account = (logo: string | null) => ({
  name: 'Repuestos El Tigre',
  identification: 'J-12345678-9',
  address: 'Valencia',
  logo,
});

const COLUMNS = [
  { header: 'Número', width: 10 },
  { header: 'Cliente', width: 32 },
  { header: 'Total USD', width: 14 },
  { header: 'Pagado', width: 14 },
];

describe('the logo in a report’s Excel header', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'sheet-picture-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Writes a small sheet headed by an account with `logo`: the file. */
  const written = async (name: string, logo: string | null) => {
    const file = path.join(folder, name);
    const sheet = new ReportSheet(file, 'Ventas', COLUMNS);
    sheet.header(account(logo), 'Reporte de ventas', 'Desde 01/11/2026 hasta 25/11/2026');
    for (let number = 1; number <= 3; number += 1) sheet.row([number, 'Ana Rojas', 12.5, 0]);
    await sheet.close();
    return file;
  };
  const read = async (file: string) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    return workbook;
  };

  it('given an account with a PNG logo, when the sheet is written, then it holds the logo at the right of the header rows', async () => {
    const file = await written('logo.xlsx', `data:image/png;base64,${WIDE_PNG.toString('base64')}`);
    const workbook = await read(file);
    const sheet = workbook.worksheets[0];
    const images = sheet.getImages();
    expect(images).toHaveLength(1);
    // 280 × 112 fitted in the PDF header's 140 × 56 box; its right edge on the last column's (D:
    // 14 characters, 103 px), so it starts in C (103 px) 66 px in.
    const range = images[0].range as unknown as {
      tl: { nativeCol: number; nativeRow: number; nativeColOff: number };
      ext: { width: number; height: number };
    };
    expect(range.tl).toMatchObject({ nativeCol: 2, nativeRow: 0, nativeColOff: 66 * 9525 });
    expect(range.ext).toEqual({ width: 140, height: 56 });
    const image = workbook.getImage(Number(images[0].imageId));
    expect(image.extension).toBe('png');
    expect(Buffer.from(image.buffer as unknown as Uint8Array)).toEqual(WIDE_PNG);
    // The header and the rows are as without a logo.
    expect(sheet.getCell('A1').value).toBe('Repuestos El Tigre');
    expect((sheet.getRow(8).values as unknown[]).slice(1)).toEqual([1, 'Ana Rojas', 12.5, 0]);

    // The parts Excel reads: the drawing declared, the sheet's <drawing> after its data.
    const zip = await JSZip.loadAsync(await fs.readFile(file));
    const types = await zip.file('[Content_Types].xml')!.async('string');
    expect(types).toContain(
      '<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/>',
    );
    expect(types).toContain('<Default Extension="png" ContentType="image/png"/>');
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).toMatch(/<\/sheetData>.*<pageSetup[^>]*\/><drawing r:id="rId1"\/><\/worksheet>$/s);
    expect(await zip.file('xl/worksheets/_rels/sheet1.xml.rels')!.async('string')).toContain(
      'Target="../drawings/drawing1.xml"',
    );
    expect(await zip.file('xl/drawings/_rels/drawing1.xml.rels')!.async('string')).toContain(
      'Target="../media/image0.png"',
    );
    expect(zip.file('xl/media/image0.png')).not.toBeNull();
  });

  it('given a tiny logo, when the sheet is written, then it keeps its own size in the last column', async () => {
    const workbook = await read(await written('tiny.xlsx', `data:image/png;base64,${PNG}`));
    const [image] = workbook.worksheets[0].getImages();
    const range = image.range as unknown as { tl: { nativeCol: number }; ext: { width: number; height: number } };
    expect(range.tl.nativeCol).toBe(3);
    expect(range.ext).toEqual({ width: 1, height: 1 });
  });

  it.each([
    ['no logo', null],
    ['a logo whose file was not read (its upload path)', '/api/uploads/00000000-0000-4000-8000-000000000000.png'],
    ['a WEBP logo (Excel does not show it)', `data:image/webp;base64,${PNG}`],
    ['bytes that are not an image', `data:image/png;base64,${Buffer.from('no es una imagen').toString('base64')}`],
  ])('given %s, when the sheet is written, then it has no picture and reads as ever', async (_case, logo) => {
    const file = await written(`none-${Math.random().toString(36).slice(2)}.xlsx`, logo);
    const sheet = (await read(file)).worksheets[0];
    expect(sheet.getImages()).toEqual([]);
    expect(sheet.getCell('A1').value).toBe('Repuestos El Tigre');
    expect(sheet.getCell('A10').value).toBe(3);
    const zip = await JSZip.loadAsync(await fs.readFile(file));
    expect(await zip.file('[Content_Types].xml')!.async('string')).not.toContain('drawing');
  });

  it('reads the size of PNG, GIF and JPEG images, and fits them in a box without enlarging them', () => {
    expect(imageSize(WIDE_PNG)).toEqual({ width: 280, height: 112 });
    expect(imageSize(GIF)).toEqual({ width: 3, height: 2 });
    expect(imageSize(JPEG)).toEqual({ width: 640, height: 480 });
    expect(imageSize(Buffer.from('texto'))).toBeNull();
    expect(pictureOf(`data:image/gif;base64,${GIF.toString('base64')}`)).toMatchObject({ extension: 'gif', width: 3 });
    expect(fitted({ width: 640, height: 480 }, { width: 140, height: 56 })).toEqual({ width: 75, height: 56 });
    expect(fitted({ width: 20, height: 10 }, { width: 140, height: 56 })).toEqual({ width: 20, height: 10 });
  });
});
