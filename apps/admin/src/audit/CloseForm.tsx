/**
 * 'Cerrar período' (issue 32, item 4; admin only): a day and an optional note, then a
 * confirmation that names the day, since a closing is final. The server's refusal shows where
 * it belongs: a 400 under the field it names, a 409's rule (before the last closing) above the
 * button. One Idempotency-Key per open form: a double click closes once.
 */
import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { formatCalendarDate, today } from '../calendarDate';
import { announceChange } from '../data/changes';
import { useSubmission } from '../data/useSubmission';
import { auditApi } from './auditApi';

const firstMessage = (value: unknown) => (Array.isArray(value) ? String(value[0] ?? '') : value ? String(value) : '');

/** `lastUntil`: the last closing's day (a new one must come after it, as the server refuses otherwise). */
export const CloseForm = ({ lastUntil }: { lastUntil: string | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.audit.closings.${key}`, options);
  const { submit, submitting } = useSubmission();
  const [until, setUntil] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const ask = () => {
    setRefusal(null);
    if (!until) {
      setErrors({ until: t('required') });
      return;
    }
    // The server's two rules, said before the confirmation rather than after it.
    if (lastUntil && until <= lastUntil) {
      setErrors({ until: t('already_closed', { date: formatCalendarDate(lastUntil) }) });
      return;
    }
    if (until > today()) {
      setErrors({ until: t('not_over', { date: formatCalendarDate(today()) }) });
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const close = () =>
    submit(async (key) => {
      const meta = key();
      try {
        const closing = await auditApi.close({ until, note: note.trim() || null }, meta.idempotencyKey!);
        meta.accepted?.();
        setConfirming(false);
        setUntil('');
        setNote('');
        notify(t('closed', { date: formatCalendarDate(closing.until ?? until) }), { type: 'success' });
        announceChange('audit');
      } catch (error) {
        setConfirming(false);
        const body = (error instanceof HttpError ? error.body : null) as {
          message?: string;
          errors?: Record<string, unknown>;
        } | null;
        const fields = body?.errors ?? {};
        const shown = { until: firstMessage(fields.until), note: firstMessage(fields.note) };
        setErrors(Object.fromEntries(Object.entries(shown).filter(([, message]) => message)));
        const elsewhere = Object.entries(fields).find(([field]) => field !== 'until' && field !== 'note');
        setRefusal(
          shown.until || shown.note
            ? elsewhere
              ? firstMessage(elsewhere[1])
              : null
            : (body?.message ?? (error as Error).message ?? 'ra.notification.http_error'),
        );
      }
    });

  return (
    <Box component="section" aria-labelledby="close-period-title" sx={{ mt: 2 }}>
      <Box component="h3" id="close-period-title" sx={{ typography: 'subtitle1', m: 0, mb: 1 }}>
        {t('form_title')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          type="date"
          label={t('date')}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={Boolean(errors.until)}
          helperText={errors.until ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          size="small"
          required
        />
        <TextField
          label={t('note_label')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={Boolean(errors.note)}
          helperText={errors.note ?? ' '}
          size="small"
          sx={{ flex: '1 1 220px' }}
        />
        <Button variant="contained" color="error" startIcon={<LockIcon />} onClick={ask} disabled={submitting}>
          {t('close')}
        </Button>
      </Box>
      {refusal ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(refusal, { _: refusal })}
        </Alert>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="close-confirm-title">
        <DialogTitle id="close-confirm-title">{t('confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('confirm', { date: formatCalendarDate(until) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
          <Button variant="contained" color="error" onClick={() => void close()} disabled={submitting}>
            {t('confirm_button')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
