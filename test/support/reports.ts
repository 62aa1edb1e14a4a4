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

/** GET /api/reports/{id}/file as the client (the raw answer: the file is binary). */
export async function downloaded(suite: HttpSuite, client: HttpClient, id: string): Promise<Response> {
  const response = await fetch(`${suite.server.baseUrl}/api/reports/${id}/file`, {
    headers: { Cookie: `bo_session=${client.cookie('bo_session')}` },
  });
  return response;
}

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
