/**
 * The report runner's state (issue 14): asks one job (POST /api/reports, one Idempotency-Key per
 * submission through data/useSubmission, so a double click asks once), then follows it every
 * 500 ms until it is completed or failed. A 400's field messages are answered to the caller's
 * form; any other refusal (a 403, a 409) is kept as `refusal`. The recent reports are told when a
 * job ends (data/changes, 'reports').
 */
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { refusalOf } from '../common/document/serverRefusal';
import { announceChange } from '../data/changes';
import type { AppDataProvider } from '../data/dataProvider';
import { API_URL, httpClient } from '../data/httpClient';
import { useSubmission } from '../data/useSubmission';
import { isFinished, isRunning, type ReportJob, type ReportRequest } from './reportJob';

export const POLL_MS = 500;

export interface ReportJobRunner {
  /** The job asked last, as the server last answered it (null before the first). */
  job: ReportJob | null;
  /** Why the last request was refused, when no field of the caller's form says it. */
  refusal: string | null;
  /** From the click until the job is completed or failed. */
  processing: boolean;
  /**
   * Asks the report; answers the 400's messages of the fields `shownField` matches (for the
   * caller's form), undefined otherwise.
   */
  run(request: ReportRequest, shownField?: RegExp): Promise<Record<string, unknown> | undefined>;
}

const NO_FIELD = /^$/;

export const useReportJob = (): ReportJobRunner => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { submit, submitting } = useSubmission();
  const [job, setJob] = useState<ReportJob | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const followed = job && isRunning(job) ? job.id : null;

  useEffect(() => {
    if (!followed) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const { json } = await httpClient(`${API_URL}/reports/${encodeURIComponent(followed)}`);
        if (stopped) return;
        const status = json as ReportJob;
        setJob(status);
        if (isFinished(status)) {
          announceChange('reports');
          return;
        }
      } catch (error) {
        if (stopped) return;
        const status = (error as { status?: number }).status;
        // Unknown to the user (removed, or asked by another): nothing more to follow.
        if (status === 404 || status === 403) {
          setRefusal((error as Error).message);
          setJob((previous) => (previous ? { ...previous, state: 'failed', error: (error as Error).message } : null));
          return;
        }
      }
      timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [followed]);

  const run = useCallback(
    (request: ReportRequest, shownField: RegExp = NO_FIELD) =>
      submit(async (key) => {
        setRefusal(null);
        try {
          const { data } = await dataProvider.post('reports', request, key());
          setJob({
            id: String(data.id),
            type: request.type,
            format: request.format,
            params: request.params,
            state: 'waiting',
            progress: 0,
            created_at: new Date().toISOString(),
            finished_at: null,
          });
          return undefined;
        } catch (error) {
          const { fields, message } = refusalOf(error, shownField);
          setRefusal(message);
          setJob(null);
          return fields;
        }
      }),
    [dataProvider, submit],
  );

  return { job, refusal, processing: submitting || isRunning(job), run };
};
