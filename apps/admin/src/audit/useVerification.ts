/**
 * Why this file exists: 'Verificar cadena' is a job (issue 32, item 2: a million events take
 * seconds): the screen starts it (POST /api/audit/verifications) and follows it every 500 ms
 * (GET /api/audit/verifications/{id}) until it is completed or failed, for the progress bar.
 * The chain's state is told when it ends (data/changes, 'audit').
 */
import { useCallback, useState } from 'react';
import { useFollowedJob } from '../common/useFollowedJob';
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

  useFollowedJob<Verification>(followed, VERIFY_POLL_MS, {
    fetch: (id) => auditApi.verification(id),
    finished: (status) => status.state !== 'active',
    onStatus: setVerification,
    onFinished: () => announceChange('audit'),
    gone(message) {
      setRefusal(message);
      setVerification((previous) => (previous ? { ...previous, state: 'failed' } : null));
    },
  });

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
