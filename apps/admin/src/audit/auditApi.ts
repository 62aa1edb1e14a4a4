/**
 * Why this file exists: the audit screen's calls in one place, through the admin's one HTTP
 * client (session cookie, anti-forgery token, an Idempotency-Key on the closing): the chain, a
 * verification job, the digests and their files, the closings, the books as of an instant.
 */
import { API_URL, httpClient } from '../data/httpClient';
import type { Books, ChainState, Closing, Digest, Seal, Verification, VerifyResult } from './types';

const AUDIT = `${API_URL}/audit`;

/**
 * The chain's `last_verify`, as a verification whatever way it comes: a finished job, or the bare
 * result of a verify ({ok, checked, head, first_bad?} with who and when).
 */
const asVerification = (last: unknown): Verification | null => {
  if (!last || typeof last !== 'object') return null;
  const found = last as Partial<Verification> & Partial<VerifyResult> & { at?: string };
  if (found.result || found.state) return found as Verification;
  return {
    id: String(found.id ?? ''),
    state: 'completed',
    progress: 100,
    checked: found.checked ?? 0,
    total: found.checked ?? 0,
    result: {
      ok: Boolean(found.ok),
      checked: found.checked ?? 0,
      head: found.head ?? null,
      first_bad: found.first_bad,
    },
    user: found.user ?? null,
    started_at: found.started_at ?? found.at,
    finished_at: found.finished_at ?? found.at ?? null,
  };
};
const json = <T>(url: string) => httpClient(url).then(({ json }) => json as T);

export const auditApi = {
  chain: () =>
    json<ChainState>(`${AUDIT}/chain`).then((chain) => ({ ...chain, last_verify: asVerification(chain.last_verify) })),
  digests: () => json<Digest[]>(`${AUDIT}/digests`),
  closings: () => json<Closing[]>(`${AUDIT}/closings`),
  books: (asOf: string) => json<Books>(`${AUDIT}/books?as_of=${encodeURIComponent(asOf)}`),
  verification: (id: string) => json<Verification>(`${AUDIT}/verifications/${encodeURIComponent(id)}`),
  /** Starts a verify of the chain (against a digest kept outside, when given): the job's id. */
  startVerification: (digest?: Pick<Seal, 'position' | 'hash'>) =>
    httpClient(`${AUDIT}/verifications`, {
      method: 'POST',
      body: JSON.stringify(digest ? { digest: { position: digest.position, hash: digest.hash } } : {}),
    }).then(({ json }) => String((json as { id: string }).id)),
  close: (body: { until: string; note: string | null }, idempotencyKey: string) =>
    httpClient(`${AUDIT}/closings`, { method: 'POST', body: JSON.stringify(body), idempotencyKey }).then(
      ({ json }) => json as Closing,
    ),
};

/** The digest to keep: its PDF, or its JSON (`?format=json`). */
export const digestFileUrl = (id: string, format: 'pdf' | 'json') =>
  `${AUDIT}/digests/${encodeURIComponent(id)}/file${format === 'json' ? '?format=json' : ''}`;
