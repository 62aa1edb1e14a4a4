/**
 * PUT /api/dealers/{id}: what the edit screen may change, the group (`group_id`, or `group` as the
 * spec's call names it). The applicant's data and the request stay as they came (the record's
 * `editable`); whatever else the body carries is left out.
 */
import { z } from 'zod';
import { reference } from '@bo/domain';

const withGroupId = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  return fields.group_id === undefined && fields.group !== undefined ? { ...fields, group_id: fields.group } : body;
};

export const dealerEditRequest = z.preprocess(
  withGroupId,
  z.object({ group_id: reference('el grupo', true).transform((id) => id as string) }),
);
