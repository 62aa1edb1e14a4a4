/**
 * Helpers of the report tests: wait for a report, download its file, read its sheet back; and a
 * read model state in a scratch database for the report types' unit specs.
 */
import ExcelJS from 'exceljs';
import { promises as fs } from 'fs';
import knexFactory from 'knex';
import os from 'os';
import path from 'path';
import { Pool } from 'pg';
import { catalogueProjection, migrateReadModels, ordersProjection, stockProjection } from '@bo/projections';
import type { AppConfig } from '../../apps/api/src/config/app-config';
import type { PdfBrowser } from '../../apps/api/src/reports/pdf/pdf-browser';
import type { ReportWriter } from '../../apps/api/src/reports/report-writer';
import { createTestDatabase } from './database';
import type { HttpClient } from './http-client';
import type { HttpSuite } from './http-suite';

/** Polls a report until it is completed or failed (20 s at most, unless told): its last status. */
export async function finished(client: HttpClient, id: string, waitMs = 20000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const status = await client.get(`/api/reports/${id}`);
    expect(status.status).toBe(200);
    if (status.body.state === 'completed' || status.body.state === 'failed' || Date.now() > deadline)
      return status.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The account every report and document test prints in its header (PUT /api/accounts/1). */
export const REPORT_ACCOUNT = {
  name: 'Repuestos El Llano C.A.',
  identification: 'J-12345678-9',
  email: 'info@elllano.test',
  phone: '0212-5551234',
  reasonName: 'Repuestos El Llano',
  address: 'Av. Principal, Caracas',
  sidebarColor: '#1a237e',
  textSidebarColor: '#e8eaf6',
  textHoverSidebarColor: '#ffeb3b',
  logo: null,
};

/** A GET as the client, answered raw (files are binary). */
export const fetchedAs = (suite: HttpSuite, client: HttpClient, route: string): Promise<Response> =>
  fetch(`${suite.server.baseUrl}${route}`, { headers: { Cookie: `bo_session=${client.cookie('bo_session')}` } });

/** GET /api/reports/{id}/file as the client. */
export const downloaded = (suite: HttpSuite, client: HttpClient, id: string): Promise<Response> =>
  fetchedAs(suite, client, `/api/reports/${id}/file`);

/** The downloaded Excel file as a workbook (its sheets, its images). */
export async function workbookOf(response: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The sheet's rows as arrays of values (column A first). */
export async function rowsOf(response: Response): Promise<unknown[][]> {
  const sheet = (await workbookOf(response)).worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = (row.values as unknown[]).slice(1);
  });
  return rows;
}

/**
 * A read model state for a report's unit specs: a scratch database with the read models the
 * reports read (rm.accounts, deposits, price_groups, products, product_stock, orders, order_lines,
 * order_payments...), rows inserted as a spec gives them (the columns no report reads filled with
 * defaults), and a report type run on it to its Excel, read back.
 */
export interface ReportReadModels {
  pool: Pool;
  account(
    values?: Partial<{ name: string; identification: string; address: string; logo: string | null }>,
  ): Promise<void>;
  deposit(name: string, options?: { deleted?: boolean }): Promise<number>;
  priceGroup(name: string, options?: { deleted?: boolean }): Promise<number>;
  product(values: {
    code: string;
    name: string;
    cost?: string | null;
    prices?: Record<number, string>;
    deleted?: boolean;
  }): Promise<number>;
  stock(productId: number, depositId: number, quantity: number): Promise<void>;
  /** An order (state 'request', nothing paid unless `balance`); its id and number. */
  order(values: {
    date: string;
    total: string;
    state?: string;
    balance?: string;
    client?: string;
    /** When it was made (an instant); 11:00 in Caracas of its date unless given. */
    createdAt?: string;
  }): Promise<{ id: number; number: number }>;
  line(orderId: number, values: { code: string; name: string; quantity: number; price: string }): Promise<void>;
  payment(
    orderId: number,
    values: {
      method: string;
      amount: string;
      amountBs?: string;
      reference?: string;
      at: string;
      /** The payment's day; left out: the Caracas day of `at` (a payment made when it was recorded). */
      date?: string;
      methodId?: number;
      methodCode?: string;
    },
  ): Promise<void>;
  /** Empties every table (each spec gives its own state). */
  clear(): Promise<void>;
  /** Runs `writer` with `params` (its defaults applied as POST /api/reports does) to an Excel: its rows. */
  excel(writer: ReportWriter, params?: Record<string, unknown>): Promise<unknown[][]>;
  close(): Promise<void>;
}

const READ_MODEL_TABLES = [
  'accounts',
  'deposits',
  'price_groups',
  'products',
  'product_stock',
  'orders',
  'order_lines',
  'order_payments',
];

/** Method ids by name, so a name keeps its id across a spec's payments. */
const METHOD_IDS: Record<string, number> = {};

export async function openReportReadModels(label: string): Promise<ReportReadModels> {
  const database = await createTestDatabase(label);
  const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  await migrateReadModels(knex, 'rm', [catalogueProjection, stockProjection, ordersProjection]);
  const pool = new Pool({ connectionString: database.url, max: 3 });
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `report-${label}-`));
  let next = 0;
  const id = () => (next += 1);
  const insert = async (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    await pool.query(
      `insert into rm.${table} (${columns.map((column) => `"${column}"`).join(', ')})
       values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(row),
    );
  };
  const record = (values: Record<string, unknown>, deleted = false) => ({
    id: id(),
    ...values,
    created_at: '2026-01-01T12:00:00Z',
    updated_at: '2026-01-01T12:00:00Z',
    deleted_at: deleted ? '2026-01-02T12:00:00Z' : null,
  });

  return {
    pool,
    async account(values = {}) {
      await insert(
        'accounts',
        record({
          name: 'Repuestos El Tigre',
          identification: 'J-12345678-9',
          address: 'Valencia',
          logo: null,
          ...values,
        }),
      );
    },
    async deposit(name, options = {}) {
      const row = record({ name, alias: name.slice(0, 3) }, options.deleted);
      await insert('deposits', row);
      return row.id;
    },
    async priceGroup(name, options = {}) {
      const row = record({ name }, options.deleted);
      await insert('price_groups', row);
      return row.id;
    },
    async product(values) {
      const row = record(
        {
          code: values.code,
          name: values.name,
          cost: values.cost === undefined ? '1.00' : values.cost,
          prices: JSON.stringify(values.prices ?? {}),
          contable: true,
        },
        values.deleted,
      );
      await insert('products', row);
      return row.id;
    },
    async stock(productId, depositId, quantity) {
      await insert('product_stock', { product_id: productId, deposit_id: depositId, quantity });
    },
    async order(values) {
      const orderId = id();
      const number = 1000 + orderId;
      // 11:00 in Caracas (UTC-4) of its date.
      const createdAt = values.createdAt ?? `${values.date}T15:00:00Z`;
      await insert('orders', {
        id: orderId,
        number_order: number,
        order_state: values.state ?? 'request',
        client_id: 1,
        client_name: values.client ?? 'Ana Rojas',
        client_identification: 'V-9876543',
        date: values.date,
        subtotal: values.total,
        discount: '0',
        total: values.total,
        balance: values.balance ?? '0',
        exchange_rate: '36.50',
        is_credit: false,
        comentary: '',
        cost_total: '0',
        lines_count: 0,
        created_at: createdAt,
        updated_at: createdAt,
      });
      return { id: orderId, number };
    },
    async line(orderId, values) {
      await insert('order_lines', {
        order_id: orderId,
        id: id(),
        quick: false,
        code: values.code,
        name: values.name,
        quantity: values.quantity,
        price: values.price,
        cost: '0',
      });
    },
    async payment(orderId, values) {
      METHOD_IDS[values.method] ??= Object.keys(METHOD_IDS).length + 1;
      await insert('order_payments', {
        id: id(),
        order_id: orderId,
        client_id: 1,
        method_id: values.methodId ?? METHOD_IDS[values.method],
        method_code: values.methodCode ?? values.method.toLowerCase(),
        method_name: values.method,
        amount: values.amount,
        amount_bs: values.amountBs ?? '0',
        reference: values.reference ?? '',
        created_at: values.at,
        date:
          values.date ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date(values.at)),
      });
    },
    async clear() {
      await pool.query(`truncate ${READ_MODEL_TABLES.map((table) => `rm.${table}`).join(', ')}`);
    },
    async excel(writer, params = {}) {
      const parsed = writer.params.safeParse(params);
      if (!parsed.success) throw new Error(`Parámetros no válidos: ${JSON.stringify(parsed.error.issues)}`);
      const file = path.join(folder, `${id()}.xlsx`);
      await writer.write({
        pool,
        config: { uploadsDir: folder } as AppConfig,
        file,
        format: 'excel',
        params: parsed.data,
        pdf: {} as PdfBrowser,
        progress: async () => undefined,
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const rows: unknown[][] = [];
      workbook.worksheets[0].eachRow({ includeEmpty: true }, (row, number) => {
        rows[number - 1] = (row.values as unknown[]).slice(1);
      });
      return rows;
    },
    async close() {
      await pool.end();
      await knex.destroy();
      await fs.rm(folder, { recursive: true, force: true });
      await database.drop();
    },
  };
}
