/**
 * The warm browser on Debian's Chromium: a letter page, an 80 mm ticket, a browser that dies and
 * comes back, and one that cannot start, said in Spanish.
 */
import { execFileSync } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import puppeteer from 'puppeteer';
import { documentPage, html } from './html';
import { PdfBrowser } from './pdf-browser';
import { ReportFailure } from '../report-failure';

const account = { name: 'Repuestos El Tigre', identification: 'J-12345678-9', address: 'Valencia' };

/** pdfinfo's page size in points and pdftotext's text of the bytes. */
function readPdf(bytes: Buffer): { width: number; height: number; text: string } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(folder, 'file.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file]).toString();
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info) ?? [];
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    return { width: Number(width), height: Number(height), text };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the PDF browser', () => {
  const browser = new PdfBrowser();
  afterAll(() => browser.close());

  it('prints a letter page with the account header and escapes what users typed', async () => {
    const page = documentPage({ account, title: 'Presupuesto', body: html`<p>${'<b>Cliente & Cía</b>'}</p>` });
    const pdf = readPdf(await browser.render(page));
    expect(pdf.width).toBeCloseTo(612, 0);
    expect(pdf.text).toContain('Repuestos El Tigre');
    expect(pdf.text).toContain('RIF: J-12345678-9');
    expect(pdf.text).toContain('<b>Cliente & Cía</b>');
  });

  it('prints a ticket 80 mm wide, as long as its lines', async () => {
    const lines = (count: number) =>
      documentPage({
        account,
        title: 'Ticket',
        paper: 'ticket',
        body: html`${Array.from({ length: count }, (_, i) => html`<div>Línea ${i}</div>`)}`,
      });
    const short = readPdf(await browser.render(lines(3), { paper: 'ticket' }));
    const long = readPdf(await browser.render(lines(60), { paper: 'ticket' }));
    expect(short.width).toBeCloseTo((80 / 25.4) * 72, 0);
    expect(long.height).toBeGreaterThan(short.height * 3);
    expect(long.text).toContain('Línea 59');
  });

  it('says in Spanish that it could not start a browser that is not there, and tries again on the next render', async () => {
    const missing = new PdfBrowser('/no/existe/chromium');
    const launch = jest.spyOn(puppeteer, 'launch');
    try {
      const page = documentPage({ account, title: 'Uno', body: html`` });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const render = missing.render(page);
        await expect(render).rejects.toBeInstanceOf(ReportFailure);
        await expect(render).rejects.toThrow('no se pudo iniciar el navegador que genera los PDF.');
      }
      expect(launch).toHaveBeenCalledTimes(2);
    } finally {
      launch.mockRestore();
      await missing.close();
    }
  });

  it('launches a new browser when the warm one died', async () => {
    await browser.render(documentPage({ account, title: 'Uno', body: html`` }));
    process.kill((await browser.pid())!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pdf = readPdf(await browser.render(documentPage({ account, title: 'Dos', body: html`` })));
    expect(pdf.text).toContain('Dos');
  });
});
