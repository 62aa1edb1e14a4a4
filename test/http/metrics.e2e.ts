/**
 * Issue 30, item 3: GET /api/metrics, public, parses as Prometheus text; a request made shows under
 * its route pattern (never the URL with its id) and status, with its latency histogram; the
 * projections' lag and checkpoint are there per projection, the events appended, the jobs per
 * queue and state, the report workers, and prom-client's process metrics.
 */
import { ALL_PROJECTIONS } from '@bo/projections';
import { httpSuite } from '../support/http-suite';
import { parsePrometheusText, samplesOf } from '../support/prometheus-text';

const suite = httpSuite({ databasePoolSize: 5 });

async function scrape() {
  const answer = await suite.anonymous().get('/api/metrics');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
  return parsePrometheusText(answer.body as string);
}

describe('GET /api/metrics', () => {
  it('counts a request under its route pattern and status, with its latency', async () => {
    const missing = await suite.admin.get('/api/orders/987654');
    expect(missing.status).toBe(404);
    expect((await suite.admin.get('/api/version')).status).toBe(200);
    const metrics = await scrape();
    expect(metrics.types.get('http_requests_total')).toBe('counter');
    expect(metrics.types.get('http_request_duration_seconds')).toBe('histogram');
    const route = { method: 'GET', route: '/api/orders/:id', status: '404' };
    expect(samplesOf(metrics, 'http_requests_total', route).map((sample) => sample.value)).toEqual([1]);
    expect(samplesOf(metrics, 'http_request_duration_seconds_count', route).map((sample) => sample.value)).toEqual([1]);
    expect(samplesOf(metrics, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toHaveLength(1);
    expect(samplesOf(metrics, 'http_requests_total', { route: '/api/version', status: '200' })).toHaveLength(1);
    // Ids never become labels.
    expect(
      metrics.samples.some((sample) => Object.values(sample.labels).some((value) => value.includes('987654'))),
    ).toBe(false);
  });

  it('shows each projection’s lag and checkpoint, the appends, the queues and the process', async () => {
    expect((await suite.admin.post('/api/brands', { name: 'Marca de métricas' })).status).toBe(201);
    const metrics = await scrape();
    const names = ALL_PROJECTIONS.map((projection) => projection.name).sort();
    const byProjection = (name: string) =>
      samplesOf(metrics, name)
        .map((sample) => sample.labels.projection)
        .sort();
    expect(byProjection('bo_projection_lag_events')).toEqual(names);
    expect(byProjection('bo_projection_checkpoint_position')).toEqual(names);
    const head = samplesOf(metrics, 'bo_event_store_head_position')[0].value;
    // A checkpoint moved only by events a projection skips is written once its runner idles; the
    // activity log applies every command, so its checkpoint has moved.
    for (const sample of samplesOf(metrics, 'bo_projection_checkpoint_position')) {
      expect(sample.value).toBeGreaterThanOrEqual(0);
      expect(sample.value).toBeLessThanOrEqual(head);
    }
    expect(
      samplesOf(metrics, 'bo_projection_checkpoint_position', { projection: 'activity_log' })[0].value,
    ).toBeGreaterThan(0);
    expect(samplesOf(metrics, 'bo_events_appended_total')[0].value).toBeGreaterThan(0);
    for (const queue of ['system', 'reports', 'documents']) {
      expect(
        samplesOf(metrics, 'bo_jobs', { queue })
          .map((sample) => sample.labels.state)
          .sort(),
      ).toEqual(['active', 'failed', 'waiting']);
      expect(samplesOf(metrics, 'bo_job_workers', { queue })[0].value).toBeGreaterThanOrEqual(1);
    }
    expect(samplesOf(metrics, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samplesOf(metrics, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
  });

  it('counts the events appended', async () => {
    const before = samplesOf(await scrape(), 'bo_events_appended_total')[0].value;
    expect((await suite.admin.post('/api/brands', { name: 'Otra marca de métricas' })).status).toBe(201);
    const after = samplesOf(await scrape(), 'bo_events_appended_total')[0].value;
    expect(after).toBeGreaterThan(before);
  });
});
