/**
 * The report runner's state (issue 14): asks one job (POST /api/reports, one Idempotency-Key per
 * submission through data/useSubmission, so a double click asks once), then follows it every
 * 500 ms until it is completed or failed. A 400's field messages are answered to the caller's
 * form; any other refusal (a 403, a 409) is kept as `refusal`. The recent reports are told when a
 * job ends (data/changes, 'reports').
 */
import { useCallback, useState } from 'react';
import { useFollowedJob } from '../common/useFollowedJob';
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

  useFollowedJob<ReportJob>(followed, POLL_MS, {
    fetch: async (id) => (await httpClient(`${API_URL}/reports/${encodeURIComponent(id)}`)).json as ReportJob,
    finished: isFinished,
    onStatus: setJob,
    onFinished: () => announceChange('reports'),
    // Unknown to the user (removed, or asked by another): nothing more to follow.
    gone(message) {
      setRefusal(message);
      setJob((previous) => (previous ? { ...previous, state: 'failed', error: message } : null));
    },
  });

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
