/**
 * Why this file exists: a record as it was at a step of its history comes as the API's JSON; it
 * is shown as its fields, one per line, labelled as the resource's forms label them where they do
 * (a nested list or object indented under its field), never as raw JSON.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../calendarDate';
import { formatDateTime } from '../format';

/** Fields that say nothing to a reader (secrets are never sent; these are the store's own). */
const HIDDEN = new Set(['password', 'account_id']);
/** Shown only when set: a record not deleted then says nothing about it. */
const ONLY_WHEN_SET = new Set(['deleted_at']);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant or a calendar day as the screens write them; any other text as it is. */
const textOf = (value: string | number): string => {
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && DAY.test(value)) return formatCalendarDate(value);
  return String(value);
};

const Value = ({ value, resource, depth }: { value: unknown; resource: string; depth: number }) => {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return <>{translate('bo.record_history.empty_value')}</>;
  if (typeof value === 'boolean') return <>{translate(value ? 'bo.record_history.yes' : 'bo.record_history.no')}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>{translate('bo.record_history.empty_value')}</>;
    return (
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {value.map((item, index) => (
          <li key={index}>
            <Value value={item} resource={resource} depth={depth + 1} />
          </li>
        ))}
      </Box>
    );
  }
  if (typeof value === 'object')
    return <RecordFields record={value as Record<string, unknown>} resource={resource} depth={depth + 1} />;
  return <>{textOf(value as string | number)}</>;
};

export const RecordFields = ({
  record,
  resource,
  depth = 0,
}: {
  record: Record<string, unknown>;
  resource: string;
  depth?: number;
}) => {
  const translate = useTranslate();
  const entries = Object.entries(record).filter(
    ([field, value]) => !HIDDEN.has(field) && !(ONLY_WHEN_SET.has(field) && (value === null || value === undefined)),
  );
  return (
    <Box component="dl" sx={{ m: 0, pl: depth > 0 ? 2 : 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {entries.map(([field, value]) => (
        <Box key={field} sx={{ py: 0.5, borderBottom: depth === 0 ? 1 : 0, borderColor: 'divider' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`resources.${resource}.fields.${field}`, {
              _: translate(`bo.record_history.fields.${field}`, { _: field }),
            })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            <Value value={value} resource={resource} depth={depth} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
