import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { API_URL, httpClient } from './httpClient';
import { announceChange } from './changes';
import { toFormError } from './formErrors';
import { uploadImages } from './uploadImages';
import type { AppVersion, HistoryEntry, Tax } from './types';

const client: typeof httpClient = (url, options) =>
  httpClient(url, options).catch((error) => {
    throw toFormError(error);
  });

const base = simpleRestProvider(API_URL, client);

/**
 * What a form's submission (data/useSubmission) gives a write, as react-admin's `meta` or the last
 * argument of `command` and `restore`: the `Idempotency-Key` to send, and what to call once the
 * server accepted the write (the submission then takes a new key).
 */
export interface WriteMeta {
  idempotencyKey?: string;
  accepted?: () => void;
}

/** The client of one write: its submission's key, and the submission told when it is accepted. */
const writeClient =
  (meta: unknown): typeof httpClient =>
  (url, options) => {
    const { idempotencyKey, accepted } = (meta ?? {}) as WriteMeta;
    return client(url, { ...options, idempotencyKey }).then((answer) => {
      accepted?.();
      return answer;
    });
  };

/** simple-rest's writes with the submission's key (simple-rest itself never reads `meta`). */
const writes = (meta: unknown) => simpleRestProvider(API_URL, writeClient(meta));

export interface AppDataProvider extends DataProvider {
  /** `GET /api/taxes/current`: the newest rate, or null when there is none. */
  getCurrentRate(): Promise<Tax | null>;
  /** `GET /api/version`. */
  getVersion(): Promise<AppVersion>;
  /** `GET /api/{resource}/{id}/history`: the record's events, oldest first. */
  getHistory(resource: string, id: Identifier): Promise<HistoryEntry[]>;
  /** `PUT /api/{resource}/{id}/restore`: brings a soft-deleted record back. */
  restore(resource: string, id: Identifier, meta?: WriteMeta): Promise<{ data: Record<string, unknown> }>;
  /**
   * `POST /api/{resource}/{id}/{command}` with an optional JSON body (approve an inventory, pay an
   * order...), or another verb (`PUT .../invoice`, `DELETE .../discount`): the record as it is now.
   */
  /**
   * `POST /api/{path}` with an optional JSON body (a document's transition: `inventories/7/approve`):
   * what the server answers. The path's first segment is the resource announced as changed.
   */
  post(path: string, body?: unknown, meta?: WriteMeta): Promise<{ data: Record<string, unknown> }>;
  command(
    resource: string,
    id: Identifier,
    command: string,
    body?: unknown,
    method?: 'POST' | 'PUT' | 'DELETE',
    meta?: WriteMeta,
  ): Promise<{ data: Record<string, unknown> }>;
}

const announced = <T>(resource: string, promise: Promise<T>): Promise<T> =>
  promise.then((result) => {
    announceChange(resource);
    return result;
  });

export const dataProvider: AppDataProvider = {
  ...base,
  create: async (resource, params) =>
    announced(resource, writes(params.meta).create(resource, { ...params, data: await uploadImages(params.data) })),
  update: async (resource, params) =>
    announced(resource, writes(params.meta).update(resource, { ...params, data: await uploadImages(params.data) })),
  updateMany: (resource, params) => announced(resource, base.updateMany(resource, params)),
  delete: (resource, params) => announced(resource, writes(params.meta).delete(resource, params)),
  deleteMany: (resource, params) => announced(resource, base.deleteMany(resource, params)),

  restore: (resource, id, meta) =>
    announced(
      resource,
      writeClient(meta)(`${API_URL}/${resource}/${encodeURIComponent(String(id))}/restore`, { method: 'PUT' }).then(
        ({ json }) => ({
          data: json as Record<string, unknown>,
        }),
      ),
    ),
  command: (resource, id, command, body, method = 'POST', meta) =>
    announced(
      resource,
      writeClient(meta)(`${API_URL}/${resource}/${encodeURIComponent(String(id))}/${command}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(({ json }) => ({ data: json as Record<string, unknown> })),
    ),
  post: (path, body, meta) =>
    announced(
      path.split('/')[0] ?? path,
      writeClient(meta)(`${API_URL}/${path}`, {
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(({ json }) => ({ data: json as Record<string, unknown> })),
    ),
  getCurrentRate: () => client(`${API_URL}/taxes/current`).then(({ json }) => (json ?? null) as Tax | null),
  getVersion: () => client(`${API_URL}/version`).then(({ json }) => json as AppVersion),
  getHistory: (resource, id) =>
    client(`${API_URL}/${resource}/${encodeURIComponent(String(id))}/history`).then(
      ({ json }) => (json ?? []) as HistoryEntry[],
    ),
};
