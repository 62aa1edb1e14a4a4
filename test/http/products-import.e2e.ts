import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, ImportColumn } from '../../apps/api/src/products/import-products/import-columns';
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { expectRoleAnswers } from '../support/role-answers';

const suite = httpSuite();

/** The import reads headers in any case: two are spelt otherwise here. */
const SPELLING: Partial<Record<ImportColumn, string>> = { code: 'Code', name: 'NAME' };
/** The import's columns in their order, then a price column per price group. */
const HEADER = [...IMPORT_COLUMNS.map((column) => SPELLING[column] ?? column), 'precio Detal', 'Precio mayor'];

const csvOf = (rows: unknown[][]) =>
  rows
    .map((row) => row.map((cell) => (cell === null ? '' : `"${String(cell).replace(/"/g, '""')}"`)).join(','))
    .join('\r\n');

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (bytes: Buffer | string, name: string) => {
  const body = new FormData();
  body.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return body;
};

describe('product import over HTTP (.csv and .xlsx, all rows or none)', () => {
  let admin: HttpClient;
  let detal: number;
  let mayor: number;

  const productsLike = async (q: string) =>
    (await admin.get(`/api/products${listQuery({ q }, ['code', 'ASC'], [0, 100])}`)).body as Record<string, unknown>[];

  beforeAll(async () => {
    admin = suite.admin;
    await admin.post('/api/brands', { name: 'Bosch', code: 'BOS' });
    await admin.post('/api/brands', { name: 'Mann Filter', code: 'MAN' });
    await admin.post('/api/product-categories', { name: 'Filtros', code: 'FIL' });
    detal = (await admin.post('/api/price-groups', { name: 'Detal' })).body.id;
    mayor = (await admin.post('/api/price-groups', { name: 'Mayor' })).body.id;
  });

  it('imports every row of a valid .csv, with brand and category by name or code', async () => {
    const csv = csvOf([
      HEADER,
      [
        'CSV-1',
        'Filtro de aire',
        null,
        'Para camiones',
        '2 L',
        '1,5',
        'bosch',
        'FIL',
        'C 25',
        'aire',
        'si',
        '7.5',
        '12.5',
        '11',
      ],
      ['CSV-2', 'Filtro de aceite', 'Pesada', null, null, null, 'MAN', 'Filtros', null, null, '0', '3', '6', '5.25'],
    ]);
    const answer = await admin.post('/api/products/import', upload(csv, 'productos.csv'));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ imported: 2 });
    const rows = await productsLike('CSV-');
    expect(rows).toEqual([
      expect.objectContaining({
        code: 'CSV-1',
        name: 'Filtro de aire',
        description: 'Para camiones',
        volumen: '2 L',
        weight: 1.5,
        brand: expect.objectContaining({ name: 'Bosch' }),
        product_category: expect.objectContaining({ name: 'Filtros' }),
        part_id: 'C 25',
        alias: 'aire',
        contable: true,
        cost: 7.5,
        prices: { [detal]: 12.5, [mayor]: 11 },
      }),
      expect.objectContaining({
        code: 'CSV-2',
        line_name: 'Pesada',
        contable: false,
        brand: expect.objectContaining({ name: 'Mann Filter' }),
      }),
    ]);
  });

  it('reads a .csv as a Spanish Excel saves it: semicolons, Windows-1252, decimal commas', async () => {
    const text = [
      'code;name;brand;category;contable;cost;precio Detal;precio Mayor',
      'WIN-1;Bujía ñandú;Bosch;Filtros;Sí;4,5;9,99;8',
    ].join('\r\n');
    const answer = await admin.post('/api/products/import', upload(Buffer.from(text, 'latin1'), 'excel.csv'));
    expect(answer.status).toBe(201);
    expect(await productsLike('WIN-1')).toEqual([
      expect.objectContaining({
        name: 'Bujía ñandú',
        contable: true,
        cost: 4.5,
        prices: { [detal]: 9.99, [mayor]: 8 },
      }),
    ]);
  });

  it('imports every row of a valid .xlsx', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => [
      `XLS-${String(i).padStart(3, '0')}`,
      `Repuesto ${i}`,
      null,
      null,
      null,
      i % 2 ? 0.25 : null,
      i % 2 ? 'Bosch' : 'man',
      'Filtros',
      null,
      null,
      i % 3 ? 1 : 'No',
      10 + i,
      { formula: '0.1+0.2', result: 0.1 + 0.2 }, // 0.30000000000000004 in binary: Excel shows 0.3
      19.99,
    ]);
    const answer = await admin.post('/api/products/import', upload(await xlsxOf([HEADER, ...rows]), 'Productos.XLSX'));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ imported: 50 });
    const imported = await productsLike('XLS-');
    expect(imported).toHaveLength(50);
    expect(imported[1]).toMatchObject({
      code: 'XLS-001',
      weight: 0.25,
      contable: true,
      cost: 11,
      prices: { [detal]: 0.3, [mayor]: 19.99 },
    });
    expect(imported[0]).toMatchObject({
      code: 'XLS-000',
      contable: false,
      brand: expect.objectContaining({ name: 'Mann Filter' }),
    });
  });

  it('imports nothing when a row is wrong, and says which row, column and why', async () => {
    const csv = csvOf([
      HEADER,
      ['BAD-1', 'Bueno', null, null, null, null, 'Bosch', 'Filtros', null, null, '1', '2', '3', '4'],
      ['BAD-2', 'Malo', null, null, null, null, 'Bosch', 'Filtros', null, null, '1', 'dos', '3', '4'],
      ['BAD-3', 'Sin marca', null, null, null, null, 'Valeo', 'Filtros', null, null, '1', '2', null, '4'],
      ['bad-1', 'Repetido', null, null, null, null, 'Bosch', 'Filtros', null, null, '1', '2', '3', '4'],
      ['CSV-1', 'Ya registrado', null, null, null, null, 'Bosch', 'Filtros', null, null, '1', '2', '3', '4'],
    ]);
    const answer = await admin.post('/api/products/import', upload(csv, 'productos.csv'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('El archivo tiene errores; no se importó ningún producto.');
    expect(answer.body.rows).toEqual([
      { row: 3, field: 'cost', message: 'El costo debe ser un número.' },
      { row: 4, field: 'brand', message: 'La marca seleccionada no existe.' },
      { row: 4, field: 'precio Detal', message: 'El precio para el grupo Detal es obligatorio.' },
      { row: 5, field: 'code', message: 'El código está repetido en el archivo (fila 2).' },
      { row: 6, field: 'code', message: 'El código ya está registrado' },
    ]);
    expect(await productsLike('BAD-')).toEqual([]);
  });

  it('tells a repeated code even when the row that has it first is wrong', async () => {
    const csv = csvOf([
      HEADER,
      ['REP-1', 'Primero', null, null, null, null, 'Bosch', 'Filtros', null, null, '1', 'dos', '3', '4'],
      [' rep-1 ', 'Segundo', null, null, null, null, 'Bosch', 'Filtros', null, null, '1', '2', '3', '4'],
      ['REP-2', 'Tercero', null, null, null, null, 'Bosch', 'Filtros', null, null, '1', '2', '3', '4'],
    ]);
    const answer = await admin.post('/api/products/import', upload(csv, 'productos.csv'));
    expect(answer.status).toBe(400);
    expect(answer.body.rows).toEqual([
      { row: 2, field: 'cost', message: 'El costo debe ser un número.' },
      { row: 3, field: 'code', message: 'El código está repetido en el archivo (fila 2).' },
    ]);
    expect(await productsLike('REP-')).toEqual([]);
  });

  it('refuses a file without a required column, of another type, or from a role that cannot write', async () => {
    const noCost = await admin.post(
      '/api/products/import',
      upload(csvOf([HEADER.filter((column) => column !== 'cost'), ['N-1']]), 'productos.csv'),
    );
    expect(noCost.status).toBe(400);
    expect(noCost.body.rows).toEqual([{ row: 1, field: 'cost', message: 'Falta la columna cost.' }]);
    const pdf = await admin.post('/api/products/import', upload('%PDF-1.4', 'productos.pdf'));
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('El archivo debe ser .csv o .xlsx.');
    const fakeXlsx = await admin.post('/api/products/import', upload('code,name', 'productos.xlsx'));
    expect(fakeXlsx.body.message).toBe('El archivo debe ser .csv o .xlsx.');
    const sales = await suite.as('sales');
    expect((await sales.post('/api/products/import', upload(csvOf([HEADER]), 'p.csv'))).status).toBe(403);
  });

  it('answers a wrong field name or two files in Spanish, and lets a storer import', async () => {
    const wrongField = new FormData();
    wrongField.append('archivo', new Blob([csvOf([HEADER])]), 'productos.csv');
    const wrong = await admin.post('/api/products/import', wrongField);
    expectFormErrors(wrong, { file: ['El archivo debe enviarse en el campo "file".'] });
    const two = upload(csvOf([HEADER]), 'a.csv');
    two.append('file', new Blob([csvOf([HEADER])]), 'b.csv');
    expectFormErrors(await admin.post('/api/products/import', two), { file: ['Envíe un solo archivo.'] });
    expect((await admin.post('/api/products/import', {})).body.errors).toEqual({
      file: ['Debe seleccionar un archivo.'],
    });
    const headerOnly = await admin.post('/api/products/import', upload(csvOf([HEADER]), 'vacio.csv'));
    expect(headerOnly.body.message).toBe('El archivo no tiene productos.');

    const storer = await suite.as('storer');
    const csv = csvOf([
      HEADER,
      ['ALM-1', 'Junta', null, null, null, null, 'Bosch', 'Filtros', null, null, '1', '2', '3', '4'],
    ]);
    const imported = await storer.post('/api/products/import', upload(csv, 'almacen.csv'));
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ imported: 1 });
    await expectRoleAnswers(suite.as, { financial: '403', endline: '403' }, [
      (client, role) => client.post('/api/products/import', upload(csv.replace('ALM-1', `NO-${role}`), 'p.csv')),
    ]);
    expect(await productsLike('NO-')).toEqual([]);
  });
});
