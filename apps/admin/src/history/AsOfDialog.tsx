/**
 * Why this file exists: 'Ver como estaba el…' on a step of a record's history (issue 32, item 6)
 * opens the record as it was at that step, GET /api/{resource}/{id}?as_of=<the step's time>, in a
 * dialog with its fields.
 */
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { useApi } from '../data/useApi';
import { API_URL, httpClient } from '../data/httpClient';
import { formatDateTime } from '../format';
import { RecordFields } from './RecordFields';

export interface AsOfDialogProps {
  resource: string;
  id: Identifier;
  /** The step's time (ISO-8601), or null while closed. */
  at: string | null;
  onClose: () => void;
}

const recordAt = (resource: string, id: Identifier, at: string) =>
  httpClient(`${API_URL}/${resource}/${encodeURIComponent(String(id))}?as_of=${encodeURIComponent(at)}`).then(
    ({ json }) => json as Record<string, unknown>,
  );

const AsOfContent = ({ resource, id, at }: { resource: string; id: Identifier; at: string }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useApi(() => recordAt(resource, id, at), [resource, id, at]);
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (error || !data) return <Alert severity="error">{translate('bo.record_history.as_of_error')}</Alert>;
  return <RecordFields record={data} resource={resource} />;
};

export const AsOfDialog = ({ resource, id, at, onClose }: AsOfDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={at !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="as-of-title" scroll="paper">
      <DialogTitle id="as-of-title">
        {translate('bo.record_history.as_of_title', { date: formatDateTime(at) })}
      </DialogTitle>
      <DialogContent dividers>{at ? <AsOfContent resource={resource} id={id} at={at} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('bo.record_history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
