/**
 * A document a page opens in a new tab (a sale's PDFs): the tab's answer's status and content type,
 * and the document's bytes fetched again with the same session (the tab's answer body is
 * Chromium's PDF viewer page, not the file). Shared by the browser tests of printed documents.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';

/** Clicks `open` and waits for the new tab and the answer of `path` it loads. */
export async function openedDocument(page: Page, path: string, open: () => Promise<void>) {
  const context: BrowserContext = page.context();
  const isDocument = (response: Response) => new URL(response.url()).pathname === path;
  const [tab, response] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('response', isDocument),
    open(),
  ]);
  const bytes = await (await page.request.get(response.url())).body();
  await tab.close();
  return { status: response.status(), contentType: response.headers()['content-type'], bytes };
}
