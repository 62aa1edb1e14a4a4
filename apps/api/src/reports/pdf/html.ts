/**
 * The HTML that becomes a PDF: an escaping template tag (every value a user typed is text, never
 * markup), the amounts and dates as the spec writes them, and the page every document and report
 * shares (the account's logo, name, RIF and address on top, then a title and the body).
 */
import { formatBs, formatUsd, formatVenezuelanNumber } from '@bo/projections';
import type { FileStore } from '../../infrastructure/storage/file-store';
import type { AccountHeader } from '../report-sheet';

/** Markup that is already safe (built by `html`); plain strings are escaped. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

type Part = Html | string | number | null | undefined | false | readonly Part[];

const partText = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(partText).join('');
  return escapeHtml(String(part));
};

/** `html\`<td>${name}</td>\``: values escaped, nested `html` and arrays of it kept as markup. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(
    strings.reduce((out, text, index) => out + text + (index < parts.length ? partText(parts[index]) : ''), ''),
  );
}

/**
 * A number, a numeric text or a Decimal as its exact text, anything else as 0 (an empty cell prints
 * '$0.00', never fails).
 */
const amount = (value: unknown): string | number => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (value === null || value === undefined) return 0;
  const text = String(value).trim();
  return text !== '' && Number.isFinite(Number(text)) ? text : 0;
};

const quantities = new Intl.NumberFormat('es-VE', { maximumFractionDigits: 2 });

// The amounts as the screens and the activity log write them, in exact decimals rounded half-up
// (@bo/projections' Venezuelan number format), never a float's rounding.
/** '$1,234.50' (es-US, as the spec writes dollars). */
export const usd = (value: unknown): string => formatUsd(amount(value));
/** 'Bs 1.234,50' (es-VE). */
export const bs = (value: unknown): string => formatBs(amount(value));
/** 'COP 45.120,5': one decimal on tickets, two elsewhere. */
export const cop = (value: unknown, places: 1 | 2 = 2): string =>
  `COP ${formatVenezuelanNumber(amount(value), places)}`;
/** A quantity in es-VE: '1.250'. */
export const quantity = (value: unknown): string => quantities.format(Number(amount(value)));

const longDate = new Intl.DateTimeFormat('es-VE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Caracas',
});
const shortDate = new Intl.DateTimeFormat('es-VE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Caracas',
});
const dateTime = new Intl.DateTimeFormat('es-VE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Caracas',
});

const dateTime24 = new Intl.DateTimeFormat('es-VE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Caracas',
});

/** A calendar day 'YYYY-MM-DD' (or a moment) as a Date read at noon, so no time zone moves its day. */
const asDate = (value: string | Date): Date =>
  value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T16:00:00Z`) : new Date(value);

/** '25 de noviembre de 2026'. */
export const spanishLongDate = (value: string | Date): string => longDate.format(asDate(value));
/** '25/11/2026'. */
export const spanishShortDate = (value: string | Date): string => shortDate.format(asDate(value));
/** '25/11/2026, 02:30 p. m.' in Caracas. */
export const spanishDateTime = (value: string | Date): string => dateTime.format(asDate(value));
/** '25/11/2026, 14:30' in Caracas: inventory and devolution moments (the spec's 24-hour es-VE). */
export const spanishDateTime24 = (value: string | Date): string => dateTime24.format(asDate(value));

/**
 * Images already read, by file: an upload's name is a new UUID for every file and never rewritten,
 * so the account's logo is read once per worker, not once per document. Bounded by size (a
 * catalogue's photos pass through it): the oldest go first.
 */
const IMAGES_KEPT_CHARS = 8 * 1024 * 1024;
const images = new Map<string, string>();
let imagesChars = 0;

/** An uploaded image (the account's logo, a product's photo) as a data: URL (the page has no server to fetch it from), or null. */
export async function logoDataUrl(logo: string | null | undefined, files: FileStore): Promise<string | null> {
  const name = logo?.split('/').pop();
  if (!name || !/^[0-9a-f-]{36}\.(png|jpe?g|webp|gif)$/i.test(name)) return null;
  const file = `uploads/${name}`;
  const kept = images.get(file);
  if (kept) return kept;
  const bytes = await files.read(file).catch(() => null);
  if (!bytes) return null;
  const type = name.endsWith('png') ? 'png' : name.endsWith('webp') ? 'webp' : name.endsWith('gif') ? 'gif' : 'jpeg';
  const url = `data:image/${type};base64,${bytes.toString('base64')}`;
  if (url.length > IMAGES_KEPT_CHARS) return url;
  for (const [oldest, kept] of images) {
    if (imagesChars + url.length <= IMAGES_KEPT_CHARS) break;
    images.delete(oldest);
    imagesChars -= kept.length;
  }
  images.set(file, url);
  imagesChars += url.length;
  return url;
}

export interface PageParts {
  account: AccountHeader & { logo?: string | null };
  title: string;
  /** Under the title: the period, the document's number and date... */
  subtitle?: string;
  body: Html;
  /** 'ticket': the 80 mm roll's narrow layout. */
  paper?: 'letter' | 'ticket';
}

// The page numbers are a CSS margin box: cheaper than puppeteer's header and footer templates,
// which Chromium lays out as pages of their own on every print.
const LETTER_CSS = `
  @page { @bottom-center { content: "Página " counter(page) " de " counter(pages); font-size: 8px; color: #666; } }
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10px; color: #111; margin: 0; }
  header.account { display: flex; align-items: center; gap: 12px; border-bottom: 2px solid #333; padding-bottom: 6px; margin-bottom: 8px; }
  header.account img { max-height: 56px; max-width: 140px; }
  header.account .name { font-size: 15px; font-weight: bold; }
  h1 { font-size: 14px; margin: 6px 0 2px; }
  .subtitle { color: #444; margin-bottom: 8px; }
  table { width: 100%; border-collapse: collapse; margin: 6px 0; }
  th, td { padding: 3px 4px; border-bottom: 1px solid #ddd; text-align: left; vertical-align: top; }
  th { background: #eee; font-weight: bold; }
  td.n, th.n { text-align: right; white-space: nowrap; }
  td.c, th.c { white-space: nowrap; }
  tr.total td { font-weight: bold; border-top: 2px solid #333; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; }
  .muted { color: #666; }
  dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 6px 0; }
  dl.facts dt { font-weight: bold; }
  dl.facts dd { margin: 0; }
`;

const TICKET_CSS = `
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans Mono', monospace; font-size: 9px; color: #000; margin: 0; padding: 3mm; width: 80mm; }
  header.account { text-align: center; border-bottom: 1px dashed #000; padding-bottom: 4px; margin-bottom: 4px; }
  header.account img { max-height: 40px; max-width: 60mm; }
  header.account .name { font-size: 11px; font-weight: bold; }
  h1 { font-size: 11px; text-align: center; margin: 4px 0; }
  .subtitle { text-align: center; margin-bottom: 4px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 1px 0; text-align: left; vertical-align: top; }
  td.n, th.n { text-align: right; white-space: nowrap; }
  td.c, th.c { white-space: nowrap; }
  tr.total td { font-weight: bold; border-top: 1px dashed #000; }
  .muted { color: #333; }
`;

/** The whole page: the account's header, the title, the body. */
export function documentPage(parts: PageParts): string {
  const { account } = parts;
  const ticket = parts.paper === 'ticket';
  return html`<!doctype html>
    <html lang="es">
      <head>
        <meta charset="utf-8" />
        <title>${parts.title}</title>
        <style>
          ${new Html(ticket ? TICKET_CSS : LETTER_CSS)}
        </style>
      </head>
      <body>
        <header class="account">
          ${account.logo ? html`<img src="${account.logo}" alt="" />` : ''}
          <div>
            <div class="name">${account.name}</div>
            <div>RIF: ${account.identification}</div>
            <div>${account.address}</div>
          </div>
        </header>
        <h1>${parts.title}</h1>
        ${parts.subtitle ? html`<div class="subtitle">${parts.subtitle}</div>` : ''} ${parts.body}
      </body>
    </html>`.value;
}
