import { fetchUtils } from 'react-admin';

export const API_URL = '/api';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The anti-forgery token the server puts in a readable cookie on every response. */
export const readXsrfToken = (): string | undefined => {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(XSRF_COOKIE.length + 1)) : undefined;
};

const isSafeMethod = (method?: string) => !method || ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

export interface RequestOptions extends fetchUtils.Options {
  /** Sent as `Idempotency-Key` on a write: the server answers one submission once (data/useSubmission). */
  idempotencyKey?: string;
}

/**
 * The one HTTP client of the admin (data provider and auth provider): same-origin cookies, JSON,
 * the `X-XSRF-TOKEN` header on every non-GET request and, when given, the `Idempotency-Key`.
 */
export const httpClient = async (url: string, { idempotencyKey, ...options }: RequestOptions = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!isSafeMethod(options.method)) {
    if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
    let token = readXsrfToken();
    if (!token) {
      // The cookie comes with any response; fetch one cheap answer before the first write.
      await fetch(`${API_URL}/version`, { credentials: 'same-origin' }).catch(() => undefined);
      token = readXsrfToken();
    }
    if (token) headers.set(XSRF_HEADER, token);
  }
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
};
