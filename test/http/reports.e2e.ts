/**
 * Report jobs over HTTP (issue 14, first slice): an orders and a clients Excel report asked,
 * followed until completed, downloaded and read back cell by cell; only their owner sees them;
 * bad params and unknown types are form errors; roles; the account's logo in the Excel header; a
 * report that fails says why in Spanish and can be asked again.
 */
import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { expectRoleAnswers } from '../support/role-answers';
import { downloaded, finished, REPORT_ACCOUNT, rowsOf, workbookOf } from '../support/reports';
import { salesCatalogue } from '../support/sales-catalogue';

// The PostgreSQL queue backend, whatever REDIS_URL says (reports-redis.e2e.ts runs one on Redis).
// Folders of its own, which the tests spoil: the logo's file removed, the reports folder a file.
const FOLDERS = path.join(os.tmpdir(), `bo-reports-e2e-${process.pid}-${Date.now()}`);
const UPLOADS_DIR = path.join(FOLDERS, 'uploads');
const REPORTS_DIR = path.join(FOLDERS, 'reports');
const suite = httpSuite({ redisUrl: null, uploadsDir: UPLOADS_DIR, reportsDir: REPORTS_DIR });
afterAll(() => fs.rm(FOLDERS, { recursive: true, force: true }));

const caracasDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(instant);
const TODAY = caracasDay(new Date());
const YESTERDAY = caracasDay(new Date(Date.now() - 24 * 3600 * 1000));
const LONG_AGO = caracasDay(new Date(Date.now() - 40 * 24 * 3600 * 1000));
const spanish = (day: string) => day.split('-').reverse().join('/');

/** A real 1×1 PNG (the account's logo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('report jobs over HTTP', () => {
  let admin: HttpClient;
  let sales: HttpClient;
  const orders: { id: number; number: number; total: number }[] = [];
  let cancelled: { id: number; number: number; total: number };

  beforeAll(async () => {
    admin = suite.admin;
    sales = await suite.as('sales');
    expect((await admin.put('/api/accounts/1', REPORT_ACCOUNT)).status).toBe(200);
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-100', 'Filtro', '12.50', 100, '8.00');
    const client = await admin.post('/api/clients', {
      name: 'Ana Rojas',
      identification: 'V-9876543',
      email: 'ana@correo.test',
      phone: '0414-7654321',
      address: 'Calle 5, Maracay',
      typeClient: 'a',
      companyName: 'Rojas Motors',
    });
    expect(client.status).toBe(201);
    const sell = async (date: string, quantity: number) => {
      const answer = await admin.post('/api/orders', {
        date,
        client_id: client.body.id,
        comentary: 'Venta de prueba',
        estimate: false,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity }],
      });
      expect(answer.status).toBe(201);
      return { id: answer.body.id, number: Number(answer.body.number_order), total: Number(answer.body.total) };
    };
    orders.push(await sell(YESTERDAY, 2), await sell(TODAY, 1));
    await sell(LONG_AGO, 5);
    cancelled = await sell(TODAY, 3);
    expect((await admin.post(`/api/orders/${cancelled.id}/cancel`, {})).status).toBe(200);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const cash = methods.find((method) => method.code === 'efectivo')!.id;
    const paid = await admin.post(`/api/orders/${orders[0].id}/payments`, { method: cash, amount: '10' });
    expect(paid.status).toBe(200);
  });

  it('writes the orders report: the account, the period, a row per order and the totals', async () => {
    expect((await admin.get('/api/health/jobs')).body).toEqual({ status: 'ok', backend: 'postgresql' });
    const asked = await sales.post('/api/reports', {
      type: 'orders',
      format: 'excel',
      params: { from: YESTERDAY, to: TODAY },
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ id: expect.any(String) });
    const status = await finished(sales, asked.body.id);
    expect(status).toMatchObject({
      id: asked.body.id,
      type: 'orders',
      state: 'completed',
      progress: 100,
      file_name: `ventas-${TODAY}.xlsx`,
    });
    const file = await downloaded(suite, sales, asked.body.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="ventas-${TODAY}.xlsx"`);
    const rows = await rowsOf(file);
    expect(rows.slice(0, 5).map((row) => row[0])).toEqual([
      'Repuestos El Llano C.A.',
      'RIF: J-12345678-9',
      'Dirección: Av. Principal, Caracas',
      'Reporte de ventas',
      `Desde ${spanish(YESTERDAY)} hasta ${spanish(TODAY)}`,
    ]);
    expect(rows[6]).toEqual(['Número', 'Fecha', 'Cliente', 'Estado', 'Total USD', 'Pagado', 'Pendiente']);
    const [first, second] = orders;
    expect(rows[7]).toEqual([
      first.number,
      spanish(YESTERDAY),
      'Ana Rojas',
      'PENDIENTE POR PAGO',
      first.total,
      10,
      first.total - 10,
    ]);
    expect(rows[8]).toEqual([
      second.number,
      spanish(TODAY),
      'Ana Rojas',
      'PENDIENTE POR PAGO',
      second.total,
      0,
      second.total,
    ]);
    const total = Math.round((first.total + second.total) * 100) / 100;
    expect(rows[9]).toEqual([
      'Total',
      undefined,
      '2 ventas',
      undefined,
      total,
      10,
      Math.round((total - 10) * 100) / 100,
    ]);
    expect(rows).toHaveLength(10);
  });

  it('includes the cancelled orders when nulled, and their lines in the advance modality', async () => {
    const asked = await sales.post('/api/reports', {
      type: 'orders',
      format: 'excel',
      params: { from: TODAY, to: TODAY, nulled: true, modality: 'advance' },
    });
    expect(asked.status).toBe(202);
    expect((await finished(sales, asked.body.id)).state).toBe('completed');
    const rows = await rowsOf(await downloaded(suite, sales, asked.body.id));
    expect(rows[3][0]).toBe('Reporte de ventas (avanzado)');
    expect(rows[4][0]).toBe(`Desde ${spanish(TODAY)} hasta ${spanish(TODAY)} (incluye anuladas)`);
    const states = rows.slice(7).map((row) => [row[0], row[3]]);
    expect(states).toEqual([
      [orders[1].number, 'PENDIENTE POR PAGO'],
      [undefined, '1 x 12.50'],
      [cancelled.number, 'ANULADA'],
      [undefined, '3 x 12.50'],
      ['Total', undefined],
    ]);
    expect(rows[8].slice(1, 5)).toEqual(['FIL-100', 'Filtro', '1 x 12.50', 12.5]);
    expect(rows[10].slice(1, 5)).toEqual(['FIL-100', 'Filtro', '3 x 12.50', 37.5]);
    // Listed, but a cancelled sale sells nothing: the totals are the live sale's alone.
    expect(rows[11].slice(0, 5)).toEqual(['Total', undefined, '1 venta', undefined, orders[1].total]);
  });

  it('writes the clients export with the list’s columns', async () => {
    const financial = await suite.as('financial');
    const asked = await financial.post('/api/reports', { type: 'clients', format: 'excel', params: {} });
    expect(asked.status).toBe(202);
    expect((await finished(financial, asked.body.id)).file_name).toBe(`clientes-${TODAY}.xlsx`);
    const rows = await rowsOf(await downloaded(suite, financial, asked.body.id));
    expect(rows[0][0]).toBe('Repuestos El Llano C.A.');
    expect(rows[3][0]).toBe('Listado de clientes');
    expect(rows[6]).toEqual([
      'Nombre',
      'Alias / Cédula',
      'Correo',
      'Tipo de cliente',
      'Empresa',
      'Dirección',
      'Monto adeudado',
      'Teléfono',
    ]);
    const ana = rows.find((row) => row?.[0] === 'Ana Rojas');
    const owed = Math.round((orders[0].total - 10 + orders[1].total) * 100) / 100;
    expect(ana).toEqual([
      'Ana Rojas',
      'V-9876543',
      'ana@correo.test',
      'A',
      'Rojas Motors',
      'Calle 5, Maracay',
      expect.any(Number),
      '0414-7654321',
    ]);
    // The long-ago order is open too: it is owed.
    expect(ana![6]).toBeGreaterThan(owed);
  });

  it('shows a report only to its owner; lists one’s own, newest first', async () => {
    const asked = await sales.post('/api/reports', { type: 'clients', format: 'excel', params: {} });
    expect(asked.status).toBe(202);
    expect((await admin.get(`/api/reports/${asked.body.id}`)).status).toBe(404);
    expect((await downloaded(suite, admin, asked.body.id)).status).toBe(404);
    expect((await admin.get('/api/reports/no-existe')).status).toBe(404);
    const list = await sales.get('/api/reports');
    expect(list.status).toBe(200);
    expect(list.body[0].id).toBe(asked.body.id);
    expect(totalOf(list)).toBe(3);
    expect(list.body.map((report: { type: string }) => report.type)).toEqual(['clients', 'orders', 'orders']);
    expect(totalOf(await admin.get('/api/reports'))).toBe(0);
  });

  it('refuses bad params on their fields and an unknown type', async () => {
    const ask = (params: Record<string, unknown>, type = 'orders') =>
      sales.post('/api/reports', { type, format: 'excel', params });
    expectFormErrors(await ask({}), {
      from: ['La fecha desde es obligatoria.'],
      to: ['La fecha hasta es obligatoria.'],
    });
    expectFormErrors(await ask({ from: TODAY, to: YESTERDAY }), {
      to: ['La fecha hasta no puede ser anterior a la fecha desde.'],
    });
    expectFormErrors(await ask({ from: '2026-02-30', to: TODAY, modality: 'otra', nulled: 'quizás' }), {
      from: ['La fecha desde no es válida.'],
      modality: ['La modalidad debe ser uno de: advance, simple.'],
      nulled: ['Incluir anuladas debe ser 1 o 0.'],
    });
    expectFormErrors(await ask({}, 'ventas-secretas'), { type: ['El tipo de reporte no es válido'] });
    expectFormErrors(await sales.post('/api/reports', { format: 'excel' }), {
      type: ['El tipo de reporte no es válido'],
    });
  });

  it('answers 409 while the file is not ready', async () => {
    // A report whose job was never queued stays waiting.
    const id = '00000000-0000-4000-8000-000000000001';
    const me = (await sales.get('/api/me')).body as { id: string | number };
    await suite.server.running.pool.query(
      `insert into report_files (id, user_id, type, format, params) values ($1, $2, 'clients', 'excel', '{}')`,
      [id, String(me.id)],
    );
    expect((await sales.get(`/api/reports/${id}`)).body).toMatchObject({ state: 'waiting', progress: 0 });
    const file = await downloaded(suite, sales, id);
    expect(file.status).toBe(409);
    expect(await file.json()).toEqual({ message: 'El reporte aún no está listo' });
    await suite.server.running.pool.query('delete from report_files where id = $1', [id]);
  });

  it('removes the reports asked more than 7 days ago, and their files, when another is asked', async () => {
    const me = (await sales.get('/api/me')).body as { id: string | number };
    const id = '00000000-0000-4000-8000-000000000002';
    const file = path.join(os.tmpdir(), `bo-report-old-${process.pid}.xlsx`);
    await fs.writeFile(file, 'viejo');
    const insert = `insert into report_files (id, user_id, type, format, params, state, file_name, path, created_at)
      values ($1, $2, 'clients', 'excel', '{}', 'completed', 'clientes-viejo.xlsx', $3, now() - $4::interval)`;
    await suite.server.running.pool.query(insert, [id, String(me.id), file, '8 days']);
    expect((await sales.get(`/api/reports/${id}`)).status).toBe(200);
    expect((await sales.post('/api/reports', { type: 'clients', format: 'excel', params: {} })).status).toBe(202);
    expect((await sales.get(`/api/reports/${id}`)).status).toBe(404);
    await expect(fs.access(file)).rejects.toThrow();
  });

  it('removes a stored report file with its report after 7 days, and a stored report file no report names', async () => {
    const me = (await sales.get('/api/me')).body as { id: string | number };
    const pool = suite.server.running.pool;
    const id = '00000000-0000-4000-8000-000000000003';
    const key = `reports/${id}-1.xlsx`;
    const orphan = 'reports/00000000-0000-4000-8000-000000000004-1.xlsx';
    for (const stored of [key, orphan]) {
      await pool.query(
        `insert into stored_files (key, content_type, size, parts, created_at) values ($1, 'application/pdf', 5, 1, now() - interval '8 days')`,
        [stored],
      );
      await pool.query(`insert into stored_file_parts (key, part, bytes) values ($1, 0, 'viejo')`, [stored]);
    }
    await pool.query(
      `insert into report_files (id, user_id, type, format, params, state, file_name, path, created_at)
       values ($1, $2, 'clients', 'excel', '{}', 'completed', 'clientes-viejo.xlsx', $3, now() - interval '8 days')`,
      [id, String(me.id), key],
    );
    expect((await downloaded(suite, sales, id)).status).toBe(200);
    expect((await sales.post('/api/reports', { type: 'clients', format: 'excel', params: {} })).status).toBe(202);
    expect((await sales.get(`/api/reports/${id}`)).status).toBe(404);
    const left = await pool.query('select key from stored_file_parts where key = any($1::text[])', [[key, orphan]]);
    expect(left.rows).toEqual([]);
    expect(
      (await pool.query('select key from stored_files where key = any($1::text[])', [[key, orphan]])).rows,
    ).toEqual([]);
  });

  it('answers 404 when a completed report’s file is gone from the file store', async () => {
    const asked = await sales.post('/api/reports', { type: 'clients', format: 'excel', params: {} });
    expect((await finished(sales, asked.body.id)).state).toBe('completed');
    const { rows } = await suite.server.running.pool.query('select path from report_files where id = $1', [
      asked.body.id,
    ]);
    await suite.server.running.pool.query('delete from stored_files where key = $1', [rows[0].path]);
    const file = await downloaded(suite, sales, asked.body.id);
    expect(file.status).toBe(404);
    expect(await file.json()).toEqual({ message: 'El archivo del reporte ya no existe' });
  });

  it('lets admin and sales ask the orders report, financial only the clients one, storer and endline neither (they list their own)', async () => {
    const ordersReport = (client: HttpClient) =>
      client.post('/api/reports', { type: 'orders', format: 'excel', params: { from: TODAY, to: TODAY } });
    const clientsReport = (client: HttpClient) =>
      client.post('/api/reports', { type: 'clients', format: 'excel', params: {} });
    expect((await ordersReport(admin)).status).toBe(202);
    expect((await clientsReport(admin)).status).toBe(202);
    await expectRoleAnswers(
      suite.as,
      // storer and endline ask other types (low stock, products): they follow their own reports.
      { sales: '202 202 200', financial: '403 202 200', storer: '403 403 200', endline: '403 403 200' },
      [ordersReport, clientsReport, (client) => client.get('/api/reports')],
    );
  });
  it('heads the Excel with the account’s logo when it has one, and without it when its file is gone', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const uploaded = await admin.post('/api/uploads', form);
    expect(uploaded.status).toBe(201);
    expect((await admin.put('/api/accounts/1', { ...REPORT_ACCOUNT, logo: uploaded.body.path })).status).toBe(200);
    const ordersSheet = async () => {
      const asked = await admin.post('/api/reports', {
        type: 'orders',
        format: 'excel',
        params: { from: YESTERDAY, to: TODAY },
      });
      expect((await finished(admin, asked.body.id)).state).toBe('completed');
      return workbookOf(await downloaded(suite, admin, asked.body.id));
    };
    try {
      const workbook = await ordersSheet();
      const sheet = workbook.worksheets[0];
      const images = sheet.getImages();
      expect(images).toHaveLength(1);
      // At the right of the account's rows, never over column A's text.
      expect(images[0].range.tl.nativeRow).toBe(0);
      expect(images[0].range.tl.nativeCol).toBeGreaterThan(0);
      const image = workbook.getImage(Number(images[0].imageId));
      expect(image.extension).toBe('png');
      expect(Buffer.from(image.buffer as unknown as Uint8Array)).toEqual(PNG);
      expect(sheet.getCell('A1').value).toBe('Repuestos El Llano C.A.');
      expect(sheet.getCell('A4').value).toBe('Reporte de ventas');

      // A logo whose file is gone from the file store: the report is written, without it.
      const lost = await admin.post('/api/uploads', form);
      expect(lost.status).toBe(201);
      expect((await admin.put('/api/accounts/1', { ...REPORT_ACCOUNT, logo: lost.body.path })).status).toBe(200);
      await suite.server.running.pool.query('delete from stored_files where key = $1', [
        `uploads/${path.basename(lost.body.path)}`,
      ]);
      const without = await ordersSheet();
      expect(without.worksheets[0].getImages()).toEqual([]);
      expect(without.worksheets[0].getCell('A1').value).toBe('Repuestos El Llano C.A.');
    } finally {
      expect((await admin.put('/api/accounts/1', REPORT_ACCOUNT)).status).toBe(200);
    }
  });

  it('says in Spanish why a report failed, and writes it when asked again', async () => {
    // The reports folder replaced by a file: the worker can neither make it nor write in it (the
    // tests run as root, whom a folder's permissions do not stop).
    const aside = `${REPORTS_DIR}.aparte`;
    await fs.rename(REPORTS_DIR, aside);
    await fs.writeFile(REPORTS_DIR, 'no es una carpeta');
    let failed = '';
    try {
      const asked = await admin.post('/api/reports', {
        type: 'orders',
        format: 'excel',
        params: { from: TODAY, to: TODAY },
      });
      expect(asked.status).toBe(202);
      failed = asked.body.id;
      const status = await finished(admin, failed);
      expect(status).toMatchObject({
        id: failed,
        state: 'failed',
        error: 'No se pudo generar el reporte: la carpeta de reportes del servidor no existe o no es una carpeta.',
        finished_at: expect.any(String),
      });
      expect(status.file_name).toBeUndefined();
      expect((await admin.get(`/api/reports/${failed}`)).body.error).toBe(status.error);
      expect((await downloaded(suite, admin, failed)).status).toBe(409);
    } finally {
      await fs.rm(REPORTS_DIR, { force: true });
      await fs.rename(aside, REPORTS_DIR);
    }
    const again = await admin.post('/api/reports', {
      type: 'orders',
      format: 'excel',
      params: { from: TODAY, to: TODAY },
    });
    expect(await finished(admin, again.body.id)).toMatchObject({ state: 'completed', progress: 100 });
    expect((await admin.get(`/api/reports/${failed}`)).body.state).toBe('failed');
  });
});
