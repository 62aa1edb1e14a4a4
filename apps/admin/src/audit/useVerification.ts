/**
 * Why this file exists: 'Verificar cadena' is a job (issue 32, item 2: a million events take
 * seconds): the screen starts it (POST /api/audit/verifications) and follows it every 500 ms
 * (GET /api/audit/verifications/{id}) until it is completed or failed, for the progress bar.
 * The chain's state is told when it ends (data/changes, 'audit').
 */
import { useCallback, useEffect, useState } from 'react';
import { announceChange } from '../data/changes';
import { auditApi } from './auditApi';
import type { Seal, Verification } from './types';

export const VERIFY_POLL_MS = 500;

export interface VerificationRunner {
  verification: Verification | null;
  /** Why it could not start or be followed (the server's message). */
  refusal: string | null;
  running: boolean;
  start(digest?: Pick<Seal, 'position' | 'hash'>): void;
}

export const useVerification = (): VerificationRunner => {
  const [verification, setVerification] = useState<Verification | null>(null);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const followed = verification?.state === 'active' ? verification.id : null;

  useEffect(() => {
    if (!followed) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const status = await auditApi.verification(followed);
        if (stopped) return;
        setVerification(status);
        if (status.state !== 'active') {
          announceChange('audit');
          return;
        }
      } catch (error) {
        if (stopped) return;
        const code = (error as { status?: number }).status;
        if (code === 404 || code === 403) {
          setRefusal((error as Error).message);
          setVerification((previous) => (previous ? { ...previous, state: 'failed' } : null));
          return;
        }
      }
      timer = setTimeout(poll, VERIFY_POLL_MS);
    };
    timer = setTimeout(poll, VERIFY_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [followed]);

  const start = useCallback((digest?: Pick<Seal, 'position' | 'hash'>) => {
    setStarting(true);
    setRefusal(null);
    auditApi
      .startVerification(digest)
      .then((id) => setVerification({ id, state: 'active', progress: 0, checked: 0, total: 0 }))
      .catch((error: unknown) => setRefusal((error as Error).message || 'ra.notification.http_error'))
      .finally(() => setStarting(false));
  }, []);

  return { verification, refusal, running: starting || verification?.state === 'active', start };
};
