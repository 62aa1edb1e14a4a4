/** Helpers of the report tests: wait for a report, download its file, read its sheet back. */
import ExcelJS from 'exceljs';
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

/** The sheet's rows as arrays of values (column A first). */
export async function rowsOf(response: Response): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = (row.values as unknown[]).slice(1);
  });
  return rows;
}
