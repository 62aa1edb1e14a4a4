/**
 * One warm Chromium per worker process (puppeteer on Debian's /usr/bin/chromium, never a
 * downloaded browser): HTML in, PDF bytes out. Pages are kept open and reused, since opening one
 * costs more than printing it; a browser that dies (crash, killed) is launched again on the next
 * render.
 */
import type { Browser, Page, PDFOptions } from 'puppeteer';
import puppeteer from 'puppeteer';
import { ReportFailure } from '../report-failure';

/** Paper: a letter page with margins, or an 80 mm roll as long as its content (tickets). */
export type Paper = 'letter' | 'letter-landscape' | 'ticket';

export interface RenderOptions {
  paper?: Paper;
}

const TICKET_WIDTH = '80mm';

export class PdfBrowser {
  private browser: Promise<Browser> | null = null;
  private readonly idle: Page[] = [];

  constructor(
    private readonly executablePath = process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    private readonly keptPages = 2,
  ) {}

  /** The HTML as a PDF (the page's own CSS decides the rest). */
  async render(html: string, options: RenderOptions = {}): Promise<Buffer> {
    const page = await this.page();
    let healthy = false;
    try {
      await page.setContent(html, { waitUntil: 'load' });
      const bytes = await page.pdf(await this.pdfOptions(page, options.paper ?? 'letter'));
      healthy = true;
      return Buffer.from(bytes);
    } finally {
      if (healthy && this.idle.length < this.keptPages && !page.isClosed()) this.idle.push(page);
      else await page.close().catch(() => undefined);
    }
  }

  /** Starts the browser now rather than on the first render (a worker warms up at start). */
  async warm(): Promise<void> {
    await this.launched();
  }

  /** The running browser's process id (a test kills it to see it come back). */
  async pid(): Promise<number | undefined> {
    return (await this.launched()).process()?.pid;
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    this.idle.length = 0;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private async pdfOptions(page: Page, paper: Paper): Promise<PDFOptions> {
    if (paper !== 'ticket') {
      await page.setViewport({ width: 816, height: 1056 });
      return {
        format: 'letter',
        landscape: paper === 'letter-landscape',
        printBackground: true,
        margin: { top: '12mm', bottom: '14mm', left: '12mm', right: '12mm' },
      };
    }
    // A roll: 80 mm wide, exactly as long as what is printed on it.
    // A 1 px tall viewport, so the height measured is the content's, not the window's.
    await page.setViewport({ width: 302, height: 1 });
    const height = await page.evaluate('Math.ceil(document.documentElement.scrollHeight)');
    return {
      width: TICKET_WIDTH,
      height: `${Number(height) + 2}px`,
      printBackground: true,
      margin: { top: '0', bottom: '0', left: '0', right: '0' },
    };
  }

  private async page(): Promise<Page> {
    const browser = await this.launched();
    const kept = this.idle.pop();
    if (kept && !kept.isClosed()) return kept;
    return browser.newPage();
  }

  private launched(): Promise<Browser> {
    if (!this.browser) {
      const launching = puppeteer
        .launch({
          executablePath: this.executablePath,
          headless: true,
          // Spoken to through a pipe, not a port: when the worker dies (killed, crashed) the pipe
          // closes and Chromium exits with it instead of living on as an orphan.
          pipe: true,
          args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--font-render-hinting=none'],
        })
        .catch((error: unknown) => {
          // Not there, not executable, dead at start: the report says so in Spanish, the log why.
          throw new ReportFailure('no se pudo iniciar el navegador que genera los PDF.', { cause: error });
        });
      this.browser = launching;
      launching.then(
        (browser) =>
          browser.on('disconnected', () => {
            // Died or was killed: the next render launches a new one.
            if (this.browser === launching) {
              this.browser = null;
              this.idle.length = 0;
            }
          }),
        () => {
          if (this.browser === launching) this.browser = null;
        },
      );
    }
    return this.browser;
  }
}
