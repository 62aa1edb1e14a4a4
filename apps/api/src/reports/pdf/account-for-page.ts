/**
 * The account as a PDF page's header shows it: name, RIF and address, with its logo as a data:
 * URL (the page is printed without a server to fetch it from). Every document of one record uses
 * it, and so do the reports' Excel headers (ReportSheet draws the same logo).
 */
import { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';
import { openFileStore } from '../../infrastructure/storage/open-file-store';
import { accountHeader, AccountHeader } from '../report-sheet';
import { logoDataUrl } from './html';

export async function accountForPage(pool: Pool, config: AppConfig): Promise<AccountHeader> {
  const account = await accountHeader(pool);
  return { ...account, logo: await logoDataUrl(account.logo, openFileStore(config, pool)) };
}
