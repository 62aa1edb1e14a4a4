/**
 * Issue 34: tells a request that never got an answer (no connection, the server unreachable) from
 * an HTTP answer. Only the first makes the POS fall back to the device's data or keep a sale in
 * the outbox; an answer (400, 409...) is the server's word and is shown as such.
 */
import { HttpError } from 'react-admin';

export const isNetworkFailure = (error: unknown): boolean => {
  if (error instanceof HttpError) return false;
  if (typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number')
    return false;
  // fetch rejects with a TypeError ('Failed to fetch', 'NetworkError when attempting to fetch resource.').
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
};
