/**
 * Why this file exists: the 'Configuración fiscal' screen's calls (issue 33, item 1) through the
 * admin's one HTTP client: the settings, and the authorised control-number ranges.
 */
import { API_URL, httpClient } from '../data/httpClient';
import type { ControlRange, FiscalSettings } from './types';

const FISCAL = `${API_URL}/fiscal`;

export const fiscalApi = {
  settings: () => httpClient(`${FISCAL}/settings`).then(({ json }) => json as FiscalSettings),
  saveSettings: (
    body: Partial<Omit<FiscalSettings, 'next_invoice_number'>> & { next_invoice_number?: number | string },
  ) =>
    httpClient(`${FISCAL}/settings`, { method: 'PUT', body: JSON.stringify(body) }).then(
      ({ json }) => json as FiscalSettings,
    ),
  ranges: () => httpClient(`${FISCAL}/control-ranges`).then(({ json }) => json as ControlRange[]),
  registerRange: (body: { prefix: string; from: string; to: string }) =>
    httpClient(`${FISCAL}/control-ranges`, { method: 'POST', body: JSON.stringify(body) }).then(
      ({ json }) => json as ControlRange,
    ),
};

/** A refusal's field messages (400) and rule (409), as the server says them. */
export function refusalOf(error: unknown): { fields: Record<string, string>; message: string | null } {
  const body = (error as { body?: { message?: string; errors?: Record<string, unknown> } }).body ?? null;
  const fields = Object.fromEntries(
    Object.entries(body?.errors ?? {}).map(([field, value]) => [
      field,
      Array.isArray(value) ? String(value[0] ?? '') : String(value),
    ]),
  );
  const message = Object.keys(fields).length ? null : (body?.message ?? (error as Error).message ?? null);
  return { fields, message };
}
