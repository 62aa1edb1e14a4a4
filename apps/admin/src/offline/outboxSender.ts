/**
 * Issue 34: sends the outbox. One tab at a time (Web Locks: 'bo-outbox'), oldest sale first, each
 * with the Idempotency-Key it was given when the cashier pressed the button, so two tabs, a retry
 * after a timeout or a crash mid-send never record a sale twice (the server answers a key it knows
 * with the same order). A network failure, a 401 or a 403 ends the round (retried later: they refuse
 * the session sending, not the sale); a 400/404/409/422 keeps the sale as 'Rechazada' with the
 * server's reason; a 2xx removes it. Runs on start, on `online` and
 * every 30 s while online.
 */
import { HttpError } from 'react-admin';
import { announceChange } from '../data/changes';
import { API_URL, httpClient } from '../data/httpClient';
import type { ApiErrorBody } from '../data/types';
import { signedInUserId } from '../auth/authProvider';
import type { OutboxSale } from './deviceDb';
import { outboxSales, removeSale, updateSale } from './outbox';

const LOCK = 'bo-outbox';
export const SEND_EVERY_MS = 30_000;

/** The server's reason as the cashier reads it: the field messages, or the rule's message. */
export const reasonOf = (error: HttpError): string => {
  const body = (error.body ?? {}) as ApiErrorBody;
  const fields = Object.values(body.errors ?? {}).flatMap((messages) =>
    Array.isArray(messages) ? messages : [messages],
  );
  const messages = fields.filter((message): message is string => typeof message === 'string' && message !== '');
  return messages.length > 0 ? messages.join(' ') : body.message || error.message;
};

/**
 * Answers that refuse the sale itself: it stays on the device as 'Rechazada'. Not 403: that one
 * refuses the request's session (its anti-forgery token missing after the cookies went, as when a
 * cashier's session ends with the connection coming back, or a role that may not sell), and the
 * sale's own cashier, signed in again, sends it.
 */
const REFUSED = new Set([400, 404, 409, 422]);

type Sent = 'recorded' | 'refused' | 'stop';

const send = async (sale: OutboxSale): Promise<Sent> => {
  await updateSale(sale.key, (kept) => ({ ...kept, status: 'sending', attempts: kept.attempts + 1 }));
  try {
    await httpClient(`${API_URL}/orders`, {
      method: 'POST',
      body: JSON.stringify(sale.payload),
      idempotencyKey: sale.key,
    });
    await removeSale(sale.key);
    return 'recorded';
  } catch (error) {
    if (error instanceof HttpError && REFUSED.has(error.status)) {
      const reason = reasonOf(error);
      await updateSale(sale.key, (kept) => ({ ...kept, status: 'rejected', reason }));
      return 'refused';
    }
    // No answer, the session ended or may not (401, 403) or the server failed (5xx): pending again, the next round resends it.
    await updateSale(sale.key, (kept) => ({ ...kept, status: 'pending' }));
    return 'stop';
  }
};

/** One round: the sales to send (pending, and 'sending' left by a crash), oldest first, until one cannot go. */
const round = async (): Promise<void> => {
  let recorded = false;
  const me = signedInUserId();
  for (const sale of await outboxSales()) {
    if (sale.status === 'rejected') continue;
    // Another cashier's sale waits for their session: sent by this one it would be recorded as its.
    if (sale.user_id !== undefined && sale.user_id !== me) continue;
    const sent = await send(sale);
    if (sent === 'recorded') recorded = true;
    if (sent === 'stop') break;
  }
  // The lists, the stock and the rate read again (announced as a write of orders would be).
  if (recorded) announceChange('orders');
};

let running: Promise<void> | null = null;

/** Sends the outbox now, unless this tab is already sending it; other tabs wait for the lock. */
export const sendOutbox = (): Promise<void> => {
  if (running) return running;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const sending: Promise<void> = (async () => {
    try {
      if (locks) await locks.request(LOCK, round);
      else await round();
    } catch {
      // IndexedDB or the lock failed: the next round tries again.
    } finally {
      running = null;
    }
  })();
  running = sending;
  return sending;
};

let started = false;

/** Starts sending: now, when the connection comes back, every 30 s while online (once per page). */
export const startOutboxSender = (): void => {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void sendOutbox());
  window.setInterval(() => {
    if (navigator.onLine) void sendOutbox();
  }, SEND_EVERY_MS);
  void sendOutbox();
};
